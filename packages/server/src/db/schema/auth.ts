import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { users } from './users';

/**
 * Every sign-in attempt, successful or not. Failed attempts for unknown e-mails have no user; the normalised e-mail
 * and the IP are what login throttling counts.
 */
export const loginEvents = pgTable(
  'login_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    browser: text('browser'),
    os: text('os'),
    device: text('device'),
    method: text('method', { enum: ['password', 'google', 'sso'] }).notNull(),
    /** The second factor of a two-factor attempt (its failures count towards throttling like wrong passwords). */
    secondFactor: text('second_factor', { enum: ['totp', 'passkey', 'recovery'] }),
    success: boolean('success').notNull(),
    failureReason: text('failure_reason'),
    suspicious: boolean('suspicious').notNull().default(false),
    suspiciousReasons: jsonb('suspicious_reasons').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_events_user_idx').on(t.userId, t.createdAt),
    index('login_events_email_ip_idx').on(t.email, t.ip, t.createdAt),
    index('login_events_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Single-use password-reset tokens, by SHA-256; valid for one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * A Google or single sign-on sign-in in flight: the state (by SHA-256) with its nonce, PKCE verifier and the hash of the browser-binding
 * cookie. Short-lived and deleted when the callback uses it.
 */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  browserBindingHash: text('browser_binding_hash').notNull(),
  /** The team whose single sign-on this is; null for Google. */
  ssoTeamId: uuid('sso_team_id').references(() => teams.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type LoginEventRow = typeof loginEvents.$inferSelect;
