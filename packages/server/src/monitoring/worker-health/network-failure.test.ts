import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { incidents, outbox } from '../../db/schema/incidents';
import { checkSchedules } from '../../db/schema/monitoring';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import type { Db } from '../../db/types';
import { describeEachApp } from '../../testing/app';
import type { TestClock } from '../../testing/clock';
import { insertUser, insertWebsite } from '../../testing/incidents';
import { startMonitoring } from '../index';
import { scheduleWebsite } from '../scheduler/schedule';
import { NetworkHealth } from './network-health';
import { CHECKER_UNREACHABLE } from './network-notices';

/** The scheduler compares schedule times with the database's clock: the app runs on real time here. */
const realClock: TestClock = { now: () => new Date(), set() {}, advance() {} };

const INTERVAL_SECONDS = 10;

/** Healthy HTTP servers on distinct loopback addresses (distinct hosts to the checker), all on one port. */
async function serveOn(addresses: string[]): Promise<{ port: number; close(): Promise<void> }> {
  const servers: Server[] = [];
  let port = 0;
  for (const address of addresses) {
    const server = createServer((_req, res) => res.writeHead(200).end('ok'));
    await new Promise<void>((resolve) => server.listen(port, address, resolve));
    port = (server.address() as AddressInfo).port;
    servers.push(server);
  }
  return {
    port,
    close: async () => {
      await Promise.all(
        servers.map((server) => {
          server.closeAllConnections();
          return new Promise<void>((resolve) => server.close(() => resolve()));
        }),
      );
    },
  };
}

const loopback = (from: number, count: number) => Array.from({ length: count }, (_, i) => `127.0.0.${from + i}`);

async function checksOf(db: Db, websiteIds: string[]): Promise<Map<string, number>> {
  const result = await db.execute<{ id: string; n: number }>(sql`
    select w.id, count(r.*)::int as n from websites w left join check_results r on r.website_seq = w.seq
    where w.id in (${sql.join(
      websiteIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by w.id`);
  return new Map(result.rows.map((row) => [row.id, Number(row.n)]));
}

/** Wait for a state, polling; fails with the last state seen when it does not come within `ms`. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`state not reached: ${JSON.stringify(value, (_k, v) => (v instanceof Map ? [...v] : v))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function websitesOn(db: Db, ownerId: string, urls: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const url of urls) {
    const id = await insertWebsite(db, ownerId, { url, intervalSeconds: INTERVAL_SECONDS, timeoutSeconds: 2 });
    await scheduleWebsite(db, { id, intervalSeconds: INTERVAL_SECONDS, regions: [] }, new Date(), { immediate: true });
    ids.push(id);
  }
  return ids;
}

describeEachApp(
  'checker network failure',
  (t) => {
    const monitor = () => startMonitoring(t.app, { pollMs: 200, batchDelayMs: 200, health: new NetworkHealth() });

    it('twelve hosts refusing together after a healthy round: no data, no incident, one notice', {
      timeout: 90_000,
    }, async () => {
      // Only this test's websites are due.
      await t.db.delete(checkSchedules);
      const owner = await insertUser(t.db);
      const targets = await serveOn(loopback(2, 12));
      const ids = await websitesOn(
        t.db,
        owner,
        loopback(2, 12).map((address) => `http://${address}:${targets.port}/`),
      );
      const monitoring = await monitor();
      try {
        await until(
          () => checksOf(t.db, ids),
          (n) => ids.every((id) => (n.get(id) ?? 0) >= 1),
          20_000,
        );
        // The checker's network "fails": every host refuses from now on.
        await targets.close();
        // Two failing rounds: the 2-failure confirmation would open every incident had nothing stopped it.
        await until(
          () => checksOf(t.db, ids),
          (n) => ids.every((id) => (n.get(id) ?? 0) >= 3),
          40_000,
        );
      } finally {
        await monitoring.stop();
      }
      expect(await t.db.select().from(incidents).where(inArray(incidents.websiteId, ids))).toEqual([]);
      const notices = await t.db.select().from(outbox).where(eq(outbox.type, CHECKER_UNREACHABLE));
      expect(notices.map((row) => row.payload.userId)).toEqual([owner]);

      await t.app.notifications.runOnce();
      const bell = await t.db.select().from(notifications).where(eq(notifications.userId, owner));
      expect(bell.map((n) => [n.kind, n.params.region])).toEqual([[CHECKER_UNREACHABLE, t.config.region]]);
      const [account] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, owner));
      expect(t.mailer.to(account?.email ?? '').map((mail) => mail.subject)).toEqual([
        'Hlídka se nemůže spojit se sítí',
      ]);
    });

    it('one real outage among twelve healthy hosts still opens its incident, and no notice', {
      timeout: 90_000,
    }, async () => {
      await t.db.delete(checkSchedules);
      const owner = await insertUser(t.db);
      const targets = await serveOn(loopback(20, 12));
      try {
        const healthy = await websitesOn(
          t.db,
          owner,
          loopback(20, 12).map((address) => `http://${address}:${targets.port}/`),
        );
        // Nothing listens on port 9 of this address: refused, like a website that is down.
        const [down = ''] = await websitesOn(t.db, owner, ['http://127.0.0.40:9/']);
        const monitoring = await monitor();
        try {
          await until(
            () => t.db.select().from(incidents).where(eq(incidents.websiteId, down)),
            (rows) => rows.length === 1,
            30_000,
          );
        } finally {
          await monitoring.stop();
        }
        const others = await t.db.select().from(incidents).where(inArray(incidents.websiteId, healthy));
        expect(others).toEqual([]);
        const notices = await t.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.type, CHECKER_UNREACHABLE), sql`${outbox.payload}->>'userId' = ${owner}`));
        expect(notices).toEqual([]);
      } finally {
        await targets.close();
      }
    });
  },
  { clock: realClock, config: { allowPrivateTargets: true } },
);
