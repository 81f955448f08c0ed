/**
 * Every user-facing text the data layer produces (spec §5 and §8, verbatim). The app may pass translations through
 * `createApiClient({ messages })`; codes stay the same whatever the language.
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
