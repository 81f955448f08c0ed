// Texts of the account features added for issue #10 (e-mail change, avatar, export), in Czech and English.

import type { Translated } from '../../http/app-error';

export const accountMessages = {
  /** Spec §8: the default text when a profile update fails. */
  profileUpdateFailed: { cs: 'Aktualizace profilu se nezdařila', en: 'Profile update failed' },
  emailChangeNeedsPassword: {
    cs: 'Pro změnu e-mailu zadejte své heslo.',
    en: 'Enter your password to change your e-mail address.',
  },
  emailChangeNeedsPasswordFirst: {
    cs: 'Účet zatím nemá heslo. Nejprve si ho nastavte v zabezpečení účtu.',
    en: 'This account has no password yet. Set one in the security settings first.',
  },
  emailUnchanged: { cs: 'Toto je vaše současná e-mailová adresa.', en: 'This is your current e-mail address.' },
  emailChangeSent: {
    cs: 'Na novou adresu jsme poslali odkaz pro potvrzení změny.',
    en: 'We have sent a confirmation link to the new address.',
  },
  emailChangeCancelled: { cs: 'Změna e-mailu byla zrušena.', en: 'The e-mail change has been withdrawn.' },
  emailChangeInvalid: {
    cs: 'Odkaz pro změnu e-mailu je neplatný, už byl použit, nebo vypršel.',
    en: 'The e-mail change link is invalid, already used, or expired.',
  },
  emailChanged: { cs: 'E-mailová adresa byla změněna.', en: 'Your e-mail address has been changed.' },
  avatarTooLarge: {
    cs: 'Obrázek je příliš velký. Nahrajte soubor do 2,00 MB.',
    en: 'The image is too large. Upload a file of at most 2.00 MB.',
  },
  avatarWrongType: {
    cs: 'Soubor není obrázek PNG, JPEG ani WebP.',
    en: 'The file is not a PNG, JPEG or WebP image.',
  },
  avatarNotFound: { cs: 'Obrázek nebyl nalezen.', en: 'Image not found.' },
  avatarSaved: { cs: 'Profilový obrázek byl uložen.', en: 'Your profile picture has been saved.' },
  avatarRemoved: { cs: 'Profilový obrázek byl odstraněn.', en: 'Your profile picture has been removed.' },
} satisfies Record<string, Translated>;
