import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from '../i18n/use-translation';

/**
 * React Aria's own texts and formats follow the app's language, not the browser's. Only cs-CZ and en-US are bundled
 * (vite.config.ts); the sign-in screens keep React Aria's default, so their first load stays small.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const english = (i18n.resolvedLanguage ?? i18n.language ?? '').startsWith('en');
  return <I18nProvider locale={english ? 'en-US' : 'cs-CZ'}>{children}</I18nProvider>;
}
