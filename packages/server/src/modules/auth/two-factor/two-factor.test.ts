import {
  authSessionDataSchema,
  createdApiKeyDataSchema,
  loginAnswerSchema,
  loginHistoryDataSchema,
  passkeyDataSchema,
  passkeyOptionsDataSchema,
  recoveryCodesDataSchema,
  TWO_FACTOR_CHALLENGE_TTL_MS,
  type TwoFactorChallenge,
  totpSetupDataSchema,
  twoFactorChallengeSchema,
  twoFactorChangeDataSchema,
  twoFactorStatusDataSchema,
  userSchema,
} from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { describeEachApp } from '../../../testing/app';
import { bearer, expectData, expectError, type Registered, registerUser } from '../../../testing/auth';
import { SoftwareAuthenticator } from '../../../testing/software-authenticator';
import { enableTotp, totpCode } from '../../../testing/two-factor';

describeEachApp('two-factor sign-in', (t) => {
  const post = (url: string, payload?: unknown, token?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
  const passwordStep = async (user: Registered): Promise<TwoFactorChallenge> => {
    const answer = expectData(
      await post('/api/login_check', { email: user.email, password: user.password }),
      loginAnswerSchema,
    );
    expect(answer).not.toHaveProperty('token');
    return twoFactorChallengeSchema.parse(answer);
  };
  const secondStep = (body: Record<string, unknown>) => post('/api/login/two-factor', body);
  const status = async (token: string) =>
    expectData(
      await t.app.inject({ method: 'GET', url: '/api/user/two-factor', headers: bearer(token) }),
      twoFactorStatusDataSchema,
    ).twoFactor;

  describe('authenticator app', () => {
    it('sets up with a QR code, turns on only with a correct code, and shows 10 recovery codes once', async () => {
      const user = await registerUser(t.app);
      const setup = expectData(
        await post('/api/user/two-factor/totp/setup', undefined, user.token),
        totpSetupDataSchema,
      );
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Hl%C3%ADdka:.*secret=/);
      expect(Buffer.from(setup.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain(
        '<svg',
      );
      expect((await status(user.token)).enabled).toBe(false);

      const wrong = expectError(
        await post('/api/user/two-factor/totp/confirm', { code: totpCode(setup.secret, t.clock.now(), 5) }, user.token),
        400,
        'VALIDATION_ERROR',
      );
      expect(wrong.errors?.code?.[0]).toContain('Kód není správný');

      const confirmed = expectData(
        await post('/api/user/two-factor/totp/confirm', { code: totpCode(setup.secret, t.clock.now()) }, user.token),
        twoFactorChangeDataSchema,
      );
      expect(confirmed.twoFactor).toMatchObject({ enabled: true, totp: { enabled: true }, recoveryCodesRemaining: 10 });
      expect(confirmed.recoveryCodes).toHaveLength(10);
      expect(new Set(confirmed.recoveryCodes).size).toBe(10);
      const me = expectData(
        await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) }),
        userSchema,
      );
      expect(me.twoFactorEnabled).toBe(true);

      // Stored: the secret only encrypted, the recovery codes only hashed.
      const [totpRow] = await t.database.query('select secret_encrypted from totp_credentials where user_id = $1', [
        user.user.id,
      ]);
      expect(String(totpRow?.secret_encrypted)).not.toContain(setup.secret);
      const hashes = await t.database.query('select code_hash from recovery_codes where user_id = $1', [user.user.id]);
      expect(hashes).toHaveLength(10);
      const stored = hashes.map((row) => String(row.code_hash)).join(' ');
      for (const code of confirmed.recoveryCodes ?? []) expect(stored).not.toContain(code.replace('-', ''));
      // Never again: a second setup is refused while the app is on, and the status shows no secret.
      expectError(await post('/api/user/two-factor/totp/setup', undefined, user.token), 409, 'CONFLICT');
      expect(JSON.stringify(await status(user.token))).not.toContain(setup.secret);
    });

    it('asks for the second step after the password, then signs in with a code, and records it', async () => {
      const user = await registerUser(t.app);
      const { secret } = await enableTotp(t.app, user.token, t.clock);
      const challenge = await passwordStep(user);
      expect(challenge.methods).toEqual(['totp', 'recovery']);
      expect(new Date(challenge.expiresAt).getTime() - t.clock.now().getTime()).toBe(TWO_FACTOR_CHALLENGE_TTL_MS);

      const session = expectData(
        await secondStep({
          challengeToken: challenge.challengeToken,
          method: 'totp',
          code: totpCode(secret, t.clock.now()),
        }),
        authSessionDataSchema,
      );
      expect(session.user.id).toBe(user.user.id);
      const history = expectData(
        await t.app.inject({ method: 'GET', url: '/api/user/login-history', headers: bearer(session.token) }),
        loginHistoryDataSchema,
      );
      expect(history.logins[0]).toMatchObject({ method: 'password', secondFactor: 'totp', success: true });

      // The challenge worked once.
      expectError(
        await secondStep({
          challengeToken: challenge.challengeToken,
          method: 'totp',
          code: totpCode(secret, t.clock.now()),
        }),
        401,
        'TWO_FACTOR_CHALLENGE_INVALID',
      );
    });

    it('refuses a wrong code and a code used before, in the reader’s language', async () => {
      const user = await registerUser(t.app);
      const { secret } = await enableTotp(t.app, user.token, t.clock);
      const code = totpCode(secret, t.clock.now());
      const first = await passwordStep(user);
      expectData(
        await secondStep({ challengeToken: first.challengeToken, method: 'totp', code }),
        authSessionDataSchema,
      );

      const second = await passwordStep(user);
      const replayed = expectError(
        await secondStep({ challengeToken: second.challengeToken, method: 'totp', code }),
        400,
        'VALIDATION_ERROR',
      );
      expect(replayed.errors?.code?.[0]).toContain('už byl použit');
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/login/two-factor',
        headers: { 'accept-language': 'en' },
        payload: { challengeToken: second.challengeToken, method: 'totp', code: '12 34 56' },
      });
      expect(expectError(wrong, 400, 'VALIDATION_ERROR').errors?.code?.[0]).toContain('not correct');
      const shape = expectError(
        await secondStep({ challengeToken: second.challengeToken, method: 'totp', code: '12ab' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(shape.errors?.code?.[0]).toContain('6místný');
      // The next step's code still works with the same challenge.
      t.clock.advance(30_000);
      expectData(
        await secondStep({
          challengeToken: second.challengeToken,
          method: 'totp',
          code: totpCode(secret, t.clock.now()),
        }),
        authSessionDataSchema,
      );
    });

    it('throttles wrong codes like wrong passwords (per e-mail and IP)', async () => {
      const user = await registerUser(t.app);
      const { secret } = await enableTotp(t.app, user.token, t.clock);
      const challenge = await passwordStep(user);
      for (let i = 0; i < 5; i++) {
        expectError(
          await secondStep({ challengeToken: challenge.challengeToken, method: 'totp', code: '000000' }),
          400,
          'VALIDATION_ERROR',
        );
      }
      const limited = await secondStep({
        challengeToken: challenge.challengeToken,
        method: 'totp',
        code: totpCode(secret, t.clock.now()),
      });
      expectError(limited, 429, 'RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The password step is throttled too now.
      expectError(await post('/api/login_check', { email: user.email, password: user.password }), 429, 'RATE_LIMITED');
      t.clock.advance(16 * 60 * 1000);
    });

    it('caps wrong codes per account too, from however many addresses', async () => {
      const user = await registerUser(t.app);
      const { secret } = await enableTotp(t.app, user.token, t.clock);
      const challenge = await passwordStep(user);
      const from = (n: number) => ({ remoteAddress: `10.77.0.${n}` });
      for (let i = 0; i < 10; i++) {
        const wrong = await t.app.inject({
          method: 'POST',
          url: '/api/login/two-factor',
          payload: { challengeToken: challenge.challengeToken, method: 'totp', code: '000000' },
          ...from(i + 1),
        });
        expectError(wrong, 400, 'VALIDATION_ERROR');
      }
      const limited = await t.app.inject({
        method: 'POST',
        url: '/api/login/two-factor',
        payload: { challengeToken: challenge.challengeToken, method: 'totp', code: totpCode(secret, t.clock.now()) },
        ...from(99),
      });
      expectError(limited, 429, 'RATE_LIMITED');
      t.clock.advance(16 * 60 * 1000);
    });

    it('lets a challenge expire after 5 minutes', async () => {
      const user = await registerUser(t.app);
      const { secret } = await enableTotp(t.app, user.token, t.clock);
      const challenge = await passwordStep(user);
      t.clock.advance(TWO_FACTOR_CHALLENGE_TTL_MS + 1000);
      const body = expectError(
        await secondStep({
          challengeToken: challenge.challengeToken,
          method: 'totp',
          code: totpCode(secret, t.clock.now()),
        }),
        401,
        'TWO_FACTOR_CHALLENGE_INVALID',
      );
      expect(body.message).toContain('Zadejte prosím znovu heslo');
      expectError(
        await secondStep({ challengeToken: 'tfc_made-up-challenge-token', method: 'recovery', code: 'AAAAA-BBBBB' }),
        401,
        'TWO_FACTOR_CHALLENGE_INVALID',
      );
    });
  });

  describe('recovery codes', () => {
    it('sign in once each, in any letter case and with or without the dash', async () => {
      const user = await registerUser(t.app);
      const { recoveryCodes } = await enableTotp(t.app, user.token, t.clock);
      const code = recoveryCodes[0] ?? '';
      const first = await passwordStep(user);
      const session = expectData(
        await secondStep({
          challengeToken: first.challengeToken,
          method: 'recovery',
          code: code.toLowerCase().replace('-', ' '),
        }),
        authSessionDataSchema,
      );
      expect((await status(session.token)).recoveryCodesRemaining).toBe(9);
      const second = await passwordStep(user);
      const again = expectError(
        await secondStep({ challengeToken: second.challengeToken, method: 'recovery', code }),
        400,
        'VALIDATION_ERROR',
      );
      expect(again.errors?.code?.[0]).toContain('Záložní kód');
      const history = expectData(
        await t.app.inject({ method: 'GET', url: '/api/user/login-history', headers: bearer(session.token) }),
        loginHistoryDataSchema,
      );
      expect(history.logins.map((l) => [l.secondFactor, l.success])).toContainEqual(['recovery', true]);
    });

    it('are replaced only with the password or a recovery code, and the old ones stop working', async () => {
      const user = await registerUser(t.app);
      const { recoveryCodes } = await enableTotp(t.app, user.token, t.clock);
      const url = '/api/user/two-factor/recovery-codes';
      expectError(await post(url, {}, user.token), 400, 'VALIDATION_ERROR');
      const wrong = expectError(await post(url, { password: 'nesprávné heslo' }, user.token), 400, 'VALIDATION_ERROR');
      expect(wrong.errors?.password?.[0]).toBe('Heslo není správné');
      const fresh = expectData(await post(url, { password: user.password }, user.token), recoveryCodesDataSchema);
      expect(fresh.recoveryCodes).toHaveLength(10);
      const challenge = await passwordStep(user);
      expectError(
        await secondStep({ challengeToken: challenge.challengeToken, method: 'recovery', code: recoveryCodes[1] }),
        400,
        'VALIDATION_ERROR',
      );
      expectData(
        await secondStep({
          challengeToken: challenge.challengeToken,
          method: 'recovery',
          code: fresh.recoveryCodes[0],
        }),
        authSessionDataSchema,
      );
    });
  });

  describe('turning it off', () => {
    it('needs the password or a recovery code; then the password alone signs in again', async () => {
      const user = await registerUser(t.app);
      const { recoveryCodes } = await enableTotp(t.app, user.token, t.clock);
      const url = '/api/user/two-factor/disable';
      const none = expectError(await post(url, {}, user.token), 400, 'VALIDATION_ERROR');
      expect(none.errors?.password?.[0]).toContain('heslo nebo jeden ze záložních kódů');
      expectError(await post(url, { password: 'nesprávné heslo' }, user.token), 400, 'VALIDATION_ERROR');
      expectError(await post(url, { recoveryCode: 'AAAAA-BBBBB' }, user.token), 400, 'VALIDATION_ERROR');
      expect((await status(user.token)).enabled).toBe(true);

      const off = expectData(
        await post(url, { recoveryCode: recoveryCodes[2] }, user.token),
        twoFactorStatusDataSchema,
      );
      expect(off.twoFactor).toEqual({
        enabled: false,
        totp: { enabled: false, confirmedAt: null },
        passkeys: [],
        recoveryCodesRemaining: 0,
      });
      expectData(await post('/api/login_check', { email: user.email, password: user.password }), authSessionDataSchema);

      // On again, off with the password.
      await enableTotp(t.app, user.token, t.clock);
      expectData(await post(url, { password: user.password }, user.token), twoFactorStatusDataSchema);
      const [row] = await t.database.query('select two_factor_enabled from users where id = $1', [user.user.id]);
      expect(row?.two_factor_enabled).toBe(false);
    });
  });

  describe('API keys', () => {
    it('keep working without a second factor, but cannot change two-factor settings', async () => {
      const user = await registerUser(t.app);
      await enableTotp(t.app, user.token, t.clock);
      const created = expectData(
        await post('/api/api-keys', { name: 'Skript' }, user.token),
        createdApiKeyDataSchema,
        201,
      );
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(created.secret) });
      expect(expectData(me, userSchema).id).toBe(user.user.id);
      expectError(
        await post('/api/user/two-factor/disable', { password: user.password }, created.secret),
        403,
        'FORBIDDEN',
      );
      expectError(await post('/api/user/passkeys/registration-options', undefined, created.secret), 403, 'FORBIDDEN');
    });
  });

  describe('passkeys', () => {
    const rp = () => new URL(t.config.publicUrl);
    const addPasskey = async (token: string, authenticator: SoftwareAuthenticator, name = 'MacBook') => {
      const { options } = expectData(
        await post('/api/user/passkeys/registration-options', undefined, token),
        passkeyOptionsDataSchema,
      );
      expect(options).toMatchObject({ rp: { id: rp().hostname, name: 'Hlídka' }, attestation: 'none' });
      return post('/api/user/passkeys', { name, credential: authenticator.register(options) }, token);
    };

    it('are added with a real WebAuthn registration and turn two-factor on with recovery codes', async () => {
      const user = await registerUser(t.app);
      const key = new SoftwareAuthenticator(rp().hostname, rp().origin);
      const added = expectData(await addPasskey(user.token, key), twoFactorChangeDataSchema, 201);
      expect(added.recoveryCodes).toHaveLength(10);
      expect(added.twoFactor.passkeys).toMatchObject([{ name: 'MacBook', lastUsedAt: null }]);
      // A second one: no new recovery codes; the same credential twice is refused.
      const other = new SoftwareAuthenticator(rp().hostname, rp().origin);
      const second = expectData(await addPasskey(user.token, other, 'YubiKey'), twoFactorChangeDataSchema, 201);
      expect(second.recoveryCodes).toBeNull();
      expectError(await addPasskey(user.token, key), 409, 'CONFLICT');

      const id = second.twoFactor.passkeys[1]?.id ?? '';
      const renamed = expectData(
        await t.app.inject({
          method: 'PATCH',
          url: `/api/user/passkeys/${id}`,
          headers: bearer(user.token),
          payload: { name: 'Klíč v šuplíku' },
        }),
        passkeyDataSchema,
      );
      expect(renamed.passkey.name).toBe('Klíč v šuplíku');
      const removed = expectData(
        await t.app.inject({ method: 'DELETE', url: `/api/user/passkeys/${id}`, headers: bearer(user.token) }),
        twoFactorStatusDataSchema,
      );
      expect(removed.twoFactor.passkeys).toHaveLength(1);
      // The last second factor stays until two-factor is turned off.
      const lastId = removed.twoFactor.passkeys[0]?.id ?? '';
      expectError(
        await t.app.inject({ method: 'DELETE', url: `/api/user/passkeys/${lastId}`, headers: bearer(user.token) }),
        409,
        'CONFLICT',
      );
    });

    it('refuse a registration for another origin or without options', async () => {
      const user = await registerUser(t.app);
      const elsewhere = new SoftwareAuthenticator(rp().hostname, 'https://evil.example');
      expectError(await addPasskey(user.token, elsewhere), 400, 'VALIDATION_ERROR');
      const key = new SoftwareAuthenticator(rp().hostname, rp().origin);
      const unasked = await post(
        '/api/user/passkeys',
        { name: 'X', credential: key.register({ challenge: 'bm90LWFza2Vk' }) },
        user.token,
      );
      expect(expectError(unasked, 400, 'VALIDATION_ERROR').errors?.credential).toHaveLength(1);
    });

    it('sign in in the second step with a real assertion; a forged or foreign one is refused', async () => {
      const user = await registerUser(t.app);
      const key = new SoftwareAuthenticator(rp().hostname, rp().origin);
      expectData(await addPasskey(user.token, key), twoFactorChangeDataSchema, 201);
      const challenge = await passwordStep(user);
      expect(challenge.methods).toEqual(['passkey', 'recovery']);
      const { options } = expectData(
        await post('/api/login/two-factor/passkey-options', { challengeToken: challenge.challengeToken }),
        passkeyOptionsDataSchema,
      );
      expect(options).toMatchObject({ rpId: rp().hostname, allowCredentials: [{ id: key.id, type: 'public-key' }] });

      const phishing = key.authenticate(options, 'https://evil.example');
      const refused = expectError(
        await secondStep({ challengeToken: challenge.challengeToken, method: 'passkey', credential: phishing }),
        400,
        'VALIDATION_ERROR',
      );
      expect(refused.errors?.credential).toHaveLength(1);
      const stranger = new SoftwareAuthenticator(rp().hostname, rp().origin);
      expectError(
        await secondStep({
          challengeToken: challenge.challengeToken,
          method: 'passkey',
          credential: stranger.authenticate(options),
        }),
        400,
        'VALIDATION_ERROR',
      );

      const session = expectData(
        await secondStep({
          challengeToken: challenge.challengeToken,
          method: 'passkey',
          credential: key.authenticate(options),
        }),
        authSessionDataSchema,
      );
      const after = await status(session.token);
      expect(after.passkeys[0]?.lastUsedAt).toBe(t.clock.now().toISOString());
      const [row] = await t.database.query('select counter from passkeys where user_id = $1', [user.user.id]);
      expect(Number(row?.counter)).toBeGreaterThan(0);
    });
  });
});
