/** The server version (replaced at build time by tsup; "dev" when running from source). */
declare const __HLIDKA_VERSION__: string | undefined;
export const VERSION: string = typeof __HLIDKA_VERSION__ === 'string' ? __HLIDKA_VERSION__ : 'dev';
