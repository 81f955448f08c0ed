import { afterAll, expect, it } from 'vitest';
import type { Database } from '../../db/types';
import { describeEachApp } from '../../testing/app';
import { insertWebsite, outcome, websiteStatus } from '../../testing/incidents';
import { createChannel, createRule, Receiver } from '../../testing/notifications';
import { bearer, expectError, registerUser } from '../../testing/teams';
import { processCheckOutcomes } from './engine';

async function answered(database: Database, websiteId: string, seconds: number, responseMs: number) {
  const last = outcome(websiteId, true, seconds, { responseMs });
  await database.db.transaction((tx) => processCheckOutcomes(tx, [last], last.checkedAt));
}

// Issue 28, item 5: degraded performance alerts are their own events, sent only to rules that choose them.
describeEachApp('degraded performance alerts', (t) => {
  const receivers: Receiver[] = [];
  afterAll(async () => {
    for (const r of receivers) await r.down();
  });

  async function hooked(events: string[]) {
    t.clock.set('2026-01-15T10:00:00.000Z');
    const user = await registerUser(t.app);
    const hook = await Receiver.start();
    receivers.push(hook);
    const channel = await createChannel(t.app, user.token, {
      name: 'Slack',
      config: { type: 'slack', url: hook.url() },
    });
    await createRule(t.app, user.token, { name: 'Upozornění', events, channelIds: [channel.id] });
    const texts = () => hook.received.map((r) => (r.json as { text: string }).text);
    const bell = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.token) });
      return (response.json() as { data: { notifications: { kind: string }[] } }).data.notifications.map((n) => n.kind);
    };
    return { user, texts, bell };
  }

  async function slowThenFast(ownerId: string) {
    const websiteId = await insertWebsite(t.db, ownerId, { name: 'Sklad', degradedAfterMs: 800 });
    await answered(t.database, websiteId, 0, 200);
    await answered(t.database, websiteId, 60, 1840);
    expect(await websiteStatus(t.db, websiteId)).toBe('degraded');
    await t.app.notifications.runOnce();
    await answered(t.database, websiteId, 120, 310);
    expect(await websiteStatus(t.db, websiteId)).toBe('up');
    await t.app.notifications.runOnce();
  }

  it('send nothing to a rule of incidents only, nor to the bell by default', async () => {
    const { user, texts, bell } = await hooked(['incident.opened', 'incident.resolved']);
    await slowThenFast(user.user.id);
    expect(texts()).toEqual([]);
    expect(await bell()).toEqual([]);
  });

  it('tell a rule that chose them when the website turns degraded and when it is within its budget again', async () => {
    const { user, texts } = await hooked(['website.degraded', 'website.recovered_performance']);
    await slowThenFast(user.user.id);
    expect(texts()).toEqual(['Web Sklad je zpomalený', 'Web Sklad už není zpomalený']);
    const first = JSON.stringify(receivers.at(-1)?.received[0]?.json);
    expect(first).toContain('1840 ms');
    expect(first).toContain('800 ms');
  });

  it('refuse a budget the timeout would cut off first, in the request language', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: { ...bearer(user.token), 'accept-language': 'cs' },
      payload: { name: 'Pomalý', url: 'https://pomaly.example.cz/', timeoutSeconds: 5, degradedAfterMs: 5000 },
    });
    const error = expectError(response, 400, 'VALIDATION_ERROR');
    expect(JSON.stringify(error)).toContain('Limit odezvy musí být kratší než časový limit kontroly (5000 ms).');
    const mode = await t.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: bearer(user.token),
      payload: { name: 'Pomalý', url: 'https://pomaly.example.cz/', degradedAfterMs: 500, degradedMode: 'median' },
    });
    expect(mode.statusCode).toBe(400);
  });
});
