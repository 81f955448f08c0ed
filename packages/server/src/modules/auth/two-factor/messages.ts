// Texts of two-factor sign-in, in Czech (the default) and English.

import type { Translated } from '../../../http/app-error';

export const twoFactorMessages = {
  codeInvalid: {
    cs: 'Kód není správný nebo už byl použit. Zadejte aktuální kód z aplikace.',
    en: 'The code is not correct or was already used. Enter the current code from your app.',
  },
  codeShape: { cs: 'Zadejte 6místný kód z aplikace.', en: 'Enter the 6-digit code from your app.' },
  recoveryCodeInvalid: {
    cs: 'Záložní kód není správný nebo už byl použit.',
    en: 'The recovery code is not correct or was already used.',
  },
  passkeyFailed: {
    cs: 'Přístupový klíč se nepodařilo ověřit. Zkuste to znovu nebo zvolte jiný způsob.',
    en: 'The passkey could not be verified. Try again or choose another method.',
  },
  noPasskeys: { cs: 'K účtu nemáte přidaný žádný přístupový klíč.', en: 'Your account has no passkeys.' },
  challengeInvalid: {
    cs: 'Přihlášení vypršelo nebo už bylo dokončeno. Zadejte prosím znovu heslo.',
    en: 'The sign-in has expired or was already completed. Please enter your password again.',
  },
  totpAlreadyOn: {
    cs: 'Ověřovací aplikace už je zapnutá. Chcete-li ji vyměnit, nejprve vypněte dvoufázové ověření.',
    en: 'The authenticator app is already on. To replace it, turn two-factor authentication off first.',
  },
  totpSetupMissing: {
    cs: 'Nastavení aplikace vypršelo. Začněte prosím znovu.',
    en: 'The app setup has expired. Please start again.',
  },
  totpEnabled: { cs: 'Ověřovací aplikace je zapnutá', en: 'The authenticator app is on' },
  reauthRequired: {
    cs: 'Zadejte své heslo nebo jeden ze záložních kódů.',
    en: 'Enter your password or one of your recovery codes.',
  },
  passwordWrong: { cs: 'Heslo není správné', en: 'The password is not correct' },
  disabled: { cs: 'Dvoufázové ověření je vypnuté', en: 'Two-factor authentication is off' },
  notEnabled: {
    cs: 'Dvoufázové ověření není zapnuté.',
    en: 'Two-factor authentication is not on.',
  },
  recoveryCodesReplaced: {
    cs: 'Nové záložní kódy jsou vytvořené, staré už neplatí',
    en: 'New recovery codes are ready; the old ones no longer work',
  },
  passkeyRegistrationExpired: {
    cs: 'Přidání klíče vypršelo nebo nebylo zahájeno. Zkuste to prosím znovu.',
    en: 'Adding the passkey has expired or was not started. Please try again.',
  },
  passkeyRegistrationFailed: {
    cs: 'Přístupový klíč se nepodařilo ověřit.',
    en: 'The passkey could not be verified.',
  },
  passkeyExists: { cs: 'Tento přístupový klíč už je přidaný.', en: 'This passkey is already added.' },
  passkeyAdded: { cs: 'Přístupový klíč byl přidán', en: 'The passkey has been added' },
  passkeyNotFound: { cs: 'Přístupový klíč nebyl nalezen', en: 'Passkey not found' },
  passkeyLastFactor: {
    cs: 'Toto je váš poslední druhý faktor. Chcete-li ho odebrat, vypněte dvoufázové ověření.',
    en: 'This is your last second factor. To remove it, turn two-factor authentication off.',
  },
  passkeyRemoved: { cs: 'Přístupový klíč byl odebrán', en: 'The passkey has been removed' },
  teamRequiresTwoFactor: {
    cs: 'Tento tým vyžaduje dvoufázové ověření. Zapněte si ho v Nastavení → Zabezpečení.',
    en: 'This team requires two-factor authentication. Turn it on in Settings → Security.',
  },
} as const satisfies Record<string, Translated>;
