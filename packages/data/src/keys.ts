import type { Query } from './client';

/**
 * Every SWR key of the app: `[path]` or `[path, query]`, the path being the API path the fetcher calls. `null` means
 * "not ready" (signed out, missing id). Live events and mutations revalidate by path prefix (`matchKeys`).
 */
export type DataKey = readonly [path: string] | readonly [path: string, query: Query];

function withQuery(path: string, query?: Query): DataKey {
  if (!query) return [path];
  const clean: Query = {};
  for (const [name, value] of Object.entries(query)) if (value !== undefined) clean[name] = value;
  return Object.keys(clean).length === 0 ? [path] : [path, clean];
}

const id = (value: string) => encodeURIComponent(value);

export const keys = {
  user: () => withQuery('/api/user'),
  settings: () => withQuery('/api/user/settings'),
  accountDeletionCheck: () => withQuery('/api/account/deletion/check'),
  loginHistory: (query?: Query) => withQuery('/api/user/login-history', query),
  loginStats: (query?: Query) => withQuery('/api/user/login-stats', query),
  suspiciousLogins: (query?: Query) => withQuery('/api/user/suspicious-logins', query),
  activeSessions: () => withQuery('/api/user/active-sessions'),
  apiKeys: () => withQuery('/api/api-keys'),
  emailChange: () => withQuery('/api/user/email-change'),
  affiliate: () => withQuery('/api/affiliate'),
  affiliateDashboard: () => withQuery('/api/affiliate/dashboard'),

  notifications: (query?: Query) => withQuery('/api/notifications', query),
  unreadCount: () => withQuery('/api/notifications/unread-count'),
  notificationSettings: () => withQuery('/api/user/notification-settings'),
  notificationChannels: () => withQuery('/api/notification-channels'),
  notificationChannel: (channelId: string) => withQuery(`/api/notification-channels/${id(channelId)}`),
  notificationChannelDeliveries: (channelId: string, query?: Query) =>
    withQuery(`/api/notification-channels/${id(channelId)}/deliveries`, query),
  notificationRules: () => withQuery('/api/notification-rules'),
  notificationRule: (ruleId: string) => withQuery(`/api/notification-rules/${id(ruleId)}`),

  authProviders: () => withQuery('/api/auth/providers'),
  plans: () => withQuery('/api/plans'),
  plan: (planId: string) => withQuery(`/api/plans/${id(planId)}`),
  subscriptions: () => withQuery('/api/subscriptions/user'),
  currentSubscription: () => withQuery('/api/subscriptions/current'),
  subscription: (subscriptionId: string) => withQuery(`/api/subscriptions/${id(subscriptionId)}`),
  invoices: (query?: Query) => withQuery('/api/invoices', query),
  invoice: (invoiceId: string) => withQuery(`/api/invoices/${id(invoiceId)}`),
  paymentMethods: () => withQuery('/api/payment-methods'),
  billingInfo: () => withQuery('/api/users/profile'),

  websites: (query?: Query) => withQuery('/api/websites', query),
  website: (websiteId: string) => withQuery(`/api/websites/${id(websiteId)}`),
  websiteChecks: (websiteId: string, query?: Query) => withQuery(`/api/websites/${id(websiteId)}/checks`, query),
  responseTimes: (websiteId: string, range: string) =>
    withQuery(`/api/websites/${id(websiteId)}/response-times`, { range }),
  planQuota: () => withQuery('/api/websites/quota'),

  dashboard: (query?: Query) => withQuery('/api/dashboard', query),
  reports: (query?: Query) => withQuery('/api/reports', query),
  savedReports: () => withQuery('/api/reports/saved'),
  savedReport: (reportId: string) => withQuery(`/api/reports/saved/${id(reportId)}`),

  incidents: (query?: Query) => withQuery('/api/incidents', query),
  incident: (incidentId: string) => withQuery(`/api/incidents/${id(incidentId)}`),

  teams: () => withQuery('/api/teams'),
  team: (teamId: string) => withQuery(`/api/teams/${id(teamId)}`),
  teamMembers: (teamId: string) => withQuery(`/api/teams/${id(teamId)}/members`),
  teamInvitations: (teamId: string) => withQuery(`/api/teams/${id(teamId)}/invitations`),
  teamInvitationPreview: (token: string) => withQuery(`/api/team-invitations/${id(token)}`),
} as const;

/** Path prefixes that group keys for revalidation. */
export const keyPrefixes = {
  user: '/api/user',
  notifications: '/api/notifications',
  notificationSettings: '/api/user/notification-settings',
  notificationChannels: '/api/notification-channels',
  notificationRules: '/api/notification-rules',
  plans: '/api/plans',
  subscriptions: '/api/subscriptions',
  invoices: '/api/invoices',
  paymentMethods: '/api/payment-methods',
  billingInfo: '/api/users/profile',
  teams: '/api/teams',
  teamInvitationLinks: '/api/team-invitations',
  apiKeys: '/api/api-keys',
  affiliate: '/api/affiliate',
  websites: '/api/websites',
  checks: '/api/checks',
  incidents: '/api/incidents',
  dashboard: '/api/dashboard',
  reports: '/api/reports',
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
