import { base64url, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, JWT_AUDIENCE, JWT_ISSUER, TokenService } from './tokens';

const secret = 'test-secret-test-secret-test-secret-0123456789';
const now = new Date('2026-03-01T10:00:00Z');
const claims = { userId: '8d7f1a52-3c1e-4f7a-9a53-2a4c1c2b9e11', sessionId: '1b0f4a7e-6f5d-4c3b-8a29-17e0d4c3b2a1' };

describe('TokenService access tokens', () => {
  const service = new TokenService(secret);

  it('round-trips and expires after about 15 minutes', async () => {
    const { token, expiresAt } = await service.signAccess(claims, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(ACCESS_TOKEN_TTL_SECONDS * 1000);
    await expect(service.verifyAccess(token, now)).resolves.toEqual({ ok: true, claims });
    const later = new Date(expiresAt.getTime() + 1000);
    await expect(service.verifyAccess(token, later)).resolves.toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses alg none', async () => {
    const token = new UnsecuredJWT({ sid: claims.sessionId })
      .setSubject(claims.userId)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('10m')
      .encode();
    await expect(service.verifyAccess(token, new Date())).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token signed with another key, a changed payload, another audience, issuer or typ', async () => {
    const other = new TokenService('another-secret-another-secret-another-secret');
    const { token } = await other.signAccess(claims, now);
    await expect(service.verifyAccess(token, now)).resolves.toEqual({ ok: false, reason: 'invalid' });

    const good = (await service.signAccess(claims, now)).token;
    const [h, , s] = good.split('.');
    const forgedPayload = base64url.encode(JSON.stringify({ sub: 'someone-else', sid: claims.sessionId }));
    await expect(service.verifyAccess(`${h}.${forgedPayload}.${s}`, now)).resolves.toMatchObject({ ok: false });

    // Same key derivation, but a wrong audience / issuer / typ.
    const key = new Uint8Array(
      (await import('node:crypto')).createHmac('sha256', secret).update('hlidka:access-token').digest(),
    );
    const build = (o: { aud?: string; iss?: string; typ?: string; alg?: string }) =>
      new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: o.alg ?? 'HS256', typ: o.typ ?? 'at+jwt' })
        .setSubject(claims.userId)
        .setIssuer(o.iss ?? JWT_ISSUER)
        .setAudience(o.aud ?? JWT_AUDIENCE)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(now.getTime() / 1000) + 600)
        .sign(key);
    await expect(service.verifyAccess(await build({}), now)).resolves.toMatchObject({ ok: true });
    await expect(service.verifyAccess(await build({ aud: 'other' }), now)).resolves.toEqual({
      ok: false,
      reason: 'invalid',
    });
    await expect(service.verifyAccess(await build({ iss: 'other' }), now)).resolves.toEqual({
      ok: false,
      reason: 'invalid',
    });
    await expect(service.verifyAccess(await build({ typ: 'refresh' }), now)).resolves.toEqual({
      ok: false,
      reason: 'invalid',
    });
    await expect(service.verifyAccess(await build({ alg: 'HS512' }), now)).resolves.toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a refresh token used as an access token, and garbage', async () => {
    await expect(service.verifyAccess(service.newRefreshToken(), now)).resolves.toEqual({
      ok: false,
      reason: 'invalid',
    });
    await expect(service.verifyAccess('', now)).resolves.toEqual({ ok: false, reason: 'invalid' });
    await expect(service.verifyAccess('a.b.c', now)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('TokenService refresh tokens', () => {
  it('are at least 256 random bits and derive one successor each, only with the key', () => {
    const service = new TokenService(secret);
    const a = service.newRefreshToken();
    expect(a).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
    expect(service.newRefreshToken()).not.toBe(a);
    expect(service.successorOf(a)).toBe(service.successorOf(a));
    expect(service.successorOf(a)).not.toBe(a);
    expect(new TokenService('another-secret-another-secret-another-secret').successorOf(a)).not.toBe(
      service.successorOf(a),
    );
  });
});
