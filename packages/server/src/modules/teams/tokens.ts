import { createHash, randomBytes } from 'node:crypto';

/** Invitations are valid for seven days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A 256-bit random token for the link, and the SHA-256 hash that is all the database keeps. */
export function createInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
