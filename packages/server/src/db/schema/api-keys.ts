import type { ApiKeyScopes } from '@hlidka/contract';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** API keys for scripts: `hk_…`, stored as SHA-256; `prefix` is the first characters, shown to tell keys apart. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique('api_keys_key_hash_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** The address of the last use (written with `lastUsedAt`). */
    lastUsedIp: text('last_used_ip'),
    /** Per resource `read` or `write`; null: everything the creator's current role allows. */
    scopes: jsonb('scopes').$type<ApiKeyScopes>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
