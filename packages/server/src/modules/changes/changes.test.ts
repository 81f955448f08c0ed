import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import {
  auditListDataSchema,
  type ChangeWatch,
  EMPTY_CHANGE_WATCH,
  notificationListDataSchema,
  valueChangeDataSchema,
  valueChangeListDataSchema,
  websiteDataSchema,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { httpConfigSchema, runHttpCheck } from '../../checkers/http';
import type { CheckContext } from '../../checkers/types';
import { outbox } from '../../db/schema/incidents';
import { observeValues } from '../../monitoring/changes/observe';
import { recordChanges } from '../../monitoring/changes/record';
import { describeEachApp } from '../../testing/app';
import type { Registered } from '../../testing/auth';
import { generateTestCertificates, type TestCertificates } from '../../testing/certificates';
import { bearer, expectData, expectError, registerUser } from '../../testing/teams';

const listen = async (server: Server | HttpsServer) => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
};

describeEachApp('Change detection', (t) => {
  let certificates: TestCertificates;
  let page = '<html><body><h1>Ceník</h1><p class="price">Tarif: 100 Kč</p></body></html>';
  const http = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  let https: HttpsServer;
  let httpUrl = '';
  let httpsUrl = '';

  beforeAll(async () => {
    certificates = await generateTestCertificates();
    https = createHttpsServer({ key: certificates.valid.key, cert: certificates.valid.cert }, (_req, res) => {
      res.end('ok');
    });
    httpUrl = `http://127.0.0.1:${await listen(http)}/`;
    httpsUrl = `https://localhost:${await listen(https)}/`;
  });
  afterAll(async () => {
    http.close();
    https.close();
  });

  const watch = (fields: Partial<ChangeWatch>): ChangeWatch => ({ ...EMPTY_CHANGE_WATCH, ...fields });

  const createWatched = async (owner: Registered, url: string, changeWatch: ChangeWatch) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: bearer(owner.token),
      payload: { name: 'Ceník', url, changeWatch, allowDuplicate: true },
    });
    return expectData(response, websiteDataSchema, 201).website;
  };

  /** One check of the website through the real checker, observed and recorded as the scheduler does. */
  const check = async (websiteId: string, url: string, changeWatch: ChangeWatch) => {
    const context: CheckContext = {
      deadlineMs: 5000,
      allowPrivateTargets: true,
      ca: certificates.ca,
      ...(changeWatch.content ? { observe: { body: true } } : {}),
    };
    const result = await runHttpCheck(httpConfigSchema.parse({ url }), context);
    const observations = await observeValues(result, changeWatch, new URL(url).hostname, context);
    t.clock.advance(60_000);
    const now = t.clock.now();
    await t.db.transaction((tx) =>
      recordChanges(
        tx,
        [
          {
            websiteId,
            ok: result.ok,
            code: result.code,
            message: null,
            checkedAt: now,
            region: 'eu',
            responseMs: 1,
            observations,
          },
        ],
        now,
      ),
    );
  };

  const changesOf = async (owner: Registered, websiteId: string) =>
    expectData(
      await t.app.inject({ method: 'GET', url: `/api/websites/${websiteId}/changes`, headers: bearer(owner.token) }),
      valueChangeListDataSchema,
    ).changes;

  const changeRows = async (websiteId: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.type, 'website.changed'))).filter(
      (row) => (row.payload as { websiteId: string }).websiteId === websiteId,
    );

  it('notices a changed page once, shows both texts, and accepting makes the new text the accepted one', async () => {
    page = '<html><body><h1>Ceník</h1><p class="price">Tarif: 100 Kč</p></body></html>';
    const jana = await registerUser(t.app);
    const contentWatch = watch({ content: true });
    const website = await createWatched(jana, httpUrl, contentWatch);
    expect(website.changeWatch).toEqual(contentWatch);

    await check(website.id, httpUrl, contentWatch);
    page = '<html>\n  <body>\n    <h1>Ceník</h1>\n    <p class="price">Tarif:   100 Kč</p>\n  </body>\n</html>';
    await check(website.id, httpUrl, contentWatch);
    expect(await changesOf(jana, website.id)).toEqual([]);

    page = '<html><body><h1>Ceník</h1><p class="price">Tarif: 120 Kč</p></body></html>';
    await check(website.id, httpUrl, contentWatch);
    await check(website.id, httpUrl, contentWatch);
    const [change, ...more] = await changesOf(jana, website.id);
    expect(more).toEqual([]);
    expect(change).toMatchObject({
      item: 'content',
      status: 'open',
      before: { kind: 'content', text: 'Ceník\nTarif: 100 Kč', truncated: false },
      after: { kind: 'content', text: 'Ceník\nTarif: 120 Kč', truncated: false },
    });
    expect(await changeRows(website.id)).toHaveLength(1);

    await t.app.notifications.runOnce();
    const bell = expectData(
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(jana.token) }),
      notificationListDataSchema,
    ).notifications;
    expect(bell[0]).toMatchObject({
      kind: 'website.changed',
      params: { websiteName: 'Ceník', item: 'content' },
      subject: 'Na webu Ceník se něco změnilo',
      content: 'Změnil se sledovaný údaj: obsah stránky.',
    });
    const mail = t.mailer.sent.find((m) => m.to === jana.email && m.subject === 'Na webu Ceník se něco změnilo');
    expect(mail?.text).toContain('Dříve: Tarif: 100 Kč');
    expect(mail?.text).toContain('Nyní: Tarif: 120 Kč');

    const accepted = expectData(
      await t.app.inject({
        method: 'POST',
        url: `/api/websites/${website.id}/changes/${change?.id}/accept`,
        headers: bearer(jana.token),
      }),
      valueChangeDataSchema,
    ).change;
    expect(accepted).toMatchObject({ status: 'accepted', acceptedBy: { userId: jana.user.id } });
    const audit = await t.app.inject({ method: 'GET', url: '/api/audit?action=accept', headers: bearer(jana.token) });
    expect(expectData(audit, auditListDataSchema).events).toEqual([
      expect.objectContaining({ resourceType: 'website', resourceId: website.id, before: expect.any(Object) }),
    ]);
    await check(website.id, httpUrl, contentWatch);
    expect((await changesOf(jana, website.id)).filter((c) => c.status === 'open')).toEqual([]);
    expect(await changeRows(website.id)).toHaveLength(1);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${website.id}/changes/${change?.id}/accept`,
      headers: bearer(jana.token),
    });
    expectError(again, 409, 'CONFLICT');
  });

  it('a CSS selection watches only its part, and numbers can be ignored', async () => {
    page = '<html><body><p class="news">Aktualizováno 10:15</p><p class="price">Tarif: 100 Kč</p></body></html>';
    const petr = await registerUser(t.app);
    const priceOnly = watch({ content: true, contentSelector: { kind: 'css', path: 'p.price' }, ignoreNumbers: false });
    const website = await createWatched(petr, httpUrl, priceOnly);
    await check(website.id, httpUrl, priceOnly);
    page = '<html><body><p class="news">Aktualizováno 10:20</p><p class="price">Tarif: 100 Kč</p></body></html>';
    await check(website.id, httpUrl, priceOnly);
    expect(await changesOf(petr, website.id)).toEqual([]);

    const clock = watch({ content: true, contentSelector: { kind: 'css', path: '.news' }, ignoreNumbers: true });
    const other = await createWatched(petr, httpUrl, clock);
    await check(other.id, httpUrl, clock);
    page = '<html><body><p class="news">Aktualizováno 11:45</p><p class="price">Tarif: 100 Kč</p></body></html>';
    await check(other.id, httpUrl, clock);
    expect(await changesOf(petr, other.id)).toEqual([]);
  });

  it('notices a new certificate with its fields before and after', async () => {
    const eva = await registerUser(t.app);
    const certificateWatch = watch({ certificate: true });
    const website = await createWatched(eva, httpsUrl, certificateWatch);
    await check(website.id, httpsUrl, certificateWatch);
    https.setSecureContext({ key: certificates.expiringSoon.key, cert: certificates.expiringSoon.cert });
    await check(website.id, httpsUrl, certificateWatch);
    const [change] = await changesOf(eva, website.id);
    expect(change?.item).toBe('certificate');
    if (change?.before.kind !== 'certificate' || change.after.kind !== 'certificate') throw new Error('no certificate');
    expect(change.before.certificate.fingerprint256).not.toBe(change.after.certificate.fingerprint256);
    expect(change.before.certificate.issuer).toContain('Hlidka Test CA');
    expect(new Date(change.after.certificate.validTo).getTime()).toBeLessThan(
      new Date(change.before.certificate.validTo).getTime(),
    );
    https.setSecureContext({ key: certificates.valid.key, cert: certificates.valid.cert });
    await check(website.id, httpsUrl, certificateWatch);
    expect((await changesOf(eva, website.id))[0]?.status).toBe('reverted');
  });

  it('refuses a selector it cannot read, in the field, and hides changes from whoever does not see the website', async () => {
    const jana = await registerUser(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: bearer(jana.token),
      payload: {
        name: 'Ceník',
        url: httpUrl,
        changeWatch: watch({ content: true, contentSelector: { kind: 'css', path: 'a:hover' } }),
      },
    });
    const body = expectError(refused, 400, 'VALIDATION_ERROR');
    expect(body.errors?.['changeWatch.contentSelector.path']?.[0]).toContain('selektor CSS');

    const website = await createWatched(jana, httpUrl, watch({ addresses: true }));
    const stranger = await registerUser(t.app);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${website.id}/changes`,
      headers: bearer(stranger.token),
    });
    expectError(hidden, 404);
  });
});
