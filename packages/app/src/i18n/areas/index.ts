import type { i18n as I18n } from 'i18next';
import { affiliate } from './affiliate';
import { billing } from './billing';
import { channels } from './channels';
import { dashboard } from './dashboard';
import { help } from './help';
import { incidents } from './incidents';
import { notifications } from './notifications';
import { offline } from './offline';
import { reports } from './reports';
import { settings } from './settings';
import { teams } from './teams';
import { websites } from './websites';

/** Every screen area's texts; each area file is owned by the screens that use it. */
const areas = {
  affiliate,
  billing,
  channels,
  dashboard,
  help,
  incidents,
  notifications,
  offline,
  reports,
  settings,
  teams,
  websites,
};

type Areas = typeof areas;

export const areasCs = Object.fromEntries(Object.entries(areas).map(([name, area]) => [name, area.cs])) as {
  [K in keyof Areas]: Areas[K]['cs'];
};
export const areasEn = Object.fromEntries(Object.entries(areas).map(([name, area]) => [name, area.en])) as {
  [K in keyof Areas]: Areas[K]['en'];
};

const registered = new WeakSet<I18n>();

/**
 * Adds every screen area's texts to an i18next instance (once per instance). The signed-in area calls it before its
 * screens render, so the sign-in screens' first load carries none of these texts (npm run bench -- bundle).
 */
export function registerAreas(i18n: I18n): void {
  if (registered.has(i18n)) return;
  registered.add(i18n);
  i18n.addResourceBundle('cs', 'translation', areasCs, true, false);
  i18n.addResourceBundle('en', 'translation', areasEn, true, false);
}
