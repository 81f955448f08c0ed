import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whom a link was sent to: a person (their account's e-mail) or a notification channel. */
export type AckRecipient = { kind: 'user'; id: string } | { kind: 'channel'; id: string };

export interface AckClaims {
  incidentId: string;
  recipient: AckRecipient;
  expiresAt: Date;
}

/** How long an acknowledgement link works after it is sent. */
export const ACK_LINK_LIFETIME_MS = 3 * 24 * 60 * 60_000;

const CLAIMS_BYTES = 16 + 1 + 16 + 4;
const SIGNATURE_BYTES = 16;
const kinds = ['user', 'channel'] as const;

// The purpose is part of what is signed: a token made for anything else never verifies here.
const sign = (secret: string, claims: Buffer) =>
  createHmac('sha256', secret).update('incident-acknowledgement:').update(claims).digest().subarray(0, SIGNATURE_BYTES);

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) => bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/**
 * `<claims>.<HMAC>` in base64url, short enough for a path segment: the incident, the recipient's kind and id, and the
 * expiry (unix seconds), keyed with the server's JWT secret.
 */
export function ackToken(secret: string, claims: AckClaims): string {
  const body = Buffer.alloc(CLAIMS_BYTES);
  uuidBytes(claims.incidentId).copy(body, 0);
  body.writeUInt8(kinds.indexOf(claims.recipient.kind), 16);
  uuidBytes(claims.recipient.id).copy(body, 17);
  body.writeUInt32BE(Math.floor(claims.expiresAt.getTime() / 1000), 33);
  return `${body.toString('base64url')}.${sign(secret, body).toString('base64url')}`;
}

/** The claims of a token we signed (expired or not: the caller compares `expiresAt`), else null. */
export function verifyAckToken(secret: string, token: string): AckClaims | null {
  const [encoded = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^[\w-]+$/.test(encoded) || !/^[\w-]+$/.test(signature)) return null;
  const body = Buffer.from(encoded, 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (body.length !== CLAIMS_BYTES || given.length !== SIGNATURE_BYTES) return null;
  if (!timingSafeEqual(sign(secret, body), given)) return null;
  const kind = kinds[body.readUInt8(16)];
  if (!kind) return null;
  return {
    incidentId: uuidOf(body.subarray(0, 16)),
    recipient: { kind, id: uuidOf(body.subarray(17, 33)) },
    expiresAt: new Date(body.readUInt32BE(33) * 1000),
  };
}

/** The app's screen for the link (it works signed out). */
export function ackUrl(publicUrl: string, secret: string, claims: AckClaims): string {
  return `${publicUrl}/acknowledge/${ackToken(secret, claims)}`;
}
