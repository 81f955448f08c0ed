/** The published terms and privacy policy, linked from registration, the terms dialog and the privacy settings. */
export const TERMS_URL = 'https://hlidka.cz/obchodni-podminky';
export const PRIVACY_URL = 'https://hlidka.cz/ochrana-osobnich-udaju';
