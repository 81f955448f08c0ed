import {
  notificationRuleDataSchema,
  notificationRuleDeletedDataSchema,
  notificationRuleListDataSchema,
} from '@hlidka/contract';
import { expect, it } from 'vitest';
import { describeEachApp } from '../../../testing/app';
import { bearer, expectData, expectError } from '../../../testing/auth';
import { insertWebsite } from '../../../testing/incidents';
import { createChannel, createRule } from '../../../testing/notifications';
import { createTeam, registerUser } from '../../../testing/teams';

describeEachApp('notification rules', (t) => {
  const call = (token: string, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

  it('creates with defaults, edits, lists and deletes a rule', async () => {
    const jana = await registerUser(t.app);
    const slack = await createChannel(t.app, jana.token, {
      name: 'Slack',
      config: { type: 'slack', url: 'https://hooks.slack.com/services/x' },
    });
    const boss = await createChannel(t.app, jana.token, {
      name: 'Šéf',
      config: { type: 'email', addresses: [jana.email] },
    });
    const team = await createTeam(t.app, jana);
    const websiteId = await insertWebsite(t.db, jana.user.id);
    const rule = await createRule(t.app, jana.token, {
      name: 'Výpadky v noci',
      events: ['incident.opened', 'incident.resolved'],
      websiteIds: [websiteId],
      teamIds: [team.id],
      channelIds: [slack.id],
      quietHours: { start: '22:00', end: '07:00', timeZone: 'Europe/Prague' },
      renotifyMinutes: 30,
      escalation: { afterMinutes: 15, channelIds: [boss.id] },
    });
    expect(rule).toMatchObject({
      enabled: true,
      quietHours: { start: '22:00', end: '07:00', timeZone: 'Europe/Prague', days: [] },
      renotifyMinutes: 30,
      escalation: { afterMinutes: 15, channelIds: [boss.id] },
    });
    const edited = expectData(
      await call(jana.token, 'PUT', `/api/notification-rules/${rule.id}`, { enabled: false, quietHours: null }),
      notificationRuleDataSchema,
    ).rule;
    expect(edited).toMatchObject({ enabled: false, quietHours: null, renotifyMinutes: 30, name: 'Výpadky v noci' });
    const list = expectData(await call(jana.token, 'GET', '/api/notification-rules'), notificationRuleListDataSchema);
    expect(list.rules.map((r) => r.id)).toEqual([rule.id]);
    const stranger = await registerUser(t.app);
    expectError(await call(stranger.token, 'GET', `/api/notification-rules/${rule.id}`), 404, 'NOT_FOUND');
    expectData(
      await call(jana.token, 'DELETE', `/api/notification-rules/${rule.id}`),
      notificationRuleDeletedDataSchema,
    );
    expectError(await call(jana.token, 'GET', `/api/notification-rules/${rule.id}`), 404);
  });

  it('refuses channels, websites and teams the user does not own, and bad quiet hours', async () => {
    const eva = await registerUser(t.app);
    const other = await registerUser(t.app);
    const foreign = await createChannel(t.app, other.token, {
      name: 'Cizí',
      config: { type: 'slack', url: 'https://hooks.slack.com/y' },
    });
    const own = await createChannel(t.app, eva.token, {
      name: 'Můj',
      config: { type: 'slack', url: 'https://hooks.slack.com/z' },
    });
    const foreignSite = await insertWebsite(t.db, other.user.id);
    const foreignTeam = await createTeam(t.app, other);
    const post = (body: object) =>
      call(eva.token, 'POST', '/api/notification-rules', { name: 'R', events: ['incident.opened'], ...body });
    let error = expectError(await post({ channelIds: [foreign.id] }), 400, 'VALIDATION_ERROR');
    expect(error.errors?.channelIds?.[0]).toBe('Některý z kanálů neexistuje.');
    error = expectError(
      await post({ channelIds: [own.id], escalation: { afterMinutes: 5, channelIds: [foreign.id] } }),
      400,
    );
    expect(Object.keys(error.errors ?? {})).toEqual(['escalation.channelIds']);
    expectError(await post({ channelIds: [own.id], websiteIds: [foreignSite] }), 400, 'VALIDATION_ERROR');
    expectError(await post({ channelIds: [own.id], teamIds: [foreignTeam.id] }), 400, 'VALIDATION_ERROR');
    error = expectError(
      await post({ channelIds: [own.id], quietHours: { start: '25:00', end: '07:00', timeZone: 'Mars/Olympus' } }),
      400,
    );
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['quietHours.start', 'quietHours.timeZone']);
    expectError(await post({ channelIds: [own.id], events: [] }), 400);
    expectError(await post({ channelIds: [own.id], renotifyMinutes: 1 }), 400);
    expectError(await post({ channelIds: [] }), 400);
  });

  it('pausing a website lands in the bell (website.paused)', async () => {
    const petr = await registerUser(t.app);
    const websiteId = await insertWebsite(t.db, petr.user.id, { name: 'Blog' });
    await t.app.notifications.runOnce();
    const pause = await call(petr.token, 'POST', `/api/websites/${websiteId}/pause`);
    expect(pause.statusCode, pause.body).toBe(200);
    await t.app.notifications.runOnce();
    const list = await call(petr.token, 'GET', '/api/notifications');
    expect(list.json().data.notifications.map((n: { subject: string }) => n.subject)).toEqual([
      'Monitoring webu Blog je pozastaven',
    ]);
  });
});
