import {
  reportRoutes,
  savedReportComputedDataSchema,
  savedReportDataSchema,
  savedReportDeletedDataSchema,
  savedReportListDataSchema,
  savedReportRoutes,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkRollupsDaily } from '../../db/schema/monitoring';
import { savedReports } from '../../db/schema/reports';
import { createSmtpMailer } from '../../mail/mailer';
import { bucketOf, emptyHistogram } from '../../monitoring/rollups/histogram';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, registerUser } from '../../testing/auth';
import { insertWebsite } from '../../testing/incidents';
import { pdfText } from '../../testing/pdf';
import { startTestSmtpServer, type TestSmtpServer, textPart } from '../../testing/smtp';
import { createTeam } from '../../testing/teams';
import { sendDueMonthlyReports } from './monthly';

const day = (date: string, downtimeSeconds: number) => {
  const hist = emptyHistogram();
  hist[bucketOf(120)] = 1000;
  return {
    bucket: new Date(`${date}T00:00:00Z`),
    checks: 1440,
    failures: Math.round(downtimeSeconds / 60),
    downtimeSeconds,
    coveredSeconds: 86_400,
    responseSumMs: 1000 * 120,
    responseCount: 1000,
    maxMs: 400,
    hist,
  };
};

describeEachApp('saved reports', (ctx) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('saves, lists, computes, changes and deletes a report; a stranger sees none of it', async () => {
    ctx.clock.set('2026-02-10T12:00:00Z');
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const site = await insertWebsite(ctx.db, alice.user.id, { name: 'E-shop Praha' });
    await ctx.db.insert(checkRollupsDaily).values([{ websiteId: site, ...day('2026-01-20', 864) }]);
    const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

    const created = expectData(
      await as(alice.token, 'POST', '/api/reports/saved', {
        name: 'Pro zákazníka',
        scope: 'websites',
        websiteIds: [site],
        period: 'last_month',
      }),
      savedReportDataSchema,
      201,
    ).report;
    expect(created).toMatchObject({
      name: 'Pro zákazníka',
      scope: 'websites',
      websiteIds: [site],
      teamId: null,
      period: 'last_month',
      from: null,
      schedule: { monthly: false, recipients: [], language: 'cs' },
    });

    const computed = expectData(
      await as(alice.token, 'GET', `/api/reports/saved/${created.id}`),
      savedReportComputedDataSchema,
    );
    expect(computed.data).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    expect(computed.data.websites.map((w) => w.name)).toEqual(['E-shop Praha']);
    expect(computed.data.summary.downtimeSeconds).toBe(864);

    const list = expectData(await as(alice.token, 'GET', '/api/reports/saved'), savedReportListDataSchema);
    expect(list.reports.map((r) => r.id)).toEqual([created.id]);
    expect(expectData(await as(bob.token, 'GET', '/api/reports/saved'), savedReportListDataSchema).reports).toEqual([]);
    const foreign = expectError(await as(bob.token, 'GET', `/api/reports/saved/${created.id}`), 404, 'NOT_FOUND');
    expect(foreign.message).toBe('Report nebyl nalezen');
    expectError(await as(bob.token, 'DELETE', `/api/reports/saved/${created.id}`), 404, 'NOT_FOUND');

    const team = await createTeam(ctx.app, alice);
    const changed = expectData(
      await as(alice.token, 'PUT', `/api/reports/saved/${created.id}`, {
        name: 'Tým',
        scope: 'team',
        teamId: team.id,
        period: 'custom',
        from: '2026-01-15',
        to: '2026-01-25',
        schedule: { monthly: true, recipients: ['Zakaznik@Example.cz'], language: 'en' },
      }),
      savedReportDataSchema,
    ).report;
    expect(changed).toMatchObject({
      scope: 'team',
      teamId: team.id,
      websiteIds: [],
      from: '2026-01-15',
      to: '2026-01-25',
      schedule: { monthly: true, recipients: ['zakaznik@example.cz'], language: 'en' },
    });

    expect(
      expectData(await as(alice.token, 'DELETE', `/api/reports/saved/${created.id}`), savedReportDeletedDataSchema),
    ).toEqual({ deleted: true });
    expectError(await as(alice.token, 'GET', `/api/reports/saved/${created.id}`), 404, 'NOT_FOUND');
  });

  it('answers per field for a missing selection, period or recipient, and 404 for a foreign website or team', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const theirs = await insertWebsite(ctx.db, bob.user.id);
    const bobsTeam = await createTeam(ctx.app, bob);
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/reports/saved', headers: bearer(alice.token), payload });
    const invalid = expectError(
      await post({
        name: 'x',
        scope: 'websites',
        period: 'custom',
        from: '2026-01-10',
        schedule: { monthly: true, recipients: [], language: 'cs' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(invalid.errors).toMatchObject({
      websiteIds: ['Vyberte alespoň jeden web.'],
      to: ['Zadejte den.'],
      'schedule.recipients': ['Zadejte alespoň jednoho příjemce měsíčního reportu.'],
    });
    expectError(await post({ name: ' ', scope: 'team', period: 'this_month' }), 400, 'VALIDATION_ERROR');
    expectError(
      await post({ name: 'x', scope: 'websites', websiteIds: [theirs], period: 'this_month' }),
      404,
      'NOT_FOUND',
    );
    expectError(await post({ name: 'x', scope: 'team', teamId: bobsTeam.id, period: 'this_month' }), 404, 'NOT_FOUND');
  });

  it('exports a PDF in Czech or English with the logo, period, SLA figures and generated date', async () => {
    ctx.clock.set('2026-02-10T12:00:00Z');
    const alice = await registerUser(ctx.app);
    const site = await insertWebsite(ctx.db, alice.user.id, { name: 'Účetní systém' });
    await ctx.db.insert(checkRollupsDaily).values([
      { websiteId: site, ...day('2026-01-01', 0) },
      { websiteId: site, ...day('2026-01-02', 3600) },
    ]);
    const url = `/api/reports/export.pdf?websiteIds=${site}&from=2026-01-01&to=2026-01-02`;
    const cs = await ctx.app.inject({ method: 'GET', url, headers: bearer(alice.token) });
    expect(cs.statusCode).toBe(200);
    expect(cs.headers['content-type']).toBe('application/pdf');
    expect(cs.headers['content-disposition']).toBe('attachment; filename=hlidka-report-2026-01-01-2026-01-02.pdf');
    expect(cs.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csText = await pdfText(cs.rawPayload);
    for (const expected of [
      'Hlídka',
      'Report dostupnosti',
      '1. 1. 2026 – 2. 1. 2026 (UTC)',
      'Účetní systém',
      'Vygenerováno',
      '10. 2. 2026 13:00',
      'Dostupnost',
      '97,92 %',
      'Výpadky celkem',
      '1 h',
      'Doba bez dat',
    ]) {
      expect(csText).toContain(expected);
    }

    const en = await ctx.app.inject({ method: 'GET', url: `${url}&lang=en`, headers: bearer(alice.token) });
    const enText = await pdfText(en.rawPayload);
    for (const expected of ['Uptime report', '1 Jan 2026 – 2 Jan 2026 (UTC)', 'Generated', '97.92 %', 'MTTR']) {
      expect(enText).toContain(expected);
    }
    expectError(await ctx.app.inject({ method: 'GET', url }), 401);
    expectError(
      await ctx.app.inject({ method: 'GET', url: `${url}&lang=de`, headers: bearer(alice.token) }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('e-mails a scheduled report with the PDF on the 1st of the next month, once', async () => {
    ctx.clock.set('2026-03-10T08:00:00Z');
    const alice = await registerUser(ctx.app);
    const site = await insertWebsite(ctx.db, alice.user.id, { name: 'Portál' });
    await ctx.db.insert(checkRollupsDaily).values([{ websiteId: site, ...day('2026-03-05', 0) }]);
    const created = expectData(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/reports/saved',
        headers: bearer(alice.token),
        payload: {
          name: 'Měsíční SLA',
          scope: 'websites',
          websiteIds: [site],
          period: 'this_month',
          schedule: { monthly: true, recipients: ['klient@example.cz', 'sef@example.cz'], language: 'cs' },
        },
      }),
      savedReportDataSchema,
      201,
    ).report;
    const deps = {
      db: ctx.db,
      mailer: createSmtpMailer({ url: smtp.url, from: 'Hlídka <noreply@hlidka.test>' }),
      publicUrl: 'https://hlidka.test',
    };
    const before = smtp.received.length;

    // Later in the month of scheduling: nothing (February needs no report).
    ctx.clock.set('2026-03-31T23:59:00Z');
    expect(await sendDueMonthlyReports(deps, ctx.clock.now())).toBe(0);

    // On the 1st: March's report to both recipients, and a second run sends nothing more.
    ctx.clock.set('2026-04-01T00:10:00Z');
    expect(await sendDueMonthlyReports(deps, ctx.clock.now())).toBe(1);
    expect(await sendDueMonthlyReports(deps, ctx.clock.now())).toBe(0);
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['klient@example.cz', 'sef@example.cz']);
    const mail = mails[0]?.raw ?? '';
    expect(mail).toContain('filename=hlidka-report-2026-03-01-2026-03-31.pdf');
    expect(textPart(mail)).toContain('za období 1. 3. 2026 – 31. 3. 2026');
    expect(textPart(mail)).toContain(`https://hlidka.test/reports/${created.id}`);
    const attachment = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail)?.[1] ?? '';
    const attachedText = await pdfText(Buffer.from(attachment.replace(/\s/g, ''), 'base64'));
    expect(attachedText).toContain('Měsíční SLA');
    expect(attachedText).toContain('Portál');

    const [row] = await ctx.db.select().from(savedReports).where(eq(savedReports.id, created.id));
    expect(row?.lastSentAt?.toISOString()).toBe('2026-04-01T00:10:00.000Z');
    expect(row?.lastSentMonth).toBe('2026-03');
  });

  it('documents every report route in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json() as { paths: Record<string, Record<string, unknown>> };
    for (const route of [...Object.values(reportRoutes), ...Object.values(savedReportRoutes)]) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
  });
});
