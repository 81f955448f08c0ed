import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { attachAreas } from './areas/define-area';
import { cs } from './cs';
import { en } from './en';
import { languageDetector } from './language-detector';

export const LANGUAGES = ['cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'cs';
/** Where the choice is kept: local storage key and cookie (spec §9 keep-list has `language`). */
export const LANGUAGE_KEY = 'language';

export const resources = { cs: { translation: cs }, en: { translation: en } } as const;

/**
 * The app's i18next instance: bundled resources (no fetch), detection in the spec's order, kept for a year. The base
 * texts come with it; each screen area's texts join when their module loads (./areas/define-area.ts).
 */
export function createI18n(options: { lng?: Language; detect?: boolean } = {}): I18n {
  const instance = i18next.createInstance();
  if (options.detect !== false) instance.use(languageDetector({ key: LANGUAGE_KEY, queryParameter: 'lng' }));
  instance.use(initReactI18next);
  void instance.init({
    // Its own copies: adding an area's texts changes this instance's resources only.
    resources: { cs: { translation: { ...cs } }, en: { translation: { ...en } } },
    lng: options.lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  attachAreas(instance);
  const applyLang = (lng: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  };
  applyLang(instance.resolvedLanguage ?? DEFAULT_LANGUAGE);
  instance.on('languageChanged', () => applyLang(instance.resolvedLanguage ?? DEFAULT_LANGUAGE));
  return instance;
}

export function currentLanguage(instance: I18n): Language {
  return instance.resolvedLanguage === 'en' ? 'en' : 'cs';
}

/** The interface language (cs or en), as the format helpers take it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}
