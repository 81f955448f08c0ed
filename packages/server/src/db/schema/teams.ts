import { invitableTeamRoles, teamRoles } from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A team: people who watch websites together. Its members and their roles are in `team_members`. */
export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  /** Members without two-factor sign-in cannot use the team's data (owners and admins turn this on). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Membership with a role; exactly one owner per team (ownership moves by transfer). */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: teamRoles }).notNull(),
    /** The website groups an editor or viewer is limited to; null: every group (scope.ts reads it). */
    groupIds: uuid('group_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'team_members_pkey', columns: [t.teamId, t.userId] }),
    index('team_members_user_idx').on(t.userId),
    // At most one owner: a transfer demotes the owner before it promotes the new one (two statements, one transaction).
    uniqueIndex('team_members_one_owner_key').on(t.teamId).where(sql`${t.role} = 'owner'`),
    check('team_members_role_check', sql`${t.role} in ('owner', 'admin', 'editor', 'viewer', 'billing')`),
  ],
);

/**
 * An invitation by e-mail. The link's token is kept only as its SHA-256. Pending while neither accepted, declined,
 * revoked nor expired; an answered or revoked invitation is kept so that its link can say so. At most one open
 * (unanswered, unrevoked) invitation per team and address.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: invitableTeamRoles }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The inviter's name when inviting, so the preview still names someone after the inviter's account is gone. */
    inviterName: text('inviter_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_invitations_token_hash_key').on(t.tokenHash),
    uniqueIndex('team_invitations_pending_email_key')
      .on(t.teamId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.declinedAt} is null and ${t.revokedAt} is null`),
    check('team_invitations_role_check', sql`${t.role} in ('admin', 'editor', 'viewer', 'billing')`),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type TeamInvitationRow = typeof teamInvitations.$inferSelect;
