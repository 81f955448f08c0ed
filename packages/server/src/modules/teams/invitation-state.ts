import { and, gt, isNull } from 'drizzle-orm';
import { teamInvitations } from '../../db/schema/teams';
import { AppError } from '../../http/app-error';
import { teamMessages } from './messages';

type InvitationState = Pick<
  typeof teamInvitations.$inferSelect,
  'acceptedAt' | 'declinedAt' | 'revokedAt' | 'expiresAt'
>;

/** Not yet answered (accepted or declined) nor revoked; it may have expired. One such row per team and address. */
export function isOpenInvitation() {
  return and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.declinedAt), isNull(teamInvitations.revokedAt));
}

/** Open and not expired: the invitation may still be accepted or declined. */
export function isPendingInvitation(now: Date) {
  return and(isOpenInvitation(), gt(teamInvitations.expiresAt, now));
}

/** Why an invitation can no longer be answered, as the error its link answers; null while it is pending. */
export function invitationRefusal(invitation: InvitationState, now: Date): AppError | null {
  if (invitation.acceptedAt) return new AppError('INVITATION_USED', teamMessages.invitationUsed);
  if (invitation.declinedAt) return new AppError('INVITATION_DECLINED', teamMessages.invitationDeclined);
  if (invitation.revokedAt) return new AppError('INVITATION_REVOKED', teamMessages.invitationRevoked);
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    return new AppError('INVITATION_EXPIRED', teamMessages.invitationExpired);
  }
  return null;
}
