import type { FastifyPluginAsync } from 'fastify';
import { eventsModule } from '../events/index';
import { accountModule } from './account/index';
import { affiliateModule } from './affiliate/index';
import { apiKeysModule } from './api-keys/index';
import { auditModule } from './audit/index';
import { authModule } from './auth/index';
import { billingModule } from './billing/index';
import { changesModule } from './changes/index';
import { configModule } from './config/index';
import { dashboardModule } from './dashboard/index';
import { escalationModule } from './escalation/index';
import { helpModule } from './help/index';
import { importsModule } from './imports/index';
import { incidentsModule } from './incidents/index';
import { maintenanceModule } from './maintenance/index';
import { metricsModule } from './metrics/index';
import { notificationsModule } from './notifications/index';
import { onCallModule } from './on-call/index';
import { reportsModule } from './reports/index';
import { silencesModule } from './silences/index';
import { statusPagesModule } from './status-pages/index';
import { teamsModule } from './teams/index';
import { websitesModule } from './websites/index';

/**
 * Every module of the server, registered by `buildApp` in this order. Each is a fastify-plugin that names the modules
 * it depends on (`defineModule`): Fastify refuses to start when one comes before a module it needs.
 */
export const modules: FastifyPluginAsync[] = [
  authModule,
  accountModule,
  apiKeysModule,
  teamsModule,
  eventsModule,
  websitesModule,
  incidentsModule,
  notificationsModule,
  dashboardModule,
  reportsModule,
  affiliateModule,
  helpModule,
  billingModule,
  statusPagesModule,
  maintenanceModule,
  silencesModule,
  onCallModule,
  changesModule,
  escalationModule,
  metricsModule,
  importsModule,
  configModule,
  auditModule,
];
