// Every text of reports, in Czech (the default) and English.
import type { Translated } from '../../http/app-error';

export const reportMessages = {
  websiteNotFound: { cs: 'Web nebyl nalezen', en: 'Website not found' },
  toBeforeFrom: { cs: 'Konec období musí být po jeho začátku.', en: 'The end of the period must follow its start.' },
  periodTooLong: { cs: 'Období může mít nejvýše 366 dní.', en: 'The period can be 366 days at most.' },
  reportNotFound: { cs: 'Report nebyl nalezen', en: 'Report not found' },
  chooseWebsites: { cs: 'Vyberte alespoň jeden web.', en: 'Choose at least one website.' },
  chooseTeam: { cs: 'Vyberte tým.', en: 'Choose a team.' },
  dayRequired: { cs: 'Zadejte den.', en: 'Enter a day.' },
  recipientsRequired: {
    cs: 'Zadejte alespoň jednoho příjemce měsíčního reportu.',
    en: 'Enter at least one recipient of the monthly report.',
  },
} satisfies Record<string, Translated>;
