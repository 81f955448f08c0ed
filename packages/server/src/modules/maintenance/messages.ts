// Every text the maintenance module answers with, in Czech (the default) and English.
import { RECURRENCE_RULE_ERROR_TEXTS } from '@hlidka/contract';

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
  rule: RECURRENCE_RULE_ERROR_TEXTS,
};
