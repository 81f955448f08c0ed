import { sql } from 'drizzle-orm';
import type { AuditEventRow } from '../../db/schema/audit';
import type { DbOrTx } from '../../db/types';

/**
 * Erase a person's personal data from the audit log as their account is deleted (GDPR), inside the deletion's
 * transaction. The entries stay (the log is append-only); what goes is what names or reaches the person:
 * - their personal log (owner_id = them, no team): nobody can read it any more, so every personal field goes — the
 *   actor's name, e-mail, address and browser, the resource's name and the before/after snapshots (profile, e-mail,
 *   billing data, cards);
 * - team entries they made: the actor's name, e-mail, address and browser (the team still sees what was done and
 *   when, by a "deleted user"; the user id stays as a pseudonym that no longer resolves to anyone);
 * - team entries about them: a membership's name, an invitation's e-mail and snapshots;
 * - failed sign-ins typed with their e-mail before the account existed (no owner): the e-mail and address.
 * The table's trigger lets exactly this update through — only while `hlidka.audit_erasure` is on for the transaction,
 * and only blanking personal columns ('' for the actor's name, NULL for the rest), never changing anything else.
 */
export async function eraseAuditPerson(tx: DbOrTx, person: { userId: string; email: string }): Promise<void> {
  const { userId, email } = person;
  await tx.execute(sql`select set_config('hlidka.audit_erasure', 'on', true)`);
  await tx.execute(sql`
    update audit_events set actor_name = '', actor_email = null, ip = null, user_agent = null,
      resource_name = null, before = null, after = null
    where owner_id = ${userId} and team_id is null`);
  await tx.execute(sql`
    update audit_events set actor_name = '', actor_email = null, ip = null, user_agent = null
    where actor_user_id = ${userId} and not (owner_id = ${userId} and team_id is null)`);
  await tx.execute(sql`
    update audit_events set actor_name = '', actor_email = null, ip = null, user_agent = null,
      resource_name = null, after = null
    where actor_user_id is null and lower(actor_email) = lower(${email})`);
  await tx.execute(sql`
    update audit_events set resource_name = null
    where team_id is not null and resource_type = 'team_member' and resource_id = ${userId}::text`);
  await tx.execute(sql`
    update audit_events set resource_name = null, before = null, after = null
    where team_id is not null and resource_type = 'team_invitation' and lower(resource_name) = lower(${email})`);
  await tx.execute(sql`select set_config('hlidka.audit_erasure', 'off', true)`);
}

/** Whether the entry's actor was erased (every recorded actor has a name or at least an e-mail; an erased one has ''). */
export function isErasedActor(row: Pick<AuditEventRow, 'actorName'>): boolean {
  return row.actorName === '';
}
