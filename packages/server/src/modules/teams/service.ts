import type {
  CreateTeamBody,
  InvitableTeamRole,
  ReceivedTeamInvitation,
  Team,
  TeamInvitation,
  TeamInvitationPreview,
  TeamMember,
  TeamRole,
  UpdateTeamBody,
  UpdateTeamMemberBody,
} from '@hlidka/contract';
import { allGroupsRoles } from '@hlidka/contract';
import { and, desc, eq, inArray, lte, ne } from 'drizzle-orm';
import { isUniqueViolation, pgConstraint } from '../../db/errors';
import { teamInvitations, teamMembers, teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import { websiteGroups } from '../../db/schema/website-groups';
import type { Db, DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import type { Language } from '../../http/types';
import type { MailMessage } from '../../mail/mailer';
import { requirePermission } from '../access/permissions';
import { requireTeamRole } from '../access/team-role';
import { auditFields } from '../audit/record';
import { auditTeam } from './audit';
import { renderInvitationEmail } from './invitation-email';
import { invitationRefusal, isOpenInvitation, isPendingInvitation } from './invitation-state';
import { teamMessages } from './messages';
import { requireOwnTwoFactor } from './own-two-factor';
import { decideRemoval, decideRoleChange } from './roles';
import { requireTeamSeat } from './seats';
import { createInvitationToken, hashInvitationToken, INVITATION_TTL_MS } from './tokens';

/** Names compared in the reader's language (Czech: ch after h, č after c…), case and accents aside. */
const collators: Record<Language, Intl.Collator> = {
  cs: new Intl.Collator('cs', { sensitivity: 'base' }),
  en: new Intl.Collator('en', { sensitivity: 'base' }),
};
const roleOrder: Record<TeamRole, number> = { owner: 0, admin: 1, editor: 2, viewer: 3, billing: 4 };

// ---------------------------------------------------------------------------------------------------------------
// Teams

function teamSelection(db: DbOrTx) {
  return {
    id: teams.id,
    name: teams.name,
    description: teams.description,
    createdAt: teams.createdAt,
    updatedAt: teams.updatedAt,
    role: teamMembers.role,
    requireTwoFactor: teams.requireTwoFactor,
    memberCount: db.$count(teamMembers, eq(teamMembers.teamId, teams.id)),
  };
}

type TeamSelectionRow = {
  id: string;
  name: string;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
  role: TeamRole;
  requireTwoFactor: boolean;
  memberCount: number;
};

function toTeam(row: TeamSelectionRow): Team {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    role: row.role,
    memberCount: Number(row.memberCount),
    requireTwoFactor: row.requireTwoFactor,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's teams, by name (Czech collation). */
export async function listTeams(db: DbOrTx, userId: string, language: Language): Promise<Team[]> {
  const rows = await db
    .select(teamSelection(db))
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  const { compare } = collators[language];
  return rows.map(toTeam).sort((a, b) => compare(a.name, b.name) || a.createdAt.localeCompare(b.createdAt));
}

/** One team as its member sees it; 404 for a non-member. */
export async function getTeam(db: DbOrTx, teamId: string, userId: string): Promise<Team> {
  const [row] = await db
    .select(teamSelection(db))
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', teamMessages.teamNotFound);
  return toTeam(row);
}

export async function createTeam(db: Db, userId: string, body: CreateTeamBody, now: Date): Promise<Team> {
  return db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({ name: body.name, description: body.description ?? null, createdAt: now, updatedAt: now })
      .returning();
    if (!team) throw new Error('INSERT INTO teams returned no row');
    await tx.insert(teamMembers).values({ teamId: team.id, userId, role: 'owner', createdAt: now });
    await auditTeam(tx, team.id, {
      action: 'create',
      resourceType: 'team',
      resourceId: team.id,
      resourceName: team.name,
      after: auditFields(team, TEAM_FIELDS),
    });
    return toTeam({ ...team, role: 'owner', memberCount: 1 });
  });
}

export async function updateTeam(
  db: DbOrTx,
  teamId: string,
  userId: string,
  body: UpdateTeamBody,
  now: Date,
): Promise<Team> {
  await requirePermission(db, teamId, userId, 'write', 'team');
  if (body.requireTwoFactor) await requireOwnTwoFactor(db, userId);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
    const [after] = await tx
      .update(teams)
      .set({
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.requireTwoFactor === undefined ? {} : { requireTwoFactor: body.requireTwoFactor }),
        updatedAt: now,
      })
      .where(eq(teams.id, teamId))
      .returning();
    if (after) {
      await auditTeam(tx, teamId, {
        action: 'update',
        resourceType: 'team',
        resourceId: teamId,
        resourceName: after.name,
        before: auditFields(before, TEAM_FIELDS),
        after: auditFields(after, TEAM_FIELDS),
      });
    }
  });
  return getTeam(db, teamId, userId);
}

