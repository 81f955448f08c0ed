import {
  CONFIG_SCHEMA_PATH,
  type ConfigDocumentInput,
  configExportDataSchema,
  configPlanDataSchema,
  createdApiKeyDataSchema,
  maintenanceWindowDataSchema,
  notificationChannelDataSchema,
  statusPageDataSchema,
  websiteDataSchema,
  websiteGroupDataSchema,
} from '@hlidka/contract';
import Ajv2020 from 'ajv/dist/2020';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { statusPages } from '../../db/schema/status-pages';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, type Registered, registerUser } from '../../testing/auth';
import { createTeam } from '../../testing/teams';

let pages = 0;
/** A status page's address is unique on the server: each use of the example gets its own. */
const uniqueSlug = () => `stav-${Date.now().toString(36)}-${++pages}`;

/** A document with every kind, as a repository would hold it. */
const exampleDocument = (slug = uniqueSlug()): ConfigDocumentInput => ({
  $schema: 'https://hlidka.example/api/config/schema.json',
  version: 1,
  groups: [{ key: 'api', name: 'API' }],
  escalationPolicies: [
    { key: 'on-call', name: 'On call', steps: [{ target: { kind: 'channel', channel: 'ops-hook' }, waitMinutes: 10 }] },
  ],
  websites: [
    {
      key: 'api-health',
      name: 'API health',
      url: 'https://api.example.cz/health',
      group: 'api',
      escalationPolicy: 'on-call',
      intervalSeconds: 600,
      // A website later in the list: dependencies are set once every website exists.
      dependsOn: { kind: 'website', key: 'shop' },
    },
    { key: 'shop', name: 'E-shop', url: 'https://shop.example.cz/', description: 'Obchod' },
  ],
  statusPages: [
    {
      key: 'public',
      name: 'Stav služeb',
      slug,
      access: 'password',
      password: 'Heslo stránky 42',
      groups: [
        {
          key: 'main',
          name: 'Hlavní',
          websites: [{ website: 'api-health' }, { website: 'shop', displayName: 'Obchod' }],
        },
      ],
    },
  ],
  maintenanceWindows: [
    {
      key: 'nightly',
      title: 'Noční údržba',
      startsAt: '2026-12-01T22:00',
      durationMinutes: 60,
      recurrence: { kind: 'weekly', days: ['MO', 'TH'] },
      websites: ['api-health'],
      statusPageGroups: [{ statusPage: 'public', group: 'main' }],
    },
  ],
  channels: [{ key: 'ops-hook', name: 'Ops hook', config: { type: 'webhook', url: 'https://hooks.example.cz/ops' } }],
  rules: [
    {
      key: 'api-down',
      name: 'API down',
      events: ['incident.opened', 'incident.resolved'],
      websites: ['api-health'],
      channels: ['ops-hook'],
      renotifyMinutes: 30,
    },
  ],
});
const example = exampleDocument();

describe('the configuration JSON Schema', () => {
  describeEachApp('served', (t) => {
    it('is public, cacheable, and validates the example document (and refuses a broken one)', async () => {
      const response = await t.app.inject({ url: CONFIG_SCHEMA_PATH });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('public');
      const validate = new Ajv2020({ strict: false }).compile(response.json());
      expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
      expect(validate({ version: 2 })).toBe(false);
      expect(validate({ version: 1, websites: [{ key: 'Bad Key', name: 'x' }] })).toBe(false);
      // The new kinds are described too: a window without its start, a page's group without a name.
      expect(validate({ version: 1, maintenanceWindows: [{ key: 'w', title: 'W', durationMinutes: 5 }] })).toBe(false);
      expect(validate({ version: 1, statusPages: [{ key: 'p', name: 'P', slug: 'pp', groups: [{ key: 'g' }] }] })).toBe(
        false,
      );
    });
  });
});

