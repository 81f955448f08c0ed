import type { NotificationSettings, UpdateNotificationSettingsBody } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { userNotificationSettings } from '../../../db/schema/notifications';
import { users } from '../../../db/schema/users';
import type { Db, DbOrTx } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import { auditAccount } from '../../account/audit';
import { mergeToggles } from './toggles';

export async function getNotificationSettings(db: DbOrTx, userId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      language: users.language,
      timeZone: users.timezone,
      events: userNotificationSettings.events,
      digest: userNotificationSettings.digest,
    })
    .from(users)
    .leftJoin(userNotificationSettings, eq(userNotificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('UNAUTHORIZED');
  return {
    events: mergeToggles(row.events),
    digest: row.digest ?? 'instant',
    language: row.language,
    timeZone: row.timeZone || 'Europe/Prague',
  };
}

/** Toggles and digest in user_notification_settings; language and time zone on the user (shared with /api/user/settings). */
export async function updateNotificationSettings(
  db: Db,
  userId: string,
  body: UpdateNotificationSettingsBody,
  now: Date,
): Promise<NotificationSettings> {
  await db.transaction(async (tx) => {
    const before = await getNotificationSettings(tx, userId);
    if (body.language !== undefined || body.timeZone !== undefined) {
      await tx
        .update(users)
        .set({
          ...(body.language !== undefined ? { language: body.language } : {}),
          ...(body.timeZone !== undefined ? { timezone: body.timeZone } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, userId));
    }
    if (body.events !== undefined || body.digest !== undefined) {
      const [current] = await tx
        .select()
        .from(userNotificationSettings)
        .where(eq(userNotificationSettings.userId, userId))
        .for('update');
      const events = { ...mergeToggles(current?.events), ...(body.events ?? {}) };
      const digest = body.digest ?? current?.digest ?? 'instant';
      await tx
        .insert(userNotificationSettings)
        .values({ userId, events, digest, updatedAt: now })
        .onConflictDoUpdate({ target: userNotificationSettings.userId, set: { events, digest, updatedAt: now } });
    }
    const after = await getNotificationSettings(tx, userId);
    await auditAccount(tx, userId, {
      action: 'update',
      before: { notifications: before },
      after: { notifications: after },
    });
  });
  return getNotificationSettings(db, userId);
}
