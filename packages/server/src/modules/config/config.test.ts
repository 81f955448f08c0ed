import {
  CONFIG_SCHEMA_PATH,
  type ConfigDocumentInput,
  configExportDataSchema,
  configPlanDataSchema,
  createdApiKeyDataSchema,
  notificationChannelDataSchema,
  websiteDataSchema,
  websiteGroupDataSchema,
} from '@hlidka/contract';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, type Registered, registerUser } from '../../testing/auth';
import { createTeam } from '../../testing/teams';

/** A document with every kind, as a repository would hold it. */
const example: ConfigDocumentInput = {
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
    },
    { key: 'shop', name: 'E-shop', url: 'https://shop.example.cz/', description: 'Obchod' },
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
};

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
    });
  });
});

describeEachApp('monitoring as code', (t) => {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const exported = async (user: Registered) =>
    expectData(await call('GET', '/api/config', user.token), configExportDataSchema).document;
  const plan = async (token: string, document: object, prune = false) =>
    expectData(await call('POST', '/api/config/plan', token, { document, prune }), configPlanDataSchema);
  const apply = async (token: string, document: object, prune = false) =>
    expectData(await call('POST', '/api/config/apply', token, { document, prune }), configPlanDataSchema);

  it('exports what was made in the app, applies it to an empty account, and exports the same document there', async () => {
    const source = await registerUser(t.app);
    const group = expectData(
      await call('POST', '/api/website-groups', source.token, { name: 'Hlavní weby' }),
      websiteGroupDataSchema,
      201,
    ).group;
    expectData(
      await call('POST', '/api/websites', source.token, {
        name: 'Úvodní stránka',
        url: 'https://www.example.cz/',
        groupId: group.id,
        intervalSeconds: 600,
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
    const document = await exported(source);
    expect(document.groups).toEqual([{ key: 'hlavni-weby', name: 'Hlavní weby', escalationPolicy: 'pohotovost' }]);
    expect(document.escalationPolicies[0]).toMatchObject({
      key: 'pohotovost',
      steps: [{ target: { channel: 'ops-hook' } }],
    });
    expect(document.websites[0]).toMatchObject({ key: 'uvodni-stranka', group: 'hlavni-weby', intervalSeconds: 600 });
    // The generated keys stay: the next export has the same ones.
    expect(await exported(source)).toEqual(document);

    const target = await registerUser(t.app);
    const first = await apply(target.token, document);
    expect(first.summary).toEqual({ create: 5, update: 0, delete: 0 });
    expect(first.applied).toBe(true);
    expect(await exported(target)).toEqual(document);
    // Idempotent: the same document again changes nothing.
    const again = await apply(target.token, document);
    expect(again).toMatchObject({ changes: [], applied: false });
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
      'create rules api-down',
    ]);
    await apply(key, example);
    expect((await plan(key, example)).changes).toEqual([]);

    const [health] = (await exported(user)).websites;
    const websites = await call('GET', '/api/websites?search=API%20health', user.token);
    const id = websites.json().data.websites[0].id as string;
    expectData(await call('PUT', `/api/websites/${id}`, user.token, { intervalSeconds: 900 }), websiteDataSchema);
    expect(health?.intervalSeconds).toBe(600);
    const drift = await plan(key, example);
    expect(drift.changes).toEqual([
      {
        action: 'update',
        kind: 'websites',
        key: 'api-health',
        name: 'API health',
        fields: [{ field: 'intervalSeconds', from: 900, to: 600 }],
      },
    ]);
    await apply(key, example);
    expect((await plan(key, example)).changes).toEqual([]);
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
    expect(after).toMatchObject({ groups: [], websites: [], channels: [], rules: [] });

    const dangling = expectError(
      await call('POST', '/api/config/plan', user.token, {
        document: { version: 1, websites: [{ key: 'a', name: 'A', url: 'https://a.example.cz/', group: 'nope' }] },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(JSON.stringify(dangling.errors)).toContain('nope');
  });

  it('leaves items out of the document alone, and deletes them with prune', async () => {
    const user = await registerUser(t.app);
    await apply(user.token, example);
    const smaller = { ...example, websites: example.websites?.filter((w) => w.key !== 'shop') };
    expect((await plan(user.token, smaller)).changes).toEqual([]);
    const pruning = await plan(user.token, smaller, true);
    expect(pruning.changes).toEqual([{ action: 'delete', kind: 'websites', key: 'shop', name: 'E-shop', fields: [] }]);
    expect((await apply(user.token, smaller, true)).summary).toEqual({ create: 0, update: 0, delete: 1 });
    expect((await exported(user)).websites.map((w) => w.key)).toEqual(['api-health']);
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
