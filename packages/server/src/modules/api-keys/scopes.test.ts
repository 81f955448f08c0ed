import { apiKeyListDataSchema, createdApiKeyDataSchema, websiteListDataSchema } from '@hlidka/contract';
import { expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import type { Registered } from '../../testing/auth';
import { insertWebsite } from '../../testing/incidents';
import { addMember, bearer, createTeam, expectData, expectError, registerUser } from '../../testing/teams';

/**
 * Issue 30 item 4: a key has scopes (read-only, or read/write per resource of the permission table), an optional
 * expiry and its last use (time and address); it never does more than its creator's current role allows.
 */
describeEachApp('scoped, expiring API keys', (t) => {
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, token: string, payload?: object, remoteAddress?: string) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload }),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const keyOf = async (user: Registered, body: object) =>
    expectData(
      await call('POST', '/api/api-keys', user.token, { name: 'Skript', ...body }),
      createdApiKeyDataSchema,
      201,
    );

  it('a read-only key reads and cannot change; a per-resource key writes only where it may', async () => {
    const user = await registerUser(t.app);
    const site = await insertWebsite(t.database.db, user.user.id, { name: 'Můj web' });
    const readOnly = await keyOf(user, { scopes: { websites: 'read', incidents: 'read' } });
    expect(readOnly.apiKey.scopes).toEqual({ websites: 'read', incidents: 'read' });

    const list = expectData(await call('GET', '/api/websites', readOnly.secret), websiteListDataSchema);
    expect(list.websites.map((w) => w.id)).toContain(site);
    const refused = expectError(
      await call('PUT', `/api/websites/${site}`, readOnly.secret, { name: 'Jinak' }),
      403,
      'API_KEY_SCOPE',
    );
    expect(refused.message).toBe('Oprávnění tohoto API klíče tuto akci nezahrnují');
    // Outside its scopes entirely: status pages, the account.
    expectError(await call('GET', '/api/status-pages', readOnly.secret), 403, 'API_KEY_SCOPE');
    expectError(await call('GET', '/api/user', readOnly.secret), 403, 'API_KEY_SCOPE');

    const writer = await keyOf(user, { scopes: { websites: 'write' } });
    expect((await call('PUT', `/api/websites/${site}`, writer.secret, { name: 'Jinak' })).statusCode).toBe(200);
    expectError(await call('GET', '/api/incidents', writer.secret), 403, 'API_KEY_SCOPE');
  });

  it('never does more than the creator’s current role allows, and dies for the team with the membership', async () => {
    const owner = await registerUser(t.app);
    const teamId = (await createTeam(t.app, owner)).id;
    const member = await addMember(t, owner, teamId, 'editor');
    const site = await insertWebsite(t.database.db, owner.user.id, { name: 'Týmový web', teamId });
    const key = await keyOf(member, { scopes: { websites: 'write' } });
    expect((await call('PUT', `/api/websites/${site}`, key.secret, { name: 'Editor' })).statusCode).toBe(200);

    // The creator becomes a viewer: the key's write scope no longer helps.
    const demoted = await call('PUT', `/api/teams/${teamId}/members/${member.user.id}`, owner.token, {
      role: 'viewer',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expectError(await call('PUT', `/api/websites/${site}`, key.secret, { name: 'Čtenář' }), 403, 'FORBIDDEN');
    expect((await call('GET', `/api/websites/${site}`, key.secret)).statusCode).toBe(200);

    // Removed from the team: the key sees nothing of it.
    expect((await call('DELETE', `/api/teams/${teamId}/members/${member.user.id}`, owner.token)).statusCode).toBe(200);
    expectError(await call('GET', `/api/websites/${site}`, key.secret), 404, 'NOT_FOUND');
  });

  it('refuses an expired key with its own error and shows the last use with its address', async () => {
    const user = await registerUser(t.app);
    const expiresAt = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const key = await keyOf(user, { expiresAt });
    expect((await call('GET', '/api/websites', key.secret, undefined, '203.0.113.7')).statusCode).toBe(200);
    const [listed] = expectData(await call('GET', '/api/api-keys', user.token), apiKeyListDataSchema).apiKeys;
    expect(listed).toMatchObject({ lastUsedAt: t.clock.now().toISOString(), lastUsedIp: '203.0.113.7', expiresAt });

    t.clock.advance(60_001);
    const expired = expectError(await call('GET', '/api/websites', key.secret), 401, 'API_KEY_EXPIRED');
    expect(expired.message).toBe('Platnost API klíče vypršela. Vytvořte si v Nastavení nový.');
  });
});
