import type { NotificationEventToggles } from '@hlidka/contract';
import { eq, sql } from 'drizzle-orm';
import { userNotificationSettings } from '../../../db/schema/notifications';
import { users } from '../../../db/schema/users';
import type { DbOrTx } from '../../../db/types';
import { usersInScopeOf } from '../../access/scope';
import { mergeToggles } from '../settings/toggles';

export interface Recipient {
  userId: string;
  email: string;
  language: 'cs' | 'en';
  timeZone: string;
  /** Master switch of personal e-mails (/api/user/settings). */
  emailNotifications: boolean;
  toggles: NotificationEventToggles;
  digest: 'instant' | 'hourly' | 'daily';
}

/**
 * Everyone who may use a website (the access scope): the members of its team who meet the team's two-factor
 * requirement, or the owner of a website without a team; with their notification settings.
 */
export async function recipientsOf(
  db: DbOrTx,
  ownerId: string,
  teamId: string | null,
  groupId?: string | null,
): Promise<Recipient[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      language: users.language,
      timeZone: users.timezone,
      emailNotifications: users.emailNotifications,
      events: userNotificationSettings.events,
      digest: userNotificationSettings.digest,
    })
    .from(users)
    .leftJoin(userNotificationSettings, eq(userNotificationSettings.userId, users.id))
    .where(sql`${users.id} in ${usersInScopeOf({ ownerId, teamId, groupId })}`);
  return rows.map((row) => ({
    userId: row.userId,
    email: row.email,
    language: row.language,
    timeZone: row.timeZone || 'Europe/Prague',
    emailNotifications: row.emailNotifications,
    toggles: mergeToggles(row.events),
    digest: row.digest ?? 'instant',
  }));
}
