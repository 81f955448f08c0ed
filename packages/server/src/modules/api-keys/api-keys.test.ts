import { apiKeyListDataSchema, createdApiKeyDataSchema, revokeApiKeyDataSchema, userSchema } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, login, registerUser } from '../../testing/auth';

describeEachApp('api keys', (t) => {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

  describe('/api/api-keys', () => {
    it('creates a key shown once, lists it without the secret, authenticates with it, and revokes it', async () => {
      const user = await registerUser(t.app);
      const created = expectData(
        await call('POST', '/api/api-keys', user.token, { name: 'Nasazovací skript – produkce' }),
        createdApiKeyDataSchema,
        201,
      );
      expect(created.secret).toMatch(/^hk_[A-Za-z0-9_-]{43}$/);
      expect(created.apiKey).toMatchObject({ name: 'Nasazovací skript – produkce', lastUsedAt: null, expiresAt: null });
      expect(created.secret.startsWith(created.apiKey.prefix)).toBe(true);
      const [stored] = await t.database.query('select key_hash from api_keys where id = $1', [created.apiKey.id]);
      expect(stored?.key_hash).not.toContain(created.secret.slice(3));

      const list = expectData(await call('GET', '/api/api-keys', user.token), apiKeyListDataSchema);
      expect(list.apiKeys.map((k) => k.id)).toEqual([created.apiKey.id]);
      expect(JSON.stringify(list)).not.toContain(created.secret);

      // The key acts with the owner's rights…
      const me = expectData(await call('GET', '/api/user', created.secret), userSchema);
      expect(me.id).toBe(user.user.id);
      const listed = expectData(await call('GET', '/api/api-keys', created.secret), apiKeyListDataSchema);
      expect(listed.apiKeys[0]?.lastUsedAt).toBe(t.clock.now().toISOString());
      // …but cannot mint keys, change the password or delete the account.
      expectError(await call('POST', '/api/api-keys', created.secret, { name: 'x' }), 403, 'FORBIDDEN');
      expectError(
        await call('POST', '/api/user/change-password', created.secret, {
          currentPassword: user.password,
          newPassword: 'Jiné heslo 123',
        }),
        403,
      );
      expectError(await call('DELETE', '/api/account/delete', created.secret, { password: user.password }), 403);

      // Another user can neither see nor revoke it.
      const stranger = await registerUser(t.app);
      expect(expectData(await call('GET', '/api/api-keys', stranger.token), apiKeyListDataSchema).apiKeys).toEqual([]);
      expectError(await call('DELETE', `/api/api-keys/${created.apiKey.id}`, stranger.token), 404, 'NOT_FOUND');

      expectData(await call('DELETE', `/api/api-keys/${created.apiKey.id}`, user.token), revokeApiKeyDataSchema);
      expectError(await call('GET', '/api/user', created.secret), 401, 'UNAUTHORIZED');
      expectError(await call('DELETE', `/api/api-keys/${created.apiKey.id}`, user.token), 404);
      expect(expectData(await call('GET', '/api/api-keys', user.token), apiKeyListDataSchema).apiKeys).toEqual([]);
    });

    it('expires keys, refuses unknown keys and bad input', async () => {
      const user = await registerUser(t.app);
      const expiresAt = new Date(t.clock.now().getTime() + 60 * 60 * 1000).toISOString();
      const created = expectData(
        await call('POST', '/api/api-keys', user.token, { name: 'Krátký', expiresAt }),
        createdApiKeyDataSchema,
        201,
      );
      expect(created.apiKey.expiresAt).toBe(expiresAt);
      expectData(await call('GET', '/api/user', created.secret), userSchema);
      t.clock.advance(60 * 60 * 1000 + 1);
      expectError(await call('GET', '/api/user', created.secret), 401);
      expectError(await call('GET', '/api/user', `hk_${'x'.repeat(43)}`), 401);

      const { token } = await login(t.app, user.email, user.password);
      const past = await call('POST', '/api/api-keys', token, { name: 'Starý', expiresAt: '2000-01-01T00:00:00Z' });
      expect(expectError(past, 400).errors?.expiresAt).toBeDefined();
      const bad = await call('POST', '/api/api-keys', token, { name: '', scopes: ['all'] });
      expect(Object.keys(expectError(bad, 400).errors ?? {}).sort()).toEqual(['name', 'scopes']);
      expectError(await call('DELETE', '/api/api-keys/123', token), 400);
    });
  });
});
