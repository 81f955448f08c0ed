import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAuthSession } from '../mocks/fixtures';
import { BASE, createTestClient, setupMockServer } from '../testing/msw';
import { createAuthActions } from './auth';

const server = setupMockServer();

const challenge = {
  twoFactorRequired: true,
  challengeToken: 'tfc_challenge-token-0123456789',
  methods: ['totp', 'passkey', 'recovery'],
  expiresAt: '2026-11-26T10:05:00.000Z',
};

describe('two-factor sign-in', () => {
  it('answers the challenge after the password and signs nobody in until the second step', async () => {
    const { client, storage } = createTestClient();
    const auth = createAuthActions(client);
    server.use(http.post(`${BASE}/api/login_check`, () => HttpResponse.json({ success: true, data: challenge })));
    const answer = await auth.login({ email: 'jana.novakova@example.cz', password: 'tajne-heslo' });
    expect(answer).toEqual(challenge);
    expect(client.session.getState().isAuthenticated).toBe(false);
    expect(storage.getItem('token')).toBeNull();

    let sent: unknown;
    server.use(
      http.post(`${BASE}/api/login/two-factor`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, data: createAuthSession() });
      }),
    );
    await auth.completeTwoFactor({ challengeToken: challenge.challengeToken, method: 'totp', code: '123456' }, 'email');
    expect(sent).toEqual({ challengeToken: challenge.challengeToken, method: 'totp', code: '123456' });
    expect(client.session.getState()).toMatchObject({
      isAuthenticated: true,
      token: 'access-token-1',
      authMethod: 'email',
    });
  });

  it('keeps the server’s field error of a wrong code', async () => {
    const { client } = createTestClient();
    server.use(
      http.post(`${BASE}/api/login/two-factor`, () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'Kód není správný',
            errors: { code: ['Kód není správný'] },
          },
          { status: 400 },
        ),
      ),
    );
    await expect(
      createAuthActions(client).completeTwoFactor(
        { challengeToken: challenge.challengeToken, method: 'totp', code: '000000' },
        'email',
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR', errors: { code: 'Kód není správný' } });
    expect(client.session.getState().isAuthenticated).toBe(false);
  });

  it('takes an expired challenge (401) as an answer, not as an expired session', async () => {
    const { client } = createTestClient();
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/api/refresh-token`, () => {
        refreshes += 1;
        return HttpResponse.json({ success: false, code: 'REFRESH_TOKEN_UNAVAILABLE' }, { status: 401 });
      }),
      http.post(`${BASE}/api/login/two-factor`, () =>
        HttpResponse.json(
          { success: false, code: 'TWO_FACTOR_CHALLENGE_INVALID', message: 'Přihlášení vypršelo' },
          { status: 401 },
        ),
      ),
    );
    await expect(
      createAuthActions(client).completeTwoFactor(
        { challengeToken: challenge.challengeToken, method: 'recovery', code: 'AAAAA-BBBBB' },
        'email',
      ),
    ).rejects.toMatchObject({ code: 'TWO_FACTOR_CHALLENGE_INVALID', status: 401 });
    expect(refreshes).toBe(0);
  });

  it('reads the challenge of a Google callback, and nothing from an ordinary one', () => {
    const { client } = createTestClient();
    const auth = createAuthActions(client);
    expect(
      auth.googleTwoFactorChallenge(
        '?two_factor_challenge=tfc_abc&methods=totp,bogus,recovery&expires_at=2026-11-26T10%3A05%3A00.000Z',
      ),
    ).toEqual({
      twoFactorRequired: true,
      challengeToken: 'tfc_abc',
      methods: ['totp', 'recovery'],
      expiresAt: '2026-11-26T10:05:00.000Z',
    });
    expect(auth.googleTwoFactorChallenge('?token=abc&user_id=1')).toBeNull();
  });
});
