// Every text of reports, in Czech (the default) and English.
import type { Translated } from '../../http/app-error';

export const reportMessages = {
  websiteNotFound: { cs: 'Web nebyl nalezen', en: 'Website not found' },
  toBeforeFrom: { cs: 'Konec období musí být po jeho začátku.', en: 'The end of the period must follow its start.' },
  periodTooLong: { cs: 'Období může mít nejvýše 366 dní.', en: 'The period can be 366 days at most.' },
} satisfies Record<string, Translated>;