/** Deletes the team; memberships and invitations go with it (ON DELETE CASCADE). */
export async function deleteTeam(db: DbOrTx, teamId: string, userId: string): Promise<void> {
  await requireTeamRole(db, teamId, userId, 'owner');
  await requirePermission(db, teamId, userId, 'delete', 'team');
  await db.transaction(async (tx) => {
    // The team's website groups go with it (its websites, left to their owners, keep no group of someone else's).
    await tx.delete(websiteGroups).where(eq(websiteGroups.teamId, teamId));
    const [deleted] = await tx.delete(teams).where(eq(teams.id, teamId)).returning();
    await auditTeam(tx, teamId, {
      action: 'delete',
      resourceType: 'team',
      resourceId: teamId,
      resourceName: deleted?.name ?? null,
      before: auditFields(deleted, TEAM_FIELDS),
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Members

const memberSelection = {
  userId: teamMembers.userId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: teamMembers.role,
  joinedAt: teamMembers.createdAt,
  twoFactorEnabled: users.twoFactorEnabled,
  groupIds: teamMembers.groupIds,
};

type MemberRow = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: TeamRole;
  joinedAt: Date;
  twoFactorEnabled: boolean;
  groupIds: string[] | null;
};

/** Owners and admins see every group whatever is stored for them: their group access shows as null (all). */
const toMember = (row: MemberRow): TeamMember => ({
  ...row,
  joinedAt: row.joinedAt.toISOString(),
  groupIds: allGroupsRoles.includes(row.role) ? null : row.groupIds,
});

/** Members by role (owner first), then by surname and first name in the reader's language. */
const memberOrder =
  (language: Language) =>
  (a: TeamMember, b: TeamMember): number => {
    const { compare } = collators[language];
    return (
      roleOrder[a.role] - roleOrder[b.role] ||
      compare(a.lastName, b.lastName) ||
      compare(a.firstName, b.firstName) ||
      a.email.localeCompare(b.email)
    );
  };

async function loadMembers(db: DbOrTx, teamId: string, language: Language): Promise<TeamMember[]> {
  const rows = await db
    .select(memberSelection)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId));
  return rows.map(toMember).sort(memberOrder(language));
}

async function loadMember(db: DbOrTx, teamId: string, memberId: string): Promise<TeamMember> {
  const [row] = await db
    .select(memberSelection)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', teamMessages.memberNotFound);
  return toMember(row);
}

export async function listMembers(
  db: DbOrTx,
  teamId: string,
  userId: string,
  language: Language,
): Promise<TeamMember[]> {
  await requirePermission(db, teamId, userId, 'read', 'members');
  return loadMembers(db, teamId, language);
}

const refusal = {
  forbidden: () => new AppError('FORBIDDEN', teamMessages.insufficientRole),
  'owner-must-transfer': () => new AppError('CONFLICT', teamMessages.ownerMustTransfer),
  'owner-cannot-be-removed': () => new AppError('FORBIDDEN', teamMessages.ownerCannotBeRemoved),
};

/**
 * Change a member's role. Giving `owner` transfers ownership: in one transaction the owner becomes an admin, then the
 * member the owner (in this order for the one-owner unique index), each update conditional on the roles still being
 * what was checked, so two concurrent transfers cannot both pass.
 */
export async function updateMemberRole(
  db: Db,
  teamId: string,
  userId: string,
  memberId: string,
  change: UpdateTeamMemberBody,
  language: Language,
): Promise<{ member: TeamMember; members: TeamMember[] }> {
  const access = await requireTeamRole(db, teamId, userId, 'admin');
  await requirePermission(db, teamId, userId, 'write', 'members');
  const target = await loadMember(db, teamId, memberId);
  if (change.groupIds !== undefined) await setGroupAccess(db, teamId, target, change.groupIds);
  const newRole = change.role ?? target.role;
  const decision = decideRoleChange({
    actorId: userId,
    actorRole: access.role,
    targetId: memberId,
    targetRole: target.role,
    newRole,
  });
  if (decision.kind === 'refused') {
    if (decision.reason === 'forbidden' && newRole === 'owner') throw new AppError('FORBIDDEN', teamMessages.ownerOnly);
    throw refusal[decision.reason]();
  }
  if (decision.kind === 'transfer') {
    await db.transaction(async (tx) => {
      const demoted = await tx
        .update(teamMembers)
        .set({ role: 'admin' })
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), eq(teamMembers.role, 'owner')))
        .returning({ userId: teamMembers.userId });
      if (demoted.length === 0) throw new AppError('FORBIDDEN', teamMessages.ownerOnly);
      const promoted = await tx
        .update(teamMembers)
        .set({ role: 'owner' })
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)))
        .returning({ userId: teamMembers.userId });
      if (promoted.length === 0) throw new AppError('NOT_FOUND', teamMessages.memberNotFound);
      await auditRoleChange(tx, teamId, target, newRole);
    });
  } else if (decision.kind === 'change') {
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(teamMembers)
        .set({ role: newRole })
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId), ne(teamMembers.role, 'owner')))
        .returning({ userId: teamMembers.userId });
      if (changed.length === 0) throw new AppError('NOT_FOUND', teamMessages.memberNotFound);
      await auditRoleChange(tx, teamId, target, newRole);
    });
  }
  const members = await loadMembers(db, teamId, language);
  const member = members.find((m) => m.userId === memberId);
  if (!member) throw new AppError('NOT_FOUND', teamMessages.memberNotFound);
  return { member, members };
}

