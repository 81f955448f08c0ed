import type { ConfigKind, MaintenanceWindow, StatusPage } from '@hlidka/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { type EscalationPolicyRow, escalationPolicies } from '../../db/schema/escalation';
import { type MaintenanceWindowRow, maintenanceWindows } from '../../db/schema/maintenance';
import { type WebsiteRow, websites } from '../../db/schema/monitoring';
import type { NotificationChannelRow, NotificationRuleRow } from '../../db/schema/notifications';
import { type StatusPageRow, statusPages } from '../../db/schema/status-pages';
import { type WebsiteGroupRow, websiteGroups } from '../../db/schema/website-groups';
import type { Db, DbOrTx } from '../../db/types';
import { toMaintenanceWindow } from '../maintenance/service';
import { listChannels } from '../notifications/channels/service';
import { listRules } from '../notifications/rules/service';
import { toStatusPage } from '../status-pages/service';
import {
  channelFromRow,
  groupFromRow,
  maintenanceFromRow,
  policyFromRow,
  type RefKind,
  ruleFromRow,
  statusPageFromRow,
  websiteFromRow,
} from './canonical';
import { type KeyKind, keysOf } from './keys';

/** An item of the account: its row, its key and its comparable form. */
export interface CurrentItem<Row> {
  id: string;
  key: string;
  name: string;
  row: Row;
  fields: Record<string, unknown>;
}

export interface CurrentState {
  groups: CurrentItem<WebsiteGroupRow>[];
  websites: CurrentItem<WebsiteRow>[];
  channels: CurrentItem<NotificationChannelRow>[];
  rules: CurrentItem<NotificationRuleRow>[];
  escalationPolicies: CurrentItem<EscalationPolicyRow>[];
  /** A status page's row with its layout (groups by id). */
  statusPages: CurrentItem<{ row: StatusPageRow; page: StatusPage }>[];
  maintenanceWindows: CurrentItem<MaintenanceWindowRow>[];
  /** Item id → key, per kind (a status page's group: `page-key/group-key`). */
  keys: Record<KeyKind, Map<string, string>>;
}

const byKey = (keys: Map<string, string>) => (a: { id: string }, b: { id: string }) =>
  (keys.get(a.id) ?? '').localeCompare(keys.get(b.id) ?? '');

/**
 * What a document covers of the account: the caller's own websites, groups, escalation policies, status pages and
 * maintenance windows (not those of a team) and the caller's notification channels and rules, each with its key (made
 * from its name the first time).
 */
export async function readState(db: DbOrTx, userId: string, now: Date): Promise<CurrentState> {
  const groupRows = await db
    .select()
    .from(websiteGroups)
    .where(and(eq(websiteGroups.ownerId, userId), isNull(websiteGroups.teamId)))
    .orderBy(asc(websiteGroups.createdAt), asc(websiteGroups.id));
  const websiteRows = await db
    .select()
    .from(websites)
    .where(and(eq(websites.ownerId, userId), isNull(websites.teamId)))
    .orderBy(asc(websites.createdAt), asc(websites.id));
  const policyRows = await db
    .select()
    .from(escalationPolicies)
    .where(and(eq(escalationPolicies.ownerId, userId), isNull(escalationPolicies.teamId)))
    .orderBy(asc(escalationPolicies.createdAt), asc(escalationPolicies.id));
  const pageRows = await db
    .select()
    .from(statusPages)
    .where(and(eq(statusPages.ownerId, userId), isNull(statusPages.teamId)))
    .orderBy(asc(statusPages.createdAt), asc(statusPages.id));
  // The public address is no part of the document.
  const pages = await Promise.all(pageRows.map(async (row) => ({ row, page: await toStatusPage(db, row, '') })));
  const windowRows = await db
    .select()
    .from(maintenanceWindows)
    .where(and(eq(maintenanceWindows.ownerId, userId), isNull(maintenanceWindows.teamId)))
    .orderBy(asc(maintenanceWindows.createdAt), asc(maintenanceWindows.id));
  const windows = await Promise.all(windowRows.map((row) => toMaintenanceWindow(db, row, now)));
  const channelRows = await listChannels(db as Db, userId);
  const ruleRows = await listRules(db as Db, userId);
  const pageKeys = await keysOf(db, userId, 'statusPages', pageRows, 'status-page');
  const keys: CurrentState['keys'] = {
    groups: await keysOf(db, userId, 'groups', groupRows, 'group'),
    websites: await keysOf(db, userId, 'websites', websiteRows, 'website'),
    channels: await keysOf(db, userId, 'channels', channelRows, 'channel'),
    rules: await keysOf(db, userId, 'rules', ruleRows, 'rule'),
    escalationPolicies: await keysOf(db, userId, 'escalationPolicies', policyRows, 'policy'),
    statusPages: pageKeys,
    statusPageGroups: await keysOf(
      db,
      userId,
      'statusPageGroups',
      pages.flatMap(({ row, page }) =>
        page.groups.map((group) => ({ id: group.id, name: group.name, prefix: `${pageKeys.get(row.id)}/` })),
      ),
      'group',
    ),
    maintenanceWindows: await keysOf(
      db,
      userId,
      'maintenanceWindows',
      windowRows.map((row) => ({ id: row.id, name: row.title })),
      'maintenance',
    ),
  };
  const refs = (kind: RefKind, id: string | null) => (id === null ? null : (keys[kind].get(id) ?? null));
  const item = <Row>(
    kind: ConfigKind,
    id: string,
    name: string,
    row: Row,
    fields: (key: string) => Record<string, unknown>,
  ): CurrentItem<Row> => {
    const key = keys[kind].get(id) as string;
    return { id, key, name, row, fields: fields(key) };
  };
  const windowOf = new Map(windows.map((w) => [w.id, w]));
  return {
    keys,
    groups: groupRows
      .sort(byKey(keys.groups))
      .map((row) => item('groups', row.id, row.name, row, (key) => groupFromRow(row, key, refs))),
    websites: websiteRows
      .sort(byKey(keys.websites))
      .map((row) => item('websites', row.id, row.name, row, (key) => websiteFromRow(row, key, refs))),
    channels: channelRows
      .sort(byKey(keys.channels))
      .map((row) => item('channels', row.id, row.name, row, (key) => channelFromRow(row, key))),
    rules: ruleRows
      .sort(byKey(keys.rules))
      .map((row) => item('rules', row.id, row.name, row, (key) => ruleFromRow(row, key, keys.websites, keys.channels))),
    escalationPolicies: policyRows
      .sort(byKey(keys.escalationPolicies))
      .map((row) => item('escalationPolicies', row.id, row.name, row, (key) => policyFromRow(row, key, keys.channels))),
    statusPages: pages
      .sort((a, b) => byKey(keys.statusPages)(a.row, b.row))
      .map((page) =>
        item('statusPages', page.row.id, page.row.name, page, (key) =>
          statusPageFromRow(page.page, key, keys.websites, keys.statusPageGroups),
        ),
      ),
    maintenanceWindows: windowRows
      .sort(byKey(keys.maintenanceWindows))
      .map((row) =>
        item('maintenanceWindows', row.id, row.title, row, (key) =>
          maintenanceFromRow(windowOf.get(row.id) as MaintenanceWindow, key, keys),
        ),
      ),
  };
}
