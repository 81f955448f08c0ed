import { z } from 'zod';
import type { TeamRole } from './teams';

// The one permission table: which team role may do which action on which resource. The server asks it before every
// change of a team's thing (and the API key scopes use its vocabulary); the app asks the same table to hide what a
// role cannot do. A personal thing (no team) is its owner's: the owner may do everything with it.

export const permissionResources = [
  'websites',
  'groups',
  'incidents',
  'channels',
  'rules',
  'escalationPolicies',
  'schedules',
  'silences',
  'maintenance',
  'statusPages',
  'reports',
  'members',
  'billing',
  'apiKeys',
  'team',
] as const;
export const permissionResourceSchema = z.enum(permissionResources).meta({ id: 'PermissionResource' });
export type PermissionResource = z.infer<typeof permissionResourceSchema>;

/** `read` sees, `write` creates and changes (an incident's acknowledgement, resolution and notes too), `delete` removes. */
export const permissionActions = ['read', 'write', 'delete'] as const;
export const permissionActionSchema = z.enum(permissionActions).meta({ id: 'PermissionAction' });
export type PermissionAction = z.infer<typeof permissionActionSchema>;

type Grants = Partial<Record<PermissionResource, readonly PermissionAction[]>>;

const R = ['read'] as const;
const RW = ['read', 'write'] as const;
const RWD = ['read', 'write', 'delete'] as const;

/** Everything the monitoring resources offer to look at (a viewer's and an editor's reading). */
const monitoringRead: Grants = {
  websites: R,
  groups: R,
  incidents: R,
  channels: R,
  rules: R,
  escalationPolicies: R,
  schedules: R,
  silences: R,
  maintenance: R,
  statusPages: R,
  reports: R,
};

const everything = Object.fromEntries(permissionResources.map((resource) => [resource, RWD])) as Grants;

export const permissionTable: Record<TeamRole, Grants> = {
  owner: everything,
  /** Everything but deleting the team (the owner's alone). */
  admin: { ...everything, team: RW },
  /** Works with the monitoring: changes websites, groups, incidents, rules, policies and silences; deletes only what
   * they can recreate at once (rules, silences, saved reports). Status pages, maintenance and schedules: admins. */
  editor: {
    ...monitoringRead,
    websites: RW,
    groups: RW,
    incidents: RW,
    channels: RWD,
    rules: RWD,
    escalationPolicies: RW,
    silences: RWD,
    reports: RWD,
    members: R,
    apiKeys: RWD,
    team: R,
  },
  /** Reads the monitoring and changes nothing of the team's. */
  viewer: { ...monitoringRead, members: R, apiKeys: RWD, team: R },
  /** The billing screens only: no monitoring data. */
  billing: { billing: RWD, members: R, apiKeys: RWD, team: R },
};

/** May a team member of `role` do `action` on `resource`? `null` role: a personal thing, its owner may do anything. */
export function can(role: TeamRole | null, action: PermissionAction, resource: PermissionResource): boolean {
  if (role === null) return true;
  return permissionTable[role][resource]?.includes(action) ?? false;
}

/** The roles that see the team's monitoring data (websites and everything hanging off them). */
export const monitoringRoles = (['owner', 'admin', 'editor', 'viewer', 'billing'] as const).filter((role) =>
  can(role, 'read', 'websites'),
);

/**
 * Roles that see every group of the team whatever their group access says. An editor or viewer limited to some
 * website groups sees those groups, their websites and what hangs off them; the team's things that concern websites
 * (silences, maintenance windows, status pages, escalation policies) they see when these concern at least one website
 * of their groups or none yet, and never when every website concerned lies outside their groups (hidden from lists and
 * by id alike). What they see they may change only as the table says: a status page or maintenance window that also
 * shows other groups' websites stays read-only to them (both are the admins', whom no group limits), and an
 * escalation policy they change keeps the websites outside their groups. On-call schedules, channels and rules concern
 * no website: the whole team's. The server applies this in one place (modules/access/scope.ts).
 */
export const allGroupsRoles: readonly TeamRole[] = ['owner', 'admin'];

/** Which resource of the table an API path works with (the API key scopes ask it); null: none of them. */
const resourceByPathPrefix: readonly (readonly [string, PermissionResource])[] = [
  ['/api/websites', 'websites'],
  ['/api/dashboard', 'websites'],
  ['/api/website-groups', 'groups'],
  ['/api/incidents', 'incidents'],
  ['/api/notification-channels', 'channels'],
  ['/api/notification-rules', 'rules'],
  ['/api/escalation-policies', 'escalationPolicies'],
  ['/api/on-call-schedules', 'schedules'],
  ['/api/silences', 'silences'],
  ['/api/maintenance-windows', 'maintenance'],
  ['/api/status-pages', 'statusPages'],
  ['/api/reports', 'reports'],
  ['/api/teams', 'team'],
  ['/api/team-invitations', 'members'],
  ['/api/subscriptions', 'billing'],
  ['/api/payment-methods', 'billing'],
  ['/api/invoices', 'billing'],
  ['/api/checkout', 'billing'],
  ['/api/api-keys', 'apiKeys'],
];

export function resourceOfPath(path: string): PermissionResource | null {
  for (const [prefix, resource] of resourceByPathPrefix) {
    if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) {
      return prefix === '/api/teams' && /^\/api\/teams\/[^/]+\/(members|invitations)/.test(path) ? 'members' : resource;
    }
  }
  return null;
}

/** The action an HTTP method performs: GET and HEAD read, DELETE deletes, the rest write. */
export function actionOfMethod(method: string): PermissionAction {
  if (method === 'GET' || method === 'HEAD') return 'read';
  return method === 'DELETE' ? 'delete' : 'write';
}
