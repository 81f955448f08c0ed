import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { I18n, TFunction } from './translator';

const I18nContext = createContext<I18n | null>(null);

// Components rendered outside a provider (unit tests of one component) use the translator made last.
let lastMade: I18n | null = null;

export function rememberTranslator(i18n: I18n): void {
  lastMade = i18n;
}

export function TranslationProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** The current language's `t` (a new function when the language changes) and the translator; re-renders on a switch. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext) ?? lastMade;
  if (!i18n) throw new Error('useTranslation needs a TranslationProvider (or a translator made by createI18n)');
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  return useMemo(() => ({ t: i18n.fixedT(language), i18n }), [i18n, language]);
}
