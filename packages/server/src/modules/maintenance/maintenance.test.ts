import {
  deleteMaintenanceWindowDataSchema,
  maintenanceWindowDataSchema,
  maintenanceWindowListDataSchema,
  publicStatusPageSchema,
  reportDataSchema,
  statusPageDataSchema,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkRollupsDaily, websites } from '../../db/schema/monitoring';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, expectRaw, type Registered, registerUser } from '../../testing/auth';
import { createWebsites } from '../../testing/billing';

describeEachApp('maintenance windows', (t) => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: Registered, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload === undefined ? {} : { payload }) });
  // The test clock stands at 2026-01-15 10:00 UTC (11:00 in Prague).

  describe('planning', () => {
    it('plans, lists, changes and deletes a recurring window, with its ongoing and next occurrence', async () => {
      const user = await registerUser(t.app);
      const [websiteId] = await createWebsites(t.app, user, 1);
      const created = expectData(
        await call('POST', '/api/maintenance-windows', user, {
          title: 'Týdenní aktualizace',
          startsAt: '2026-01-01T10:30',
          durationMinutes: 60,
          recurrence: { kind: 'weekly', days: ['TH'] },
          websiteIds: [websiteId],
        }),
        maintenanceWindowDataSchema,
        201,
      ).maintenanceWindow;
      // 15 January 2026 is a Thursday: 10:30–11:30 Prague is under way.
      expect(created).toMatchObject({
        timeZone: 'Europe/Prague',
        notifyMinutesBefore: 60,
        ongoing: { startsAt: '2026-01-15T09:30:00.000Z', endsAt: '2026-01-15T10:30:00.000Z' },
        next: { startsAt: '2026-01-22T09:30:00.000Z', endsAt: '2026-01-22T10:30:00.000Z' },
      });
      const list = expectData(await call('GET', '/api/maintenance-windows', user), maintenanceWindowListDataSchema);
      expect(list.maintenanceWindows.map((w) => w.id)).toEqual([created.id]);

      const changed = expectData(
        await call('PUT', `/api/maintenance-windows/${created.id}`, user, {
          recurrence: { kind: 'rrule', rule: 'FREQ=MONTHLY;BYMONTHDAY=1' },
        }),
        maintenanceWindowDataSchema,
      ).maintenanceWindow;
      expect(changed.ongoing).toBeNull();
      expect(changed.next?.startsAt).toBe('2026-02-01T09:30:00.000Z');

      // The last Friday of each month: 30 January 2026, then 27 February.
      const lastFriday = expectData(
        await call('PUT', `/api/maintenance-windows/${created.id}`, user, {
          recurrence: { kind: 'rrule', rule: 'FREQ=MONTHLY;BYDAY=-1FR' },
        }),
        maintenanceWindowDataSchema,
      ).maintenanceWindow;
      expect(lastFriday.next?.startsAt).toBe('2026-01-30T09:30:00.000Z');

      expectData(
        await call('DELETE', `/api/maintenance-windows/${created.id}`, user),
        deleteMaintenanceWindowDataSchema,
      );
      expectError(await call('GET', `/api/maintenance-windows/${created.id}`, user), 404, 'NOT_FOUND');
    });

    it('refuses bad rules, unknown zones, foreign websites and an empty scope, in words', async () => {
      const user = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const [own] = await createWebsites(t.app, user, 1);
      const [foreign] = await createWebsites(t.app, stranger, 1);
      const base = { title: 'Údržba', startsAt: '2026-02-01T22:00', durationMinutes: 30, websiteIds: [own] };

      const rule = expectError(
        await call('POST', '/api/maintenance-windows', user, {
          ...base,
          recurrence: { kind: 'rrule', rule: 'FREQ=HOURLY' },
        }),
        400,
        'VALIDATION_ERROR',
      );
      expect(rule.errors).toMatchObject({ 'recurrence.rule': ['Pravidlo musí mít FREQ=DAILY, WEEKLY nebo MONTHLY.'] });
      const ordinal = expectError(
        await call('POST', '/api/maintenance-windows', user, {
          ...base,
          recurrence: { kind: 'rrule', rule: 'FREQ=WEEKLY;BYDAY=1TU' },
        }),
        400,
        'VALIDATION_ERROR',
      );
      expect(JSON.stringify(ordinal.errors)).toContain('1TU první úterý');
      const zone = expectError(
        await call('POST', '/api/maintenance-windows', user, { ...base, timeZone: 'Mars/Olympus' }),
        400,
      );
      expect(JSON.stringify(zone.errors)).toContain('Neznámé časové pásmo.');
      const when = expectError(
        await call('POST', '/api/maintenance-windows', user, { ...base, startsAt: '1. 2. 2026 22:00' }),
        400,
      );
      expect(JSON.stringify(when.errors)).toContain('2026-12-01T22:00');
      const empty = expectError(await call('POST', '/api/maintenance-windows', user, { ...base, websiteIds: [] }), 400);
      expect(JSON.stringify(empty.errors)).toContain('Vyberte alespoň jeden web nebo stavovou stránku.');
      const theirs = expectError(
        await call('POST', '/api/maintenance-windows', user, { ...base, websiteIds: [own, foreign] }),
        400,
      );
      expect(theirs.errors).toMatchObject({ 'websiteIds.1': ['Web nebyl nalezen'] });

      const mine = expectData(
        await call('POST', '/api/maintenance-windows', user, base),
        maintenanceWindowDataSchema,
        201,
      ).maintenanceWindow;
      expectError(await call('GET', `/api/maintenance-windows/${mine.id}`, stranger), 404);
      expectError(await call('PUT', `/api/maintenance-windows/${mine.id}`, stranger, { title: 'x' }), 404);
      expectError(await call('DELETE', `/api/maintenance-windows/${mine.id}`, stranger), 404);
    });
  });

  describe('on status pages and in reports', () => {
    it("covers a group of a page, which keeps its id when the page's layout is saved again", async () => {
      const user = await registerUser(t.app);
      const [a, b] = await createWebsites(t.app, user, 2);
      await t.db.update(websites).set({ status: 'up' });
      const slug = `skupina-${Date.now().toString(36)}`;
      const page = expectData(
        await call('POST', '/api/status-pages', user, {
          name: 'Acme',
          slug,
          groups: [
            { name: 'Databáze', websites: [{ websiteId: a }] },
            { name: 'Web', websites: [{ websiteId: b }] },
          ],
        }),
        statusPageDataSchema,
        201,
      ).statusPage;
      const [databases, web] = page.groups;
      expectData(
        await call('POST', '/api/maintenance-windows', user, {
          title: 'Záloha',
          startsAt: '2026-01-15T10:30',
          durationMinutes: 60,
          groupIds: [databases?.id],
        }),
        maintenanceWindowDataSchema,
        201,
      );
      // Saved again in another order, with the groups' ids: they stay, and so does the window's.
      const saved = expectData(
        await call('PUT', `/api/status-pages/${page.id}`, user, {
          groups: [
            { id: web?.id, name: 'Web', websites: [{ websiteId: b }] },
            { id: databases?.id, name: 'Databáze a zálohy', websites: [{ websiteId: a }] },
          ],
        }),
        statusPageDataSchema,
      ).statusPage;
      expect(saved.groups.map((g) => g.id)).toEqual([web?.id, databases?.id]);
      const data = expectRaw(
        await t.app.inject({ method: 'GET', url: `/api/public/status-pages/${slug}` }),
        publicStatusPageSchema,
      );
      expect(data.groups.map((g) => [g.name, g.websites[0]?.state])).toEqual([
        ['Web', 'up'],
        ['Databáze a zálohy', 'maintenance'],
      ]);
      const stranger = await registerUser(t.app);
      const [theirs] = await createWebsites(t.app, stranger, 1);
      const foreign = expectError(
        await call('POST', '/api/maintenance-windows', stranger, {
          title: 'x',
          startsAt: '2026-01-15T10:30',
          durationMinutes: 10,
          websiteIds: [theirs],
          groupIds: [databases?.id],
        }),
        400,
      );
      expect(foreign.errors).toMatchObject({ 'groupIds.0': ['Skupina nebyla nalezena'] });
    });

    it('shows ongoing and planned maintenance, tells subscribers beforehand, and reports its time apart', async () => {
      const user = await registerUser(t.app);
      const [a, b] = await createWebsites(t.app, user, 2);
      await t.db.update(websites).set({ status: 'up' });
      const slug = `udrzba-${Date.now().toString(36)}`;
      const page = expectData(
        await call('POST', '/api/status-pages', user, {
          name: 'Acme',
          slug,
          groups: [{ name: 'Služby', websites: [{ websiteId: a, displayName: 'E-shop' }, { websiteId: b }] }],
        }),
        statusPageDataSchema,
        201,
      ).statusPage;

      // A's window is under way (10:30–11:30 Prague); the page's own one starts in 30 minutes.
      expectData(
        await call('POST', '/api/maintenance-windows', user, {
          title: 'Upgrade databáze',
          startsAt: '2026-01-15T10:30',
          durationMinutes: 60,
          websiteIds: [a],
        }),
        maintenanceWindowDataSchema,
        201,
      );
      expectData(
        await call('POST', '/api/maintenance-windows', user, {
          title: 'Výměna serveru',
          description: 'Krátký výpadek obou služeb.',
          startsAt: '2026-01-15T11:30',
          durationMinutes: 30,
          statusPageIds: [page.id],
          notifyMinutesBefore: 60,
        }),
        maintenanceWindowDataSchema,
        201,
      );

      const data = expectRaw(
        await t.app.inject({ method: 'GET', url: `/api/public/status-pages/${slug}` }),
        publicStatusPageSchema,
      );
      expect(data.state).toBe('maintenance');
      expect(data.groups[0]?.websites.map((w) => [w.name, w.state])).toEqual([
        ['E-shop', 'maintenance'],
        ['Web 2', 'up'],
      ]);
      expect(data.maintenance).toEqual([
        {
          title: 'Upgrade databáze',
          description: null,
          startsAt: '2026-01-15T09:30:00.000Z',
          endsAt: '2026-01-15T10:30:00.000Z',
          ongoing: true,
          websiteNames: ['E-shop'],
        },
        {
          title: 'Výměna serveru',
          description: 'Krátký výpadek obou služeb.',
          startsAt: '2026-01-15T10:30:00.000Z',
          endsAt: '2026-01-15T11:00:00.000Z',
          ongoing: false,
          websiteNames: ['E-shop', 'Web 2'],
        },
      ]);
      const html = await t.app.inject({ method: 'GET', url: `/status/${slug}?lng=cs` });
      expect(html.body).toContain('Probíhá údržba');
      expect(html.body).toContain('Plánovaná údržba');
      expect(html.body).toContain('Výměna serveru');

      // A confirmed subscriber hears of the planned window once.
      const email = `udrzba.${Date.now().toString(36)}@example.cz`;
      await t.app.inject({ method: 'POST', url: `/api/public/status-pages/${slug}/subscribers`, payload: { email } });
      const link = new URL(/https?:\/\/\S+\/confirm\?token=[\w-]+/.exec(t.mailer.to(email)[0]?.text ?? '')?.[0] ?? '');
      await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      const notify = () => t.app.notifications.runOnce();
      await notify();
      await notify();
      await expect
        .poll(() => t.mailer.to(email).map((m) => m.subject))
        .toEqual(['Potvrďte odběr: Acme', '[Acme] Plánovaná údržba: Výměna serveru']);
      // In the page's zone (Prague unless set), as visitors read it on the page.
      expect(t.mailer.to(email)[1]?.text).toContain('15. 1. 2026 11:30 SEČ – 15. 1. 2026 12:00 SEČ');

      // Time in maintenance is reported apart, outside uptime and downtime.
      const today = new Date('2026-01-15T00:00:00.000Z');
      await t.db.insert(checkRollupsDaily).values({
        websiteId: a as string,
        bucket: today,
        checks: 60,
        failures: 0,
        downtimeSeconds: 0,
        coveredSeconds: 1800,
        maintenanceSeconds: 1800,
        hist: [],
      });
      const report = expectData(
        await call('GET', `/api/reports?websiteIds=${a}&from=2026-01-15&to=2026-01-15`, user),
        reportDataSchema,
      );
      expect(report.summary).toMatchObject({ uptime: 100, maintenanceSeconds: 1800, downtimeSeconds: 0 });
      expect(report.summary.noDataSeconds).toBe(report.periodSeconds - 3600);
      await t.db.delete(checkRollupsDaily).where(eq(checkRollupsDaily.websiteId, a as string));
    });
  });
});
