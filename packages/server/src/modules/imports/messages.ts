// Every text the imports module answers with, in Czech (the default) and English.
import type { Translated } from '../../http/app-error';

const czMonitors = (n: number) => (n === 1 ? 'monitor' : n >= 2 && n <= 4 ? 'monitory' : 'monitorů');
const czRows = (n: number) => (n === 1 ? 'řádek' : n >= 2 && n <= 4 ? 'řádky' : 'řádků');
const czWebsites = (n: number) => (n === 1 ? 'web' : n >= 2 && n <= 4 ? 'weby' : 'webů');

export const importMessages = {
  notJson: { cs: 'Soubor není platný JSON.', en: 'The file is not valid JSON.' },
  notKumaBackup: {
    cs: 'Soubor není záloha Uptime Kuma (chybí seznam monitorList).',
    en: 'The file is not an Uptime Kuma backup (it has no monitorList).',
  },
  notUptimeRobot: {
    cs: 'Soubor není export UptimeRobot (čekali jsme JSON se seznamem monitors nebo CSV se sloupci názvu a adresy).',
    en: 'The file is not an UptimeRobot export (expected JSON with a monitors list, or CSV with name and URL columns).',
  },
  notHealthchecks: {
    cs: 'Soubor není export Healthchecks.io (čekali jsme JSON se seznamem checks z API /api/v3/checks/).',
    en: 'The file is not a Healthchecks.io export (expected JSON with a checks list, from the /api/v3/checks/ API).',
  },
  csvUnreadable: (line: number): Translated => ({
    cs: `CSV nelze přečíst (řádek ${line}).`,
    en: `The CSV cannot be read (line ${line}).`,
  }),
  noMonitors: { cs: 'Soubor neobsahuje žádné monitory.', en: 'The file holds no monitors.' },
  tooManyMonitors: (max: number): Translated => ({
    cs: `Soubor má víc než ${max} ${czMonitors(max)}; rozdělte ho prosím.`,
    en: `The file has more than ${max} monitors; please split it.`,
  }),
  rowsInvalid: (n: number): Translated => ({
    cs: `${n} ${czRows(n)} ${n === 1 ? 'má' : 'mají'} chyby: opravte je, nebo je při importu vynechte.`,
    en: `${n} row${n === 1 ? ' has' : 's have'} errors: fix them, or leave them out of the import.`,
  }),
  nothingToImport: { cs: 'V souboru není nic, co by šlo importovat.', en: 'There is nothing in the file to import.' },
  overPlanLimit: (ready: number, free: number, limit: number): Translated => ({
    cs: `Import přidá ${ready} ${czWebsites(ready)}, váš tarif umožňuje ještě ${free} (nejvýše ${limit}). Nebylo importováno nic.`,
    en: `The import adds ${ready} website${ready === 1 ? '' : 's'}, your plan allows ${free} more (at most ${limit}). Nothing was imported.`,
  }),
  imported: (n: number): Translated => ({
    cs: `Importováno: ${n} ${czWebsites(n)}.`,
    en: `Imported ${n} website${n === 1 ? '' : 's'}.`,
  }),
};
