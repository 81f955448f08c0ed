/**
 * Every user-facing text the data layer produces (spec §5 and §8, verbatim): the Czech set, the default. The client
 * picks the set of the UI's language (`getLanguage`, see `messagesFor`); `createApiClient({ messages })` overrides
 * single texts. Codes stay the same whatever the language.
 */
export const defaultMessages = {
  unexpected: 'Došlo k neočekávané chybě',
  offline: 'Jste offline. Požadavek bude odeslán, až budete online.',
  sessionExpired: 'Platnost přihlášení vypršela. Přihlaste se prosím znovu.',
  loginExpired: 'Vaše přihlášení vypršelo. Přihlaste se prosím znovu.',
  refreshWithoutToken: 'Nepodařilo se obnovit token',
  /** Followed by the reason. */
  googleRefreshFailed: 'OAuth refresh selhal: ',
  oauthMissingParams: 'Chybí povinné OAuth parametry: token / user_id',
  /** Followed by the value of the `error` parameter. */
  oauthError: 'OAuth error: ',
  loginFailed: 'Přihlášení se nezdařilo',
  registerFailed: 'Registrace se nezdařila',
  profileUpdateFailed: 'Aktualizace profilu se nezdařila',
  billingUpdateFailed: 'Nepodařilo se aktualizovat fakturační údaje',
  profileNotFound: 'Profil uživatele nebyl nalezen',
  settingsNotFound: 'Nastavení uživatele nebyla nalezena',
  planNotFound: 'Plán nebyl nalezen',
  websiteNotFound: 'Web nebyl nalezen',
  incidentNotFound: 'Incident nebyl nalezen',
  oauthInitFailed: 'Nepodařilo se iniciovat OAuth',
  googleLinkFailed: 'Nepodařilo se propojit Google účet',
  googleUnlinkFailed: 'Nepodařilo se zrušit propojení Google účtu',
  googleLoginFailed: 'Google přihlášení se nezdařilo',
  oauthAuthFailed: 'OAuth autentifikace se nezdařila',
  incidentAcknowledgeFailed: 'Nepodařilo se potvrdit incident.',
  incidentResolveFailed: 'Nepodařilo se vyřešit incident.',
  termsFailed: 'Došlo k chybě při odsouhlasení podmínek',
} as const;

export type Messages = { [K in keyof typeof defaultMessages]: string };
export type MessageKey = keyof Messages;

/** The same texts in English, for an English UI. */
export const englishMessages: Messages = {
  unexpected: 'An unexpected error occurred',
  offline: 'You are offline. The request will be sent when you are back online.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  loginExpired: 'Your sign-in has expired. Please sign in again.',
  refreshWithoutToken: 'The token could not be refreshed',
  googleRefreshFailed: 'OAuth refresh failed: ',
  oauthMissingParams: 'Missing required OAuth parameters: token / user_id',
  oauthError: 'OAuth error: ',
  loginFailed: 'Sign-in failed',
  registerFailed: 'Registration failed',
  profileUpdateFailed: 'The profile could not be updated',
  billingUpdateFailed: 'The billing details could not be updated',
  profileNotFound: 'User profile not found',
  settingsNotFound: 'User settings not found',
  planNotFound: 'Plan not found',
  websiteNotFound: 'Website not found',
  incidentNotFound: 'Incident not found',
  oauthInitFailed: 'OAuth could not be started',
  googleLinkFailed: 'The Google account could not be linked',
  googleUnlinkFailed: 'The Google account could not be unlinked',
  googleLoginFailed: 'Google sign-in failed',
  oauthAuthFailed: 'OAuth authentication failed',
  incidentAcknowledgeFailed: 'The incident could not be acknowledged.',
  incidentResolveFailed: 'The incident could not be resolved.',
  termsFailed: 'An error occurred while accepting the terms',
};

/** The texts for a UI language ('en', 'en-GB' → English; anything else, or none → Czech). */
export function messagesFor(language: string | undefined): Messages {
  return language?.toLowerCase().startsWith('en') ? englishMessages : defaultMessages;
}
