import type { User, UserSettings } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/users';
import type { DbOrTx } from '../../db/types';

/** E-mails are compared trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarUrl: row.avatarUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    termsAccepted: row.termsAccepted,
    marketingConsent: row.marketingConsent,
    language: row.language,
    hasPassword: row.passwordHash !== null,
    googleLinked: row.googleSub !== null,
    twoFactorEnabled: row.twoFactorEnabled,
  };
}

export function toSettings(row: UserRow): UserSettings {
  return {
    language: row.language,
    timezone: row.timezone,
    theme: row.theme,
    emailNotifications: row.emailNotifications,
    loginAlerts: row.loginAlerts,
  };
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}
