import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS, referralCodeSchema } from '@hlidka/contract';
import type { FastifyRequest } from 'fastify';

/** A referral code as stored: trimmed, upper-case; null when it is not a well-formed code. */
export function normalizeCode(value: unknown): string | null {
  const parsed = referralCodeSchema.safeParse(value);
  return parsed.success ? parsed.data.toUpperCase() : null;
}

/** The referral code of the request's cookie, if any. */
export function referralCodeFromCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== REFERRAL_COOKIE) continue;
    try {
      return normalizeCode(decodeURIComponent(rest.join('=')));
    } catch {
      return null;
    }
  }
  return null;
}

function attributes(secure: boolean) {
  return `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** `Set-Cookie` value keeping the code for REFERRAL_COOKIE_DAYS. */
export function referralCookie(code: string, secure: boolean): string {
  return `${REFERRAL_COOKIE}=${encodeURIComponent(code)}; Max-Age=${REFERRAL_COOKIE_DAYS * 24 * 3600}; ${attributes(secure)}`;
}

/** `Set-Cookie` value that removes the referral cookie (after the sign-up used it). */
export function clearReferralCookie(secure: boolean): string {
  return `${REFERRAL_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}
