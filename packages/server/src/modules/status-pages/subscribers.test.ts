import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  auditListDataSchema,
  removeSubscriberDataSchema,
  statusPageDataSchema,
  statusPageSubscriberListDataSchema,
  subscribeDataSchema,
  subscriberWebhookPayloadSchema,
} from '@hlidka/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, type Registered, registerUser } from '../../testing/auth';
import { createWebsites } from '../../testing/billing';
import { incidentsOf, runChecks } from '../../testing/incidents';

describeEachApp(
  'status page subscribers',
  (t) => {
    const hooks: unknown[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const json = JSON.parse(body);
        // A webhook confirms its URL by echoing the challenge; only then does it get anything else.
        if (json.event === 'subscription.challenge') {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ challenge: json.challenge }));
          return;
        }
        hooks.push(json);
        res.writeHead(204).end();
      });
    });
    let hookUrl = '';
    beforeAll(async () => {
      receiver.listen(0, '127.0.0.1');
      await once(receiver, 'listening');
      hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    });
    afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: Registered, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(user.token), ...(payload === undefined ? {} : { payload }) });
    const notify = () => t.app.notifications.runOnce();
    const linkIn = (text: string, path: string) => {
      const found = text.match(new RegExp(`https?://\\S+/${path}\\?token=[\\w.-]+`));
      if (!found) throw new Error(`no ${path} link in ${text}`);
      return new URL(found[0]);
    };

    it('subscribes by e-mail with double opt-in, tells of incidents, and unsubscribes in one click', async () => {
      const user = await registerUser(t.app);
      const [websiteId] = await createWebsites(t.app, user, 1);
      const slug = `odber-${Date.now().toString(36)}`;
      const page = expectData(
        await call('POST', '/api/status-pages', user, {
          name: 'Acme',
          slug,
          groups: [{ name: 'Služby', websites: [{ websiteId, displayName: 'E-shop' }] }],
        }),
        statusPageDataSchema,
        201,
      ).statusPage;
      const email = `navstevnik.${Date.now().toString(36)}@example.cz`;

      // The HTML form (no JavaScript): a trap field filled by a bot sends nothing.
      const form = (body: string) =>
        t.app.inject({
          method: 'POST',
          url: `/status/${slug}/subscribe`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: body,
        });
      const trapped = await form(`email=${encodeURIComponent(email)}&website=spam`);
      expect(trapped.statusCode).toBe(202);
      expect(t.mailer.to(email)).toHaveLength(0);
      const invalid = await form('email=nope&language=cs');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.body).toContain('Zadejte platnou e-mailovou adresu.');

      const subscribed = await form(`email=${encodeURIComponent(email)}&website=&language=cs`);
      expect(subscribed.statusCode).toBe(202);
      expect(subscribed.body).toContain('Zkontrolujte schránku');
      const [confirmation] = t.mailer.to(email);
      expect(confirmation?.subject).toBe('Potvrďte odběr: Acme');
      // Submitting again soon sends no second confirmation, and answers the same.
      const again = expectData(
        await t.app.inject({ method: 'POST', url: `/api/public/status-pages/${slug}/subscribers`, payload: { email } }),
        subscribeDataSchema,
        202,
      );
      expect(again).toEqual({ kind: 'email', confirmationSent: false });
      expect(t.mailer.to(email)).toHaveLength(1);

      // Unconfirmed, the address hears nothing.
      await runChecks(t.db, t.clock, websiteId as string, false);
      await notify();
      expect(t.mailer.to(email)).toHaveLength(1);

      t.clock.advance(1000);
      const confirmLink = linkIn(confirmation?.text ?? '', 'confirm');
      expect(confirmLink.pathname).toBe(`/status/${slug}/confirm`);
      const confirmed = await t.app.inject({ method: 'GET', url: `${confirmLink.pathname}${confirmLink.search}` });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain('Odběr je potvrzený');
      const reused = await t.app.inject({ method: 'GET', url: `${confirmLink.pathname}${confirmLink.search}` });
      expect(reused.statusCode).toBe(400);
      expect(reused.body).toContain('Odkaz je neplatný nebo vypršel');

      // An incident after confirming is told once, with the one-click unsubscribe headers.
      await runChecks(t.db, t.clock, websiteId as string, true);
      await runChecks(t.db, t.clock, websiteId as string, false);
      await notify();
      await notify();
      // In the order they happened: the outage waits (a retry interval) while the resolution before it is not out.
      t.clock.advance(30_000);
      await notify();
      await expect.poll(() => t.mailer.to(email).length).toBe(3);
      const mails = t.mailer.to(email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Potvrďte odběr: Acme',
        '[Acme] Vyřešeno: E-shop',
        '[Acme] Výpadek: E-shop',
      ]);
      const outage = mails[2];
      const unsubscribeUrl = outage?.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '';
      expect(outage?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(outage?.text).toContain(unsubscribeUrl);

      const subscribers = expectData(
        await call('GET', `/api/status-pages/${page.id}/subscribers`, user),
        statusPageSubscriberListDataSchema,
      ).subscribers;
      expect(subscribers).toMatchObject([{ kind: 'email', target: email, confirmed: true, language: 'cs' }]);

      const link = new URL(unsubscribeUrl);
      const listed = async () =>
        expectData(
          await call('GET', `/api/status-pages/${page.id}/subscribers`, user),
          statusPageSubscriberListDataSchema,
        ).subscribers;
      // A forged token (the subscriber's id with a made-up signature) removes nothing.
      const forged = await t.app.inject({
        method: 'POST',
        url: `${link.pathname}?token=${subscribers[0]?.id}.forged`,
      });
      expect(forged.statusCode).toBe(200);
      expect(await listed()).toHaveLength(1);
      // The link unsubscribes in one click; a second click is harmless.
      const gone = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(gone.body).toContain('Odběr byl zrušen');
      expect(await listed()).toEqual([]);
      const twice = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(twice.body).toContain('Tento odběr už neexistuje');
    });

    it('posts incidents and updates to webhook subscribers; only managers see and remove subscribers', async () => {
      const user = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const [websiteId] = await createWebsites(t.app, user, 1);
      const slug = `hook-${Date.now().toString(36)}`;
      const page = expectData(
        await call('POST', '/api/status-pages', user, {
          name: 'Acme',
          slug,
          groups: [{ name: 'Služby', websites: [{ websiteId }] }],
        }),
        statusPageDataSchema,
        201,
      ).statusPage;
      const both = await t.app.inject({
        method: 'POST',
        url: `/api/public/status-pages/${slug}/subscribers`,
        payload: { email: 'a@example.cz', webhookUrl: hookUrl },
      });
      expect(expectError(both, 400, 'VALIDATION_ERROR').message).toBeTruthy();
      expectData(
        await t.app.inject({
          method: 'POST',
          url: `/api/public/status-pages/${slug}/subscribers`,
          payload: { webhookUrl: hookUrl },
        }),
        subscribeDataSchema,
        202,
      );

      // The URL echoes its challenge (the receiver above), which confirms it.
      await notify();
      t.clock.advance(1000);
      await runChecks(t.db, t.clock, websiteId as string, false);
      const [incident] = await incidentsOf(t.db, websiteId as string);
      t.clock.advance(1000);
      expect(
        (
          await call('POST', `/api/incidents/${incident?.id}/updates`, user, {
            status: 'monitoring',
            message: { en: 'Fixed, watching' },
          })
        ).statusCode,
      ).toBe(201);
      await notify();
      // The update waits until the opening before it is delivered (one retry interval).
      t.clock.advance(30_000);
      await notify();
      await expect.poll(() => hooks.length).toBe(2);
      const payloads = hooks.map((hook) => subscriberWebhookPayloadSchema.parse(hook));
      expect(payloads.map((p) => p.event).sort()).toEqual(['incident.opened', 'incident.updated']);
      expect(payloads.find((p) => p.event === 'incident.updated')?.update).toEqual({
        status: 'monitoring',
        message: { cs: null, en: 'Fixed, watching' },
      });

      const [subscriber] = expectData(
        await call('GET', `/api/status-pages/${page.id}/subscribers`, user),
        statusPageSubscriberListDataSchema,
      ).subscribers;
      expectError(await call('GET', `/api/status-pages/${page.id}/subscribers`, stranger), 404);
      expectError(await call('DELETE', `/api/status-pages/${page.id}/subscribers/${subscriber?.id}`, stranger), 404);
      expectData(
        await call('DELETE', `/api/status-pages/${page.id}/subscribers/${subscriber?.id}`, user),
        removeSubscriberDataSchema,
      );
      // The page's audit log: which kind of subscription went, not its address.
      const [removed] = expectData(
        await call('GET', '/api/audit?resourceType=status_page_subscriber', user),
        auditListDataSchema,
      ).events;
      expect(removed).toMatchObject({
        action: 'remove',
        resourceId: subscriber?.id,
        resourceName: page.name,
        before: { kind: 'webhook', confirmed: true },
      });
    });
  },
  { config: { allowPrivateTargets: true } },
);
