import type { z } from 'zod';
import { affiliateRouteSchemas } from './affiliate';
import { apiKeyRouteSchemas } from './api-keys';
import { auditRouteSchemas } from './audit';
import { authRouteSchemas } from './auth';
import { billingRouteSchemas } from './billing';
import { changeRouteSchemas } from './change-detection';
import { configRouteSchemas } from './config-document';
import { dashboardRouteSchemas } from './dashboard';
import { acknowledgementLinkRouteSchemas, escalationPolicyRouteSchemas } from './escalation-policies';
import { eventRouteSchemas } from './events';
import { healthRouteSchemas } from './health';
import { helpRouteSchemas } from './help';
import { importRouteSchemas } from './imports';
import { incidentRouteSchemas } from './incidents';
import { maintenanceRouteSchemas } from './maintenance';
import { notificationChannelRouteSchemas } from './notification-channels';
import { notificationRuleRouteSchemas } from './notification-rules';
import { notificationSettingsRouteSchemas } from './notification-settings';
import { notificationRouteSchemas } from './notifications';
import { onCallRouteSchemas } from './on-call';
import { planQuotaRouteSchemas } from './plans';
import { postmortemRouteSchemas } from './postmortems';
import { reportRouteSchemas } from './reports';
import {
  type AnyRoute,
  type Route,
  type RouteAuth,
  type RouteConfig,
  type RouteSchemas,
  type RouteTypes,
  type TypesOf,
  withRouteDefaults,
} from './route';
import {
  acknowledgementLinkRoutes,
  affiliateRoutes,
  apiKeyRoutes,
  auditRoutes,
  authRoutes,
  billingRoutes,
  changeRoutes,
  configRoutes,
  dashboardRoutes,
  escalationPolicyRoutes,
  eventRoutes,
  healthRoutes,
  helpRoutes,
  importRoutes,
  incidentRoutes,
  maintenanceRoutes,
  notificationChannelRoutes,
  notificationRoutes,
  notificationRuleRoutes,
  notificationSettingsRoutes,
  onCallRoutes,
  planQuotaRoutes,
  postmortemRoutes,
  reportRoutes,
  savedReportRoutes,
  silenceRoutes,
  ssoRoutes,
  statusPageRoutes,
  teamRoutes,
  twoFactorRoutes,
  userRoutes,
  websiteDependencyRoutes,
  websiteGroupRoutes,
  websiteRoutes,
} from './routes/index';
import { savedReportRouteSchemas } from './saved-reports';
import { silenceRouteSchemas } from './silences';
import { ssoRouteSchemas } from './sso';
import { statusPageRouteSchemas } from './status-pages';
import { teamRouteSchemas } from './teams';
import { twoFactorRouteSchemas } from './two-factor';
import { userRouteSchemas } from './user';
import { websiteDependencyRouteSchemas } from './website-dependencies';
import { websiteGroupRouteSchemas } from './website-groups';
import { websiteRouteSchemas } from './websites';

/** A route with its schemas attached: what the server registers and tests validate answers against. */
export type RouteWithSchemas<T extends RouteTypes = RouteTypes, A extends RouteAuth = RouteAuth> = Route<T, A> &
  T &
  RouteDocs;
type RouteDocs = Omit<RouteSchemas, keyof RouteTypes>;

function attach<S extends Record<string, RouteSchemas>>(
  table: { [K in keyof S]: Route<TypesOf<S[K]>> },
  schemas: S,
): RouteWithSchemas[] {
  return Object.entries(table).map(([name, route]) => {
    const attached = schemas[name];
    if (!attached) throw new Error(`No schemas for route ${name}`);
    return { ...route, ...attached };
  });
}

/** Every route of the contract with its schemas. */
export const routesWithSchemas: readonly RouteWithSchemas[] = [
  ...attach(affiliateRoutes, affiliateRouteSchemas),
  ...attach(apiKeyRoutes, apiKeyRouteSchemas),
  ...attach(auditRoutes, auditRouteSchemas),
  ...attach(authRoutes, authRouteSchemas),
  ...attach(billingRoutes, billingRouteSchemas),
  ...attach(changeRoutes, changeRouteSchemas),
  ...attach(configRoutes, configRouteSchemas),
  ...attach(dashboardRoutes, dashboardRouteSchemas),
  ...attach(escalationPolicyRoutes, escalationPolicyRouteSchemas),
  ...attach(acknowledgementLinkRoutes, acknowledgementLinkRouteSchemas),
  ...attach(eventRoutes, eventRouteSchemas),
  ...attach(healthRoutes, healthRouteSchemas),
  ...attach(helpRoutes, helpRouteSchemas),
  ...attach(importRoutes, importRouteSchemas),
  ...attach(incidentRoutes, incidentRouteSchemas),
  ...attach(maintenanceRoutes, maintenanceRouteSchemas),
  ...attach(notificationChannelRoutes, notificationChannelRouteSchemas),
  ...attach(notificationRuleRoutes, notificationRuleRouteSchemas),
  ...attach(notificationSettingsRoutes, notificationSettingsRouteSchemas),
  ...attach(notificationRoutes, notificationRouteSchemas),
  ...attach(onCallRoutes, onCallRouteSchemas),
  ...attach(planQuotaRoutes, planQuotaRouteSchemas),
  ...attach(postmortemRoutes, postmortemRouteSchemas),
  ...attach(reportRoutes, reportRouteSchemas),
  ...attach(savedReportRoutes, savedReportRouteSchemas),
  ...attach(silenceRoutes, silenceRouteSchemas),
  ...attach(ssoRoutes, ssoRouteSchemas),
  ...attach(statusPageRoutes, statusPageRouteSchemas),
  ...attach(teamRoutes, teamRouteSchemas),
  ...attach(twoFactorRoutes, twoFactorRouteSchemas),
  ...attach(userRoutes, userRouteSchemas),
  ...attach(websiteDependencyRoutes, websiteDependencyRouteSchemas),
  ...attach(websiteGroupRoutes, websiteGroupRouteSchemas),
  ...attach(websiteRoutes, websiteRouteSchemas),
];

const routeKey = (route: AnyRoute) => `${route.method} ${route.path}`;
const byKey = new Map(routesWithSchemas.map((route) => [routeKey(route), route]));

function hasSchemas(route: AnyRoute): route is RouteWithSchemas {
  return 'response' in route;
}

/** The schemas of a table route (or of a route made with `defineRoute`, which carries its own). */
export function schemasOf<R extends AnyRoute>(route: R): R & NonNullable<R['schemas']> & RouteDocs {
  if (hasSchemas(route)) return route as R & NonNullable<R['schemas']> & RouteDocs;
  const found = byKey.get(routeKey(route));
  if (!found) throw new Error(`The contract has no schemas for ${routeKey(route)}`);
  return found as R & NonNullable<R['schemas']> & RouteDocs;
}

/** Issues of an answer that drifts from its route's schema; undefined when it matches. */
export function answerIssues(route: AnyRoute, answer: unknown): z.core.$ZodIssue[] | undefined {
  const parsed = schemasOf(route).response.safeParse(answer);
  return parsed.success ? undefined : parsed.error.issues;
}

/** A route outside the table, with its schemas (tests, server-only routes). */
export function defineRoute<const S extends RouteSchemas, const A extends RouteAuth>(
  config: RouteConfig<A> & S,
): RouteWithSchemas<TypesOf<S>, A> {
  return withRouteDefaults(config);
}
