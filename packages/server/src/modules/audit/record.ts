import type { AuditAction, AuditResourceType } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { apiKeys } from '../../db/schema/api-keys';
import { auditEvents } from '../../db/schema/audit';
import { users } from '../../db/schema/users';
import type { DbOrTx } from '../../db/types';
import { currentAuditContext } from '../../http/audit-context';
import { redactSnapshot } from './redact';

/** One change for the audit log. `before`/`after` are the resource's fields (secrets are redacted here). */
export interface AuditChange {
  /** Whose the resource is: a team's (`teamId`), else the owner's personal one. */
  scope: { ownerId: string | null; teamId: string | null };
  action: AuditAction;
  resourceType: AuditResourceType;
  resourceId?: string | null;
  resourceName?: string | null;
  before?: object | null;
  after?: object | null;
}

/** Who acted when the request carries nobody signed in (a sign-in): the account, or just the e-mail typed. */
export interface AuditActorOverride {
  userId: string | null;
  email: string;
}

async function actorOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const name = `${row?.firstName ?? ''} ${row?.lastName ?? ''}`.trim() || row?.email || '';
  return { name, email: row?.email ?? null };
}

async function apiKeyName(db: DbOrTx, id: string): Promise<string> {
  const [row] = await db.select({ name: apiKeys.name }).from(apiKeys).where(eq(apiKeys.id, id)).limit(1);
  return row?.name ?? '';
}

/**
 * The one way into the audit log: call it with the transaction of the change, so both commit or neither does. The
 * actor, API key, address, browser and time come from the request (`withAuditContext`); outside a request (the
 * scheduler) nothing is recorded. `actor` names who acted where the request has nobody signed in yet (sign-ins).
 */
export async function recordAudit(db: DbOrTx, change: AuditChange, actor?: AuditActorOverride): Promise<void> {
  const context = currentAuditContext();
  if (!context) return;
  const actorUserId = actor ? actor.userId : context.userId;
  if (!actorUserId && !actor) return;
  const known = actorUserId ? await actorOf(db, actorUserId) : null;
  const { scope } = change;
  await db.insert(auditEvents).values({
    ownerId: scope.ownerId,
    teamId: scope.teamId,
    actorUserId,
    actorName: known?.name || actor?.email || '',
    actorEmail: known?.email ?? actor?.email ?? null,
    apiKeyId: context.apiKeyId,
    apiKeyName: context.apiKeyId ? await apiKeyName(db, context.apiKeyId) : null,
    action: change.action,
    resourceType: change.resourceType,
    resourceId: change.resourceId ?? null,
    resourceName: change.resourceName ?? null,
    before: redactSnapshot(change.before),
    after: redactSnapshot(change.after),
    ip: context.ip,
    userAgent: context.userAgent,
    createdAt: context.at,
  });
}

/** The fields of a row the audit log keeps for its kind of resource (what a person sets, not what checks update). */
export function auditFields<T extends object, K extends keyof T>(row: T | null | undefined, keys: readonly K[]) {
  if (!row) return null;
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}

/** A row of a resource that belongs to an owner and maybe a team (websites, channels, policies, pages…). */
export interface ScopedRow {
  id: string;
  ownerId: string | null;
  teamId: string | null;
}

/**
 * Audit a change of a scoped row: its state before (null for a new one) and after (null when deleted), `fields` of
 * each kept (secrets redacted), named by `name` at the time.
 */
export async function auditRowChange<T extends ScopedRow, K extends keyof T>(
  tx: DbOrTx,
  change: {
    action: AuditAction;
    resourceType: AuditResourceType;
    before: T | null | undefined;
    after: T | null | undefined;
    fields: readonly K[];
    name?: (row: T) => string | null;
  },
): Promise<void> {
  const row = change.after ?? change.before;
  if (!row) return;
  const name = change.name ?? ((r: T) => ('name' in r && typeof r.name === 'string' ? r.name : null));
  await recordAudit(tx, {
    scope: { ownerId: row.ownerId, teamId: row.teamId },
    action: change.action,
    resourceType: change.resourceType,
    resourceId: row.id,
    resourceName: name(row),
    before: auditFields(change.before, change.fields),
    after: auditFields(change.after, change.fields),
  });
}

const BOOKKEEPING = new Set(['id', 'ownerId', 'createdAt', 'updatedAt', 'nameKeyCs', 'nameKeyEn']);

/** Every field of a row but its bookkeeping (id, owner, timestamps, sort keys): for resources whose fields a person sets. */
export function settableFields<T extends object>(row: T | null | undefined): (keyof T)[] {
  return row ? (Object.keys(row).filter((key) => !BOOKKEEPING.has(key)) as (keyof T)[]) : [];
}
