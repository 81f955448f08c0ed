import { afterAll, expect, it } from 'vitest';
import { checkSchedules } from '../../db/schema/monitoring';
import { websiteGroups } from '../../db/schema/website-groups';
import { describeEachApp } from '../../testing/app';
import { incidentsOf, insertWebsite, timelineOf, websiteStatus } from '../../testing/incidents';
import { judgeCheck, type Receiver, slackSubscriber } from '../../testing/notifications';

// Issue 28 item 4: while the website a website depends on is down, the dependent's failure joins the parent's
// incident and its alerts are held back; the parent's one alert names them all; checks go on; when the parent
// recovers, the dependents still failing get their own alerts. Real engine, real fan-out, a local Slack receiver.
describeEachApp('website dependencies in the engine', (t) => {
  const receivers: Receiver[] = [];
  afterAll(async () => {
    for (const r of receivers) await r.down();
  });

  async function subscribed() {
    const subscriber = await slackSubscriber(t, receivers, { events: ['incident.opened', 'incident.resolved'] });
    t.clock.set('2026-01-15T10:00:00.000Z');
    return subscriber;
  }
  const deliverAt = async (seconds: number) => {
    t.clock.set(new Date(Date.UTC(2026, 0, 15, 10, 0, seconds)).toISOString());
    await t.app.notifications.runOnce();
    await t.app.notifications.runOnce();
  };
  /** One check judged by the engine, its time kept on the schedule row as the result writer keeps it. */
  const check = async (websiteId: string, ok: boolean, seconds: number) => {
    const at = new Date(Date.UTC(2026, 0, 15, 10, 0, seconds));
    await t.db
      .insert(checkSchedules)
      .values({ websiteId, region: '*', nextCheckAt: new Date(at.getTime() + 30_000), lastCheckedAt: at })
      .onConflictDoUpdate({ target: [checkSchedules.websiteId, checkSchedules.region], set: { lastCheckedAt: at } });
    await judgeCheck(t.database, websiteId, ok, seconds);
  };
  const incidentOf = async (websiteId: string) => (await incidentsOf(t.db, websiteId)).at(-1);
  const timelineTypes = async (websiteId: string) =>
    (await timelineOf(t.db, (await incidentOf(websiteId))?.id ?? '')).map(
      (entry) => `${entry.type}${entry.data.text ? `:${entry.data.text}` : ''}`,
    );

  it('sends one alert naming the parent and its dependents, adds later ones silently, and checks go on', async () => {
    const { user, texts } = await subscribed();
    const parent = await insertWebsite(t.db, user.user.id, { name: 'Databázový server' });
    const children: string[] = [];
    for (const name of ['Eshop', 'Blog', 'Sklad']) {
      children.push(await insertWebsite(t.db, user.user.id, { name, dependsOnWebsiteId: parent }));
    }
    // A dependent's first failure comes before the parent's failure is confirmed.
    await check(parent, false, 0);
    for (const child of children) await check(child, false, 5);
    await check(parent, false, 30);
    for (const child of children) await check(child, false, 35);
    await deliverAt(40);
    expect(texts()).toEqual(['Databázový server a 3 závislé weby jsou nedostupné']);

    const parentIncident = await incidentOf(parent);
    for (const child of children) {
      expect(await websiteStatus(t.db, child)).toBe('down');
      expect((await incidentOf(child))?.parentIncidentId).toBe(parentIncident?.id);
      expect(await timelineTypes(child)).toEqual(['opened', 'dependency_linked:Databázový server']);
    }
    const [opened, ...linked] = await timelineTypes(parent);
    expect([opened, ...linked.sort()]).toEqual([
      'opened',
      'dependent_linked:Blog',
      'dependent_linked:Eshop',
      'dependent_linked:Sklad',
    ]);

    // A dependent failing after the alert went out joins the parent's incident without an alert of its own.
    const late = await insertWebsite(t.db, user.user.id, { name: 'Pokladna', dependsOnWebsiteId: parent });
    await check(late, false, 50);
    await check(late, false, 80);
    await deliverAt(85);
    expect(texts()).toHaveLength(1);
    expect((await incidentOf(late))?.parentIncidentId).toBe(parentIncident?.id);
    expect((await timelineTypes(parent)).at(-1)).toBe('dependent_linked:Pokladna');

    // One dependent recovers while the parent is still down: its recovery is not announced either.
    await check(children[2] ?? '', true, 90);
    await deliverAt(95);
    expect(texts()).toHaveLength(1);
    expect(await websiteStatus(t.db, children[2] ?? '')).toBe('up');

    // The parent recovers: the dependents are released, said on their timelines; their last checks came before the
    // parent's, so only the parent's recovery goes out yet.
    await check(parent, true, 100);
    await deliverAt(105);
    expect(texts().slice(1)).toEqual(['Web Databázový server je opět dostupný']);
    expect(await timelineTypes(children[0] ?? '')).toEqual([
      'opened',
      'dependency_linked:Databázový server',
      'dependency_recovered:Databázový server',
    ]);
    // Their own next checks: the ones still failing get their own alerts; one passing again says nothing at all.
    await check(children[0] ?? '', false, 110);
    await check(children[1] ?? '', false, 110);
    await check(late, true, 110);
    await deliverAt(115);
    expect(texts().slice(2).sort()).toEqual(['Web Blog je nedostupný', 'Web Eshop je nedostupný']);
    expect(await websiteStatus(t.db, late)).toBe('up');
    // From then on they alert as any website: the recovery of one goes out.
    await check(children[0] ?? '', true, 120);
    await deliverAt(125);
    expect(texts().at(-1)).toBe('Web Eshop je opět dostupný');
    expect(texts()).toHaveLength(5);
  });

  it('alerts a dependent failing alone once its parent is seen passing this round', async () => {
    const { user, texts } = await subscribed();
    const parent = await insertWebsite(t.db, user.user.id, { name: 'API' });
    const child = await insertWebsite(t.db, user.user.id, { name: 'Web', dependsOnWebsiteId: parent });
    await check(parent, true, 0);
    await check(child, false, 10);
    await check(child, false, 40);
    // The parent was last checked before the dependent began failing: its verdict for this round is awaited.
    await deliverAt(45);
    expect(texts()).toEqual([]);
    expect((await incidentOf(child))?.alertsHeldUntil).not.toBeNull();
    // It passes: the dependent's failure is its own, and its alert goes out.
    await check(parent, true, 60);
    await deliverAt(65);
    expect(texts()).toEqual(['Web Web je nedostupný']);
    expect((await incidentOf(child))?.parentIncidentId).toBeNull();
  });

  it("alerts a dependent when the wait for its parent's verdict runs out", async () => {
    const { user, texts } = await subscribed();
    const parent = await insertWebsite(t.db, user.user.id, { name: 'Brána' });
    const child = await insertWebsite(t.db, user.user.id, { name: 'Portál', dependsOnWebsiteId: parent });
    const other = await insertWebsite(t.db, user.user.id, { name: 'Jiný' });
    await check(parent, false, 0);
    await check(child, false, 10);
    await check(child, false, 40);
    await deliverAt(45);
    expect(texts()).toEqual([]);
    // The parent is never checked again (its worker is gone): another website's batch ends the wait when it runs out.
    const until = (await incidentOf(child))?.alertsHeldUntil;
    expect(until).toBeTruthy();
    const after = Math.ceil(((until?.getTime() ?? 0) - Date.UTC(2026, 0, 15, 10, 0, 0)) / 1000) + 1;
    await check(other, true, after - 2);
    await deliverAt(after - 1);
    expect(texts()).toEqual([]);
    await check(other, true, after);
    await deliverAt(after + 1);
    expect(texts()).toEqual(['Web Portál je nedostupný']);
  });

  it('alerts a released dependent still failing when its wait after the parent came back runs out', async () => {
    const { user, texts } = await subscribed();
    const parent = await insertWebsite(t.db, user.user.id, { name: 'Úložiště' });
    const child = await insertWebsite(t.db, user.user.id, { name: 'Galerie', dependsOnWebsiteId: parent });
    await check(parent, false, 0);
    await check(parent, false, 30);
    await check(child, false, 35);
    await check(child, false, 40);
    await deliverAt(45);
    expect(texts()).toEqual(['Úložiště a 1 závislý web jsou nedostupné']);
    await check(parent, true, 60);
    await deliverAt(65);
    expect(texts().slice(1)).toEqual(['Web Úložiště je opět dostupný']);
    // The dependent is not checked again (its worker is gone): the parent's checks end its wait when it runs out.
    const until = (await incidentOf(child))?.alertsHeldUntil;
    expect(until).toBeTruthy();
    const after = Math.ceil(((until?.getTime() ?? 0) - Date.UTC(2026, 0, 15, 10, 0, 0)) / 1000) + 1;
    await check(parent, true, after - 2);
    await deliverAt(after - 1);
    expect(texts()).toHaveLength(2);
    await check(parent, true, after);
    await deliverAt(after + 1);
    expect(texts().slice(2)).toEqual(['Web Galerie je nedostupný']);
  });

  it('counts a group as down only when all its websites are down', async () => {
    const { user, texts } = await subscribed();
    const [group] = await t.db
      .insert(websiteGroups)
      .values({ ownerId: user.user.id, name: 'Databáze' })
      .returning({ id: websiteGroups.id });
    const first = await insertWebsite(t.db, user.user.id, { name: 'DB 1', groupId: group?.id });
    const second = await insertWebsite(t.db, user.user.id, { name: 'DB 2', groupId: group?.id });
    const child = await insertWebsite(t.db, user.user.id, { name: 'Aplikace', dependsOnGroupId: group?.id });
    await check(first, false, 0);
    await check(first, false, 30);
    await check(second, true, 30);
    await check(child, false, 35);
    await check(second, true, 60);
    await check(child, false, 65);
    await deliverAt(70);
    // One node down and the other answering: the application's failure is its own.
    expect(texts().sort()).toEqual(['Web Aplikace je nedostupný', 'Web DB 1 je nedostupný']);
    expect((await incidentOf(child))?.parentIncidentId).toBeNull();

    // Both nodes down: a new failure of the application joins the group's latest incident.
    await check(child, true, 90);
    await check(second, false, 100);
    await check(child, false, 105);
    await check(second, false, 130);
    await check(child, false, 135);
    await deliverAt(140);
    expect(texts().slice(2).sort()).toEqual(['DB 2 a 1 závislý web jsou nedostupné', 'Web Aplikace je opět dostupný']);
    expect((await incidentOf(child))?.parentIncidentId).toBe((await incidentOf(second))?.id);
    // One node is back: the group is up again, and the application, still failing at its next check, alerts on its
    // own.
    await check(first, true, 150);
    await deliverAt(155);
    expect(texts().slice(4)).toEqual(['Web DB 1 je opět dostupný']);
    await check(child, false, 160);
    await deliverAt(165);
    expect(texts().slice(5)).toEqual(['Web Aplikace je nedostupný']);
  });
});
