import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/types';

/**
 * A notification's status from the deliveries made for the same event (re-notifications, escalations and cancelled
 * ones aside): pending while any is pending, else failed when any failed, else sent.
 */
export async function refreshNotificationStatus(tx: DbOrTx, notificationIds: string[]): Promise<void> {
  if (notificationIds.length === 0) return;
  const ids = sql.join(
    notificationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    update notifications n set status = coalesce((
      select case
        when bool_or(d.status = 'pending') then 'pending'
        when bool_or(d.status = 'failed') then 'failed'
        else 'sent' end
      from notification_deliveries d
      where d.notification_id = n.id and d.purpose = 'event' and d.status <> 'cancelled'
    ), 'sent')
    where n.id in (${ids})`);
}
