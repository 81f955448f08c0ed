import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A person who signs in. The e-mail is kept lower-cased and trimmed, so the unique index is the lookup.
 * `passwordHash` is null for accounts that only sign in with Google; `googleSub` is the Google account's stable id.
 * Settings live on the row: one read authenticates a request and gives its language.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatarUrl: text('avatar_url'),
    googleSub: text('google_sub'),
    language: text('language', { enum: ['cs', 'en'] })
      .notNull()
      .default('cs'),
    timezone: text('timezone').notNull().default('Europe/Prague'),
    theme: text('theme', { enum: ['light', 'dark', 'system'] })
      .notNull()
      .default('light'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    loginAlerts: boolean('login_alerts').notNull().default(true),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    referralCode: text('referral_code'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** A confirmed authenticator app or a passkey exists (kept by the two-factor service, in the same transaction). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub).where(sql`${t.googleSub} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
