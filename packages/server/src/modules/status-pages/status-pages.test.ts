import {
  deleteStatusPageDataSchema,
  incidentUpdateDataSchema,
  incidentUpdateListDataSchema,
  publicStatusPageSchema,
  slugAvailabilityDataSchema,
  statusPageDataSchema,
  statusPageListDataSchema,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { incidents } from '../../db/schema/incidents';
import { checkRollupsDaily, websites } from '../../db/schema/monitoring';
import { userPlans } from '../../db/schema/plans';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, expectRaw, type Registered, registerUser } from '../../testing/auth';
import { createWebsites } from '../../testing/billing';

const DAY = 86_400_000;

describeEachApp('status pages', (t) => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: Registered, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload === undefined ? {} : { payload }) });
  const visit = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  let slugs = 0;
  const newSlug = () => `acme-${Date.now().toString(36)}-${++slugs}`;

  async function selfhosted(user: Registered) {
    await t.db.insert(userPlans).values({ userId: user.user.id, planId: 'selfhosted' });
  }

  async function pageWith(user: Registered, websiteIds: string[], extra: object = {}) {
    const slug = newSlug();
    const created = expectData(
      await call('POST', '/api/status-pages', user, {
        name: 'Acme – stav služeb',
        slug,
        groups: [{ name: 'E-shop', websites: websiteIds.map((websiteId) => ({ websiteId })) }],
        ...extra,
      }),
      statusPageDataSchema,
      201,
    );
    return created.statusPage;
  }

  describe('managing', () => {
    it('creates, lists, changes and deletes a page, within the plan', async () => {
      const user = await registerUser(t.app);
      const [a, b] = await createWebsites(t.app, user, 2);
      const page = await pageWith(user, [a as string], { description: 'Stav našich služeb' });
      expect(page).toMatchObject({
        name: 'Acme – stav služeb',
        language: 'auto',
        published: true,
        customDomain: null,
        publicUrl: `${t.config.publicUrl}/status/${page.slug}`,
      });
      expect(page.groups[0]?.websites).toEqual([
        { websiteId: a, websiteName: 'Web 1', displayName: null, badgeKey: expect.any(String) },
      ]);

      const list = expectData(await call('GET', '/api/status-pages', user), statusPageListDataSchema);
      expect(list).toMatchObject({ used: 1, limit: 1, customDomains: false });
      expect(list.statusPages.map((p) => p.id)).toEqual([page.id]);

      // The free plan has one page.
      const second = await call('POST', '/api/status-pages', user, { name: 'Druhá', slug: newSlug() });
      expect(expectError(second, 403, 'PLAN_LIMIT_REACHED').message).toContain('nejvýše 1 stavovou stránku');

      const updated = expectData(
        await call('PUT', `/api/status-pages/${page.id}`, user, {
          name: 'Acme',
          groups: [
            { name: 'Web', websites: [{ websiteId: b, displayName: 'Hlavní web' }] },
            { name: 'E-shop', websites: [{ websiteId: a }] },
          ],
        }),
        statusPageDataSchema,
      ).statusPage;
      expect(updated.name).toBe('Acme');
      expect(updated.groups.map((g) => [g.name, g.websites.map((w) => w.displayName ?? w.websiteName)])).toEqual([
        ['Web', ['Hlavní web']],
        ['E-shop', ['Web 1']],
      ]);

      expectData(await call('DELETE', `/api/status-pages/${page.id}`, user), deleteStatusPageDataSchema);
      expectError(await call('GET', `/api/status-pages/${page.id}`, user), 404, 'NOT_FOUND');
      const gone = await visit(`/status/${page.slug}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['content-type']).toContain('text/html');
      expect(gone.body).toContain('Tato stavová stránka neexistuje nebo není zveřejněná.');
    });

    it('validates slugs, domains, colours and the layout with translated messages', async () => {
      const user = await registerUser(t.app);
      const other = await registerUser(t.app);
      const [own] = await createWebsites(t.app, user, 1);
      const [foreign] = await createWebsites(t.app, other, 1);

      const bad = expectError(
        await call('POST', '/api/status-pages', user, { name: 'X', slug: 'Ne Platná!', accentColor: 'red' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(JSON.stringify(bad.errors)).toContain('malá písmena');
      expect(JSON.stringify(bad.errors)).toContain('#1a2b3c');
      const reserved = expectError(await call('POST', '/api/status-pages', user, { name: 'X', slug: 'api' }), 400);
      expect(JSON.stringify(reserved.errors)).toContain('Tuto adresu nelze použít');

      const layout = expectError(
        await call('POST', '/api/status-pages', user, {
          name: 'X',
          slug: newSlug(),
          groups: [{ name: 'G', websites: [{ websiteId: own }, { websiteId: foreign }, { websiteId: own }] }],
        }),
        400,
        'VALIDATION_ERROR',
      );
      expect(layout.errors).toMatchObject({
        'groups.0.websites.1.websiteId': ['Web nebyl nalezen'],
        'groups.0.websites.2.websiteId': ['Tento web už na stránce je.'],
      });

      const page = await pageWith(other, [foreign as string]);
      const taken = expectError(
        await call('POST', '/api/status-pages', user, { name: 'X', slug: page.slug.toUpperCase() }),
        400,
      );
      expect(taken.errors).toMatchObject({ slug: ['Tato adresa je už obsazená.'] });
      const availability = expectData(
        await call('GET', `/api/status-pages/slug-availability?slug=${page.slug}`, user),
        slugAvailabilityDataSchema,
      );
      expect(availability.available).toBe(false);

      const domain = expectError(
        await call('POST', '/api/status-pages', user, { name: 'X', slug: newSlug(), customDomain: 'status.acme.cz' }),
        403,
        'PLAN_LIMIT_REACHED',
      );
      expect(domain.message).toContain('Vlastní doména není v tarifu');
    });

    it("answers 404 for another user's page, and never lets them change it", async () => {
      const owner = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const page = await pageWith(owner, []);
      expectError(await call('GET', `/api/status-pages/${page.id}`, stranger), 404, 'NOT_FOUND');
      expectError(await call('PUT', `/api/status-pages/${page.id}`, stranger, { name: 'Hack' }), 404, 'NOT_FOUND');
      expectError(await call('DELETE', `/api/status-pages/${page.id}`, stranger), 404, 'NOT_FOUND');
      const list = expectData(await call('GET', '/api/status-pages', stranger), statusPageListDataSchema);
      expect(list.statusPages).toEqual([]);
    });
  });

  describe('what visitors get', () => {
    it('serves only the websites on the page, with 90 days of bars and no-data days as such', async () => {
      const user = await registerUser(t.app);
      const [onPage, offPage] = await createWebsites(t.app, user, 2);
      await t.db
        .update(websites)
        .set({ status: 'up' })
        .where(eq(websites.id, onPage as string));
      const now = t.clock.now();
      const today = new Date(Math.floor(now.getTime() / DAY) * DAY);
      await t.db.insert(checkRollupsDaily).values([
        {
          websiteId: onPage as string,
          bucket: new Date(today.getTime() - DAY),
          checks: 288,
          failures: 3,
          downtimeSeconds: 864,
          coveredSeconds: 86_400,
          hist: [],
        },
        { websiteId: offPage as string, bucket: today, checks: 1, coveredSeconds: 60, hist: [] },
      ]);
      const page = await pageWith(user, [onPage as string], { showResponseTimes: false });

      const response = await visit(`/api/public/status-pages/${page.slug}`);
      const data = expectRaw(response, publicStatusPageSchema);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(data.state).toBe('operational');
      const [site] = data.groups[0]?.websites ?? [];
      expect(site).toMatchObject({ name: 'Web 1', state: 'up', uptime: 99, responseMs: null });
      expect(site?.days).toHaveLength(90);
      expect(site?.days.at(-2)).toEqual({
        date: new Date(today.getTime() - DAY).toISOString().slice(0, 10),
        uptime: 99,
        downtimeSeconds: 864,
      });
      expect(site?.days.at(-1)?.uptime).toBeNull();
      expect(site?.days[0]?.uptime).toBeNull();
      // Nothing of the website beyond the page: not its id, its address, nor the other website.
      expect(response.body).not.toContain(onPage);
      expect(response.body).not.toContain(offPage);
      expect(response.body).not.toContain('127.0.0.1');

      const again = await visit(`/api/public/status-pages/${page.slug}`, {
        'if-none-match': String(response.headers.etag),
      });
      expect(again.statusCode).toBe(304);

      // A paused website is no data, never up; an unpublished page is not found.
      await t.db
        .update(websites)
        .set({ status: 'paused' })
        .where(eq(websites.id, onPage as string));
      const paused = expectRaw(await visit(`/api/public/status-pages/${page.slug}`), publicStatusPageSchema);
      expect(paused.state).toBe('no_data');
      expect(paused.groups[0]?.websites[0]?.state).toBe('no_data');
      expectData(await call('PUT', `/api/status-pages/${page.id}`, user, { published: false }), statusPageDataSchema);
      expectError(await visit(`/api/public/status-pages/${page.slug}`), 404, 'NOT_FOUND');
    });

    it('shows an incident at once, with the updates the team posts, on the page and in the feed', async () => {
      const user = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const [a, b] = await createWebsites(t.app, user, 2);
      await t.db
        .update(websites)
        .set({ status: 'up' })
        .where(eq(websites.id, b as string));
      const page = await pageWith(user, [a as string, b as string]);
      const before = expectRaw(await visit(`/api/public/status-pages/${page.slug}`), publicStatusPageSchema);
      expect(before.activeIncidents).toEqual([]);

      await t.db
        .update(websites)
        .set({ status: 'down' })
        .where(eq(websites.id, a as string));
      const [incident] = await t.db
        .insert(incidents)
        .values({ websiteId: a as string, startedAt: t.clock.now(), causeCode: 'timeout' })
        .returning();
      const during = expectRaw(await visit(`/api/public/status-pages/${page.slug}`), publicStatusPageSchema);
      expect(during.state).toBe('partial_outage');
      expect(during.activeIncidents).toMatchObject([{ id: incident?.id, websiteName: 'Web 1', updates: [] }]);
      expect(JSON.stringify(during)).not.toContain('timeout');

      const url = `/api/incidents/${incident?.id}/updates`;
      expectError(await call('POST', url, stranger, { status: 'identified', message: { cs: 'x' } }), 404);
      const empty = expectError(await call('POST', url, user, { status: 'identified', message: {} }), 400);
      expect(JSON.stringify(empty.errors)).toContain('alespoň v jednom jazyce');
      const posted = expectData(
        await call('POST', url, user, {
          status: 'identified',
          message: { cs: 'Výpadek <script>alert(1)</script> databáze', en: 'Database outage' },
        }),
        incidentUpdateDataSchema,
        201,
      );
      expect(expectData(await call('GET', url, user), incidentUpdateListDataSchema).updates).toEqual([posted.update]);

      const html = await visit(`/status/${page.slug}`, { 'accept-language': 'en' });
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).toContain('<html lang="en">');
      expect(html.body).toContain('Partial outage');
      expect(html.body).toContain('Database outage');
      const czech = await visit(`/status/${page.slug}?lng=cs`);
      expect(czech.body).toContain('Částečný výpadek');
      expect(czech.body).toContain('Výpadek &lt;script&gt;alert(1)&lt;/script&gt; databáze');
      expect(czech.body).not.toContain('<script');

      const feed = await visit(`/status/${page.slug}/feed.atom?lng=cs`);
      expect(feed.headers['content-type']).toContain('application/atom+xml');
      expect(feed.body).toContain(`<id>urn:uuid:${incident?.id}</id>`);
      expect(feed.body).toContain('Příčina nalezena');
    });

    it('escapes every text of the owner, has its own title, and serves badges and the widget', async () => {
      const user = await registerUser(t.app);
      const [a] = await createWebsites(t.app, user, 1);
      const xss = '<img src=x onerror=alert(1)>"\'';
      const page = await pageWith(user, [a as string], {
        name: `Stav ${xss}`,
        description: `Popis ${xss}`,
        footer: `Patička ${xss}`,
        language: 'cs',
        groups: [{ name: `Skupina ${xss}`, websites: [{ websiteId: a, displayName: `Web ${xss}` }] }],
      });
      const html = await visit(`/status/${page.slug}`, { 'accept-language': 'en' });
      expect(html.body).toContain('<html lang="cs">');
      expect(html.body).not.toContain('<img src=x');
      expect(html.body).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;');
      expect(html.body).toMatch(/<title>Stav &lt;img.*– Zatím nemáme data<\/title>/);
      expect(html.body).toContain('<meta name="description" content="Popis &lt;img');

      const data = expectRaw(await visit(`/api/public/status-pages/${page.slug}`), publicStatusPageSchema);
      const key = data.groups[0]?.websites[0]?.key;
      const badge = await visit(`/status/${page.slug}/badge/${key}/status.svg`);
      expect(badge.headers['content-type']).toContain('image/svg+xml');
      expect(badge.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(badge.body).toContain('Bez dat');
      const uptime = await visit(`/status/${page.slug}/badge/${key}/uptime.svg?window=7d`);
      expect(uptime.body).toContain('dostupnost 7d');
      expectError(await visit(`/status/${page.slug}/badge/nope/status.svg`), 404);
      expectError(await visit(`/status/${page.slug}/badge/${key}/secret.svg`), 404);

      const widget = await visit('/status/widget.js');
      expect(widget.headers['content-type']).toContain('javascript');
      expect(widget.body).toContain('Všechny systémy fungují');
    });

    it('keeps a <script> and quotes in the names as text in the page, its feed and its badge', async () => {
      const user = await registerUser(t.app);
      const [a] = await createWebsites(t.app, user, 1);
      const script = `<script>alert("x")</script> 'q'`;
      const page = await pageWith(user, [a as string], {
        name: `Acme ${script}`,
        language: 'en',
        groups: [{ name: 'Web', websites: [{ websiteId: a, displayName: `Shop ${script}` }] }],
      });
      await t.db.insert(incidents).values({ websiteId: a as string, startedAt: t.clock.now(), causeCode: 'timeout' });
      const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;q&#39;';

      const html = (await visit(`/status/${page.slug}`)).body;
      expect(html).toContain(`<h1>Acme ${escaped}</h1>`);
      expect(html).toContain(`<span class="name">Shop ${escaped}</span>`);
      expect(html).toContain(`<h3>Outage: Shop ${escaped}</h3>`);
      const feed = await visit(`/status/${page.slug}/feed.atom`);
      expect(feed.body).toContain(`<title>Acme ${escaped} – incidents</title>`);
      expect(feed.body).toContain(`<title>Outage: Shop ${escaped}</title>`);
      const data = expectRaw(await visit(`/api/public/status-pages/${page.slug}`), publicStatusPageSchema);
      const badge = await visit(`/status/${page.slug}/badge/${data.groups[0]?.websites[0]?.key}/status.svg`);
      expect(badge.statusCode).toBe(200);
      for (const body of [html, feed.body, badge.body]) {
        expect(body).not.toContain('<script');
        expect(body).not.toContain('alert("x")');
        expect(body).not.toContain("'q'");
      }
    });

    it('serves a page on its custom domain, and nothing else there', async () => {
      const user = await registerUser(t.app);
      await selfhosted(user);
      const domain = `status-${Date.now().toString(36)}.acme.cz`;
      const page = await pageWith(user, [], { customDomain: domain, language: 'en' });
      expect(page.customDomain).toBe(domain);
      const home = await visit('/', { host: domain });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain(`<link rel="canonical" href="http://${domain}/">`);
      const api = await visit('/api/user', { host: domain, authorization: `Bearer ${user.token}` });
      expect(api.statusCode).toBe(404);

      const other = await registerUser(t.app);
      await selfhosted(other);
      const clash = expectError(
        await call('POST', '/api/status-pages', other, { name: 'X', slug: newSlug(), customDomain: domain }),
        400,
      );
      expect(clash.errors).toMatchObject({ customDomain: ['Tuto doménu už používá jiná stavová stránka.'] });
    });
  });
});