/**
 * Limit an editor, viewer or billing member to some of the team's website groups (null: all). Owners and admins see
 * every group: limiting them is refused. Every id must be one of the team's groups.
 */
async function setGroupAccess(db: DbOrTx, teamId: string, target: TeamMember, groupIds: string[] | null) {
  if (groupIds !== null && allGroupsRoles.includes(target.role)) {
    throw new AppError('VALIDATION_ERROR', teamMessages.groupAccessAllGroups, {
      errors: { groupIds: [teamMessages.groupAccessAllGroups] },
    });
  }
  const unique = groupIds === null ? null : [...new Set(groupIds)];
  if (unique && unique.length > 0) {
    const found = await db
      .select({ id: websiteGroups.id })
      .from(websiteGroups)
      .where(and(eq(websiteGroups.teamId, teamId), inArray(websiteGroups.id, unique)));
    if (found.length !== unique.length) {
      throw new AppError('VALIDATION_ERROR', teamMessages.groupAccessUnknownGroup, {
        errors: { groupIds: [teamMessages.groupAccessUnknownGroup] },
      });
    }
  }
  await db
    .update(teamMembers)
    .set({ groupIds: unique })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, target.userId)));
}

export async function removeMember(db: DbOrTx, teamId: string, userId: string, memberId: string): Promise<void> {
  const access = await requireTeamRole(db, teamId, userId, 'admin');
  const target = await loadMember(db, teamId, memberId);
  const decision = decideRemoval(access.role, target.role);
  if (decision.kind === 'refused') throw refusal[decision.reason]();
  await db.transaction(async (tx) => {
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId), ne(teamMembers.role, 'owner')));
    await auditTeam(tx, teamId, {
      action: 'remove',
      resourceType: 'team_member',
      resourceId: memberId,
      resourceName: target.email,
      before: { role: target.role },
    });
  });
}

async function auditRoleChange(tx: DbOrTx, teamId: string, target: TeamMember, newRole: TeamRole) {
  await auditTeam(tx, teamId, {
    action: 'role_change',
    resourceType: 'team_member',
    resourceId: target.userId,
    resourceName: target.email,
    before: { role: target.role },
    after: { role: newRole },
  });
}

/** What the audit log keeps of a team. */
const TEAM_FIELDS = ['name', 'description', 'requireTwoFactor'] as const;

