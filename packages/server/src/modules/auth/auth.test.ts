import { createHmac } from 'node:crypto';
import {
  authSessionDataSchema,
  forgotPasswordDataSchema,
  logoutDataSchema,
  refreshTokenDataSchema,
  resetPasswordDataSchema,
  userSchema,
} from '@hlidka/contract';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, GOOD_PASSWORD, login, registerUser, uniqueEmail } from '../../testing/auth';
import { JWT_AUDIENCE, JWT_ISSUER } from './tokens';

describeEachApp('auth', (t) => {
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken } });
  const getUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

  describe('POST /api/register', () => {
    it('creates the account, signs in, and keeps Czech diacritics', async () => {
      const email = uniqueEmail('zofie');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          email: email.toUpperCase(),
          password: GOOD_PASSWORD,
          firstName: 'Žofie',
          lastName: 'Šťastná-Dvořáková',
          termsAccepted: true,
          marketingConsent: true,
          referralCode: 'PŘÍTEL',
        },
      });
      const data = expectData(res, authSessionDataSchema, 201);
      expect(data.user).toMatchObject({
        email,
        firstName: 'Žofie',
        lastName: 'Šťastná-Dvořáková',
        termsAccepted: true,
        marketingConsent: true,
        hasPassword: true,
        googleLinked: false,
        language: 'cs',
        avatarUrl: null,
      });
      expect(new Date(data.expiresAt).getTime() - t.clock.now().getTime()).toBe(15 * 60 * 1000);
      const me = expectData(await getUser(data.token), userSchema);
      expect(me).toEqual(data.user);
      const [row] = await t.database.query('select password_hash from users where id = $1', [data.user.id]);
      expect(String(row?.password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('refuses a taken e-mail in any letter case with 409', async () => {
      const first = await registerUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          email: first.email.toUpperCase(),
          password: GOOD_PASSWORD,
          firstName: 'A',
          lastName: 'B',
          termsAccepted: true,
          marketingConsent: false,
        },
      });
      const body = expectError(res, 409, 'CONFLICT');
      expect(body.errors?.email?.[0]).toBe('Účet s tímto e-mailem už existuje');
    });

    it('answers bad input with 400 and per-field messages in Czech or English', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email: 'not-an-email', password: 'short', firstName: 42, termsAccepted: 'yes', extra: 1 },
      });
      const body = expectError(res, 400, 'VALIDATION_ERROR');
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(
        ['email', 'extra', 'firstName', 'lastName', 'password', 'termsAccepted'].sort(),
      );
      expect(body.errors?.password?.[0]).toBe('Musí mít alespoň 8 znaků.');
      const en = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
        payload: { email: 'x@example.cz', password: 'short', firstName: 'A', lastName: 'B', termsAccepted: true },
      });
      expect(expectError(en, 400).errors?.password?.[0]).toBe('Must be at least 8 characters long.');
    });

    it('refuses the most common passwords and allows long ones without composition rules', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          email: uniqueEmail(),
          password: 'Password123',
          firstName: 'A',
          lastName: 'B',
          termsAccepted: true,
          marketingConsent: false,
        },
      });
      expect(expectError(res, 400, 'VALIDATION_ERROR').errors?.password?.[0]).toBe(
        'Toto heslo je příliš běžné. Zvolte prosím jiné.',
      );
      await registerUser(t.app, { password: 'a'.repeat(64) });
      await registerUser(t.app, { password: 'žluťoučký kůň úpěl ďábelské ódy '.repeat(4).slice(0, 128) });
    });

    it('answers malformed JSON and invalid UTF-8 with 400, never 500', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expectError(malformed, 400);
      const badUtf8 = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        headers: { 'content-type': 'application/json' },
        payload: Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      });
      expectError(badUtf8, 400);
    });
  });

  describe('POST /api/login_check', () => {
    it('signs in with the e-mail in any case and records the sign-in', async () => {
      const user = await registerUser(t.app);
      const data = await login(t.app, `  ${user.email.toUpperCase()} `.trim(), user.password);
      expect(data.user.id).toBe(user.user.id);
      expectData(await getUser(data.token), userSchema);
    });

    it('answers a wrong password and an unknown e-mail the same way', async () => {
      const user = await registerUser(t.app);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { email: user.email, password: 'nesprávné heslo' },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { email: uniqueEmail('nobody'), password: 'nesprávné heslo' },
      });
      const a = expectError(wrong, 401, 'INVALID_CREDENTIALS');
      const b = expectError(unknown, 401, 'INVALID_CREDENTIALS');
      expect({ ...a, requestId: '' }).toEqual({ ...b, requestId: '' });
      expect(a.message).toBe('Neplatné přihlašovací údaje');
    });

    it('takes about as long for an unknown e-mail as for a wrong password (a dummy hash is verified)', async () => {
      const user = await registerUser(t.app);
      const time = async (email: string, i: number) => {
        const started = performance.now();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/login_check',
          payload: { email, password: `zkouška ${i}` },
          remoteAddress: `198.18.0.${i + 1}`,
        });
        expect(res.statusCode).toBe(401);
        return performance.now() - started;
      };
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++) {
        known.push(await time(user.email, i));
        unknown.push(await time(uniqueEmail('nikdo'), i + 10));
      }
      const ratio = median(unknown) / median(known);
      expect(ratio).toBeGreaterThan(0.33);
      expect(ratio).toBeLessThan(3);
    });

    it('throttles one e-mail from one IP without locking the owner out elsewhere', async () => {
      const user = await registerUser(t.app);
      const attacker = { remoteAddress: '203.0.113.7' };
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/login_check',
          payload: { email: user.email, password: `guess ${i} guess` },
          ...attacker,
        });
        expectError(res, 401, 'INVALID_CREDENTIALS');
      }
      const blocked = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { email: user.email, password: user.password },
        ...attacker,
      });
      expectError(blocked, 429, 'RATE_LIMITED');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The owner, from their own address, still signs in.
      await login(t.app, user.email, user.password, { remoteAddress: '198.51.100.20' });
      // After the window the attacker's address may try again.
      t.clock.advance(15 * 60 * 1000 + 1000);
      await login(t.app, user.email, user.password, attacker);
    });
  });

  it('throttles one IP that tries many e-mails (credential stuffing)', async () => {
    const stuffer = { remoteAddress: '203.0.113.99' };
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { email: uniqueEmail('victim'), password: 'leaked password' },
        ...stuffer,
      });
      expectError(res, 401, 'INVALID_CREDENTIALS');
    }
    const user = await registerUser(t.app);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: user.email, password: user.password },
      ...stuffer,
    });
    expectError(blocked, 429, 'RATE_LIMITED');
    await login(t.app, user.email, user.password);
  });

  describe('POST /api/refresh-token', () => {
    it('rotates the refresh token on every use', async () => {
      const user = await registerUser(t.app);
      const first = expectData(await refresh(user.refreshToken), refreshTokenDataSchema);
      expect(first.refreshToken).not.toBe(user.refreshToken);
      expect(first.token).not.toBe(user.token);
      expectData(await getUser(first.token), userSchema);
      const second = expectData(await refresh(first.refreshToken), refreshTokenDataSchema);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      const [row] = await t.database.query('select count(*)::int as n from refresh_tokens where token_hash = $1', [
        second.refreshToken,
      ]);
      expect(row?.n).toBe(0); // stored hashed only
    });

    it('revokes the whole family when a rotated token comes back after the grace window', async () => {
      const user = await registerUser(t.app);
      const next = expectData(await refresh(user.refreshToken), refreshTokenDataSchema);
      t.clock.advance(11_000);
      const reuse = expectError(await refresh(user.refreshToken), 401, 'REFRESH_TOKEN_UNAVAILABLE');
      expect(reuse.message).toContain('už byl použit');
      // The thief's successor and the session's access tokens are dead too.
      expectError(await refresh(next.refreshToken), 401);
      expectError(await getUser(next.token), 401);
      expectError(await getUser(user.token), 401);
    });

    it('lets 10 concurrent refreshes with one token succeed with the same successor', async () => {
      const user = await registerUser(t.app);
      const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(user.refreshToken)));
      const data = answers.map((res) => expectData(res, refreshTokenDataSchema));
      expect(new Set(data.map((d) => d.refreshToken)).size).toBe(1);
      // No false revocation: the successor goes on working.
      const after = expectData(await refresh(data[0]?.refreshToken ?? ''), refreshTokenDataSchema);
      expectData(await getUser(after.token), userSchema);
    });

    it('refuses an unknown, blank or expired token', async () => {
      expectError(await refresh('rt_unknown_unknown_unknown'), 401, 'REFRESH_TOKEN_UNAVAILABLE');
      expectError(await refresh('   '), 400, 'VALIDATION_ERROR');
      const user = await registerUser(t.app);
      t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
      expectError(await refresh(user.refreshToken), 401, 'REFRESH_TOKEN_UNAVAILABLE');
    });
  });

  describe('POST /api/logout', () => {
    it('revokes the session of the bearer token (no body, or an empty JSON body)', async () => {
      const user = await registerUser(t.app);
      const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(user.token) });
      expectData(res, logoutDataSchema);
      const other = await registerUser(t.app);
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { ...bearer(other.token), 'content-type': 'application/json' },
      });
      expectData(empty, logoutDataSchema);
      expectError(await getUser(other.token), 401);
      expectError(await getUser(user.token), 401);
      expectError(await refresh(user.refreshToken), 401);
    });

    it('revokes the session of a refresh token when the access token has expired', async () => {
      const user = await registerUser(t.app);
      t.clock.advance(16 * 60 * 1000);
      expectError(await getUser(user.token), 401, 'TOKEN_EXPIRED');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(user.token),
        payload: { refreshToken: user.refreshToken },
      });
      expectData(res, logoutDataSchema);
      expectError(await refresh(user.refreshToken), 401);
    });
  });

  describe('access tokens', () => {
    const key = () => new Uint8Array(createHmac('sha256', t.config.jwtSecret).update('hlidka:access-token').digest());
    const forge = async (user: { user: { id: string } }, sid: string, o: { aud?: string; exp?: number } = {}) => {
      const now = Math.floor(t.clock.now().getTime() / 1000);
      return new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(user.user.id)
        .setIssuer(JWT_ISSUER)
        .setAudience(o.aud ?? JWT_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(o.exp ?? now + 600)
        .sign(key());
    };

    it('refuses alg none, a wrong signature, an expired token, a wrong audience and a refresh token', async () => {
      const user = await registerUser(t.app);
      const sid = (await t.database.query('select id from sessions where user_id = $1', [user.user.id]))[0]
        ?.id as string;
      expectData(await getUser(await forge(user, sid)), userSchema);

      const none = new UnsecuredJWT({ sid })
        .setSubject(user.user.id)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .encode();
      expectError(await getUser(none), 401, 'UNAUTHORIZED');
      const [h, p] = user.token.split('.');
      expectError(await getUser(`${h}.${p}.${'A'.repeat(43)}`), 401, 'UNAUTHORIZED');
      const now = Math.floor(t.clock.now().getTime() / 1000);
      expectError(await getUser(await forge(user, sid, { exp: now - 5 })), 401, 'TOKEN_EXPIRED');
      expectError(await getUser(await forge(user, sid, { aud: 'someone-else' })), 401, 'UNAUTHORIZED');
      expectError(await getUser(user.refreshToken), 401, 'UNAUTHORIZED');
      expectError(await t.app.inject({ method: 'GET', url: '/api/user' }), 401, 'UNAUTHORIZED');
      const basic = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: 'Basic eDp5' } });
      expectError(basic, 401);
    });

    it('expire after about 15 minutes', async () => {
      const user = await registerUser(t.app);
      t.clock.advance(14 * 60 * 1000);
      expectData(await getUser(user.token), userSchema);
      t.clock.advance(2 * 60 * 1000);
      const body = expectError(await getUser(user.token), 401, 'TOKEN_EXPIRED');
      expect(body.message).toBe('Vaše přihlášení vypršelo. Přihlaste se prosím znovu.');
    });
  });

  describe('forgotten password', () => {
    const linkToken = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

    it('mails a single-use link valid for an hour, and the reset signs every session out', async () => {
      const user = await registerUser(t.app);
      t.mailer.clear();
      const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: uniqueEmail('ghost') },
      });
      expectData(res, forgotPasswordDataSchema);
      expectData(unknown, forgotPasswordDataSchema);
      expect({ ...res.json(), requestId: 0 }).toEqual({ ...unknown.json(), requestId: 0 });
      await expect.poll(() => t.mailer.to(user.email).length).toBe(1);
      expect(t.mailer.sent).toHaveLength(1);
      const mail = t.mailer.to(user.email)[0];
      expect(mail?.subject).toBe('Obnovení hesla – Hlídka');
      expect(mail?.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
      const token = linkToken(mail?.text ?? '');
      expect(token).toBeDefined();

      const newPassword = 'Nové heslo pro Janu';
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token, password: newPassword },
      });
      expectData(reset, resetPasswordDataSchema);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token, password: 'Ještě jiné heslo 1' },
      });
      expectError(again, 400, 'VALIDATION_ERROR');
      expectError(await refresh(user.refreshToken), 401);
      expectError(await getUser(user.token), 401);
      await login(t.app, user.email, newPassword);
      expectError(
        await t.app.inject({
          method: 'POST',
          url: '/api/login_check',
          payload: { email: user.email, password: user.password },
        }),
        401,
      );
    });

    it('limits requests per IP', async () => {
      const from = { remoteAddress: '203.0.113.50' };
      for (let i = 0; i < 10; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: uniqueEmail('flood') },
          ...from,
        });
        expectData(res, forgotPasswordDataSchema);
      }
      const limited = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: uniqueEmail('flood') },
        ...from,
      });
      expectError(limited, 429, 'RATE_LIMITED');
    });

    it('refuses an expired link', async () => {
      const user = await registerUser(t.app);
      t.mailer.clear();
      await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
      await expect.poll(() => t.mailer.to(user.email).length).toBe(1);
      const token = linkToken(t.mailer.to(user.email)[0]?.text ?? '');
      t.clock.advance(60 * 60 * 1000 + 1000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token, password: 'Úplně nové heslo' },
      });
      expect(expectError(res, 400, 'VALIDATION_ERROR').errors?.token).toBeDefined();
    });
  });
});
