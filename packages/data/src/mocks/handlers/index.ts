import type { MockDb } from '../db';
import { apiKeyHandlers } from './api-keys';
import { authHandlers } from './auth';
import { billingHandlers } from './billing';
import { dashboardHandlers } from './dashboard';
import { incidentHandlers } from './incidents';
import { notificationHandlers } from './notifications';
import { reportHandlers } from './reports';
import { teamHandlers } from './teams';
import { userHandlers } from './user';
import { websiteHandlers } from './websites';

export {
  apiKeyHandlers,
  authHandlers,
  billingHandlers,
  dashboardHandlers,
  incidentHandlers,
  notificationHandlers,
  reportHandlers,
  teamHandlers,
  userHandlers,
  websiteHandlers,
};

/** Every resource's handlers over one in-memory database. */
export function createHandlers(db: MockDb) {
  return [
    ...authHandlers(db),
    ...userHandlers(db),
    ...apiKeyHandlers(db),
    ...notificationHandlers(db),
    ...billingHandlers(db),
    ...teamHandlers(db),
    ...incidentHandlers(db),
    ...websiteHandlers(db),
    ...dashboardHandlers(db),
    ...reportHandlers(db),
  ];
}
