import type { FastifyPluginAsync } from 'fastify';
import { eventsModule } from '../events/index';
import { accountModule } from './account/index';
import { affiliateModule } from './affiliate/index';
import { apiKeysModule } from './api-keys/index';
import { authModule } from './auth/index';
import { billingModule } from './billing/index';
import { dashboardModule } from './dashboard/index';
import { helpModule } from './help/index';
import { incidentsModule } from './incidents/index';
import { notificationsModule } from './notifications/index';
import { reportsModule } from './reports/index';
import { teamsModule } from './teams/index';
import { websitesModule } from './websites/index';

/** A feature module: its routes, hooks and services, registered by `buildApp` in this order. */
export interface AppModule {
  name: string;
  plugin: FastifyPluginAsync;
}

/** Every module of the server. Append one entry per module. */
export const modules: AppModule[] = [
  { name: 'auth', plugin: authModule },
  { name: 'account', plugin: accountModule },
  { name: 'api-keys', plugin: apiKeysModule },
  { name: 'teams', plugin: teamsModule },
  // Before the modules that publish live events (`app.events`).
  { name: 'events', plugin: eventsModule },
  { name: 'websites', plugin: websitesModule },
  { name: 'incidents', plugin: incidentsModule },
  { name: 'notifications', plugin: notificationsModule },
  { name: 'dashboard', plugin: dashboardModule },
  { name: 'reports', plugin: reportsModule },
  { name: 'affiliate', plugin: affiliateModule },
  { name: 'help', plugin: helpModule },
  // After websites (which seeds the plans).
  { name: 'billing', plugin: billingModule },
];
