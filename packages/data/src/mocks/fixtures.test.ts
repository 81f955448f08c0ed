import {
  activeSessionSchema,
  apiKeyRoutes,
  apiKeySchema,
  authSessionDataSchema,
  billingProfileSchema,
  billingRoutes,
  checkResultSchema,
  checkSchema,
  dashboardRoutes,
  envelopeSchema,
  errorEnvelopeSchema,
  importRoutes,
  importRowSchema,
  incidentDetailSchema,
  incidentRoutes,
  incidentSchema,
  incidentUpdateSchema,
  invoiceSchema,
  loginRecordSchema,
  loginStatsSchema,
  maintenanceRoutes,
  maintenanceWindowSchema,
  notificationRoutes,
  notificationSchema,
  paymentMethodSchema,
  planQuotaRoutes,
  planQuotaSchema,
  planSchema,
  reportDataSchema,
  reportRoutes,
  responseSeriesSchema,
  savedReportRoutes,
  savedReportSchema,
  schemasOf,
  silenceRoutes,
  silenceSchema,
  statusPageRoutes,
  statusPageSchema,
  statusPageSubscriberSchema,
  subscriptionSchema,
  teamInvitationSchema,
  teamMemberSchema,
  teamRoutes,
  teamSchema,
  uptimeWindowsSchema,
  userRoutes,
  userSchema,
  userSettingsSchema,
  websiteRoutes,
  websiteSchema,
} from '@hlidka/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { interpolatePath } from '../client';
import { BASE } from '../testing/msw';
import { createMockDb, type MockDbPreset } from './db';
import * as f from './fixtures';
import { scenario } from './scenarios';

/** A failing fixture fails here: every factory's output parses with its contract schema. */
describe('fixtures parse with the contract', () => {
  const cases: [string, z.ZodType, unknown][] = [
    ['user', userSchema, f.createUser()],
    ['auth session', authSessionDataSchema, f.createAuthSession()],
    ['settings', userSettingsSchema, f.createUserSettings()],
    ...f
      .createLoginRecords(12)
      .map((record, i): [string, z.ZodType, unknown] => [`login ${i}`, loginRecordSchema, record]),
    ['login stats', loginStatsSchema, f.createLoginStats()],
    ['active session', activeSessionSchema, f.createActiveSession(2)],
    ['api key', apiKeySchema, f.createApiKey(2)],
    ...f
      .createNotifications(10)
      .map((n, i): [string, z.ZodType, unknown] => [`notification ${i}`, notificationSchema, n]),
    ['long notification', notificationSchema, f.createLongNotification()],
    ...f.createPlans().map((plan): [string, z.ZodType, unknown] => [`plan ${plan.id}`, planSchema, plan]),
    ['subscription', subscriptionSchema, f.createSubscription()],
    ...f.createInvoices(6).map((invoice, i): [string, z.ZodType, unknown] => [`invoice ${i}`, invoiceSchema, invoice]),
    ['payment method 1', paymentMethodSchema, f.createPaymentMethod(1)],
    ['payment method 2', paymentMethodSchema, f.createPaymentMethod(2)],
    ['billing profile', billingProfileSchema, f.createBillingProfile()],
    ['long billing profile', billingProfileSchema, f.createLongBillingProfile()],
    ['team', teamSchema, f.createTeam(2)],
    ['team member', teamMemberSchema, f.createTeamMember(3)],
    ['team invitation', teamInvitationSchema, f.createTeamInvitation()],
    ...f
      .createIncidents(5)
      .map((incident, i): [string, z.ZodType, unknown] => [`incident ${i}`, incidentSchema, incident]),
    ...[1, 2, 3].map((n): [string, z.ZodType, unknown] => [
      `incident detail ${n}`,
      incidentDetailSchema,
      f.createIncidentDetail(n),
    ]),
    ['long incident detail', incidentDetailSchema, f.createLongIncidentDetail()],
    ...f.createWebsites(7).map((website, i): [string, z.ZodType, unknown] => [`website ${i}`, websiteSchema, website]),
    ['long website', websiteSchema, f.createLongWebsite()],
    ['uptime windows', uptimeWindowsSchema, f.createUptimeWindows()],
    ...f.createChecks(10).map((check, i): [string, z.ZodType, unknown] => [`check ${i}`, checkSchema, check]),
    ...(['24h', '7d', '30d', '90d'] as const).map((range): [string, z.ZodType, unknown] => [
      `series ${range}`,
      responseSeriesSchema,
      f.createResponseSeries(range),
    ]),
    ['check result', checkResultSchema, f.createCheckResult()],
    ['plan quota', planQuotaSchema, f.createPlanQuota()],
    ['report', reportDataSchema, f.createReport(f.createWebsites(3), 7)],
    ['empty report', reportDataSchema, f.createReport([], 30)],
    ...f
      .createSavedReports(f.createWebsites(3), f.createTeams(1))
      .map((report): [string, z.ZodType, unknown] => [`saved report ${report.name}`, savedReportSchema, report]),
    ...f
      .createStatusPages(f.createWebsites(6), 3)
      .map((page): [string, z.ZodType, unknown] => [`status page ${page.slug}`, statusPageSchema, page]),
    ['long status page', statusPageSchema, f.createLongStatusPage(1, f.createWebsites(6))],
    ...f
      .createStatusPageSubscribers()
      .map((item): [string, z.ZodType, unknown] => [`subscriber ${item.target}`, statusPageSubscriberSchema, item]),
    ...f
      .createIncidentUpdates()
      .map((update, i): [string, z.ZodType, unknown] => [`incident update ${i}`, incidentUpdateSchema, update]),
    ...f
      .createImportRows()
      .map((row): [string, z.ZodType, unknown] => [`import row ${row.name}`, importRowSchema, row]),
    ...f
      .createMaintenanceWindows()
      .map((item): [string, z.ZodType, unknown] => [`maintenance ${item.title}`, maintenanceWindowSchema, item]),
    ['silence', silenceSchema, f.createSilence()],
  ];
  it.each(cases)('%s', (_, schema, value) => {
    const result = schema.safeParse(value);
    expect(result.success ? 'ok' : result.error.issues).toBe('ok');
  });
});

