import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** Access tokens: HS256 JWTs for `AUDIENCE` from `ISSUER`, header `typ: at+jwt` (RFC 9068), about 15 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ACCESS_TOKEN_TYP = 'at+jwt';
export const JWT_ISSUER = 'hlidka';
export const JWT_AUDIENCE = 'hlidka-api';
const ALGORITHMS = ['HS256'];

/** Refresh tokens live at most this long after sign-in, however often they rotate. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A rotated refresh token presented again within this window gets the same successor instead of a revocation. */
export const REFRESH_GRACE_MS = 10_000;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export type AccessTokenFailure = 'expired' | 'invalid';

export class TokenService {
  readonly #signingKey: Uint8Array;
  readonly #refreshKey: Buffer;

  /** Both keys are derived from the configured secret, one per purpose. */
  constructor(secret: string) {
    this.#signingKey = new Uint8Array(createHmac('sha256', secret).update('hlidka:access-token').digest());
    this.#refreshKey = createHmac('sha256', secret).update('hlidka:refresh-token').digest();
  }

  async signAccess(claims: AccessClaims, now: Date): Promise<{ token: string; expiresAt: Date }> {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TOKEN_TYP })
      .setSubject(claims.userId)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .setJti(randomBytes(12).toString('base64url'))
      .sign(this.#signingKey);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** Verify signature, algorithm, `typ`, issuer, audience and expiry. */
  async verifyAccess(
    token: string,
    now: Date,
  ): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: AccessTokenFailure }> {
    try {
      const { payload } = await jwtVerify(token, this.#signingKey, {
        algorithms: ALGORITHMS,
        typ: ACCESS_TOKEN_TYP,
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'sid', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return { ok: false, reason: 'invalid' };
      return { ok: true, claims: { userId: payload.sub, sessionId: payload.sid } };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    }
  }

  /** A fresh refresh token: 256 random bits. */
  newRefreshToken(): string {
    return `rt_${randomBytes(32).toString('base64url')}`;
  }

  /**
   * The successor of a refresh token is derived from it with a server key, so concurrent refreshes with the same token
   * (within the grace window) all receive the same successor without the server keeping any token in the clear.
   */
  successorOf(refreshToken: string): string {
    return `rt_${createHmac('sha256', this.#refreshKey).update(refreshToken).digest('base64url')}`;
  }
}

/** SHA-256, hex: how refresh tokens, reset tokens, OAuth states and API keys are stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
