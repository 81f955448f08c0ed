import { randomUUID } from 'node:crypto';
import { type LiveEvent, liveEventSchema } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import { processCheckOutcomes } from '../monitoring/incidents/engine';
import { createTestApp, type TestApp } from '../testing/app';
import { bearer, expectError, type Registered, registerUser } from '../testing/auth';
import { createPostgresTestDatabase, testDatabaseKinds } from '../testing/databases';
import { modulesWithHeartbeat, SseClient, type SseFrame, ticketFor } from '../testing/events';
import { insertWebsite, outcome } from '../testing/incidents';
import { addMember, createTeam } from '../testing/teams';

const statusEvent = (websiteId: string): LiveEvent => ({
  type: 'website.status_changed',
  websiteId,
  status: 'down',
  previousStatus: 'up',
  at: new Date().toISOString(),
});

const isEvent = (websiteId: string) => (frame: SseFrame) =>
  frame.event === 'website.status_changed' && frame.data?.includes(websiteId) === true;

for (const kind of testDatabaseKinds) {
  describe(`live events over a real socket [${kind}]`, () => {
    let t: TestApp;
    let base: string;
    const clients: SseClient[] = [];
    const open = async (user: Registered, headers: Record<string, string> = {}, query = '') => {
      const ticket = await ticketFor(t.app, user.token);
      const client = await SseClient.open(`${base}/api/events?ticket=${ticket}${query}`, headers);
      clients.push(client);
      await client.next((frame) => frame.event === 'ready' || frame.event === 'resync' || frame.id !== undefined);
      return client;
    };

    beforeAll(async () => {
      t = await createTestApp({ modules: modulesWithHeartbeat(300, { maxStreamsPerUser: 4 }) });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(async () => {
      for (const client of clients) client.close();
      await t.close();
    });

    it('requires authentication: no ticket, a bad ticket, a used ticket', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/api/events' }), 401, 'UNAUTHORIZED');
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/events?ticket=${'x'.repeat(43)}` }),
        401,
        'UNAUTHORIZED',
      );
      expectError(await t.app.inject({ method: 'POST', url: '/api/events/ticket' }), 401);
      const alice = await registerUser(t.app);
      const ticket = await ticketFor(t.app, alice.token);
      const first = await SseClient.open(`${base}/api/events?ticket=${ticket}`);
      clients.push(first);
      expect(first.status).toBe(200);
      expect(first.contentType).toContain('text/event-stream');
      const second = await fetch(`${base}/api/events?ticket=${ticket}`);
      expect(second.status).toBe(401);
      await second.body?.cancel();
      // An expired ticket is refused too.
      const late = await ticketFor(t.app, alice.token);
      t.clock.advance(61_000);
      expect((await fetch(`${base}/api/events?ticket=${late}`)).status).toBe(401);
      // Scripts may use the bearer token directly.
      const direct = await SseClient.open(`${base}/api/events`, bearer(alice.token));
      clients.push(direct);
      expect(direct.status).toBe(200);
    });

    it('delivers only what each user may see (owner, team member), never a stranger’s events', async () => {
      const alice = await registerUser(t.app);
      const bob = await registerUser(t.app);
      const team = await createTeam(t.app, alice);
      const carol = await addMember(t, alice, team.id);
      const [a, b, c] = [await open(alice), await open(bob), await open(carol)];

      const alicePrivate = randomUUID();
      const teamSite = randomUUID();
      const bobSite = randomUUID();
      t.app.events.publish({ scope: { userId: alice.user.id, teamId: null }, event: statusEvent(alicePrivate) });
      t.app.events.publish({ scope: { userId: alice.user.id, teamId: team.id }, event: statusEvent(teamSite) });
      t.app.events.publish({ scope: { userId: bob.user.id }, event: statusEvent(bobSite) });

      await a.next(isEvent(teamSite));
      await b.next(isEvent(bobSite));
      await c.next(isEvent(teamSite));
      // Give stray deliveries a moment to arrive before asserting their absence.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const seen = (client: SseClient) =>
        client.events().map((frame) => {
          const event = liveEventSchema.parse(JSON.parse(frame.data ?? ''));
          return 'websiteId' in event ? event.websiteId : null;
        });
      expect(seen(a)).toEqual([alicePrivate, teamSite]);
      expect(seen(b)).toEqual([bobSite]);
      expect(seen(c)).toEqual([teamSite]);
      for (const frame of a.events()) expect(frame.id).toMatch(/^[A-Za-z0-9_-]+-\d+$/);
    });

    it('limits the open streams of one user', async () => {
      const dana = await registerUser(t.app);
      const streams = [await open(dana), await open(dana), await open(dana), await open(dana)];
      const refused = await fetch(`${base}/api/events?ticket=${await ticketFor(t.app, dana.token)}`);
      expect(refused.status).toBe(429);
      await refused.body?.cancel();
      streams[0]?.close();
      // The server counts the stream out when it sees its socket close; until then a fifth stream is still refused.
      const again = await vi.waitFor(
        async () => {
          const attempt = await SseClient.open(`${base}/api/events?ticket=${await ticketFor(t.app, dana.token)}`);
          clients.push(attempt);
          if (attempt.status !== 200) attempt.close();
          expect(attempt.status).toBe(200);
          return attempt;
        },
        { timeout: 15_000, interval: 50 },
      );
      for (const stream of [...streams, again]) stream.close();
    });

    it('announces a heartbeat’s /start (which records no check) to its owner, not to a stranger', async () => {
      const owner = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const [ownerStream, strangerStream] = [await open(owner), await open(stranger)];
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/websites',
        headers: bearer(owner.token),
        payload: { name: 'Záloha', type: 'heartbeat', cron: '0 2 * * *', graceSeconds: 3600 },
      });
      expect(created.statusCode).toBe(201);
      const website = created.json().data.website as { id: string; pushUrl: string };
      const start = await t.app.inject({ method: 'POST', url: `${new URL(website.pushUrl).pathname}/start` });
      expect(start.statusCode).toBe(200);
      const frame = await ownerStream.next((f) => f.event === 'heartbeat.signal', { timeoutMs: 5000 });
      expect(liveEventSchema.parse(JSON.parse(frame.data ?? ''))).toMatchObject({
        type: 'heartbeat.signal',
        websiteId: website.id,
        signal: 'start',
      });
      // The stranger's stream has had its own ping since, and no signal of another's heartbeat.
      await strangerStream.next((f) => f.comment === 'ping', { timeoutMs: 3000 });
      expect(strangerStream.events().some((f) => f.event === 'heartbeat.signal')).toBe(false);
    });

    it('sends a comment as a heartbeat', async () => {
      const alice = await registerUser(t.app);
      const client = await open(alice);
      const ping = await client.next((frame) => frame.comment === 'ping', { timeoutMs: 3000 });
      expect(ping.comment).toBe('ping');
    });

    it('resumes after Last-Event-ID with exactly the missed events the user may see, else asks for a resync', async () => {
      const alice = await registerUser(t.app);
      const bob = await registerUser(t.app);
      const first = await open(alice);
      const one = randomUUID();
      t.app.events.publish({ scope: { userId: alice.user.id }, event: statusEvent(one) });
      const seen = await first.next(isEvent(one));
      first.close();

      const two = randomUUID();
      const hidden = randomUUID();
      const three = randomUUID();
      t.app.events.publish({ scope: { userId: alice.user.id }, event: statusEvent(two) });
      t.app.events.publish({ scope: { userId: bob.user.id }, event: statusEvent(hidden) });
      t.app.events.publish({ scope: { userId: alice.user.id }, event: statusEvent(three) });
      await new Promise((resolve) => setTimeout(resolve, 100));

      const resumed = await open(alice, { 'last-event-id': seen.id ?? '' });
      await resumed.next(isEvent(three));
      const ids = resumed.events().map((frame) => JSON.parse(frame.data ?? '').websiteId);
      expect(ids).toEqual([two, three]);

      // The same through the query parameter (a new EventSource cannot set the header).
      const viaQuery = await open(alice, {}, `&lastEventId=${encodeURIComponent(seen.id ?? '')}`);
      await viaQuery.next(isEvent(three));

      const unknown = await open(alice, { 'last-event-id': 'elsewhere-12' });
      const resync = await unknown.next((frame) => frame.event === 'resync');
      expect(JSON.parse(resync.data ?? '')).toMatchObject({ type: 'resync' });
    });

    it('announces incident changes made in a transaction, and nothing of a rolled-back one', async () => {
      const alice = await registerUser(t.app);
      const client = await open(alice);
      const websiteId = await insertWebsite(t.db, alice.user.id);
      await expect(
        t.db.transaction(async (tx) => {
          await processCheckOutcomes(tx, [outcome(websiteId, false, 0), outcome(websiteId, false, 60)], new Date());
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await t.db.transaction((tx) =>
        processCheckOutcomes(tx, [outcome(websiteId, false, 120), outcome(websiteId, false, 180)], new Date()),
      );
      const opened = await client.next((frame) => frame.event === 'incident.opened');
      expect(liveEventSchema.parse(JSON.parse(opened.data ?? ''))).toMatchObject({ websiteId, status: 'open' });
      await client.next(
        (frame) => frame.event === 'website.status_changed' && frame.data?.includes(websiteId) === true,
      );
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(client.events().filter((frame) => frame.event === 'incident.opened')).toHaveLength(1);
    });

    it('ends the stream when the session is signed out', async () => {
      const alice = await registerUser(t.app);
      const client = await open(alice);
      const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(alice.token) });
      expect(logout.statusCode).toBeLessThan(300);
      await client.waitForEnd(3000);
      expect(client.ended).toBe(true);
    });
  });
}

describe.runIf(testDatabaseKinds.includes('postgres'))('live events between processes on PostgreSQL', () => {
  let api: FastifyInstance | undefined;
  let worker: FastifyInstance | undefined;
  let drop: (() => Promise<void>) | undefined;
  const closers: (() => Promise<void>)[] = [];

  afterAll(async () => {
    await api?.close();
    await worker?.close();
    for (const close of closers) await close();
    await drop?.();
  });

  it('an API process hears what a worker process publishes and commits (LISTEN/NOTIFY)', async () => {
    const created = await createPostgresTestDatabase();
    drop = created.drop;
    const apiDb = await openPostgres({ url: created.url, max: 3 });
    const workerDb = await openPostgres({ url: created.url, max: 3 });
    closers.push(
      () => apiDb.close(),
      () => workerDb.close(),
    );
    await migrate(apiDb);
    const config = { databaseUrl: created.url };
    const apiApp = await createTestApp({ database: apiDb, config, role: 'api' });
    const workerApp = await createTestApp({ database: workerDb, config, role: 'worker' });
    api = apiApp.app;
    worker = workerApp.app;
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const alice = await registerUser(api);
    const client = await SseClient.open(`${base}/api/events?ticket=${await ticketFor(api, alice.token)}`);
    closers.push(async () => client.close());
    await client.next((frame) => frame.event === 'ready');

    const direct = randomUUID();
    worker.events.publish({ scope: { userId: alice.user.id }, event: statusEvent(direct) });
    await client.next(isEvent(direct));

    const websiteId = await insertWebsite(workerDb.db, alice.user.id);
    await workerDb.db.transaction((tx) =>
      processCheckOutcomes(tx, [outcome(websiteId, false, 0), outcome(websiteId, false, 60)], new Date()),
    );
    const opened = await client.next((frame) => frame.event === 'incident.opened');
    expect(JSON.parse(opened.data ?? '')).toMatchObject({ websiteId });
  });
});