describeEachApp('monitoring as code', (t) => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const exported = async (user: Registered) =>
    expectData(await call('GET', '/api/config', user.token), configExportDataSchema).document;
  const plan = async (token: string, document: object, prune = false) =>
    expectData(await call('POST', '/api/config/plan', token, { document, prune }), configPlanDataSchema);
  const apply = async (token: string, document: object, prune = false) =>
    expectData(await call('POST', '/api/config/apply', token, { document, prune }), configPlanDataSchema);
  const idByName = async (token: string, list: string, name: string) => {
    const answer = (await call('GET', `/api/${list}`, token)).json().data;
    const items = Object.values(answer).find(Array.isArray) as { id: string; name?: string; title?: string }[];
    return items.find((item) => (item.name ?? item.title) === name)?.id as string;
  };

  it('exports what was made in the app, applies it to an empty account, and exports the same document there', async () => {
    const source = await registerUser(t.app);
    const group = expectData(
      await call('POST', '/api/website-groups', source.token, { name: 'Hlavní weby' }),
      websiteGroupDataSchema,
      201,
    ).group;
    const home = expectData(
      await call('POST', '/api/websites', source.token, {
        name: 'Úvodní stránka',
        url: 'https://www.example.cz/',
        groupId: group.id,
        intervalSeconds: 600,
      }),
      websiteDataSchema,
      201,
    ).website;
    expectData(
      await call('POST', '/api/websites', source.token, {
        name: 'Databáze',
        url: 'https://db.example.cz/',
        dependsOn: { kind: 'group', id: group.id },
      }),
      websiteDataSchema,
      201,
    );
    const channel = expectData(
      await call('POST', '/api/notification-channels', source.token, {
        name: 'Ops hook',
        config: { type: 'webhook', url: 'https://hooks.example.cz/ops' },
      }),
      notificationChannelDataSchema,
      201,
    ).channel;
    await call('POST', '/api/notification-rules', source.token, {
      name: 'Vše',
      events: ['incident.opened'],
      channelIds: [channel.id],
    });
    const policy = await call('POST', '/api/escalation-policies', source.token, {
      name: 'Pohotovost',
      // A person's step names a user id of this server (one who sees the websites): a channel step moves to any account.
      steps: [{ target: { kind: 'channel', channelId: channel.id }, waitMinutes: 15 }],
      groupIds: [group.id],
    });
    expect(policy.statusCode, policy.body).toBe(201);
    const slug = uniqueSlug();
    const page = expectData(
      await call('POST', '/api/status-pages', source.token, {
        name: 'Stav služeb',
        slug,
        groups: [{ name: 'Weby', websites: [{ websiteId: home.id, displayName: 'Web' }] }],
      }),
      statusPageDataSchema,
      201,
    ).statusPage;
    expectData(
      await call('POST', '/api/maintenance-windows', source.token, {
        title: 'Aktualizace',
        startsAt: '2026-12-24T20:00',
        durationMinutes: 120,
        groupIds: [page.groups[0]?.id],
        websiteIds: [home.id],
      }),
      maintenanceWindowDataSchema,
      201,
    );
    const document = await exported(source);
    expect(document.groups).toEqual([{ key: 'hlavni-weby', name: 'Hlavní weby', escalationPolicy: 'pohotovost' }]);
    expect(document.escalationPolicies[0]).toMatchObject({
      key: 'pohotovost',
      steps: [{ target: { channel: 'ops-hook' } }],
    });
    expect(document.websites.map((w) => [w.key, w.dependsOn])).toEqual([
      ['databaze', { kind: 'group', key: 'hlavni-weby' }],
      ['uvodni-stranka', undefined],
    ]);
    expect(document.websites[1]).toMatchObject({ group: 'hlavni-weby', intervalSeconds: 600 });
    expect(document.statusPages).toEqual([
      {
        key: 'stav-sluzeb',
        name: 'Stav služeb',
        slug,
        groups: [{ key: 'weby', name: 'Weby', websites: [{ website: 'uvodni-stranka', displayName: 'Web' }] }],
      },
    ]);
    expect(document.maintenanceWindows).toEqual([
      {
        key: 'aktualizace',
        title: 'Aktualizace',
        startsAt: '2026-12-24T20:00',
        durationMinutes: 120,
        websites: ['uvodni-stranka'],
        statusPageGroups: [{ statusPage: 'stav-sluzeb', group: 'weby' }],
      },
    ]);
    // The generated keys stay: the next export has the same ones.
    expect(await exported(source)).toEqual(document);

    // A status page's address is the server's: the source gives it up before the copy takes it.
    expectData(
      await call('DELETE', `/api/status-pages/${page.id}`, source.token),
      z.object({ deleted: z.literal(true) }),
    );
    const target = await registerUser(t.app);
    const first = await apply(target.token, document);
    expect(first.summary).toEqual({ create: 8, update: 0, delete: 0 });
    expect(first.applied).toBe(true);
    expect(await exported(target)).toEqual(document);
    // Idempotent: the same document again changes nothing.
    const again = await apply(target.token, document);
    expect(again).toMatchObject({ changes: [], applied: false });
  });

  it('gives keys safely when two exports run at once', async () => {
    const user = await registerUser(t.app);
    // Items of several kinds (a free plan has three websites), none with a key yet.
    for (const name of ['Alfa', 'Beta', 'Gama']) {
      const url = `https://${name.toLowerCase()}.example.cz/`;
      expectData(await call('POST', '/api/websites', user.token, { name, url }), websiteDataSchema, 201);
      expectData(await call('POST', '/api/website-groups', user.token, { name }), websiteGroupDataSchema, 201);
    }
    // Both make keys at once; the database keeps one of each, and both answer with it.
    const [first, second] = await Promise.all([
      call('GET', '/api/config', user.token),
      call('GET', '/api/config', user.token),
    ]);
    const a = expectData(first, configExportDataSchema).document;
    const b = expectData(second, configExportDataSchema).document;
    expect(a.websites.map((w) => w.key)).toEqual(['alfa', 'beta', 'gama']);
    expect(a.groups.map((g) => g.key)).toEqual(['alfa', 'beta', 'gama']);
    expect(b).toEqual(a);
    expect(await exported(user)).toEqual(a);
  });

  it('works with an API key, and shows a change made in the app as drift', async () => {
    const user = await registerUser(t.app);
    const key = expectData(
      await call('POST', '/api/api-keys', user.token, { name: 'CI' }),
      createdApiKeyDataSchema,
      201,
    ).secret;
    const created = await plan(key, example);
    expect(created.changes.map((c) => `${c.action} ${c.kind} ${c.key}`)).toEqual([
      'create channels ops-hook',
      'create escalationPolicies on-call',
      'create groups api',
      'create websites api-health',
      'create websites shop',
      'create statusPages public',
      'create maintenanceWindows nightly',
      'create rules api-down',
    ]);
    await apply(key, example);
    expect((await plan(key, example)).changes).toEqual([]);
    const [page] = await t.app.db
      .select()
      .from(statusPages)
      .where(eq(statusPages.slug, String(example.statusPages?.[0]?.slug)));
    expect(page?.access).toBe('password');
    expect(page?.passwordHash).not.toBeNull();

    const [health] = (await exported(user)).websites;
    const id = await idByName(user.token, 'websites', 'API health');
    expectData(
      await call('PUT', `/api/websites/${id}`, user.token, { intervalSeconds: 900, dependsOn: null }),
      websiteDataSchema,
    );
    expect(health?.intervalSeconds).toBe(600);
    const windowId = await idByName(user.token, 'maintenance-windows', 'Noční údržba');
    expectData(
      await call('PUT', `/api/maintenance-windows/${windowId}`, user.token, { durationMinutes: 90, statusPageIds: [] }),
      maintenanceWindowDataSchema,
    );
    expectData(
      await call('PUT', `/api/status-pages/${page?.id}`, user.token, { published: false }),
      statusPageDataSchema,
    );
    const drift = await plan(key, example);
    expect(drift.changes).toEqual([
      {
        action: 'update',
        kind: 'websites',
        key: 'api-health',
        name: 'API health',
        fields: [
          { field: 'dependsOn', from: null, to: { kind: 'website', key: 'shop' } },
          { field: 'intervalSeconds', from: 900, to: 600 },
        ],
      },
      {
        action: 'update',
        kind: 'statusPages',
        key: 'public',
        name: 'Stav služeb',
        fields: [{ field: 'published', from: false, to: true }],
      },
      {
        action: 'update',
        kind: 'maintenanceWindows',
        key: 'nightly',
        name: 'Noční údržba',
        fields: [{ field: 'durationMinutes', from: 90, to: 60 }],
      },
    ]);
    await apply(key, example);
    expect((await plan(key, example)).changes).toEqual([]);
    // The write-only password is not set again (that would end the visitors' passes).
    const [after] = await t.app.db
      .select()
      .from(statusPages)
      .where(eq(statusPages.id, String(page?.id)));
    expect(after?.passwordHash).toBe(page?.passwordHash);
  });

  it('applies nothing when one item fails, and names the item and the field', async () => {
    const user = await registerUser(t.app);
    const bad = {
      ...example,
      websites: [
        ...(example.websites ?? []),
        // Valid on its own, refused by the websites service: a budget the timeout cuts off first.
        { key: 'slow', name: 'Slow', url: 'https://slow.example.cz/', timeoutSeconds: 5, degradedAfterMs: 9000 },
      ],
    };
    const refused = expectError(await call('POST', '/api/config/apply', user.token, { document: bad }), 400);
    expect(refused.message).toContain('websites[2] (slow)');
    expect(Object.keys(refused.errors ?? {})).toEqual(['websites[2].degradedAfterMs']);
    const after = await exported(user);
    expect(after).toMatchObject({
      groups: [],
      websites: [],
      channels: [],
      rules: [],
      statusPages: [],
      maintenanceWindows: [],
    });

    const dangling = expectError(
      await call('POST', '/api/config/plan', user.token, {
        document: { version: 1, websites: [{ key: 'a', name: 'A', url: 'https://a.example.cz/', group: 'nope' }] },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(JSON.stringify(dangling.errors)).toContain('nope');

    const noGroup = expectError(
      await call('POST', '/api/config/plan', user.token, {
        document: {
          ...example,
          maintenanceWindows: [
            { ...example.maintenanceWindows?.[0], statusPageGroups: [{ statusPage: 'public', group: 'missing' }] },
          ],
        },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(noGroup.errors).toEqual({
      'document.maintenanceWindows.0.statusPageGroups.0.group': [
        'Stavová stránka public nemá skupinu s klíčem missing.',
      ],
    });
  });

  it('leaves items out of the document alone, and deletes them with prune', async () => {
    const user = await registerUser(t.app);
    const document = exampleDocument();
    await apply(user.token, document);
    const smaller = {
      ...document,
      websites: document.websites?.filter((w) => w.key !== 'shop').map((w) => ({ ...w, dependsOn: null })),
      statusPages: [],
      maintenanceWindows: [],
    };
    const update = {
      action: 'update',
      kind: 'websites',
      key: 'api-health',
      name: 'API health',
      fields: [{ field: 'dependsOn', from: { kind: 'website', key: 'shop' }, to: null }],
    };
    expect((await plan(user.token, smaller)).changes).toEqual([update]);
    const pruning = await plan(user.token, smaller, true);
    expect(pruning.changes).toEqual([
      update,
      { action: 'delete', kind: 'websites', key: 'shop', name: 'E-shop', fields: [] },
      { action: 'delete', kind: 'statusPages', key: 'public', name: 'Stav služeb', fields: [] },
      { action: 'delete', kind: 'maintenanceWindows', key: 'nightly', name: 'Noční údržba', fields: [] },
    ]);
    expect((await apply(user.token, smaller, true)).summary).toEqual({ create: 0, update: 1, delete: 3 });
    const after = await exported(user);
    expect(after.websites.map((w) => w.key)).toEqual(['api-health']);
    expect(after).toMatchObject({ statusPages: [], maintenanceWindows: [] });
  });

  it("covers only the caller's own items: a team's website is neither exported nor pruned", async () => {
    const user = await registerUser(t.app);
    const team = await createTeam(t.app, user);
    expectData(
      await call('POST', '/api/websites', user.token, {
        name: 'Týmový web',
        url: 'https://team.example.cz/',
        teamId: team.id,
      }),
      websiteDataSchema,
      201,
    );
    expect((await exported(user)).websites).toEqual([]);
    expect((await plan(user.token, { version: 1 }, true)).changes).toEqual([]);
    await apply(user.token, { version: 1 }, true);
    const teamSites = await call('GET', `/api/websites?teamId=${team.id}`, user.token);
    expect(teamSites.json().data.websites.map((w: { name: string }) => w.name)).toEqual(['Týmový web']);
  });
});
