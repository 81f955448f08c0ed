import { attachAreas } from './areas/define-area';
import { cs } from './cs';
import { en } from './en';
import { keepLanguage, requestedLanguages } from './language-detector';
import { createTranslator, DEFAULT_LANGUAGE, type I18n, type Language, supportedLanguage } from './translator';
import { rememberTranslator, useTranslation } from './use-translation';

export type { I18n, Language, TFunction, TOptions } from './translator';
export { DEFAULT_LANGUAGE, LANGUAGES } from './translator';
export { TranslationProvider, useTranslation } from './use-translation';

/** Where the choice is kept: local storage key and cookie (spec §9 keep-list has `language`). */
export const LANGUAGE_KEY = 'language';
const SOURCES = { key: LANGUAGE_KEY, queryParameter: 'lng' };

function detectLanguage(): Language {
  if (typeof window === 'undefined' || typeof document === 'undefined') return DEFAULT_LANGUAGE;
  for (const requested of requestedLanguages(SOURCES)) {
    const supported = supportedLanguage(requested);
    if (supported) return supported;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The app's translator: the base texts, the language detected in the spec's order and kept for a year (or `lng`).
 * Each screen area's texts join when their module loads (./areas/define-area.ts).
 */
export function createI18n(options: { lng?: Language; detect?: boolean } = {}): I18n {
  const detect = options.detect !== false;
  const keep = (language: Language) => {
    if (detect && typeof window !== 'undefined') keepLanguage(language, SOURCES);
  };
  const initial = options.lng ?? (detect ? detectLanguage() : DEFAULT_LANGUAGE);
  const instance = createTranslator({ cs, en }, initial, keep);
  keep(initial);
  attachAreas(instance);
  const applyLang = (language: Language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  };
  applyLang(instance.language);
  instance.on('languageChanged', applyLang);
  rememberTranslator(instance);
  return instance;
}

export function currentLanguage(instance: I18n): Language {
  return instance.language;
}

/** The interface language (cs or en), as the format helpers take it. */
export function useLanguage(): Language {
  return useTranslation().i18n.language;
}
