// Every text the auth, account and API-key modules show, in Czech (the default) and English.

import type { Translated } from '../../http/app-error';

export type { Translated };

export const authMessages = {
  invalidCredentials: { cs: 'Neplatné přihlašovací údaje', en: 'Invalid credentials' },
  emailTaken: {
    cs: 'Účet s tímto e-mailem už existuje',
    en: 'An account with this e-mail address already exists',
  },
  tooManyAttempts: {
    cs: 'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za několik minut.',
    en: 'Too many failed sign-in attempts. Please try again in a few minutes.',
  },
  unauthorized: { cs: 'Přihlaste se prosím', en: 'Please sign in' },
  sessionExpired: {
    cs: 'Vaše přihlášení vypršelo. Přihlaste se prosím znovu.',
    en: 'Your session has expired. Please sign in again.',
  },
  refreshExpired: {
    cs: 'Platnost přihlášení vypršela. Přihlaste se prosím znovu.',
    en: 'Your sign-in has expired. Please sign in again.',
  },
  refreshReused: {
    cs: 'Obnovovací token už byl použit. Z bezpečnostních důvodů jsme ukončili celé přihlášení.',
    en: 'This refresh token was already used. For your security the whole session has been signed out.',
  },
  apiKeyInvalid: { cs: 'Neplatný nebo zrušený API klíč', en: 'Invalid or revoked API key' },
  apiKeyExpired: {
    cs: 'Platnost API klíče vypršela. Vytvořte si v Nastavení nový.',
    en: 'The API key has expired. Create a new one in Settings.',
  },
  apiKeyScope: {
    cs: 'Oprávnění tohoto API klíče tuto akci nezahrnují',
    en: "This API key's scopes do not cover this action",
  },
  apiKeyNotAllowed: {
    cs: 'Tuto akci nelze provést s API klíčem. Přihlaste se prosím.',
    en: 'This action cannot be done with an API key. Please sign in.',
  },
  passwordTooCommon: {
    cs: 'Toto heslo je příliš běžné. Zvolte prosím jiné.',
    en: 'This password is too common. Please choose another one.',
  },
  passwordSameAsEmail: {
    cs: 'Heslo nesmí být stejné jako e-mail',
    en: 'The password must not be the same as the e-mail address',
  },
  currentPasswordWrong: { cs: 'Současné heslo není správné', en: 'The current password is not correct' },
  currentPasswordRequired: { cs: 'Zadejte současné heslo', en: 'Enter your current password' },
  resetTokenInvalid: {
    cs: 'Odkaz pro obnovení hesla je neplatný, už byl použit, nebo vypršel',
    en: 'The password-reset link is invalid, already used, or expired',
  },
  resetEmailSent: {
    cs: 'Pokud účet s tímto e-mailem existuje, poslali jsme na něj odkaz pro obnovení hesla.',
    en: 'If an account with this e-mail exists, we have sent it a password-reset link.',
  },
  passwordChanged: { cs: 'Heslo bylo změněno', en: 'Your password has been changed' },
  loggedOut: { cs: 'Byli jste odhlášeni', en: 'You have been signed out' },
  // Google
  googleNotConfigured: {
    cs: 'Přihlášení přes Google není na tomto serveru nastaveno',
    en: 'Google sign-in is not configured on this server',
  },
  oauthInitFailed: { cs: 'Nepodařilo se iniciovat OAuth', en: 'Could not start OAuth' },
  oauthAuthorizeReady: { cs: 'Přesměrování na Google připraveno', en: 'Redirect to Google is ready' },
  oauthFailed: { cs: 'OAuth autentifikace se nezdařila', en: 'OAuth authentication failed' },
  googleLoginFailed: { cs: 'Google přihlášení se nezdařilo', en: 'Google sign-in failed' },
  googleLinkFailed: { cs: 'Nepodařilo se propojit Google účet', en: 'Could not link the Google account' },
  googleLinkedElsewhere: {
    cs: 'Tento Google účet je už propojen s jiným účtem',
    en: 'This Google account is already linked to another account',
  },
  googleUnlinkNeedsPassword: {
    cs: 'Nepodařilo se zrušit propojení Google účtu: nejprve si nastavte heslo, jinak byste se nemohli přihlásit.',
    en: 'Could not unlink the Google account: set a password first, otherwise you could not sign in.',
  },
  googleRefreshOk: { cs: 'Token byl obnoven', en: 'Token refreshed' },
  googleRefreshNotGoogle: {
    cs: 'OAuth refresh selhal: přihlášení neproběhlo přes Google',
    en: 'OAuth refresh failed: this session did not sign in with Google',
  },
  googleEmailUnverified: {
    cs: 'Google účet nemá ověřený e-mail',
    en: 'The Google account has no verified e-mail address',
  },
  // Account
  profileNotFound: { cs: 'Profil uživatele nebyl nalezen', en: 'User profile not found' },
  settingsNotFound: { cs: 'Nastavení uživatele nebyla nalezena', en: 'User settings not found' },
  sessionNotFound: { cs: 'Relace nebyla nalezena', en: 'Session not found' },
  deletionNeedsPassword: {
    cs: 'Pro smazání účtu zadejte své heslo',
    en: 'Enter your password to delete the account',
  },
  deletionNeedsPhrase: {
    cs: 'Pro smazání účtu opište potvrzovací frázi',
    en: 'Type the confirmation phrase to delete the account',
  },
  accountDeleted: { cs: 'Účet byl smazán', en: 'The account has been deleted' },
  termsAccepted: { cs: 'Podmínky byly odsouhlaseny', en: 'Terms accepted' },
  apiKeyNotFound: { cs: 'API klíč nebyl nalezen', en: 'API key not found' },
} as const satisfies Record<string, Translated>;

/** What an account deletion removes, for the confirmation screen. */
export const deletionScope = {
  cs: [
    'profil a nastavení',
    'přihlášení a historie přihlášení',
    'API klíče',
    'členství v týmech',
    'weby a jejich data',
    'profilový obrázek',
    'partnerský účet, jeho provize a výplaty',
    'zprávy pro podporu',
  ],
  en: [
    'profile and settings',
    'sessions and sign-in history',
    'API keys',
    'team memberships',
    'websites and their data',
    'profile picture',
    'affiliate account with its commissions and payouts',
    'messages to support',
  ],
} as const;
