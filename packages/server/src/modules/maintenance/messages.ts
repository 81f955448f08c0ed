// Every text the maintenance module answers with, in Czech (the default) and English.

import type { RecurrenceRuleError } from '@hlidka/contract';
import type { Translated } from '../../http/app-error';

export const maintenanceMessages = {
  notFound: { cs: 'Údržba nebyla nalezena', en: 'Maintenance window not found' },
  created: { cs: 'Údržba byla naplánována.', en: 'The maintenance window has been scheduled.' },
  updated: { cs: 'Změny byly uloženy.', en: 'Your changes have been saved.' },
  deleted: { cs: 'Údržba byla smazána.', en: 'The maintenance window has been deleted.' },
  manageForbidden: {
    cs: 'Údržbu týmu může měnit jen její autor nebo správce týmu.',
    en: "Only its author or a team admin can change a team's maintenance window.",
  },
  websiteNotFound: { cs: 'Web nebyl nalezen', en: 'Website not found' },
  statusPageNotFound: { cs: 'Stavová stránka nebyla nalezena', en: 'Status page not found' },
  groupNotFound: { cs: 'Skupina nebyla nalezena', en: 'Group not found' },
  nothingCovered: {
    cs: 'Vyberte alespoň jeden web nebo stavovou stránku.',
    en: 'Choose at least one website or status page.',
  },
  rule: {
    syntax: { cs: 'Pravidlo opakování nemá správný tvar.', en: 'The recurrence rule is malformed.' },
    freq: {
      cs: 'Pravidlo musí mít FREQ=DAILY, WEEKLY nebo MONTHLY.',
      en: 'The rule needs FREQ=DAILY, WEEKLY or MONTHLY.',
    },
    interval: { cs: 'INTERVAL musí být celé číslo 1–366.', en: 'INTERVAL must be a whole number 1–366.' },
    byday: { cs: 'BYDAY přijímá MO, TU, WE, TH, FR, SA, SU.', en: 'BYDAY takes MO, TU, WE, TH, FR, SA, SU.' },
    bymonthday: { cs: 'BYMONTHDAY přijímá dny 1–31.', en: 'BYMONTHDAY takes days 1–31.' },
    count: { cs: 'COUNT musí být celé číslo 1–10 000.', en: 'COUNT must be a whole number 1–10,000.' },
    until: {
      cs: 'UNTIL musí být datum ve tvaru 20261231 nebo 20261231T230000Z.',
      en: 'UNTIL must be a date like 20261231 or 20261231T230000Z.',
    },
    unsupported: {
      cs: 'Tuto část pravidla nepodporujeme (jen FREQ, INTERVAL, BYDAY, BYMONTHDAY, COUNT, UNTIL).',
      en: 'This part of the rule is not supported (only FREQ, INTERVAL, BYDAY, BYMONTHDAY, COUNT, UNTIL).',
    },
  } satisfies Record<RecurrenceRuleError, Translated>,
};
