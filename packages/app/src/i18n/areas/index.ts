import { access } from './access';
import { affiliate } from './affiliate';
import { audit } from './audit';
import { bell } from './bell';
import { billing } from './billing';
import { changes } from './changes';
import { channels } from './channels';
import { checks } from './checks';
import { dashboard } from './dashboard';
import { escalationPolicies } from './escalation-policies';
import { heartbeats } from './heartbeats';
import { help } from './help';
import { incidentLabels } from './incident-labels';
import { incidents } from './incidents';
import { maintenance } from './maintenance';
import { nav } from './nav';
import { notices } from './notices';
import { notifications } from './notifications';
import { offline } from './offline';
import { onCall } from './on-call';
import { postmortems } from './postmortems';
import { reports } from './reports';
import { settings } from './settings';
import { shell } from './shell';
import { shutOut } from './shut-out';
import { silences } from './silences';
import { sso } from './sso';
import { statusPages } from './status-pages';
import { teams } from './teams';
import { terms } from './terms';
import { twoFactor } from './two-factor';
import { update } from './update';
import { websiteDependencies } from './website-dependencies';
import { websiteGroups } from './website-groups';
import { websiteImport } from './website-import';
import { websiteLabels } from './website-labels';
import { websites } from './websites';

/**
 * Every screen area's texts, for the tests that compare them. The app never imports this module: each area loads with
 * the screens that use it (see defineArea), so no chunk carries the texts of screens it does not show.
 */
const areas = {
  access,
  affiliate,
  audit,
  bell,
  billing,
  changes,
  channels,
  checks,
  dashboard,
  escalationPolicies,
  heartbeats,
  help,
  incidentLabels,
  incidents,
  maintenance,
  nav,
  notices,
  notifications,
  offline,
  onCall,
  postmortems,
  reports,
  settings,
  shell,
  shutOut,
  silences,
  sso,
  statusPages,
  teams,
  terms,
  twoFactor,
  update,
  websiteDependencies,
  websiteGroups,
  websiteImport,
  websiteLabels,
  websites,
};

type Areas = typeof areas;

export const areasCs = Object.fromEntries(Object.entries(areas).map(([name, area]) => [name, area.cs])) as {
  [K in keyof Areas]: Areas[K]['cs'];
};
export const areasEn = Object.fromEntries(Object.entries(areas).map(([name, area]) => [name, area.en])) as {
  [K in keyof Areas]: Areas[K]['en'];
};
