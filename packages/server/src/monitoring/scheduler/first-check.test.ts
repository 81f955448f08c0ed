import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { websiteDataSchema, websiteDetailDataSchema } from '@hlidka/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, registerUser } from '../../testing/auth';
import type { TestClock } from '../../testing/clock';
import { type Monitoring, startMonitoring } from '../index';

let target: Server;
let targetUrl: string;

beforeAll(async () => {
  target = createServer((_req, res) => res.writeHead(200).end('ok'));
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

/** The scheduler compares schedule times with the database's clock: the app must run on real time here. */
const realClock: TestClock = { now: () => new Date(), set() {}, advance() {} };

const FIRST_CHECK_WITHIN_MS = 5000;

describeEachApp(
  'first check of a new website',
  (t) => {
    let monitoring: Monitoring;
    beforeAll(async () => {
      // Polls and batch delays far beyond the promise: only the wake after the commit and the first-check flush can
      // bring the result in time.
      monitoring = await startMonitoring(t.app, { pollMs: 60_000, batchDelayMs: 60_000 });
    });
    afterAll(() => monitoring.stop());

    it('has a check result within 5 s of creation', async () => {
      const user = await registerUser(t.app);
      const createdAt = Date.now();
      const created = expectData(
        await t.app.inject({
          method: 'POST',
          url: '/api/websites',
          headers: bearer(user.token),
          payload: { name: 'Nový web', url: targetUrl },
        }),
        websiteDataSchema,
        201,
      );
      let website = created.website;
      while (website.lastCheckAt === null && Date.now() - createdAt < FIRST_CHECK_WITHIN_MS) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const read = await t.app.inject({ url: `/api/websites/${website.id}`, headers: bearer(user.token) });
        website = expectData(read, websiteDetailDataSchema).website;
      }
      expect(website.lastCheckAt, `no check ${Date.now() - createdAt} ms after creation`).not.toBeNull();
      expect(website.status).toBe('up');
      expect(website.statusChangedAt).not.toBeNull();
    });
  },
  { clock: realClock, config: { allowPrivateTargets: true } },
);
