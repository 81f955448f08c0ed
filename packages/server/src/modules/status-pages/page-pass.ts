import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { STATUS_PAGE_PASS_DAYS } from '@hlidka/contract';

// A visitor's pass to a private page: a signed value naming the page, how it was earned (its password, or a member's
// sign-in) and until when. A password pass carries the password's fingerprint, so a new password ends the old passes;
// a member's pass carries the user, whose membership is checked again on every visit.

const DAY = 86_400_000;
export const PASS_MS = STATUS_PAGE_PASS_DAYS * DAY;
/** How long the app's address that lets a member in stays usable. */
export const MEMBER_LINK_MS = 5 * 60_000;

export type PassKind = 'password' | 'member' | 'member-link';
export interface Pass {
  kind: PassKind;
  /** The password's fingerprint, or the member's user id. */
  subject: string;
}

const sign = (secret: string, pageId: string, payload: string) =>
  createHmac('sha256', secret).update(`status-page-pass|${pageId}|${payload}`).digest('base64url');

/** A fingerprint of the password's hash: changes when the password does, tells nothing of it. */
export const passwordFingerprint = (passwordHash: string) =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);

export function issuePass(secret: string, pageId: string, pass: Pass, expiresAt: Date): string {
  const payload = `${pass.kind}.${Math.floor(expiresAt.getTime() / 1000)}.${pass.subject}`;
  return `${payload}.${sign(secret, pageId, payload)}`;
}

/** The pass a value holds, if it is signed for this page and not expired. */
export function readPass(secret: string, pageId: string, value: string | null | undefined, now: Date): Pass | null {
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  const [kind, expires, subject, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secret, pageId, `${kind}.${expires}.${subject}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d+$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return null;
  if (kind !== 'password' && kind !== 'member' && kind !== 'member-link') return null;
  return { kind, subject };
}

/** The cookie that holds a page's pass (one per page, so passes to several pages live side by side). */
export const passCookieName = (pageId: string) => `hlidka_page_${pageId.replaceAll('-', '')}`;

export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * `Set-Cookie` values for a pass: one for the page's address (its feed and badges below it) and one for its JSON
 * (the same on a custom domain, where the page's address is `/`).
 */
export function passCookies(pageId: string, value: string, paths: string[], secure: boolean): string[] {
  const attributes = `Max-Age=${PASS_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return paths.map((path) => `${passCookieName(pageId)}=${value}; Path=${path}; ${attributes}`);
}
