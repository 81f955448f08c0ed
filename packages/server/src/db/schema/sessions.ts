import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A sign-in on one device: the refresh-token family. Every refresh token of the family points here, so revoking the
 * session revokes the family. `expiresAt` is the absolute end (30 days from sign-in) that rotation never extends.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['password', 'google', 'sso'] }).notNull(),
    ip: text('ip'),
    lastIp: text('last_ip'),
    userAgent: text('user_agent'),
    browser: text('browser'),
    os: text('os'),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', {
      enum: ['logout', 'terminated', 'password_changed', 'password_reset', 'token_reuse', 'google_unlinked'],
    }),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.revokedAt)],
);

/**
 * One refresh token of a session, by its SHA-256. A token is used once: rotation stamps `rotatedAt` and inserts the
 * successor. Presenting a rotated token after the grace window revokes the session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
