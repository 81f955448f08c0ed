import type { AuditAction, NotificationRule } from '@hlidka/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { websites } from '../../../db/schema/monitoring';
import { type NotificationRuleRow, notificationChannels, notificationRules } from '../../../db/schema/notifications';
import { teams } from '../../../db/schema/teams';
import type { Db, DbOrTx } from '../../../db/types';
import { AppError, type Translated } from '../../../http/app-error';
import { usableTeamIds, websiteInScope } from '../../access/scope';
import { auditRowChange } from '../../audit/record';
import { notificationMessages as m } from '../messages';

type RuleFields = Omit<NotificationRule, 'id' | 'createdAt' | 'updatedAt'>;

export function toRule(row: NotificationRuleRow): NotificationRule {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    events: row.events as NotificationRule['events'],
    websiteIds: row.websiteIds,
    teamIds: row.teamIds,
    channelIds: row.channelIds,
    quietHours: row.quietHours ?? null,
    renotifyMinutes: row.renotifyMinutes,
    escalation: row.escalation ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function invalid(field: string, message: Translated): never {
  throw new AppError('VALIDATION_ERROR', message, { errors: { [field]: [message] } });
}

/** Channels must be the caller's, websites visible to the caller, teams the caller's. */
async function checkReferences(db: Db, userId: string, fields: RuleFields) {
  const channelIds = [...new Set([...fields.channelIds, ...(fields.escalation?.channelIds ?? [])])];
  if (channelIds.length > 0) {
    const own = await db
      .select({ id: notificationChannels.id })
      .from(notificationChannels)
      .where(and(inArray(notificationChannels.id, channelIds), eq(notificationChannels.userId, userId)));
    const found = new Set(own.map((c) => c.id));
    if (fields.channelIds.some((id) => !found.has(id))) invalid('channelIds', m.unknownChannels);
    if (fields.escalation?.channelIds.some((id) => !found.has(id))) invalid('escalation.channelIds', m.unknownChannels);
  }
  if (fields.websiteIds.length > 0) {
    const visible = await db
      .select({ id: websites.id })
      .from(websites)
      .where(and(inArray(websites.id, fields.websiteIds), websiteInScope(userId)));
    if (visible.length !== fields.websiteIds.length) invalid('websiteIds', m.unknownWebsites);
  }
  if (fields.teamIds.length > 0) {
    const mine = await db
      .select({ teamId: teams.id })
      .from(teams)
      .where(and(inArray(teams.id, fields.teamIds), sql`${teams.id} in ${usableTeamIds(userId)}`));
    if (mine.length !== fields.teamIds.length) invalid('teamIds', m.unknownTeams);
  }
}

export async function listRules(db: Db, userId: string) {
  return db
    .select()
    .from(notificationRules)
    .where(eq(notificationRules.userId, userId))
    .orderBy(asc(notificationRules.createdAt), asc(notificationRules.id));
}

export async function getRule(db: Db, userId: string, id: string): Promise<NotificationRuleRow> {
  const [row] = await db
    .select()
    .from(notificationRules)
    .where(and(eq(notificationRules.id, id), eq(notificationRules.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', m.ruleNotFound);
  return row;
}

export async function createRule(db: Db, userId: string, fields: RuleFields, now: Date) {
  await checkReferences(db, userId, fields);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notificationRules)
      .values({ userId, ...fields, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('The rule was not stored');
    await auditRule(tx, 'create', null, row);
    return row;
  });
}

export async function updateRule(db: Db, userId: string, id: string, changes: Partial<RuleFields>, now: Date) {
  const current = toRule(await getRule(db, userId, id));
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<RuleFields>;
  const merged: RuleFields = { ...current, ...defined };
  await checkReferences(db, userId, merged);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(notificationRules)
      .where(and(eq(notificationRules.id, id), eq(notificationRules.userId, userId)))
      .for('update');
    const [row] = await tx
      .update(notificationRules)
      .set({ ...defined, updatedAt: now })
      .where(and(eq(notificationRules.id, id), eq(notificationRules.userId, userId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', m.ruleNotFound);
    await auditRule(tx, 'update', before ?? null, row);
    return row;
  });
}

export async function deleteRule(db: Db, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(notificationRules)
      .where(and(eq(notificationRules.id, id), eq(notificationRules.userId, userId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', m.ruleNotFound);
    await auditRule(tx, 'delete', row, null);
  });
}

const RULE_FIELDS = [
  'name',
  'enabled',
  'events',
  'websiteIds',
  'teamIds',
  'channelIds',
  'quietHours',
  'renotifyMinutes',
  'escalation',
] as const satisfies readonly (keyof RuleFields)[];

/** A rule in the audit log: its API view. */
function auditRule(
  tx: DbOrTx,
  action: AuditAction,
  before: NotificationRuleRow | null,
  after: NotificationRuleRow | null,
) {
  const view = (row: NotificationRuleRow | null) => row && { ...toRule(row), ownerId: row.userId, teamId: null };
  return auditRowChange(tx, {
    action,
    resourceType: 'notification_rule',
    before: view(before),
    after: view(after),
    fields: RULE_FIELDS,
  });
}
