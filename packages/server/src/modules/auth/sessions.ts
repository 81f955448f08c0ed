import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { refreshTokens, type SessionRow, sessions } from '../../db/schema/sessions';
import type { Db, DbOrTx } from '../../db/types';
import { REFRESH_GRACE_MS, SESSION_LIFETIME_MS, sha256, type TokenService } from './tokens';
import type { ClientInfo } from './user-agent';

export interface IssuedTokens {
  userId: string;
  sessionId: string;
  token: string;
  refreshToken: string;
  /** Expiry of the access token. */
  expiresAt: Date;
}

export type RefreshFailure = 'invalid' | 'expired' | 'reused';

export class RefreshError extends Error {
  constructor(readonly reason: RefreshFailure) {
    super(`refresh token ${reason}`);
    this.name = 'RefreshError';
  }
}

type RevokeReason = NonNullable<SessionRow['revokedReason']>;

/** How many rotated tokens a refresh within the grace window may walk to reach the live one. */
const MAX_GRACE_CHAIN = 8;

/**
 * Sessions and their refresh-token families. A refresh token is single-use: using it stamps it rotated and stores its
 * successor. Presenting a rotated token within `REFRESH_GRACE_MS` answers with the live successor (concurrent refreshes
 * from one session); later, it revokes the whole session.
 */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly now: () => Date,
  ) {}

  /** Sign in: a new session with its first refresh token and an access token. */
  async start(userId: string, method: 'password' | 'google' | 'sso', client: ClientInfo, db: DbOrTx = this.db) {
    const now = this.now();
    const [session] = await db
      .insert(sessions)
      .values({
        userId,
        method,
        ip: client.ip,
        lastIp: client.ip,
        userAgent: client.userAgent,
        browser: client.browser,
        os: client.os,
        device: client.device,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      })
      .returning({ id: sessions.id });
    if (!session) throw new Error('session insert returned nothing');
    const refreshToken = this.tokens.newRefreshToken();
    await db.insert(refreshTokens).values({ sessionId: session.id, tokenHash: sha256(refreshToken), createdAt: now });
    return this.issue(userId, session.id, refreshToken, now);
  }

  /** Rotate: the refresh token for a new pair. Throws `RefreshError`. */
  async refresh(refreshToken: string, client: Pick<ClientInfo, 'ip'>): Promise<IssuedTokens> {
    const now = this.now();
    let found = await this.#find(refreshToken);
    if (!found) throw new RefreshError('invalid');
    this.#assertUsable(found.session, now);

    if (!found.token.rotatedAt) {
      const successor = this.tokens.successorOf(refreshToken);
      const tokenId = found.token.id;
      const sessionId = found.session.id;
      const rotated = await this.db.transaction(async (tx) => {
        const claimed = await tx
          .update(refreshTokens)
          .set({ rotatedAt: now })
          .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.rotatedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 0) return false;
        await tx.insert(refreshTokens).values({ sessionId, tokenHash: sha256(successor), createdAt: now });
        await tx.update(sessions).set({ lastUsedAt: now, lastIp: client.ip }).where(eq(sessions.id, sessionId));
        return true;
      });
      if (rotated) return this.issue(found.session.userId, sessionId, successor, now);
      // Another request rotated it first: read again and treat it as a concurrent refresh.
      found = await this.#find(refreshToken);
      if (!found) throw new RefreshError('invalid');
      this.#assertUsable(found.session, now);
    }

    // The token was rotated already: within the grace window walk to the live successor, otherwise it is reuse.
    let current = refreshToken;
    let rotatedAt = found.token.rotatedAt;
    for (
      let step = 0;
      step < MAX_GRACE_CHAIN && rotatedAt && now.getTime() - rotatedAt.getTime() <= REFRESH_GRACE_MS;
      step++
    ) {
      current = this.tokens.successorOf(current);
      const next = await this.#find(current);
      if (!next || next.session.id !== found.session.id) break;
      if (!next.token.rotatedAt) return this.issue(found.session.userId, found.session.id, current, now);
      rotatedAt = next.token.rotatedAt;
    }
    await this.revoke(found.session.id, 'token_reuse');
    throw new RefreshError('reused');
  }

  /** The session a refresh token (live or rotated) belongs to, if it is still active. */
  async sessionOfRefreshToken(refreshToken: string): Promise<SessionRow | null> {
    const found = await this.#find(refreshToken);
    return found && !found.session.revokedAt ? found.session : null;
  }

  /** End one session (no matter whose: callers scope by user first). Returns whether it was active. */
  async revoke(sessionId: string, reason: RevokeReason, db: DbOrTx = this.db): Promise<boolean> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: this.now(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  }

  /** End every active session of a user except `keep`. Returns how many ended. */
  async revokeAllOf(userId: string, reason: RevokeReason, keep?: string, db: DbOrTx = this.db): Promise<number> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: this.now(), revokedReason: reason })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, this.now()),
          keep ? ne(sessions.id, keep) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  }

  /** A new access token for an active session (the Google refresh). */
  async accessFor(userId: string, sessionId: string) {
    return this.tokens.signAccess({ userId, sessionId }, this.now());
  }

  async issue(userId: string, sessionId: string, refreshToken: string, now: Date): Promise<IssuedTokens> {
    const access = await this.tokens.signAccess({ userId, sessionId }, now);
    return { userId, sessionId, token: access.token, refreshToken, expiresAt: access.expiresAt };
  }

  #assertUsable(session: SessionRow, now: Date) {
    if (session.revokedAt) throw new RefreshError('invalid');
    if (session.expiresAt.getTime() <= now.getTime()) throw new RefreshError('expired');
  }

  async #find(refreshToken: string) {
    const [row] = await this.db
      .select({ token: refreshTokens, session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
      .limit(1);
    return row ?? null;
  }
}
