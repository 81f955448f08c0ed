import { randomUUID } from 'node:crypto';
import {
  createdApiKeyDataSchema,
  dashboardDataSchema,
  incidentListDataSchema,
  incidentUpdateDataSchema,
  incidentUpdateListDataSchema,
  maintenanceWindowDataSchema,
  maintenanceWindowListDataSchema,
  notificationListDataSchema,
  reportDataSchema,
  savedReportComputedDataSchema,
  savedReportDataSchema,
  statusPageDataSchema,
  statusPageListDataSchema,
  teamDataSchema,
  websiteListDataSchema,
} from '@hlidka/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import type { Registered } from '../../testing/auth';
import { modulesWithHeartbeat, SseClient, type SseFrame, ticketFor } from '../../testing/events';
import { insertWebsite } from '../../testing/incidents';
import { createChannel, openIncident } from '../../testing/notifications';
import { pdfText } from '../../testing/pdf';
import { addMember, bearer, createTeam, expectData, expectError, registerUser } from '../../testing/teams';
import { enableTotp } from '../../testing/two-factor';

const METRICS_TOKEN = 'metrics-token-of-the-operator-0123456789';

/**
 * A member whom the team's two-factor requirement shuts out uses none of the team's data, whatever the resource, until
 * they turn two-factor on; their personal websites stay theirs. One fixture: the team's website (with an open
 * incident), a team website the member created themselves, the member's personal website (with an open incident), a
 * team status page, a team maintenance window, and saved reports made before the requirement was switched on.
 */
