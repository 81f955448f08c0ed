import {
  type AnyRoute,
  affiliateRoutes,
  apiKeyRoutes,
  authRoutes,
  billingRoutes,
  dashboardRoutes,
  incidentRoutes,
  notificationChannelRoutes,
  notificationRoutes,
  notificationRuleRoutes,
  notificationSettingsRoutes,
  planQuotaRoutes,
  type RouteRequestParams,
  type RouteResult,
  reportRoutes,
  savedReportRoutes,
  teamRoutes,
  userRoutes,
  websiteRoutes,
} from '@hlidka/contract/routes';
import { interpolatePath, type Query } from './client';

declare const answerType: unique symbol;

/**
 * Every SWR key of the app: `[path]` or `[path, query]`, made from a GET route of the contract's table (`keyOf`); the
 * path is the API path the fetcher calls, and the key carries the type of the route's answer, so `useResource(key)`
 * knows what it reads. `null` means "not ready" (signed out, missing id). Live events and mutations revalidate by
 * path (`matchKeys`).
 */
export type DataKey<Answer = unknown> = (readonly [path: string] | readonly [path: string, query: Query]) & {
  readonly [answerType]?: Answer;
};

/** The key of a GET route: its path with the params filled in, and the query without its undefined values. */
export function keyOf<R extends AnyRoute>(
  route: R,
  params?: RouteRequestParams<R>,
  query?: Query,
): DataKey<RouteResult<R>> {
  const path = interpolatePath(route.path, params as Record<string, unknown> | undefined);
  const clean: Query = {};
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) clean[name] = value;
  return Object.keys(clean).length === 0 ? [path] : [path, clean];
}

export const keys = {
  user: () => keyOf(userRoutes.getUser),
  settings: () => keyOf(userRoutes.getSettings),
  accountDeletionCheck: () => keyOf(userRoutes.deletionCheck),
  loginHistory: (query?: Query) => keyOf(userRoutes.loginHistory, undefined, query),
  loginStats: (query?: Query) => keyOf(userRoutes.loginStats, undefined, query),
  suspiciousLogins: (query?: Query) => keyOf(userRoutes.suspiciousLogins, undefined, query),
  activeSessions: () => keyOf(userRoutes.activeSessions),
  apiKeys: () => keyOf(apiKeyRoutes.list),
  emailChange: () => keyOf(userRoutes.getEmailChange),
  affiliate: () => keyOf(affiliateRoutes.get),
  affiliateDashboard: () => keyOf(affiliateRoutes.dashboard),

  notifications: (query?: Query) => keyOf(notificationRoutes.list, undefined, query),
  unreadCount: () => keyOf(notificationRoutes.unreadCount),
  notificationSettings: () => keyOf(notificationSettingsRoutes.get),
  notificationChannels: () => keyOf(notificationChannelRoutes.list),
  notificationChannel: (id: string) => keyOf(notificationChannelRoutes.get, { id }),
  notificationChannelDeliveries: (id: string, query?: Query) =>
    keyOf(notificationChannelRoutes.deliveries, { id }, query),
  notificationRules: () => keyOf(notificationRuleRoutes.list),
  notificationRule: (id: string) => keyOf(notificationRuleRoutes.get, { id }),

  authProviders: () => keyOf(authRoutes.providers),
  plans: () => keyOf(billingRoutes.listPlans),
  plan: (id: string) => keyOf(billingRoutes.getPlan, { id }),
  subscriptions: () => keyOf(billingRoutes.userSubscriptions),
  currentSubscription: () => keyOf(billingRoutes.currentSubscription),
  subscription: (id: string) => keyOf(billingRoutes.getSubscription, { id }),
  invoices: (query?: Query) => keyOf(billingRoutes.listInvoices, undefined, query),
  invoice: (id: string) => keyOf(billingRoutes.getInvoice, { id }),
  paymentMethods: () => keyOf(billingRoutes.listPaymentMethods),
  billingInfo: () => keyOf(billingRoutes.getBillingProfile),

  websites: (query?: Query) => keyOf(websiteRoutes.list, undefined, query),
  website: (id: string) => keyOf(websiteRoutes.get, { id }),
  websiteChecks: (id: string, query?: Query) => keyOf(websiteRoutes.checks, { id }, query),
  responseTimes: (id: string, range: string) => keyOf(websiteRoutes.responseTimes, { id }, { range }),
  planQuota: () => keyOf(planQuotaRoutes.get),

  dashboard: (query?: Query) => keyOf(dashboardRoutes.get, undefined, query),
  reports: (query?: Query) => keyOf(reportRoutes.get, undefined, query),
  savedReports: () => keyOf(savedReportRoutes.list),
  savedReport: (id: string) => keyOf(savedReportRoutes.get, { id }),

  incidents: (query?: Query) => keyOf(incidentRoutes.list, undefined, query),
  incident: (id: string) => keyOf(incidentRoutes.get, { id }),

  teams: () => keyOf(teamRoutes.list),
  team: (id: string) => keyOf(teamRoutes.get, { id }),
  teamMembers: (id: string) => keyOf(teamRoutes.listMembers, { id }),
  teamInvitations: (id: string) => keyOf(teamRoutes.listInvitations, { id }),
  teamInvitationPreview: (token: string) => keyOf(teamRoutes.previewInvitation, { token }),
} as const;

/** Paths that group keys for revalidation: a list's path covers its items; the others group several routes. */
export const keyPrefixes = {
  user: userRoutes.getUser.path,
  notifications: notificationRoutes.list.path,
  notificationSettings: notificationSettingsRoutes.get.path,
  notificationChannels: notificationChannelRoutes.list.path,
  notificationRules: notificationRuleRoutes.list.path,
  plans: billingRoutes.listPlans.path,
  subscriptions: '/api/subscriptions',
  invoices: billingRoutes.listInvoices.path,
  paymentMethods: billingRoutes.listPaymentMethods.path,
  billingInfo: billingRoutes.getBillingProfile.path,
  teams: teamRoutes.list.path,
  teamInvitationLinks: '/api/team-invitations',
  apiKeys: apiKeyRoutes.list.path,
  affiliate: affiliateRoutes.get.path,
  websites: websiteRoutes.list.path,
  incidents: incidentRoutes.list.path,
  dashboard: dashboardRoutes.get.path,
  reports: reportRoutes.get.path,
} as const;

export function keyPath(key: unknown): string | undefined {
  return Array.isArray(key) && typeof key[0] === 'string' ? key[0] : undefined;
}

/**
 * Keys by path: `'/api/websites'` is that path (with any query) and every path under it; `pathOnly('/api/websites')`
 * is that path alone (the list, not its items).
 */
export type KeyPattern = string;

const ONLY = '?';

export const pathOnly = (path: string): KeyPattern => `${path}${ONLY}`;

/** A filter for SWR's `mutate(filter)`: the keys any of the patterns match. Mutations and live events both use it. */
export function matchKeys(...patterns: readonly KeyPattern[]): (key: unknown) => boolean {
  return (key) => {
    const path = keyPath(key);
    if (path === undefined) return false;
    return patterns.some((pattern) =>
      pattern.endsWith(ONLY)
        ? path === pattern.slice(0, -ONLY.length)
        : path === pattern || path.startsWith(`${pattern}/`),
    );
  };
}