/** Every GET the handlers serve answers an envelope whose data parses with the route's response schema. */
describe('MSW handlers answer what the contract says', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const db = createMockDb();
  const teamId = db.teams[0]?.id ?? '';
  const routes = [
    [userRoutes.getUser, {}],
    [userRoutes.getSettings, {}],
    [userRoutes.deletionCheck, {}],
    [userRoutes.loginHistory, {}],
    [userRoutes.loginStats, {}],
    [userRoutes.suspiciousLogins, {}],
    [userRoutes.activeSessions, {}],
    [apiKeyRoutes.list, {}],
    [notificationRoutes.list, {}],
    [notificationRoutes.unreadCount, {}],
    [billingRoutes.listPlans, {}],
    [billingRoutes.getPlan, { id: 'start' }],
    [billingRoutes.userSubscriptions, {}],
    [billingRoutes.currentSubscription, {}],
    [billingRoutes.listInvoices, {}],
    [billingRoutes.listPaymentMethods, {}],
    [billingRoutes.getBillingProfile, {}],
    [teamRoutes.list, {}],
    [teamRoutes.get, { id: teamId }],
    [teamRoutes.listMembers, { id: teamId }],
    [teamRoutes.listInvitations, { id: teamId }],
    [teamRoutes.previewInvitation, { token: f.invitationLinkTokens.pending }],
    [incidentRoutes.list, {}],
    [websiteRoutes.list, {}],
    [websiteRoutes.get, { id: db.websites[0]?.id ?? '' }],
    [websiteRoutes.checks, { id: db.websites[0]?.id ?? '' }],
    [websiteRoutes.responseTimes, { id: db.websites[0]?.id ?? '' }],
    [planQuotaRoutes.get, {}],
    [dashboardRoutes.get, {}],
    [reportRoutes.get, {}],
    [savedReportRoutes.list, {}],
    [savedReportRoutes.get, { id: db.savedReports[0]?.id ?? '' }],
    [incidentRoutes.get, { id: db.incidents[0]?.id ?? '' }],
    [statusPageRoutes.list, {}],
    [statusPageRoutes.get, { id: db.statusPages[0]?.id ?? '' }],
    [statusPageRoutes.listIncidentUpdates, { id: db.incidents[0]?.id ?? '' }],
    [statusPageRoutes.listSubscribers, { id: db.statusPages[0]?.id ?? '' }],
    [maintenanceRoutes.list, {}],
    [maintenanceRoutes.get, { id: db.maintenanceWindows[0]?.id ?? '' }],
    [silenceRoutes.list, {}],
  ] as const;

  const presets: MockDbPreset[] = ['populated', 'empty', 'czechLongTexts', 'planLimitReached'];
  for (const preset of presets) {
    it(`${preset}: every list and detail`, async () => {
      const presetDb = createMockDb(preset);
      // Team ids are the same in every preset that has teams.
      server.use(...scenario(preset, { db: presetDb }));
      for (const [route, params] of routes) {
        const response = await fetch(`${BASE}${interpolatePath(route.path, params)}`);
        const body: unknown = await response.json();
        if (response.status === 404) {
          expect(errorEnvelopeSchema.safeParse(body).success, `${route.path} error envelope`).toBe(true);
          continue;
        }
        const parsed = envelopeSchema(schemasOf(route).response).safeParse(body);
        expect(parsed.success ? 'ok' : [route.path, parsed.error.issues]).toBe('ok');
      }
    });
  }

  it('mutations answer what the contract says', async () => {
    server.use(...scenario('populated'));
    const notification = db.notifications[0]?.id ?? '';
    const fixtureSubscriber = f.createStatusPageSubscribers()[2]?.id ?? '';
    const checks = [
      [notificationRoutes.markRead, { id: notification }, undefined],
      [notificationRoutes.markAllRead, {}, undefined],
      [billingRoutes.checkoutSession, {}, { planId: 'pro', interval: 'month' }],
      [apiKeyRoutes.create, {}, { name: 'CI' }],
      [teamRoutes.create, {}, { name: 'Nový tým' }],
      [billingRoutes.updateBillingProfile, {}, { companyName: 'Firma s.r.o.', countryCode: 'CZ' }],
      [incidentRoutes.acknowledge, { id: db.incidents[0]?.id ?? '' }, { note: 'Řešíme' }],
      [incidentRoutes.resolve, { id: db.incidents[1]?.id ?? '' }, undefined],
      [incidentRoutes.addNote, { id: db.incidents[2]?.id ?? '' }, { body: 'Poznámka' }],
      [websiteRoutes.create, {}, { name: 'Nový', url: 'https://novy.example.cz' }],
      [websiteRoutes.test, {}, { url: 'https://novy.example.cz' }],
      [websiteRoutes.update, { id: db.websites[1]?.id ?? '' }, { name: 'Přejmenovaný' }],
      [websiteRoutes.pause, { id: db.websites[1]?.id ?? '' }, undefined],
      [websiteRoutes.resume, { id: db.websites[1]?.id ?? '' }, undefined],
      [websiteRoutes.checkNow, { id: db.websites[1]?.id ?? '' }, undefined],
      [websiteRoutes.delete, { id: db.websites[2]?.id ?? '' }, undefined],
      [statusPageRoutes.create, {}, { name: 'Stav API', slug: 'stav-api' }],
      [statusPageRoutes.subscribe, { slug: 'zahradnictvi-novak' }, { email: 'novy@example.cz' }],
      [statusPageRoutes.update, { id: db.statusPages[0]?.id ?? '' }, { published: false }],
      [statusPageRoutes.delete, { id: db.statusPages[1]?.id ?? '' }, undefined],
      [
        statusPageRoutes.removeSubscriber,
        { id: db.statusPages[0]?.id ?? '', subscriberId: fixtureSubscriber },
        undefined,
      ],
      [
        statusPageRoutes.createIncidentUpdate,
        { id: db.incidents[0]?.id ?? '' },
        { status: 'monitoring', message: { cs: 'Sledujeme' } },
      ],
      [
        statusPageRoutes.editIncidentUpdate,
        { id: db.incidents[0]?.id ?? '', updateId: db.incidentUpdates[0]?.id ?? '' },
        { message: { cs: 'Opraveno' } },
      ],
      [
        statusPageRoutes.deleteIncidentUpdate,
        { id: db.incidents[0]?.id ?? '', updateId: db.incidentUpdates[1]?.id ?? '' },
        undefined,
      ],
      [
        maintenanceRoutes.create,
        {},
        { title: 'Záloha', startsAt: '2026-12-01T22:00', durationMinutes: 30, websiteIds: [db.websites[0]?.id] },
      ],
      [maintenanceRoutes.update, { id: db.maintenanceWindows[0]?.id ?? '' }, { durationMinutes: 60 }],
      [maintenanceRoutes.delete, { id: db.maintenanceWindows[3]?.id ?? '' }, undefined],
      [
        silenceRoutes.create,
        {},
        { targetKind: 'website', targetId: db.websites[0]?.id, reason: 'Nasazení', durationMinutes: 60 },
      ],
      [
        silenceRoutes.create,
        {},
        { targetKind: 'incident', targetId: db.incidents[0]?.id, reason: 'Ví o tom', durationMinutes: 30 },
      ],
      [importRoutes.importWebsites, {}, { source: 'uptime-kuma', content: f.sampleKumaBackup }],
      [importRoutes.importWebsites, {}, { source: 'uptime-kuma', content: f.sampleKumaBackup, dryRun: false }],
    ] as const;
    for (const [route, params, body] of checks) {
      const response = await fetch(`${BASE}${interpolatePath(route.path, params)}`, {
        method: route.method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const parsed = envelopeSchema(schemasOf(route).response).safeParse(await response.json());
      expect(parsed.success ? 'ok' : [route.path, parsed.error.issues]).toBe('ok');
    }
  });

  it('error presets answer the error envelope', async () => {
    for (const name of ['validationError', 'serverError', 'expiredSession'] as const) {
      server.resetHandlers(...scenario(name));
      const response = await fetch(`${BASE}/api/teams`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const parsed = errorEnvelopeSchema.safeParse(await response.json());
      expect(parsed.success ? 'ok' : [name, parsed.error.issues]).toBe('ok');
    }
  });
});
