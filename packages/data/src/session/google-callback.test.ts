import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../testing/msw';
import { PLACEHOLDER_EMAIL_DOMAIN, parseGoogleCallback, placeholderEmail } from './google-callback';
import { GOOGLE_MANAGED_REFRESH } from './refresh-token';

const userId = '3f2a9c1e-77b4-4d2e-9a51-0c6d8e2f4b10';

describe('parseGoogleCallback (spec §5)', () => {
  it.each([
    ['', 'no parameters'],
    [`?user_id=${userId}`, 'no token'],
    ['?token=abc', 'no user id'],
    ['?token=%20&user_id=%20', 'blank values'],
  ])("'Chybí povinné OAuth parametry: token / user_id' for %s (%s)", (search) => {
    expect(() => parseGoogleCallback(search)).toThrow('Chybí povinné OAuth parametry: token / user_id');
  });

  it("an error parameter → 'OAuth error: {value}'", () => {
    expect(() => parseGoogleCallback(`?error=access_denied&token=t&user_id=${userId}`)).toThrow(
      'OAuth error: access_denied',
    );
  });

  it('takes e-mail and names from the URL first', () => {
    const token = fakeJwt({ email: 'from-token@example.cz', given_name: 'Token', family_name: 'Name' });
    const result = parseGoogleCallback(
      `?token=${token}&user_id=${userId}&email=jana@example.cz&first_name=Jana&last_name=Nov%C3%A1kov%C3%A1&refresh_token=r1`,
    );
    expect(result).toMatchObject({
      token,
      userId,
      email: 'jana@example.cz',
      firstName: 'Jana',
      lastName: 'Nováková',
      refreshToken: 'r1',
    });
  });

  it('falls back to the token payload for missing fields', () => {
    const token = fakeJwt({
      email: 'from-token@example.cz',
      given_name: 'Petr',
      family_name: 'Svoboda',
      exp: 2_000_000_000,
    });
    expect(parseGoogleCallback(`?token=${token}&user_id=${userId}`)).toMatchObject({
      email: 'from-token@example.cz',
      firstName: 'Petr',
      lastName: 'Svoboda',
      expiresAt: 2_000_000_000_000,
    });
  });

  it('still no e-mail → placeholder on a local dummy domain from the first 8 characters of the id without dashes', () => {
    const result = parseGoogleCallback(`?token=not-a-jwt&user_id=${userId}`);
    expect(result.email).toBe(`3f2a9c1e@${PLACEHOLDER_EMAIL_DOMAIN}`);
    expect(placeholderEmail('ab-cd-ef-gh-ij')).toBe(`abcdefgh@${PLACEHOLDER_EMAIL_DOMAIN}`);
    expect(PLACEHOLDER_EMAIL_DOMAIN.endsWith('.local')).toBe(true);
  });

  it("no refresh token → the 'Google-managed refresh' marker", () => {
    expect(parseGoogleCallback(`?token=t&user_id=${userId}`).refreshToken).toBe(GOOGLE_MANAGED_REFRESH);
  });
});
