import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`unsubscribe:summary.weekly:${userId}`).digest('base64url');

/** A stateless token for the one-click unsubscribe link: `<user id>.<HMAC>`, keyed with the server's JWT secret. */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${sign(secret, userId)}`;
}

/** The user id of a valid token, else null. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const userId = token.slice(0, dot);
  const expected = Buffer.from(sign(secret, userId));
  const given = Buffer.from(token.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

export function unsubscribeUrl(publicUrl: string, secret: string, userId: string): string {
  return `${publicUrl}/api/user/notification-settings/unsubscribe?token=${unsubscribeToken(secret, userId)}`;
}