describeEachApp(
  'a member shut out by the team’s two-factor requirement',
  (t) => {
    let owner: Registered;
    let member: Registered;
    let teamId: string;
    let teamSite: string;
    let memberTeamSite: string;
    let personalSite: string;
    let teamIncident: string;
    let personalIncident: string;
    let teamPage: string;
    let teamWindow: string;
    let savedTeamReport: string;
    let savedWebsitesReport: string;
    let base: string;

    type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const call = (method: Method, url: string, user: Registered, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
    const shutOut = async (method: Method, url: string, payload?: object) => {
      const error = expectError(await call(method, url, member, payload), 403, 'TWO_FACTOR_REQUIRED');
      expect(error.message).toContain('vyžaduje dvoufázové ověření');
    };
    const incidentOf = async (websiteId: string) => {
      const list = expectData(
        await call('GET', `/api/incidents?websiteId=${websiteId}`, owner),
        incidentListDataSchema,
      );
      const [incident] = list.incidents;
      if (!incident) throw new Error(`no incident of ${websiteId}`);
      return incident.id;
    };

    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

      owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      teamId = team.id;
      member = await addMember(t, owner, teamId);
      teamSite = (await openIncident(t.database, owner.user.id, { name: 'Týmový e-shop', teamId })).websiteId;
      memberTeamSite = await insertWebsite(t.db, member.user.id, {
        name: 'Týmový web od člena',
        url: 'https://tym.example.cz/',
        teamId,
      });
      personalSite = (await openIncident(t.database, member.user.id, { name: 'Osobní blog' })).websiteId;
      teamIncident = await incidentOf(teamSite);
      personalIncident = expectData(
        await call('GET', `/api/incidents?websiteId=${personalSite}`, member),
        incidentListDataSchema,
      ).incidents[0]?.id as string;

      teamPage = expectData(
        await call('POST', '/api/status-pages', owner, {
          name: 'Stav týmu',
          slug: `tym-${randomUUID().slice(0, 8)}`,
          teamId,
          groups: [{ name: 'E-shop', websites: [{ websiteId: teamSite }] }],
        }),
        statusPageDataSchema,
        201,
      ).statusPage.id;
      teamWindow = expectData(
        await call('POST', '/api/maintenance-windows', owner, {
          title: 'Týmová údržba',
          startsAt: '2026-02-01T10:30',
          durationMinutes: 60,
          recurrence: { kind: 'once' },
          teamId,
          websiteIds: [teamSite],
        }),
        maintenanceWindowDataSchema,
        201,
      ).maintenanceWindow.id;
      // Saved by the member while they could still use the team.
      savedTeamReport = expectData(
        await call('POST', '/api/reports/saved', member, { name: 'Tým', scope: 'team', teamId, period: 'this_month' }),
        savedReportDataSchema,
        201,
      ).report.id;
      savedWebsitesReport = expectData(
        await call('POST', '/api/reports/saved', member, {
          name: 'Weby',
          scope: 'websites',
          websiteIds: [teamSite, personalSite],
          period: 'this_month',
        }),
        savedReportDataSchema,
        201,
      ).report.id;

      await enableTotp(t.app, owner.token, t.clock);
      expectData(await call('PUT', `/api/teams/${teamId}`, owner, { requireTwoFactor: true }), teamDataSchema);
    });

    it('websites: the team’s are missing from the list and answer 403 TWO_FACTOR_REQUIRED, also the one they created', async () => {
      const list = expectData(await call('GET', '/api/websites', member), websiteListDataSchema);
      expect(list.websites.map((w) => w.id)).toEqual([personalSite]);
      for (const id of [teamSite, memberTeamSite]) {
        await shutOut('GET', `/api/websites/${id}`);
        await shutOut('PUT', `/api/websites/${id}`, { name: 'Přejmenováno' });
        await shutOut('POST', `/api/websites/${id}/pause`);
        await shutOut('DELETE', `/api/websites/${id}`);
      }
      await shutOut('GET', `/api/websites?teamId=${teamId}`);
      // The address of the team's website they created is no duplicate of anything they may see (its name stays hidden).
      const same = await call('POST', '/api/websites', member, {
        name: 'Můj obchod',
        url: 'https://tym.example.cz/',
        intervalSeconds: 300,
      });
      expect(same.statusCode, same.body).toBe(201);
      await call('DELETE', `/api/websites/${same.json().data.website.id}`, member);
      await shutOut('POST', '/api/websites', {
        name: 'Nový',
        url: 'http://127.0.0.1:9/',
        intervalSeconds: 300,
        teamId,
      });
      // The owner still has all of the team's.
      const owners = expectData(await call('GET', '/api/websites', owner), websiteListDataSchema);
      expect(owners.websites.map((w) => w.id).sort()).toEqual([teamSite, memberTeamSite].sort());
    });

    it('incidents: the team’s are missing from the list, and reading or acting on one answers 403', async () => {
      const list = expectData(await call('GET', '/api/incidents', member), incidentListDataSchema);
      expect(list.incidents.map((i) => i.id)).toEqual([personalIncident]);
      await shutOut('GET', `/api/incidents/${teamIncident}`);
      await shutOut('POST', `/api/incidents/${teamIncident}/acknowledge`);
      await shutOut('POST', `/api/incidents/${teamIncident}/resolve`);
      await shutOut('POST', `/api/incidents/${teamIncident}/notes`, { body: 'Díváme se na to.' });
      // Its public updates: listing, posting, editing and deleting ask the same scope.
      const posted = expectData(
        await call('POST', `/api/incidents/${teamIncident}/updates`, owner, {
          status: 'identified',
          message: { cs: 'Řešíme.' },
        }),
        incidentUpdateDataSchema,
        201,
      ).update;
      const updateUrl = `/api/incidents/${teamIncident}/updates/${posted.id}`;
      await shutOut('GET', `/api/incidents/${teamIncident}/updates`);
      await shutOut('POST', `/api/incidents/${teamIncident}/updates`, {
        status: 'resolved',
        message: { cs: 'Hotovo.' },
      });
      await shutOut('PATCH', updateUrl, { status: 'resolved' });
      await shutOut('DELETE', updateUrl);
      expect(
        expectData(await call('GET', `/api/incidents/${teamIncident}/updates`, owner), incidentUpdateListDataSchema)
          .updates,
      ).toEqual([posted]);
      await shutOut('GET', `/api/incidents?teamId=${teamId}`);
      const stranger = await registerUser(t.app);
      expectError(await call('GET', `/api/incidents/${teamIncident}`, stranger), 404, 'NOT_FOUND');
    });

    it('dashboard: the counts, the list and the slowest leave the team’s websites out', async () => {
      const data = expectData(await call('GET', '/api/dashboard', member), dashboardDataSchema);
      expect(data.websites.total).toBe(1);
      expect(data.incidents.active).toBe(1);
      expect(data.list.map((w) => w.id)).toEqual([personalSite]);
      await shutOut('GET', `/api/dashboard?teamId=${teamId}`);
      const owners = expectData(await call('GET', '/api/dashboard', owner), dashboardDataSchema);
      expect(owners.websites.total).toBe(2);
    });

    it('reports and their CSV and PDF exports leave the team’s websites out', async () => {
      const range = 'from=2026-01-01&to=2026-01-20';
      const report = expectData(await call('GET', `/api/reports?${range}`, member), reportDataSchema);
      expect(report.websites.map((w) => w.id)).toEqual([personalSite]);
      await shutOut('GET', `/api/reports?${range}&teamId=${teamId}`);
      expectError(await call('GET', `/api/reports?${range}&websiteIds=${teamSite}`, member), 404, 'NOT_FOUND');

      const csv = await call('GET', `/api/reports/export.csv?${range}`, member);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body).toContain('Osobní blog');
      expect(csv.body).not.toContain('Týmový');
      await shutOut('GET', `/api/reports/export.csv?${range}&teamId=${teamId}`);

      const pdf = await call('GET', `/api/reports/export.pdf?${range}`, member);
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Osobní blog');
      expect(text).not.toContain('Týmový');
      await shutOut('GET', `/api/reports/export.pdf?${range}&teamId=${teamId}`);
    });

    it('the account export leaves out the team’s website the member created, not their personal one', async () => {
      const exported = await call('GET', '/api/user/export', member);
      expect(exported.statusCode).toBe(200);
      const data = exported.json().data as Record<string, { id?: string }[]>;
      expect((data.websites ?? []).map((w) => w.id)).toEqual([personalSite]);
      expect(exported.body).not.toContain(memberTeamSite);
    });

    it('saved reports: one of the team answers 403, one of websites leaves the team’s out, none can be made anew', async () => {
      await shutOut('GET', `/api/reports/saved/${savedTeamReport}`);
      const computed = expectData(
        await call('GET', `/api/reports/saved/${savedWebsitesReport}`, member),
        savedReportComputedDataSchema,
      );
      expect(computed.data.websites.map((w) => w.id)).toEqual([personalSite]);
      await shutOut('POST', '/api/reports/saved', { name: 'Znovu', scope: 'team', teamId, period: 'this_month' });
      expectError(
        await call('POST', '/api/reports/saved', member, {
          name: 'Znovu',
          scope: 'websites',
          websiteIds: [teamSite],
          period: 'this_month',
        }),
        404,
        'NOT_FOUND',
      );
    });

    it('rules: the team and its websites cannot be named, and the team’s incidents do not reach the member', async () => {
      const rule = (body: object) =>
        call('POST', '/api/notification-rules', member, { name: 'Tým', events: ['incident.opened'], ...body });
      const channel = await createChannel(t.app, member.token, {
        name: 'Můj Slack',
        config: { type: 'slack', url: 'https://hooks.slack.com/services/T0/B0/x' },
      });
      const channelIds = [channel.id];
      let error = expectError(await rule({ channelIds, websiteIds: [teamSite] }), 400, 'VALIDATION_ERROR');
      expect(Object.keys(error.errors ?? {})).toContain('websiteIds');
      error = expectError(await rule({ channelIds, teamIds: [teamId] }), 400, 'VALIDATION_ERROR');
      expect(Object.keys(error.errors ?? {})).toContain('teamIds');

      // A new incident of the team's goes to the owner's bell, not the shut-out member's.
      const fresh = await openIncident(t.database, owner.user.id, { name: 'Týmové API', teamId });
      await t.app.notifications.runOnce();
      const freshIncident = await incidentOf(fresh.websiteId);
      const bell = (user: Registered) =>
        call('GET', '/api/notifications', user).then((r) =>
          expectData(r, notificationListDataSchema).notifications.map((n) => n.incidentId),
        );
      expect(await bell(owner)).toContain(freshIncident);
      const members = await bell(member);
      expect(members).not.toContain(freshIncident);
      expect(members).not.toContain(teamIncident);
      expect(members).toContain(personalIncident);
    });

    it('weekly summaries name only the websites the member may use', async () => {
      for (const user of [owner, member]) {
        const put = await call('PUT', '/api/user/notification-settings', user, {
          events: { 'summary.weekly': { email: true, inApp: true } },
        });
        expect(put.statusCode, put.body).toBe(200);
      }
      const now = t.clock.now();
      try {
        t.mailer.clear();
        // Monday 2026-01-19, 08:30 in Prague.
        t.clock.set('2026-01-19T07:30:00.000Z');
        await t.app.notifications.runOnce();
        const summaryOf = (user: Registered) =>
          t.mailer.to(user.email).find((m) => m.subject === 'Týdenní souhrn Hlídky');
        const members = summaryOf(member);
        expect(members?.text).toContain('Osobní blog');
        expect(members?.text).not.toContain('Týmov');
        expect(summaryOf(owner)?.text).toContain('Týmový e-shop');
      } finally {
        t.clock.set(now);
      }
    });

    it('status pages: the team’s is missing from the list and answers 403; its websites cannot go on a page', async () => {
      const list = expectData(await call('GET', '/api/status-pages', member), statusPageListDataSchema);
      expect(list.statusPages.map((p) => p.id)).not.toContain(teamPage);
      await shutOut('GET', `/api/status-pages/${teamPage}`);
      await shutOut('PUT', `/api/status-pages/${teamPage}`, { name: 'Převzato' });
      await shutOut('DELETE', `/api/status-pages/${teamPage}`);
      expectError(
        await call('POST', '/api/status-pages', member, {
          name: 'Moje',
          slug: `moje-${randomUUID().slice(0, 8)}`,
          groups: [{ name: 'Cizí', websites: [{ websiteId: teamSite }] }],
        }),
        400,
        'VALIDATION_ERROR',
      );
    });

    it('maintenance: the team’s window is missing from the list and answers 403; its websites cannot be named', async () => {
      const list = expectData(await call('GET', '/api/maintenance-windows', member), maintenanceWindowListDataSchema);
      expect(list.maintenanceWindows.map((w) => w.id)).not.toContain(teamWindow);
      await shutOut('GET', `/api/maintenance-windows/${teamWindow}`);
      await shutOut('PUT', `/api/maintenance-windows/${teamWindow}`, { title: 'Převzato' });
      await shutOut('DELETE', `/api/maintenance-windows/${teamWindow}`);
      const window = {
        title: 'Moje',
        startsAt: '2026-02-01T10:30',
        durationMinutes: 60,
        recurrence: { kind: 'once' },
      };
      expectError(await call('POST', '/api/maintenance-windows', member, { ...window, websiteIds: [teamSite] }), 400);
      await shutOut('POST', '/api/maintenance-windows', { ...window, teamId, websiteIds: [personalSite] });
    });

    it('/metrics with the member’s API key lists only the websites they may use', async () => {
      const secret = expectData(
        await call('POST', '/api/api-keys', member, { name: 'Grafana' }),
        createdApiKeyDataSchema,
        201,
      ).secret;
      const scrape = await t.app.inject({ url: '/metrics', headers: bearer(secret) });
      expect(scrape.statusCode, scrape.body).toBe(200);
      const ids = [...scrape.body.matchAll(/^hlidka_website_paused\{[^}]*website_id="([^"]+)"/gm)].map((m) => m[1]);
      expect(ids).toEqual([personalSite]);
      // The same key reads no team website through the API either.
      expectError(await t.app.inject({ url: `/api/websites/${teamSite}`, headers: bearer(secret) }), 403);
    });

    it('live events: the stream delivers the member’s own events, not the team’s, until two-factor is on', async () => {
      const open = async (user: Registered) => {
        const client = await SseClient.open(`${base}/api/events?ticket=${await ticketFor(t.app, user.token)}`);
        await client.next((frame) => frame.event === 'ready');
        return client;
      };
      const about = (websiteId: string) => (frame: SseFrame) =>
        frame.event === 'website.status_changed' && frame.data?.includes(websiteId) === true;
      const [ownerStream, memberStream] = [await open(owner), await open(member)];
      try {
        // Real changes: a new team website and a new personal one go down (their incidents and status events).
        const team = await openIncident(t.database, owner.user.id, { name: 'Týmový katalog', teamId });
        const own = await openIncident(t.database, member.user.id, { name: 'Osobní katalog' });
        // And one published by hand for a team website the member created.
        t.app.events.publish({
          scope: { userId: member.user.id, teamId },
          event: {
            type: 'website.status_changed',
            websiteId: memberTeamSite,
            status: 'down',
            previousStatus: 'up',
            at: t.clock.now().toISOString(),
          },
        });
        await ownerStream.next(about(team.websiteId));
        await ownerStream.next(about(memberTeamSite));
        await memberStream.next(about(own.websiteId));
        // Both streams have seen the later events by now: the member's carries nothing of the team's.
        await ownerStream.next(about(own.websiteId), { timeoutMs: 1 }).then(
          () => expect.fail('the owner got the member’s personal event'),
          () => undefined,
        );
        const memberData = memberStream.events().map((frame) => frame.data ?? '');
        for (const id of [team.websiteId, memberTeamSite, teamSite]) {
          expect(memberData.some((data) => data.includes(id))).toBe(false);
        }

        // With two-factor on, the next heartbeat lets the team's events through.
        await enableTotp(t.app, member.token, t.clock);
        await memberStream.next((frame) => frame.comment === 'ping', { from: memberStream.frames.length });
        await memberStream.next((frame) => frame.comment === 'ping', { from: memberStream.frames.length });
        const later = await openIncident(t.database, owner.user.id, { name: 'Týmový sklad', teamId });
        await memberStream.next(about(later.websiteId));
      } finally {
        ownerStream.close();
        memberStream.close();
      }
    });

    it('with two-factor on, the member is back in everywhere', async () => {
      const list = expectData(await call('GET', '/api/websites', member), websiteListDataSchema);
      expect(list.websites.map((w) => w.id)).toContain(teamSite);
      expectData(await call('GET', `/api/incidents?teamId=${teamId}`, member), incidentListDataSchema);
      expectData(await call('GET', `/api/status-pages/${teamPage}`, member), statusPageDataSchema);
      expectData(await call('GET', `/api/maintenance-windows/${teamWindow}`, member), maintenanceWindowDataSchema);
      const computed = expectData(
        await call('GET', `/api/reports/saved/${savedTeamReport}`, member),
        savedReportComputedDataSchema,
      );
      expect(computed.data.websites.map((w) => w.id)).toContain(teamSite);
    });
  },
  { modules: modulesWithHeartbeat(300), config: { metricsToken: METRICS_TOKEN } },
);
