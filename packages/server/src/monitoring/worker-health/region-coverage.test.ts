import {
  dashboardDataSchema,
  liveRegionsDataSchema,
  websiteDataSchema,
  websiteDetailDataSchema,
  websiteListDataSchema,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outbox } from '../../db/schema/incidents';
import { notifications } from '../../db/schema/notifications';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, type Registered, registerUser } from '../../testing/auth';
import { refreshRegionCoverage } from './region-coverage';
import { heartbeatWorker, markWorkerStopped } from './registry';

const MINUTE = 60_000;

describeEachApp('regions without a live worker', (t) => {
  const report = (id: string, region: string, minutesAgo = 0) => {
    const now = new Date(t.clock.now().getTime() - minutesAgo * MINUTE);
    return heartbeatWorker(
      t.db,
      { id, region },
      { startedAt: now, now, healthy: true, unhealthySince: null, checks: 0, failures: 0 },
    );
  };
  const get = (user: Registered, url: string) => t.app.inject({ url, headers: bearer(user.token) });
  const create = (user: Registered, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/websites', headers: bearer(user.token), payload });
  const notices = async () => (await t.db.select().from(outbox)).filter((row) => row.type === 'region.no_worker');

  it('lists the regions whose workers reported in the last 10 minutes, with how many', async () => {
    const user = await registerUser(t.app);
    await report('w-eu-1', 'eu-central');
    await report('w-eu-2', 'eu-central', 9);
    await report('w-us', 'us-east', 11);
    await report('w-ap', 'ap-south');
    await markWorkerStopped(t.db, 'w-ap', t.clock.now());
    expectError(await t.app.inject({ url: '/api/websites/regions' }), 401);
    const data = expectData(await get(user, '/api/websites/regions'), liveRegionsDataSchema);
    expect(data.regions).toEqual([{ name: 'eu-central', workers: 2 }]);
  });

  it('a website whose region no worker serves says so everywhere, and its owner hears once', async () => {
    const owner = await registerUser(t.app);
    await report('w-live', 'eu-central');
    const created = expectData(
      await create(owner, { name: 'Asie', url: 'https://asia.example.cz', regions: ['ap-south', 'eu-central'] }),
      websiteDataSchema,
      201,
    ).website;
    expect(created).toMatchObject({ status: 'pending', noWorkerRegions: ['ap-south'] });

    const detail = expectData(await get(owner, `/api/websites/${created.id}`), websiteDetailDataSchema).website;
    expect(detail).toMatchObject({ status: 'pending', noWorkerRegions: ['ap-south'] });
    const list = expectData(await get(owner, '/api/websites'), websiteListDataSchema).websites;
    expect(list.find((w) => w.id === created.id)?.noWorkerRegions).toEqual(['ap-south']);
    const dashboard = expectData(await get(owner, '/api/dashboard'), dashboardDataSchema);
    expect(dashboard.list.find((w) => w.id === created.id)).toMatchObject({
      status: 'pending',
      noWorkerRegions: ['ap-south'],
    });
    // Still not checked: the dashboard counts it among the pending ones.
    expect(dashboard.websites.pending).toBe(1);

    // One notice per website and set of regions, however often the sweep runs.
    await refreshRegionCoverage(t.db, t.clock.now());
    await refreshRegionCoverage(t.db, t.clock.now());
    const first = (await notices()).filter((row) => row.payload.websiteId === created.id);
    expect(first.map((row) => row.payload)).toEqual([
      expect.objectContaining({ userId: owner.user.id, websiteName: 'Asie', regions: ['ap-south'] }),
    ]);

    await t.app.notifications.runOnce();
    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(bell.map((n) => [n.kind, n.params.region, n.params.websiteName, n.websiteId])).toEqual([
      ['region.no_worker', 'ap-south', 'Asie', created.id],
    ]);
    expect(t.mailer.to(owner.email).map((mail) => mail.subject)).toEqual(['Web Asie nemá v oblasti pracovníka']);

    // A worker starts there: nothing is missing any more, and nothing is sent.
    await report('w-ap-new', 'ap-south');
    await refreshRegionCoverage(t.db, t.clock.now());
    const served = expectData(await get(owner, `/api/websites/${created.id}`), websiteDetailDataSchema).website;
    expect(served.noWorkerRegions).toEqual([]);

    // Its worker goes quiet for longer than 10 minutes (eu-central's reports on): a new episode, a new notice.
    t.clock.advance(11 * MINUTE);
    await report('w-live', 'eu-central');
    await refreshRegionCoverage(t.db, t.clock.now());
    const again = (await notices()).filter((row) => row.payload.websiteId === created.id);
    expect(again.map((row) => row.payload.regions)).toEqual([['ap-south'], ['ap-south']]);
  });

  it('a website checked by any worker, or from served regions, or paused, has nothing missing', async () => {
    const owner = await registerUser(t.app);
    await report('w-served', 'us-east');
    const before = (await notices()).length;
    const anyWorker = expectData(
      await create(owner, { name: 'Kdokoli', url: 'https://any.example.cz' }),
      websiteDataSchema,
      201,
    ).website;
    const served = expectData(
      await create(owner, { name: 'USA', url: 'https://us.example.cz', regions: ['us-east'] }),
      websiteDataSchema,
      201,
    ).website;
    expect([anyWorker.noWorkerRegions, served.noWorkerRegions]).toEqual([[], []]);

    const lonely = expectData(
      await create(owner, { name: 'Jih', url: 'https://south.example.cz', regions: ['sa-east'] }),
      websiteDataSchema,
      201,
    ).website;
    expect(lonely.noWorkerRegions).toEqual(['sa-east']);
    const paused = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${lonely.id}/pause`,
      headers: bearer(owner.token),
    });
    expect(expectData(paused, websiteDataSchema).website).toMatchObject({ status: 'paused', noWorkerRegions: [] });
    // Only the website whose region nobody serves was noticed.
    const sent = (await notices()).slice(before).map((row) => row.payload.websiteName);
    expect(sent).toEqual(['Jih']);
  });
});
