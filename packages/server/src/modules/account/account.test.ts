import {
  accountDeletionCheckDataSchema,
  activeSessionsDataSchema,
  changePasswordDataSchema,
  deleteAccountDataSchema,
  loginHistoryDataSchema,
  loginStatsDataSchema,
  refreshTokenDataSchema,
  terminateOtherSessionsDataSchema,
  terminateSessionDataSchema,
  userDataSchema,
  userSchema,
  userSettingsDataSchema,
} from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, login, registerUser } from '../../testing/auth';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

describeEachApp('account', (t) => {
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

  describe('profile', () => {
    it('GET /api/user, PUT /api/user and PUT /api/profile round-trip Czech names', async () => {
      const user = await registerUser(t.app, { termsAccepted: false });
      expect(expectData(await call('GET', '/api/user', user.token), userSchema).termsAccepted).toBe(false);
      t.clock.advance(1000);
      const updated = expectData(
        await call('PUT', '/api/user', user.token, { firstName: 'Řehoř', lastName: 'Ďurčák' }),
        userSchema,
      );
      expect(updated).toMatchObject({ firstName: 'Řehoř', lastName: 'Ďurčák' });
      expect(updated.updatedAt).not.toBe(user.user.updatedAt);
      const profile = expectData(
        await call('PUT', '/api/profile', user.token, { avatarUrl: 'https://example.cz/ája.png' }),
        userDataSchema,
      );
      expect(profile.user).toMatchObject({ firstName: 'Řehoř', avatarUrl: 'https://example.cz/ája.png' });
      const bad = await call('PUT', '/api/profile', user.token, {
        firstName: '',
        avatarUrl: 'javascript:alert(1)',
        email: 'x',
      });
      const body = expectError(bad, 400, 'VALIDATION_ERROR');
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(['avatarUrl', 'email', 'firstName']);
    });

    it('accepts the terms with marketing consent', async () => {
      const user = await registerUser(t.app, { termsAccepted: false });
      const res = await call('POST', '/api/user/accept-terms', user.token, {
        termsAccepted: true,
        marketingConsent: true,
      });
      const data = expectData(res, userDataSchema);
      expect(data.user).toMatchObject({ termsAccepted: true, marketingConsent: true });
      expect(res.json().message).toBe('Podmínky byly odsouhlaseny');
      expectError(await call('POST', '/api/user/accept-terms', user.token, { termsAccepted: false }), 400);
    });
  });

  describe('settings', () => {
    it('reads and updates settings; the chosen language applies to answers', async () => {
      const user = await registerUser(t.app);
      const initial = expectData(await call('GET', '/api/user/settings', user.token), userSettingsDataSchema);
      expect(initial.settings).toEqual({
        language: 'cs',
        timezone: 'Europe/Prague',
        theme: 'light',
        emailNotifications: true,
        loginAlerts: true,
      });
      const updated = expectData(
        await call('PUT', '/api/user/settings', user.token, {
          language: 'en',
          theme: 'dark',
          timezone: 'America/New_York',
        }),
        userSettingsDataSchema,
      );
      expect(updated.settings).toMatchObject({ language: 'en', theme: 'dark', timezone: 'America/New_York' });
      // From now on validation and handler messages follow the user's language, whatever Accept-Language says.
      const bad = await call('PUT', '/api/user/settings', user.token, { timezone: 'Mars/Olympus', theme: 'pink' });
      const body = expectError(bad, 400, 'VALIDATION_ERROR');
      expect(body.errors?.timezone).toEqual(['Unknown time zone.']);
      expect(body.errors?.theme).toBeDefined();
      const missing = await call(
        'POST',
        '/api/user/sessions/00000000-0000-4000-8000-000000000000/terminate',
        user.token,
      );
      expect(expectError(missing, 404, 'NOT_FOUND').message).toBe('Session not found');
      const again = expectData(await call('GET', '/api/user/settings', user.token), userSettingsDataSchema);
      expect(again.settings.language).toBe('en');
    });
  });

  describe('POST /api/user/change-password', () => {
    it('needs the current password, and signs out every other session', async () => {
      const user = await registerUser(t.app);
      const other = await login(t.app, user.email, user.password);
      const wrong = await call('POST', '/api/user/change-password', user.token, {
        currentPassword: 'tohle není ono',
        newPassword: 'Úplně nové heslo',
      });
      expect(expectError(wrong, 400, 'VALIDATION_ERROR').errors?.currentPassword).toEqual([
        'Současné heslo není správné',
      ]);
      const common = await call('POST', '/api/user/change-password', user.token, {
        currentPassword: user.password,
        newPassword: 'qwertyuiop',
      });
      expect(expectError(common, 400).errors?.newPassword).toBeDefined();
      const ok = await call('POST', '/api/user/change-password', user.token, {
        currentPassword: user.password,
        newPassword: 'Úplně nové heslo',
      });
      expect(expectData(ok, changePasswordDataSchema)).toEqual({ changed: true, otherSessionsRevoked: 1 });
      // This session goes on; the other is over.
      expectData(await call('GET', '/api/user', user.token), userSchema);
      expectError(await call('GET', '/api/user', other.token), 401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/refresh-token',
        payload: { refreshToken: other.refreshToken },
      });
      expectError(refresh, 401);
      expectData(
        await t.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken: user.refreshToken } }),
        refreshTokenDataSchema,
      );
      await login(t.app, user.email, 'Úplně nové heslo');
    });
  });

  describe('sign-in history', () => {
    it('records sign-ins with browser and OS, flags a new device and failures, and e-mails the user', async () => {
      const user = await registerUser(t.app, {}, { headers: { 'user-agent': FIREFOX_LINUX } });
      t.mailer.clear();
      t.clock.advance(60_000);
      await login(t.app, user.email, user.password, { headers: { 'user-agent': FIREFOX_LINUX } });
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/login_check',
          headers: { 'user-agent': SAFARI_IPHONE },
          payload: { email: user.email, password: `špatně ${i} špatně` },
        });
        expectError(res, 401);
      }
      t.clock.advance(60_000);
      await login(t.app, user.email, user.password, { headers: { 'user-agent': SAFARI_IPHONE } });

      const history = expectData(await call('GET', '/api/user/login-history', user.token), loginHistoryDataSchema);
      expect(history.pagination).toEqual({ page: 1, limit: 20, total: 6, totalPages: 1 });
      const [latest] = history.logins;
      expect(latest).toMatchObject({
        success: true,
        method: 'password',
        browser: 'Mobile Safari 17',
        os: 'iOS 17.2',
        device: 'mobile',
        suspicious: true,
      });
      expect(latest?.suspiciousReasons.sort()).toEqual(['many_failures', 'new_device']);
      expect(history.logins.filter((l) => !l.success)).toHaveLength(3);

      const page = expectData(
        await call('GET', '/api/user/login-history?page=2&limit=4', user.token),
        loginHistoryDataSchema,
      );
      expect(page.logins).toHaveLength(2);
      expect(page.pagination).toEqual({ page: 2, limit: 4, total: 6, totalPages: 2 });

      const suspicious = expectData(
        await call('GET', '/api/user/suspicious-logins', user.token),
        loginHistoryDataSchema,
      );
      expect(suspicious.logins.map((l) => l.id)).toEqual([latest?.id]);

      const stats = expectData(await call('GET', '/api/user/login-stats', user.token), loginStatsDataSchema).stats;
      expect(stats).toMatchObject({
        totalLogins: 6,
        successfulLogins: 3,
        failedLogins: 3,
        suspiciousLogins: 1,
        uniqueDevices: 2,
        byMethod: { password: 6, google: 0 },
      });
      expect(stats.lastLoginAt).toBe(t.clock.now().toISOString());

      const from = new Date(t.clock.now().getTime() - 30_000).toISOString();
      const ranged = expectData(
        await call('GET', `/api/user/login-history?from=${encodeURIComponent(from)}`, user.token),
        loginHistoryDataSchema,
      );
      expect(ranged.pagination.total).toBe(1);
      const day = t.clock.now().toISOString().slice(0, 10);
      const byDay = expectData(
        await call('GET', `/api/user/login-stats?from=${day}&to=${day}`, user.token),
        loginStatsDataSchema,
      );
      expect(byDay.stats.totalLogins).toBe(6);

      await expect.poll(() => t.mailer.to(user.email).length).toBe(1);
      const mail = t.mailer.to(user.email)[0];
      expect(mail?.subject).toBe('Neobvyklé přihlášení k účtu – Hlídka');
      expect(mail?.text).toContain('Mobile Safari 17');

      for (const query of ['page=0', 'limit=1000', 'from=yesterday', 'sort=ip']) {
        expectError(await call('GET', `/api/user/login-history?${query}`, user.token), 400, 'VALIDATION_ERROR');
      }
    });

    it('writes the warning in the user’s language', async () => {
      const user = await registerUser(t.app, {}, { headers: { 'user-agent': FIREFOX_LINUX } });
      await call('PUT', '/api/user/settings', user.token, { language: 'en' });
      t.mailer.clear();
      await login(t.app, user.email, user.password, { headers: { 'user-agent': SAFARI_IPHONE } });
      await expect.poll(() => t.mailer.to(user.email).length).toBe(1);
      expect(t.mailer.to(user.email)[0]?.subject).toBe('Unusual sign-in to your account – Hlídka');
    });
  });

  describe('sessions', () => {
    it('lists active sessions with the current one, terminates one and all others; 404 for another user’s', async () => {
      const user = await registerUser(t.app, {}, { headers: { 'user-agent': FIREFOX_LINUX } });
      const phone = await login(t.app, user.email, user.password, { headers: { 'user-agent': SAFARI_IPHONE } });
      const third = await login(t.app, user.email, user.password);
      const list = expectData(await call('GET', '/api/user/active-sessions', user.token), activeSessionsDataSchema);
      expect(list.sessions).toHaveLength(3);
      expect(list.sessions.filter((s) => s.current)).toHaveLength(1);
      const current = list.sessions.find((s) => s.current);
      expect(current).toMatchObject({ browser: 'Firefox 128', os: 'Linux', device: 'desktop', method: 'password' });
      const phoneSession = list.sessions.find((s) => s.browser === 'Mobile Safari 17');
      if (!phoneSession) throw new Error('no phone session');

      // Another user cannot see or end these sessions.
      const stranger = await registerUser(t.app);
      const strangerList = expectData(
        await call('GET', '/api/user/active-sessions', stranger.token),
        activeSessionsDataSchema,
      );
      expect(strangerList.sessions.map((s) => s.id)).not.toContain(phoneSession.id);
      expectError(
        await call('POST', `/api/user/sessions/${phoneSession.id}/terminate`, stranger.token),
        404,
        'NOT_FOUND',
      );
      expectError(await call('POST', '/api/user/sessions/not-a-uuid/terminate', stranger.token), 400);
      expectData(await call('GET', '/api/user', phone.token), userSchema);

      expectData(
        await call('POST', `/api/user/sessions/${phoneSession.id}/terminate`, user.token),
        terminateSessionDataSchema,
      );
      expectError(await call('GET', '/api/user', phone.token), 401);
      expectError(await call('POST', `/api/user/sessions/${phoneSession.id}/terminate`, user.token), 404);

      const others = expectData(
        await call('POST', '/api/user/sessions/terminate-all-others', user.token),
        terminateOtherSessionsDataSchema,
      );
      expect(others.terminated).toBe(1);
      expectError(await call('GET', '/api/user', third.token), 401);
      const after = expectData(await call('GET', '/api/user/active-sessions', user.token), activeSessionsDataSchema);
      expect(after.sessions.map((s) => s.current)).toEqual([true]);
    });
  });

  describe('account deletion', () => {
    it('checks, needs the password, and removes every piece of the user’s data', async () => {
      const user = await registerUser(t.app);
      await call('POST', '/api/api-keys', user.token, { name: 'Skript' });
      const check = expectData(
        await call('GET', '/api/account/deletion/check', user.token),
        accountDeletionCheckDataSchema,
      );
      expect(check).toMatchObject({ canDelete: true, requiresPassword: true, confirmationPhrase: null, blockers: [] });
      expect(check.willDelete.length).toBeGreaterThan(0);

      const noPassword = await t.app.inject({
        method: 'DELETE',
        url: '/api/account/delete',
        headers: bearer(user.token),
        payload: {},
      });
      expect(expectError(noPassword, 400).errors?.password).toEqual(['Pro smazání účtu zadejte své heslo']);
      const wrong = await t.app.inject({
        method: 'DELETE',
        url: '/api/account/delete',
        headers: bearer(user.token),
        payload: { password: 'nesprávné heslo' },
      });
      expectError(wrong, 400);

      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/account/delete',
        headers: bearer(user.token),
        payload: { password: user.password },
      });
      expectData(res, deleteAccountDataSchema);
      expectError(await call('GET', '/api/user', user.token), 401);
      for (const table of [
        'users',
        'sessions',
        'refresh_tokens',
        'login_events',
        'api_keys',
        'password_reset_tokens',
      ]) {
        const column = table === 'users' ? 'id' : table === 'refresh_tokens' ? 'session_id' : 'user_id';
        const sql =
          table === 'refresh_tokens'
            ? `select count(*)::int as n from refresh_tokens where ${column} not in (select id from sessions)`
            : `select count(*)::int as n from ${table} where ${column} = $1`;
        const [row] = await t.database.query(sql, table === 'refresh_tokens' ? [] : [user.user.id]);
        expect(row?.n, table).toBe(0);
      }
      const [events] = await t.database.query('select count(*)::int as n from login_events where email = $1', [
        user.email,
      ]);
      expect(events?.n).toBe(0);
    });
  });
});
