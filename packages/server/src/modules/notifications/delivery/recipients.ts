import type { NotificationEventToggles } from '@hlidka/contract';
import { eq, inArray, or } from 'drizzle-orm';
import { userNotificationSettings } from '../../../db/schema/notifications';
import { teamMembers } from '../../../db/schema/teams';
import { users } from '../../../db/schema/users';
import type { DbOrTx } from '../../../db/types';
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

/** Everyone who may see a website: its owner and the members of its team, with their notification settings. */
export async function recipientsOf(db: DbOrTx, ownerId: string, teamId: string | null): Promise<Recipient[]> {
  const members = teamId
    ? db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId))
    : null;
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
    .where(members ? or(eq(users.id, ownerId), inArray(users.id, members)) : eq(users.id, ownerId));
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
