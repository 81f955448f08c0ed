import { z } from 'zod';
import { emailSchema } from './auth';
import type { ErrorCode } from './errors';

// Teams: a user's teams, their members and the invitations that bring new members in.
// Roles: owner, admin, editor, viewer (read-only) and billing (the billing screens only). One owner per team; the owner
// may delete the team and hand ownership over, admins manage members and invitations, editors work with the team's
// websites, viewers only look. What each role may do is the permission table's (permissions.ts).

export const teamRoles = ['owner', 'admin', 'editor', 'viewer', 'billing'] as const;
export const teamRoleSchema = z.enum(teamRoles).meta({ id: 'TeamRole' });
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** Roles an invitation or a role change may grant without transferring ownership. */
export const invitableTeamRoles = ['admin', 'editor', 'viewer', 'billing'] as const;
export const invitableTeamRoleSchema = z.enum(invitableTeamRoles).meta({ id: 'InvitableTeamRole' });
export type InvitableTeamRole = z.infer<typeof invitableTeamRoleSchema>;

const isoDateTime = z.iso.datetime({ offset: true });
// Names appear in e-mail subjects: no control characters (line breaks included).
const noControlCharacters = /^[^\p{Cc}]*$/u;
const teamName = z.string().trim().min(1).max(100).regex(noControlCharacters);
const teamDescription = z.string().trim().max(1000).nullable();