/** Leaving works without two-factor too: a member the team's requirement shuts out may still go. */
export async function leaveTeam(db: DbOrTx, teamId: string, userId: string): Promise<void> {
  const access = await requireTeamRole(db, teamId, userId, undefined, { skipTwoFactor: true });
  if (access.role === 'owner') throw new AppError('CONFLICT', teamMessages.ownerMustTransfer);
  await db.transaction(async (tx) => {
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), ne(teamMembers.role, 'owner')));
    await auditTeam(tx, teamId, {
      action: 'leave',
      resourceType: 'team_member',
      resourceId: userId,
      resourceName: await emailOf(tx, userId),
      before: { role: access.role },
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Invitations

type InvitationRow = typeof teamInvitations.$inferSelect;

function toInvitation(row: InvitationRow): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: { userId: row.invitedByUserId, name: row.inviterName },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

const displayName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

export interface InviteInput {
  teamId: string;
  userId: string;
  email: string;
  role: InvitableTeamRole;
  /** The inviter's language, used when the address belongs to nobody yet. */
  language: Language;
  publicUrl: string;
  now: Date;
  send: (message: MailMessage) => Promise<unknown>;
}

/**
 * Invite an address: store the invitation (token hashed) and e-mail the link, in the recipient's language when the
 * address has an account, else in the inviter's. When the e-mail cannot be sent the invitation is withdrawn.
 */
export async function createInvitation(db: DbOrTx, input: InviteInput): Promise<TeamInvitation> {
  const { teamId, userId, role, now } = input;
  await requirePermission(db, teamId, userId, 'write', 'members');
  const email = input.email.trim().toLowerCase();

  const [existingMember] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(users.email, email)))
    .limit(1);
  if (existingMember)
    throw new AppError('CONFLICT', teamMessages.alreadyMember, { errors: { email: [teamMessages.alreadyMember] } });
  await requireTeamSeat(db, teamId, now, { countPending: true });

  const [inviter] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!inviter || !team) throw new AppError('NOT_FOUND', teamMessages.teamNotFound);
  const [recipient] = await db.select({ language: users.language }).from(users).where(eq(users.email, email)).limit(1);

  // An expired invitation no longer blocks a new one for the same address.
  await db
    .delete(teamInvitations)
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        eq(teamInvitations.email, email),
        isOpenInvitation(),
        lte(teamInvitations.expiresAt, now),
      ),
    );

  const { token, tokenHash } = createInvitationToken();
  const inviterName = displayName(inviter);
  const auditInvitation = (tx: DbOrTx, invitation: InvitationRow, action: 'invite' | 'revoke_invitation') =>
    auditTeam(tx, teamId, {
      action,
      resourceType: 'team_invitation',
      resourceId: invitation.id,
      resourceName: email,
      ...(action === 'invite'
        ? { after: { email, role, expiresAt: invitation.expiresAt } }
        : { before: { email, role } }),
    });
  let row: InvitationRow;
  try {
    // The invitation and its entry commit together.
    row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(teamInvitations)
        .values({
          teamId,
          email,
          role,
          tokenHash,
          invitedByUserId: userId,
          inviterName,
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        })
        .returning();
      if (!inserted) throw new Error('INSERT INTO team_invitations returned no row');
      await auditInvitation(tx, inserted, 'invite');
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error) && pgConstraint(error) === 'team_invitations_pending_email_key') {
      throw new AppError('CONFLICT', teamMessages.alreadyInvited, { errors: { email: [teamMessages.alreadyInvited] } });
    }
    throw error;
  }

  const acceptUrl = `${input.publicUrl}/teams/invitations/accept?token=${encodeURIComponent(token)}`;
  const mail = renderInvitationEmail({
    language: recipient?.language ?? input.language,
    teamName: team.name,
    inviterName,
    email,
    role,
    acceptUrl,
    expiresAt: row.expiresAt,
  });
  try {
    await input.send({ to: email, ...mail });
  } catch (error) {
    // The e-mail did not go out: the invitation is withdrawn, and the log says so (it did exist for a moment).
    const made = row;
    await db.transaction(async (tx) => {
      await tx.delete(teamInvitations).where(eq(teamInvitations.id, made.id));
      await auditInvitation(tx, made, 'revoke_invitation');
    });
    throw new AppError('SERVICE_UNAVAILABLE', teamMessages.invitationNotSent, { cause: error });
  }
  return toInvitation(row);
}

/** Pending invitations: neither accepted, declined, revoked nor expired. */
export async function listInvitations(
  db: DbOrTx,
  teamId: string,
  userId: string,
  now: Date,
): Promise<TeamInvitation[]> {
  await requirePermission(db, teamId, userId, 'write', 'members');
  const rows = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), isPendingInvitation(now)))
    .orderBy(teamInvitations.createdAt);
  return rows.map(toInvitation);
}

/** Revoking keeps the invitation, marked revoked, so its link answers INVITATION_REVOKED from then on. */
export async function revokeInvitation(
  db: DbOrTx,
  teamId: string,
  userId: string,
  invitationId: string,
  now: Date,
): Promise<void> {
  await requirePermission(db, teamId, userId, 'write', 'members');
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(teamInvitations)
      .set({ revokedAt: now })
      .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.teamId, teamId), isOpenInvitation()))
      .returning();
    if (!revoked) throw new AppError('NOT_FOUND', teamMessages.invitationNotFound);
    await auditTeam(tx, teamId, {
      action: 'revoke_invitation',
      resourceType: 'team_invitation',
      resourceId: revoked.id,
      resourceName: revoked.email,
      before: { email: revoked.email, role: revoked.role },
    });
  });
}

