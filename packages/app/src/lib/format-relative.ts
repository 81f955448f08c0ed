import { formatDistanceToNow } from 'date-fns';
import { cs, enGB } from 'date-fns/locale';
import { type FormatLanguage, toDate } from './format';

// Relative times in the reader's language, with date-fns and its Czech and English locales: its own module, so the
// screens that show none (and the signed-in shell, until the bell opens) do not load them.

const locales = { cs, en: enGB } satisfies Record<FormatLanguage, unknown>;

/** "před 5 minutami" / "5 minutes ago"; 'N/A' for nothing or what is not a date. */
export function formatRelative(value: Date | string | number | null | undefined, lng: FormatLanguage = 'cs'): string {
  const date = toDate(value);
  return date ? formatDistanceToNow(date, { addSuffix: true, locale: locales[lng] }) : 'N/A';
}
