import type { AuditAction } from '@hlidka/contract';
import type { UserRow } from '../../db/schema/users';
import type { DbOrTx } from '../../db/types';
import { type AuditActorOverride, auditFields, recordAudit } from '../audit/record';

/** What a person sets on their account (name, picture, settings, terms): the audit log's before and after. */
const ACCOUNT_FIELDS = [
  'firstName',
  'lastName',
  'avatarUrl',
  'language',
  'timezone',
  'theme',
  'emailNotifications',
  'loginAlerts',
  'termsAccepted',
  'marketingConsent',
] as const satisfies readonly (keyof UserRow)[];

/** The account's settable fields for `before`/`after` (null for no row). */
export const accountFields = (row: UserRow | null | undefined) => auditFields(row, ACCOUNT_FIELDS);

/**
 * Audit a change of the person's own account, in their personal log, inside the change's transaction: the profile
 * and settings (`update`), the password, the e-mail. `by` names them where nobody is signed in (a reset or
 * confirmation link).
 */
export async function auditAccount(
  tx: DbOrTx,
  userId: string,
  change: { action: AuditAction; before?: object | null; after?: object | null },
  by?: AuditActorOverride,
): Promise<void> {
  await recordAudit(
    tx,
    {
      scope: { ownerId: userId, teamId: null },
      action: change.action,
      resourceType: 'account',
      resourceId: userId,
      before: change.before ?? null,
      after: change.after ?? null,
    },
    by,
  );
}

/** Audit a profile or settings change (`update`) from the row before to the row after. */
export function auditAccountUpdate(tx: DbOrTx, before: UserRow, after: UserRow): Promise<void> {
  return auditAccount(tx, after.id, { action: 'update', before: accountFields(before), after: accountFields(after) });
}
