import { useRevalidateAll } from '@hlidka/data';
import { useEffect } from 'react';
import type { I18n } from './i18n/translator';

/** The server words messages in a request's language: when the reader switches, what is on screen is asked again. */
export function RefetchOnLanguageChange({ i18n }: { i18n: I18n }) {
  const revalidateAll = useRevalidateAll();
  useEffect(() => {
    i18n.on('languageChanged', revalidateAll);
    return () => i18n.off('languageChanged', revalidateAll);
  }, [i18n, revalidateAll]);
  return null;
}