/**
 * How an answer finds its invitation: by the link's token, or by id from the invitee's own list (then only an invitation
 * addressed to the signed-in user's e-mail is found; anyone else's answers 404 like an unknown one).
 */
export type InvitationLookup = { token: string } | { id: string; userId: string };

/** The invitation if it can still be answered; otherwise 404 (unknown) or the code of its state. */
async function usableInvitation(db: DbOrTx, lookup: InvitationLookup, now: Date) {
  const where =
    'token' in lookup
      ? eq(teamInvitations.tokenHash, hashInvitationToken(lookup.token))
      : and(eq(teamInvitations.id, lookup.id), eq(teamInvitations.email, await emailOf(db, lookup.userId)));
  const [row] = await db
    .select({ invitation: teamInvitations, teamName: teams.name })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .where(where)
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', teamMessages.invitationNotFound);
  const refusal = invitationRefusal(row.invitation, now);
  if (refusal) throw refusal;
  return row;
}

/** The user's e-mail as invitations store addresses (lower case). */
async function emailOf(db: DbOrTx, userId: string): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return (user?.email ?? '').toLowerCase();
}

/** Only the invited address may answer an invitation. */
async function requireInvitee(db: DbOrTx, invitation: InvitationRow, userId: string): Promise<void> {
  if ((await emailOf(db, userId)) !== invitation.email.toLowerCase()) {
    throw new AppError('INVITATION_WRONG_ACCOUNT', teamMessages.invitationEmailMismatch);
  }
}

/** Pending invitations addressed to the user's e-mail, the newest first. */
export async function listReceivedInvitations(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<ReceivedTeamInvitation[]> {
  const rows = await db
    .select({ invitation: teamInvitations, teamName: teams.name })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .where(and(eq(teamInvitations.email, await emailOf(db, userId)), isPendingInvitation(now)))
    .orderBy(desc(teamInvitations.createdAt));
  return rows.map(({ invitation, teamName }) => ({
    id: invitation.id,
    teamName,
    inviterName: invitation.inviterName,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  }));
}

export async function previewInvitation(db: DbOrTx, token: string, now: Date): Promise<TeamInvitationPreview> {
  const { invitation, teamName } = await usableInvitation(db, { token }, now);
  return {
    teamName,
    inviterName: invitation.inviterName,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Accept an invitation as the signed-in user, whose e-mail must be the invited address. The token is single-use: the
 * invitation is marked accepted by a conditional update in the same transaction that adds the membership. A user who
 * is already a member keeps their role.
 */
export async function acceptInvitation(db: Db, lookup: InvitationLookup, userId: string, now: Date): Promise<Team> {
  const { invitation } = await usableInvitation(db, lookup, now);
  await requireInvitee(db, invitation, userId);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(teamInvitations)
      .set({ acceptedAt: now, acceptedByUserId: userId })
      .where(and(eq(teamInvitations.id, invitation.id), isPendingInvitation(now)))
      .returning({ id: teamInvitations.id });
    if (claimed.length === 0) throw new AppError('INVITATION_USED', teamMessages.invitationUsed);
    const [already] = await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, invitation.teamId), eq(teamMembers.userId, userId)));
    if (!already) await requireTeamSeat(tx, invitation.teamId, now, { countPending: false });
    await tx
      .insert(teamMembers)
      .values({ teamId: invitation.teamId, userId, role: invitation.role, createdAt: now })
      .onConflictDoNothing();
    if (!already) {
      await auditTeam(tx, invitation.teamId, {
        action: 'join',
        resourceType: 'team_member',
        resourceId: userId,
        resourceName: invitation.email,
        after: { role: invitation.role },
      });
    }
  });
  return getTeam(db, invitation.teamId, userId);
}

/** Decline an invitation as the invited user: its link answers INVITATION_DECLINED from then on. */
export async function declineInvitation(
  db: DbOrTx,
  lookup: InvitationLookup,
  userId: string,
  now: Date,
): Promise<void> {
  const { invitation } = await usableInvitation(db, lookup, now);
  await requireInvitee(db, invitation, userId);
  const declined = await db
    .update(teamInvitations)
    .set({ declinedAt: now })
    .where(and(eq(teamInvitations.id, invitation.id), isPendingInvitation(now)))
    .returning({ id: teamInvitations.id });
  if (declined.length === 0) throw new AppError('INVITATION_USED', teamMessages.invitationUsed);
}
