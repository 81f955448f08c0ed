import { useRevalidateAll } from '@hlidka/data';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';

/** The server words messages in a request's language: when the reader switches, what is on screen is asked again. */
export function RefetchOnLanguageChange({ i18n }: { i18n: I18n }) {
  const revalidateAll = useRevalidateAll();
  useEffect(() => {
    i18n.on('languageChanged', revalidateAll);
    return () => i18n.off('languageChanged', revalidateAll);
  }, [i18n, revalidateAll]);
  return null;
}
