import type { MockDb } from '../db';
import { accountHandlers } from './account';
import { affiliateHandlers } from './affiliate';
import { apiKeyHandlers } from './api-keys';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { billingHandlers } from './billing';
import { changeHandlers } from './changes';
import { dashboardHandlers } from './dashboard';
import { escalationPolicyHandlers } from './escalation-policies';
import { helpHandlers } from './help';
import { importHandlers } from './imports';
import { incidentHandlers } from './incidents';
import { maintenanceHandlers } from './maintenance';
import { notificationChannelHandlers } from './notification-channels';
import { notificationHandlers } from './notifications';
import { onCallHandlers } from './on-call';
import { reportHandlers } from './reports';
import { silenceHandlers } from './silences';
import { ssoHandlers } from './sso';
import { statusPageHandlers } from './status-pages';
import { teamHandlers } from './teams';
import { twoFactorHandlers } from './two-factor';
import { userHandlers } from './user';
import { websiteDependencyHandlers } from './website-dependencies';
import { websiteGroupHandlers } from './website-groups';
import { websiteHandlers } from './websites';

export {
  accountHandlers,
  affiliateHandlers,
  apiKeyHandlers,
  auditHandlers,
  authHandlers,
  billingHandlers,
  changeHandlers,
  dashboardHandlers,
  escalationPolicyHandlers,
  helpHandlers,
  importHandlers,
  incidentHandlers,
  maintenanceHandlers,
  notificationChannelHandlers,
  notificationHandlers,
  onCallHandlers,
  reportHandlers,
  silenceHandlers,
  ssoHandlers,
  statusPageHandlers,
  teamHandlers,
  twoFactorHandlers,
  userHandlers,
  websiteDependencyHandlers,
  websiteGroupHandlers,
  websiteHandlers,
};

/** Every resource's handlers over one in-memory database. */
export function createHandlers(db: MockDb) {
  return [
    ...authHandlers(db),
    ...userHandlers(db),
    ...accountHandlers(db),
    ...affiliateHandlers(db),
    ...helpHandlers(db),
    ...apiKeyHandlers(db),
    ...notificationHandlers(db),
    ...notificationChannelHandlers(db),
    ...billingHandlers(db),
    ...teamHandlers(db),
    ...twoFactorHandlers(db),
    ...incidentHandlers(db),
    ...changeHandlers(db),
    // Before the websites' handlers: /api/websites/import is no website id.
    ...importHandlers(db),
    ...websiteHandlers(db),
    ...websiteGroupHandlers(db),
    ...escalationPolicyHandlers(db),
    ...websiteDependencyHandlers(db),
    ...dashboardHandlers(db),
    ...reportHandlers(db),
    ...statusPageHandlers(db),
    ...maintenanceHandlers(db),
    ...onCallHandlers(db),
    ...silenceHandlers(db),
    ...ssoHandlers(db),
    ...auditHandlers(db),
  ];
}
