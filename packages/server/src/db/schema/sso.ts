import type { SsoGrantableRole, SsoGroupRole } from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { users } from './users';

/**
 * A team's OpenID Connect provider (issue 30 item 1). The client secret is stored AES-256-GCM-sealed under a key derived
 * from JWT_SECRET and never returned. Roles are the contract's (`SsoGrantableRole`), checked by the API's schemas.
 */
export const teamSsoConfigs = pgTable(
  'team_sso_configs',
  {
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    slug: text('slug').notNull(),
    issuerUrl: text('issuer_url').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    scopes: text('scopes').notNull(),
    groupsClaim: text('groups_claim').notNull(),
    groupRoles: jsonb('group_roles').$type<SsoGroupRole[]>().notNull().default([]),
    defaultRole: text('default_role').$type<SsoGrantableRole>().notNull(),
    ssoRequired: boolean('sso_required').notNull().default(false),
    breakGlassUserId: uuid('break_glass_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_sso_configs_slug_key').on(t.slug)],
);

/**
 * An e-mail domain a team claims. Verified when a TXT record `hlidka-verification=<token>` was found at it; a verified
 * domain belongs to one team only (sign-in by e-mail finds the team by it, and new people of it may join).
 */
export const teamSsoDomains = pgTable(
  'team_sso_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    verificationToken: text('verification_token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_sso_domains_team_domain_key').on(t.teamId, t.domain),
    uniqueIndex('team_sso_domains_verified_key').on(t.domain).where(sql`${t.verifiedAt} is not null`),
  ],
);

/** Which account a provider's subject (`sub`) signs in to, per team. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'sso_identities_pkey', columns: [t.teamId, t.subject] }),
    index('sso_identities_user_idx').on(t.userId),
  ],
);

export type TeamSsoConfigRow = typeof teamSsoConfigs.$inferSelect;
export type TeamSsoDomainRow = typeof teamSsoDomains.$inferSelect;
