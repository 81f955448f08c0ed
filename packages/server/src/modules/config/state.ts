import type { ConfigKind } from '@hlidka/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { type EscalationPolicyRow, escalationPolicies } from '../../db/schema/escalation';
import { type WebsiteRow, websites } from '../../db/schema/monitoring';
import type { NotificationChannelRow, NotificationRuleRow } from '../../db/schema/notifications';
import { type WebsiteGroupRow, websiteGroups } from '../../db/schema/website-groups';
import type { Db, DbOrTx } from '../../db/types';
import { listChannels } from '../notifications/channels/service';
import { listRules } from '../notifications/rules/service';
import { channelFromRow, groupFromRow, policyFromRow, type RefKind, ruleFromRow, websiteFromRow } from './canonical';
import { keysOf } from './keys';

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
  /** Item id → key, per kind. */
  keys: Record<ConfigKind, Map<string, string>>;
}

const byKey = (keys: Map<string, string>) => (a: { id: string }, b: { id: string }) =>
  (keys.get(a.id) ?? '').localeCompare(keys.get(b.id) ?? '');

/**
 * What a document covers of the account: the caller's own websites and groups (not those of a team) and the caller's
 * notification channels and rules, each with its key (made from its name the first time).
 */
export async function readState(db: DbOrTx, userId: string): Promise<CurrentState> {
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
  const channelRows = await listChannels(db as Db, userId);
  const ruleRows = await listRules(db as Db, userId);
  const keys: CurrentState['keys'] = {
    groups: await keysOf(db, userId, 'groups', groupRows, 'group'),
    websites: await keysOf(db, userId, 'websites', websiteRows, 'website'),
    channels: await keysOf(db, userId, 'channels', channelRows, 'channel'),
    rules: await keysOf(db, userId, 'rules', ruleRows, 'rule'),
    escalationPolicies: await keysOf(db, userId, 'escalationPolicies', policyRows, 'policy'),
  };
  const refs = (kind: RefKind, id: string | null) => (id === null ? null : (keys[kind].get(id) ?? null));
  const item = <Row extends { id: string; name: string }>(
    kind: ConfigKind,
    row: Row,
    fields: (key: string) => Record<string, unknown>,
  ): CurrentItem<Row> => {
    const key = keys[kind].get(row.id) as string;
    return { id: row.id, key, name: row.name, row, fields: fields(key) };
  };
  return {
    keys,
    groups: groupRows.sort(byKey(keys.groups)).map((row) => item('groups', row, (key) => groupFromRow(row, key, refs))),
    websites: websiteRows
      .sort(byKey(keys.websites))
      .map((row) => item('websites', row, (key) => websiteFromRow(row, key, refs))),
    channels: channelRows
      .sort(byKey(keys.channels))
      .map((row) => item('channels', row, (key) => channelFromRow(row, key))),
    rules: ruleRows
      .sort(byKey(keys.rules))
      .map((row) => item('rules', row, (key) => ruleFromRow(row, key, keys.websites, keys.channels))),
    escalationPolicies: policyRows
      .sort(byKey(keys.escalationPolicies))
      .map((row) => item('escalationPolicies', row, (key) => policyFromRow(row, key, keys.channels))),
  };
}
