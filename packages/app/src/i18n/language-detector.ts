const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Where the choice is read from and kept: the `lng` query parameter, then the cookie and local storage of this key. */
export interface LanguageSources {
  key: string;
  queryParameter: string;
}

function fromQuery({ queryParameter }: LanguageSources): string | undefined {
  return new URLSearchParams(window.location.search).get(queryParameter) ?? undefined;
}

function fromCookie({ key }: LanguageSources): string | undefined {
  const pair = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${key}=`));
  return pair ? decodeURIComponent(pair.slice(key.length + 1)) : undefined;
}

function fromStorage({ key }: LanguageSources): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    // Storage can be blocked (privacy settings); the other sources still answer.
    return undefined;
  }
}

/**
 * The languages a visitor asks for, in the spec's order: `?lng=`, the cookie, local storage, the browser's languages,
 * the page's `lang`. The app takes the first it supports.
 */
export function requestedLanguages(sources: LanguageSources): string[] {
  const found = [
    fromQuery(sources),
    fromCookie(sources),
    fromStorage(sources),
    ...(navigator.languages ?? [navigator.language]),
    document.documentElement.lang,
  ];
  return found.filter((language): language is string => Boolean(language));
}

/** Keeps the choice for a year in local storage and a cookie (spec: both, one year). */
export function keepLanguage(language: string, { key }: LanguageSources): void {
  try {
    localStorage.setItem(key, language);
  } catch {
    // Blocked storage: the cookie still keeps the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: detection is synchronous (before the first render); the Cookie Store API is not
  document.cookie = `${key}=${encodeURIComponent(language)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
