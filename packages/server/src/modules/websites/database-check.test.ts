import { testWebsiteDataSchema, websiteDataSchema, websiteDetailDataSchema } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { websites } from '../../db/schema/monitoring';
import { describeEachApp } from '../../testing/app';
import { expectData, expectError } from '../../testing/auth';
import { startRedisServer, type TestServer } from '../../testing/database-servers';
import { describePrivateTargetRefused, websiteOwner } from '../../testing/website-owner';

// The database check through the API: its password is write-only (never answered, kept, replaced, cleared, never sent
// to another address), and "test now" of a saved website uses the stored password against a real local server.

let redis: TestServer;
beforeAll(async () => {
  redis = await startRedisServer({ password: 'Tajné-heslo-1' });
});
afterAll(() => redis.close());

describeEachApp(
  'database websites',
  (t) => {
    const { send, get } = websiteOwner(t);
    const storedPassword = async (id: string) => {
      const [row] = await t.app.db.select().from(websites).where(eq(websites.id, id));
      return (row?.settings as { password?: string | null } | undefined)?.password;
    };
    const create = async () => {
      // The plan allows three websites: each test starts from none.
      await t.app.db.delete(websites).where(eq(websites.name, 'Cache'));
      return expectData(
        await send('POST', '/api/websites', {
          name: 'Cache',
          type: 'database',
          url: `127.0.0.1:${redis.port}`,
          database: { engine: 'redis' },
          password: 'Tajné-heslo-1',
          timeoutSeconds: 3,
          allowDuplicate: true,
        }),
        websiteDataSchema,
        201,
      ).website;
    };

    it('never answers the password: detail, list and the save itself show null beside hasPassword', async () => {
      const created = await create();
      expect(created).toMatchObject({
        type: 'database',
        database: { engine: 'redis', name: null, tls: false },
        username: null,
        password: null,
        hasPassword: true,
      });
      const detail = await get(`/api/websites/${created.id}`);
      expect(expectData(detail, websiteDetailDataSchema).website).toMatchObject({ password: null, hasPassword: true });
      const list = await get('/api/websites?limit=100');
      for (const answer of [detail, list]) expect(answer.body).not.toContain('Tajné-heslo-1');
      expect(await storedPassword(created.id)).toBe('Tajné-heslo-1');
    });

    it('an update keeps the password it leaves out, replaces it with a new one, clears it with null or empty', async () => {
      const { id } = await create();
      const kept = expectData(await send('PUT', `/api/websites/${id}`, { username: 'app' }), websiteDataSchema).website;
      expect(kept).toMatchObject({ username: 'app', hasPassword: true, password: null });
      expect(await storedPassword(id)).toBe('Tajné-heslo-1');
      expectData(await send('PUT', `/api/websites/${id}`, { password: 'nové' }), websiteDataSchema);
      expect(await storedPassword(id)).toBe('nové');
      const cleared = expectData(await send('PUT', `/api/websites/${id}`, { password: null }), websiteDataSchema);
      expect(cleared.website.hasPassword).toBe(false);
      expect(await storedPassword(id)).toBeNull();
      expectData(await send('PUT', `/api/websites/${id}`, { password: 'znovu' }), websiteDataSchema);
      expectData(await send('PUT', `/api/websites/${id}`, { password: '' }), websiteDataSchema);
      expect(await storedPassword(id)).toBeNull();
    });

    it('a saved password does not follow a changed address: it must be typed again (translated)', async () => {
      const { id } = await create();
      const answer = await send('PUT', `/api/websites/${id}`, { url: 'db.example.cz', allowDuplicate: true });
      const refused = expectError(answer, 400, 'VALIDATION_ERROR');
      expect(refused.errors?.password).toEqual([
        'Adresa se změnila: zadejte heslo znovu (uložené heslo se jinam neposílá).',
      ]);
      expect(answer.body).toContain('The address changed: enter the password again');
      expect(await storedPassword(id)).toBe('Tajné-heslo-1');
      const moved = expectData(
        await send('PUT', `/api/websites/${id}`, { url: 'db.example.cz', password: 'jiné', allowDuplicate: true }),
        websiteDataSchema,
      );
      expect(moved.website).toMatchObject({ url: 'db.example.cz', hasPassword: true });
    });

    it('test now of the saved website uses its stored password when the form does not retype it', async () => {
      const { id } = await create();
      const body = {
        type: 'database',
        url: `127.0.0.1:${redis.port}`,
        database: { engine: 'redis' },
        timeoutSeconds: 3,
      };
      const unsaved = expectData(await send('POST', '/api/websites/test', body), testWebsiteDataSchema).result;
      expect(unsaved).toMatchObject({
        ok: false,
        code: 'auth',
        causeParams: { reply: expect.stringMatching(/^NOAUTH/) },
      });
      const saved = expectData(
        await send('POST', '/api/websites/test', { ...body, websiteId: id }),
        testWebsiteDataSchema,
      ).result;
      expect(saved).toMatchObject({ ok: true, code: null });
      const retyped = expectData(
        await send('POST', '/api/websites/test', { ...body, websiteId: id, password: 'špatné' }),
        testWebsiteDataSchema,
      ).result;
      expect(retyped).toMatchObject({ ok: false, code: 'auth' });
      expect(JSON.stringify(saved)).not.toContain('Tajné-heslo-1');
    });
  },
  { config: { allowPrivateTargets: true } },
);

describePrivateTargetRefused('database websites', {
  type: 'database',
  url: '127.0.0.1',
  database: { engine: 'mysql' },
});
