import {
  DEFAULT_NOTIFICATION_EVENT_TOGGLES,
  notificationSettingsDataSchema,
  userSettingsDataSchema,
} from '@hlidka/contract';
import { expect, it } from 'vitest';
import { describeEachApp } from '../../../testing/app';
import { bearer, expectData, expectError } from '../../../testing/auth';
import { openIncident } from '../../../testing/notifications';
import { registerUser } from '../../../testing/teams';

describeEachApp('notification settings', (t) => {
  it('starts from the defaults, keeps what changes, shares language and time zone with the user settings', async () => {
    const jana = await registerUser(t.app);
    const get = async () =>
      expectData(
        await t.app.inject({ method: 'GET', url: '/api/user/notification-settings', headers: bearer(jana.token) }),
        notificationSettingsDataSchema,
      ).settings;
    expect(await get()).toEqual({
      events: DEFAULT_NOTIFICATION_EVENT_TOGGLES,
      digest: 'instant',
      language: 'cs',
      timeZone: 'Europe/Prague',
    });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/user/notification-settings', headers: bearer(jana.token), payload });
    const updated = expectData(
      await put({
        events: { 'incident.opened': { email: false, inApp: true } },
        language: 'en',
        timeZone: 'America/New_York',
      }),
      notificationSettingsDataSchema,
    ).settings;
    expect(updated.events['incident.opened']).toEqual({ email: false, inApp: true });
    expect(updated.events['incident.resolved']).toEqual(DEFAULT_NOTIFICATION_EVENT_TOGGLES['incident.resolved']);
    const user = expectData(
      await t.app.inject({ method: 'GET', url: '/api/user/settings', headers: bearer(jana.token) }),
      userSettingsDataSchema,
    );
    expect(user.settings).toMatchObject({ language: 'en', timezone: 'America/New_York' });
    expectError(await put({ timeZone: 'Nowhere/Nothing' }), 400, 'VALIDATION_ERROR');
    expectError(await put({ events: { 'incident.opened': { email: true } } }), 400, 'VALIDATION_ERROR');
    expectError(await put({ digest: 'weekly' }), 400, 'VALIDATION_ERROR');
  });

  it('per-event toggles decide the bell and the personal e-mail', async () => {
    const eva = await registerUser(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-settings',
      headers: bearer(eva.token),
      payload: { events: { 'incident.opened': { email: false, inApp: false } } },
    });
    t.mailer.clear();
    await openIncident(t.database, eva.user.id);
    await t.app.notifications.runOnce();
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(eva.token) });
    expect(list.json().data.notifications).toEqual([]);
    expect(t.mailer.to(eva.email)).toEqual([]);
  });

  it('a daily digest collects the events into one e-mail at 08:00 in the user’s time zone', async () => {
    t.clock.set('2026-01-15T10:00:30.000Z');
    const petr = await registerUser(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-settings',
      headers: bearer(petr.token),
      payload: { digest: 'daily' },
    });
    expect(put.statusCode, put.body).toBe(200);
    t.mailer.clear();
    await openIncident(t.database, petr.user.id, { name: 'Alfa' });
    await openIncident(t.database, petr.user.id, { name: 'Beta' });
    await t.app.notifications.runOnce();
    expect(t.mailer.to(petr.email)).toEqual([]);
    // 07:59 Prague the next day: nothing yet; 08:00 Prague (07:00 UTC): one e-mail with both.
    t.clock.set('2026-01-16T06:59:00.000Z');
    await t.app.notifications.runOnce();
    expect(t.mailer.to(petr.email)).toEqual([]);
    t.clock.set('2026-01-16T07:00:00.000Z');
    await t.app.notifications.runOnce();
    await t.app.notifications.runOnce();
    const mails = t.mailer.to(petr.email);
    expect(mails.map((m) => m.subject)).toEqual(['Souhrn upozornění Hlídky (2)']);
    expect(mails[0]?.text).toContain('Web Alfa je nedostupný');
    expect(mails[0]?.text).toContain('Web Beta je nedostupný');
    // The bell got both at once.
    t.clock.set('2026-01-15T10:00:30.000Z');
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(petr.token) });
    expect(list.json().data.notifications).toHaveLength(2);
  });

  it('sends the weekly summary once on Monday morning; its one-click unsubscribe turns the e-mail off', async () => {
    t.clock.set('2026-01-15T10:00:30.000Z');
    const ema = await registerUser(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-settings',
      headers: bearer(ema.token),
      payload: { events: { 'summary.weekly': { email: true, inApp: true } } },
    });
    expect(put.statusCode, put.body).toBe(200);
    await openIncident(t.database, ema.user.id, { name: 'Katalog' });
    await t.app.notifications.runOnce();
    t.mailer.clear();
    // Monday 2026-01-19, 07:59 in Prague: not yet; 08:30: the summary.
    t.clock.set('2026-01-19T06:59:00.000Z');
    await t.app.notifications.runOnce();
    expect(t.mailer.to(ema.email)).toEqual([]);
    t.clock.set('2026-01-19T07:30:00.000Z');
    await t.app.notifications.runOnce();
    t.clock.advance(60 * 60_000);
    await t.app.notifications.runOnce();
    const mails = t.mailer.to(ema.email);
    expect(mails.map((m) => m.subject)).toEqual(['Týdenní souhrn Hlídky']);
    expect(mails[0]?.text).toContain('Katalog: 1 incident, výpadek');
    const unsubscribe = mails[0]?.headers?.['List-Unsubscribe'] ?? '';
    expect(mails[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(unsubscribe.slice(1, -1));
    t.clock.set('2026-01-15T10:00:30.000Z');
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(ema.token) });
    expect(bell.json().data.notifications.map((n: { subject: string }) => n.subject)).toContain(
      'Týdenní souhrn Hlídky',
    );

    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const settings = expectData(
      await t.app.inject({ method: 'GET', url: '/api/user/notification-settings', headers: bearer(ema.token) }),
      notificationSettingsDataSchema,
    ).settings;
    expect(settings.events['summary.weekly']).toEqual({ email: false, inApp: true });
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/user/notification-settings/unsubscribe?token=${ema.user.id}.${'A'.repeat(43)}`,
    });
    expectError(forged, 404, 'NOT_FOUND');
  });
});
