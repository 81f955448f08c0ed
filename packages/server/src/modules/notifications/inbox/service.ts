import type { Notification } from '@hlidka/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { type NotificationRow, notifications } from '../../../db/schema/notifications';
import type { DbOrTx } from '../../../db/types';
import type { Language } from '../../../http/types';
import { noticeText } from '../render/notice';

/** A notification as the API answers: its kind and values, and their words in the reader's language. */
export function toNotification(row: NotificationRow, language: Language): Notification {
  const text = row.kind
    ? noticeText({ kind: row.kind, params: row.params }, language)
    : { subject: row.subject ?? '', content: row.content ?? '' };
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    ...text,
    status: row.status,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    ...(row.incidentId ? { incidentId: row.incidentId } : {}),
  };
}

const mine = (userId: string) => eq(notifications.userId, userId);

export async function listNotifications(
  db: DbOrTx,
  userId: string,
  query: { limit: number; offset: number; unread?: boolean | undefined },
): Promise<NotificationRow[]> {
  const where = query.unread === undefined ? mine(userId) : and(mine(userId), eq(notifications.isRead, !query.unread));
  return db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(userId), eq(notifications.isRead, false)));
  return Number(row?.n ?? 0);
}

/** One statement each: concurrent calls never leave the count and the rows disagreeing. */
export async function markRead(db: DbOrTx, userId: string, id: string): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine(userId), eq(notifications.id, id)))
    .returning();
  return row ?? null;
}

export async function markAllRead(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine(userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(mine(userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function deleteAllNotifications(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db.delete(notifications).where(mine(userId)).returning({ id: notifications.id });
  return rows.length;
}
