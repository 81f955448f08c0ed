// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, LANGUAGE_KEY } from './index';
import { keepLanguage, requestedLanguages } from './language-detector';

const sources = { key: LANGUAGE_KEY, queryParameter: 'lng' };

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the detector reads document.cookie, so the test writes it
  document.cookie = `${LANGUAGE_KEY}=; path=/; max-age=0`;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  clearCookie();
});

describe('language detection', () => {
  it('asks in the spec order: ?lng=, cookie, local storage, the browser, the page', () => {
    window.history.replaceState(null, '', '/dashboard?lng=en');
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = `${LANGUAGE_KEY}=cs; path=/`;
    localStorage.setItem(LANGUAGE_KEY, 'de');
    document.documentElement.lang = 'sk';
    expect(requestedLanguages(sources)).toEqual(['en', 'cs', 'de', ...navigator.languages, 'sk']);

    window.history.replaceState(null, '', '/dashboard');
    expect(requestedLanguages(sources)[0]).toBe('cs');
    clearCookie();
    expect(requestedLanguages(sources)[0]).toBe('de');
  });

  it('keeps the choice in local storage and in a cookie', () => {
    keepLanguage('en', sources);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(document.cookie).toContain(`${LANGUAGE_KEY}=en`);
  });

  it('switches the app to ?lng=en, keeps it, and stays English without the parameter', () => {
    window.history.replaceState(null, '', '/login?lng=en');
    const first = createI18n();
    expect(first.resolvedLanguage).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');

    window.history.replaceState(null, '', '/login');
    expect(createI18n().resolvedLanguage).toBe('en');
  });

  it('takes the supported language of a regional browser setting and falls back to Czech', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en-GB');
    expect(createI18n().resolvedLanguage).toBe('en');
    // That choice was kept in the cookie too; without it, an unsupported stored language falls to the browser's.
    clearCookie();
    localStorage.setItem(LANGUAGE_KEY, 'de');
    document.documentElement.lang = '';
    const browser = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(navigator, 'languages', { value: ['de-AT', 'de'], configurable: true });
    try {
      expect(createI18n().resolvedLanguage).toBe('cs');
    } finally {
      delete (navigator as { languages?: unknown }).languages;
    }
    expect(Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')).toEqual(browser);
  });

  it('keeps a language changed in the app', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('cs');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('cs');
    expect(document.cookie).toContain(`${LANGUAGE_KEY}=cs`);
  });
});