export const teamIdParamsSchema = z.strictObject({ id: z.uuid() });
export const teamMemberParamsSchema = z.strictObject({ id: z.uuid(), userId: z.uuid() });
export const teamInvitationParamsSchema = z.strictObject({ id: z.uuid(), invitationId: z.uuid() });
/** The link's token: 43 characters of base64url (256 random bits). */
export const invitationTokenParamsSchema = z.strictObject({
  token: z
    .string()
    .min(16)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** A team as the caller sees it: with the caller's own role and the number of members. */
export const teamSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    role: teamRoleSchema,
    memberCount: z.number().int().nonnegative(),
    /** Members without two-factor sign-in cannot use the team's data (they see the team and may leave it). */
    requireTwoFactor: z.boolean(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;

export const createTeamBodySchema = z
  .strictObject({
    name: teamName,
    description: teamDescription.optional(),
  })
  .meta({ id: 'CreateTeamBody' });
export type CreateTeamBody = z.infer<typeof createTeamBodySchema>;

/** PUT replaces what is given; a field left out stays as it was. At least one field. */
export const updateTeamBodySchema = z
  .strictObject({
    name: teamName.optional(),
    description: teamDescription.optional(),
    /** Owners and admins with two-factor on may require it of every member. */
    requireTwoFactor: z.boolean().optional(),
  })
  .refine((body) => body.name !== undefined || body.description !== undefined || body.requireTwoFactor !== undefined, {
    message: 'Give at least one field to change',
    params: { cs: 'Zadejte alespoň jedno pole ke změně.', en: 'Give at least one field to change.' },
  })
  .meta({ id: 'UpdateTeamBody' });
export type UpdateTeamBody = z.infer<typeof updateTeamBodySchema>;

export const teamListDataSchema = z.object({ teams: z.array(teamSchema) }).meta({ id: 'TeamList' });
export type TeamListData = z.infer<typeof teamListDataSchema>;
export const teamDataSchema = z.object({ team: teamSchema }).meta({ id: 'TeamData' });
export type TeamData = z.infer<typeof teamDataSchema>;

export const teamMemberSchema = z
  .object({
    userId: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: teamRoleSchema,
    joinedAt: isoDateTime,
    /** Whether the member signs in with a second factor. */
    twoFactorEnabled: z.boolean(),
    /** The website groups an editor or viewer is limited to; null: every group (owners and admins always). */
    groupIds: z.array(z.uuid()).nullable(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMemberListDataSchema = z.object({ members: z.array(teamMemberSchema) }).meta({ id: 'TeamMemberList' });
export type TeamMemberListData = z.infer<typeof teamMemberListDataSchema>;
export const teamMemberDataSchema = z.object({ member: teamMemberSchema }).meta({ id: 'TeamMemberData' });
export type TeamMemberData = z.infer<typeof teamMemberDataSchema>;

/**
 * Change a member's role. `owner` transfers ownership (only the owner may): the member becomes the owner and the
 * previous owner becomes an admin.
 */
export const updateTeamMemberBodySchema = z
  .strictObject({
    role: teamRoleSchema.optional(),
    /** Limit the member to these website groups (their websites and everything hanging off them); null: all groups. */
    groupIds: z.array(z.uuid()).max(500).nullable().optional(),
  })
  .refine((body) => body.role !== undefined || body.groupIds !== undefined, {
    message: 'Give at least one field to change',
    params: { cs: 'Zadejte alespoň jedno pole ke změně.', en: 'Give at least one field to change.' },
  })
  .meta({ id: 'UpdateTeamMemberBody' });
export type UpdateTeamMemberBody = z.infer<typeof updateTeamMemberBodySchema>;

/** The members after a change: a transfer of ownership changes two of them. */
export const teamMemberUpdateDataSchema = z
  .object({ member: teamMemberSchema, members: z.array(teamMemberSchema) })
  .meta({ id: 'TeamMemberUpdate' });
export type TeamMemberUpdateData = z.infer<typeof teamMemberUpdateDataSchema>;

export const teamInviterSchema = z
  .object({
    userId: z.uuid().nullable(),
    name: z.string(),
  })
  .meta({ id: 'TeamInviter' });

export const teamInvitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: invitableTeamRoleSchema,
    invitedBy: teamInviterSchema,
    createdAt: isoDateTime,
    expiresAt: isoDateTime,
  })
  .meta({ id: 'TeamInvitation' });
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const createTeamInvitationBodySchema = z
  .strictObject({
    email: emailSchema,
    role: invitableTeamRoleSchema.default('editor'),
  })
  .meta({ id: 'CreateTeamInvitationBody' });
export type CreateTeamInvitationBody = z.input<typeof createTeamInvitationBodySchema>;

export const teamInvitationListDataSchema = z
  .object({ invitations: z.array(teamInvitationSchema) })
  .meta({ id: 'TeamInvitationList' });
export type TeamInvitationListData = z.infer<typeof teamInvitationListDataSchema>;
export const teamInvitationDataSchema = z
  .object({ invitation: teamInvitationSchema })
  .meta({ id: 'TeamInvitationData' });
export type TeamInvitationData = z.infer<typeof teamInvitationDataSchema>;

/**
 * What the link's recipient may see before signing in: nothing beyond this. Only a pending invitation is shown; one
 * that cannot be accepted answers an error code: NOT_FOUND, INVITATION_EXPIRED, INVITATION_USED, INVITATION_DECLINED
 * or INVITATION_REVOKED. Accepting or declining as another account answers INVITATION_WRONG_ACCOUNT.
 */
export const teamInvitationPreviewSchema = z
  .object({
    teamName: z.string(),
    inviterName: z.string(),
    email: z.string(),
    role: invitableTeamRoleSchema,
    expiresAt: isoDateTime,
  })
  .meta({ id: 'TeamInvitationPreview' });
export type TeamInvitationPreview = z.infer<typeof teamInvitationPreviewSchema>;

/** Why an invitation link can no longer be answered (status 410): the codes its preview, accept and decline answer. */
export const teamInvitationRefusalCodes = [
  'INVITATION_EXPIRED',
  'INVITATION_USED',
  'INVITATION_DECLINED',
  'INVITATION_REVOKED',
] as const satisfies readonly ErrorCode[];
export type TeamInvitationRefusalCode = (typeof teamInvitationRefusalCodes)[number];
export const teamInvitationPreviewDataSchema = z
  .object({ invitation: teamInvitationPreviewSchema })
  .meta({ id: 'TeamInvitationPreviewData' });
export type TeamInvitationPreviewData = z.infer<typeof teamInvitationPreviewDataSchema>;

/** An invitation addressed to the signed-in user's e-mail, still pending: shown on /teams to accept or decline. */
export const receivedTeamInvitationSchema = teamInvitationPreviewSchema
  .omit({ email: true })
  .extend({ id: z.uuid() })
  .meta({ id: 'ReceivedTeamInvitation' });
export type ReceivedTeamInvitation = z.infer<typeof receivedTeamInvitationSchema>;
export const receivedTeamInvitationListDataSchema = z
  .object({ invitations: z.array(receivedTeamInvitationSchema) })
  .meta({ id: 'ReceivedTeamInvitationList' });
export type ReceivedTeamInvitationListData = z.infer<typeof receivedTeamInvitationListDataSchema>;
export const receivedInvitationParamsSchema = z.strictObject({ invitationId: z.uuid() });

export const teamDeletedDataSchema = z.object({ deleted: z.literal(true) }).meta({ id: 'TeamDeleted' });
export const teamMemberRemovedDataSchema = z.object({ removed: z.literal(true) }).meta({ id: 'TeamMemberRemoved' });
export const teamLeftDataSchema = z.object({ left: z.literal(true) }).meta({ id: 'TeamLeft' });
export const teamInvitationRevokedDataSchema = z
  .object({ revoked: z.literal(true) })
  .meta({ id: 'TeamInvitationRevoked' });
export const teamInvitationDeclinedDataSchema = z
  .object({ declined: z.literal(true) })
  .meta({ id: 'TeamInvitationDeclined' });

// Routes. A team id the caller is not a member of answers 404, exactly like an id that does not exist.

const tags = ['Teams'];

export const teamRouteSchemas = {
  list: {
    summary: "The caller's teams, with the caller's role and the member count",
    tags,
    response: teamListDataSchema,
  },
  create: {
    summary: 'Create a team; the caller becomes its owner',
    tags,
    body: createTeamBodySchema,
    response: teamDataSchema,
  },
  get: {
    summary: 'One team of the caller',
    tags,
    params: teamIdParamsSchema,
    response: teamDataSchema,
  },
  update: {
    summary: 'Rename a team or change its description (admins and the owner)',
    tags,
    params: teamIdParamsSchema,
    body: updateTeamBodySchema,
    response: teamDataSchema,
  },
  delete: {
    summary: 'Delete a team with its memberships and invitations (owner only)',
    tags,
    params: teamIdParamsSchema,
    response: teamDeletedDataSchema,
  },
  listMembers: {
    summary: "The team's members with their roles",
    tags,
    params: teamIdParamsSchema,
    response: teamMemberListDataSchema,
  },
  updateMember: {
    summary: "Change a member's role (admins and the owner); role owner transfers ownership (owner only)",
    tags,
    params: teamMemberParamsSchema,
    body: updateTeamMemberBodySchema,
    response: teamMemberUpdateDataSchema,
  },
  removeMember: {
    summary: 'Remove a member (admins and the owner; the owner cannot be removed)',
    tags,
    params: teamMemberParamsSchema,
    response: teamMemberRemovedDataSchema,
  },
  leave: {
    summary: 'Leave a team (the owner transfers ownership first)',
    tags,
    params: teamIdParamsSchema,
    response: teamLeftDataSchema,
  },
  createInvitation: {
    summary: 'Invite someone by e-mail (admins and the owner); the link is valid for 7 days',
    tags,
    params: teamIdParamsSchema,
    body: createTeamInvitationBodySchema,
    response: teamInvitationDataSchema,
  },
  listInvitations: {
    summary: "The team's pending invitations (admins and the owner)",
    tags,
    params: teamIdParamsSchema,
    response: teamInvitationListDataSchema,
  },
  revokeInvitation: {
    summary: 'Revoke a pending invitation (admins and the owner); its link then answers INVITATION_REVOKED',
    tags,
    params: teamInvitationParamsSchema,
    response: teamInvitationRevokedDataSchema,
  },
  previewInvitation: {
    summary: 'What a pending invitation link is for: team name, inviter, e-mail, role and expiry (public)',
    tags,
    params: invitationTokenParamsSchema,
    response: teamInvitationPreviewDataSchema,
  },
  acceptInvitation: {
    summary: "Accept an invitation; the signed-in user's e-mail must be the invited one",
    tags,
    params: invitationTokenParamsSchema,
    response: teamDataSchema,
  },
  declineInvitation: {
    summary: "Decline an invitation; the signed-in user's e-mail must be the invited one",
    tags,
    params: invitationTokenParamsSchema,
    response: teamInvitationDeclinedDataSchema,
  },
  listReceivedInvitations: {
    summary: "Pending invitations addressed to the signed-in user's e-mail",
    tags,
    response: receivedTeamInvitationListDataSchema,
  },
  acceptReceivedInvitation: {
    summary: 'Accept an invitation addressed to the signed-in user (as its link would)',
    tags,
    params: receivedInvitationParamsSchema,
    response: teamDataSchema,
  },
  declineReceivedInvitation: {
    summary: 'Decline an invitation addressed to the signed-in user (as its link would)',
    tags,
    params: receivedInvitationParamsSchema,
    response: teamInvitationDeclinedDataSchema,
  },
};
