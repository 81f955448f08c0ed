import { publicStatusPageSchema, statusPageDataSchema } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { incidents } from '../../db/schema/incidents';
import { incidentUpdates } from '../../db/schema/status-pages';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, expectRaw, type Registered, registerUser } from '../../testing/auth';
import { createWebsites } from '../../testing/billing';
import { subscriptionEmails } from './subscriber-emails';

// The public page speaks its visitors' time: the page's zone (Prague unless set), named SEČ/SELČ in Czech and
// CET/CEST in English, on the page, in its feed and in subscribers' e-mails; a resolved incident without updates reads
// "Vyřešeno"; a badge's unknown window is refused with the windows it knows. The test clock stands at 2026-01-15 10:00
// UTC (winter: Prague is UTC+1).

describeEachApp('status page time zone', (t) => {
  const call = (method: 'POST' | 'PUT', url: string, user: Registered, payload: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), payload });
  const visit = (url: string) => t.app.inject({ method: 'GET', url });
  let pages = 0;

  async function pageWith(user: Registered, websiteId: string, extra: object = {}) {
    const body = {
      name: 'Acme',
      slug: `pasmo-${Date.now().toString(36)}-${++pages}`,
      groups: [{ name: 'Služby', websites: [{ websiteId, displayName: 'E-shop' }] }],
      ...extra,
    };
    return expectData(await call('POST', '/api/status-pages', user, body), statusPageDataSchema, 201).statusPage;
  }

  /** A resolved incident without updates (06:02–06:40 UTC) and an ongoing one with an update (08:15 UTC). */
  async function incidentsOf(websiteId: string) {
    await t.db.insert(incidents).values({
      websiteId,
      status: 'resolved',
      startedAt: new Date('2026-01-14T06:02:00Z'),
      resolvedAt: new Date('2026-01-14T06:40:00Z'),
      causeCode: 'timeout',
    });
    const [ongoing] = await t.db
      .insert(incidents)
      .values({ websiteId, startedAt: new Date('2026-01-15T08:00:00Z'), causeCode: 'timeout' })
      .returning();
    await t.db.insert(incidentUpdates).values({
      incidentId: ongoing?.id as string,
      status: 'identified',
      messageCs: 'Přetížená databáze.',
      messageEn: 'An overloaded database.',
      createdAt: new Date('2026-01-15T08:15:00Z'),
    });
  }

  describe('the setting', () => {
    it('is Prague by default, takes any zone of Intl, and refuses others in words', async () => {
      const user = await registerUser(t.app);
      const [websiteId] = await createWebsites(t.app, user, 1);
      const page = await pageWith(user, websiteId as string);
      expect(page.timeZone).toBe('Europe/Prague');
      expect(page.groups[0]?.websites[0]?.badgeKey).toMatch(/^[\w-]{12}$/);

      const changed = expectData(
        await call('PUT', `/api/status-pages/${page.id}`, user, { timeZone: 'America/New_York' }),
        statusPageDataSchema,
      ).statusPage;
      expect(changed.timeZone).toBe('America/New_York');

      for (const zone of ['Mars/Olympus_Mons', 'SEČ', 'Etc/GMT+1']) {
        const refused = expectError(
          await call('PUT', `/api/status-pages/${page.id}`, user, { timeZone: zone }),
          400,
          'VALIDATION_ERROR',
        );
        expect(refused.errors?.timeZone?.[0]).toContain('Neznámé časové pásmo');
      }
      const atlantis = expectError(
        await call('PUT', `/api/status-pages/${page.id}`, user, { timeZone: 'Europe/Atlantis' }),
        400,
      );
      expect(atlantis.translations?.en.errors?.timeZone?.[0]).toContain('Unknown time zone. Choose one from the list');
      const public_ = expectRaw(await visit(`/api/public/status-pages/${page.slug}`), publicStatusPageSchema);
      expect(public_.timeZone).toBe('America/New_York');
    });
  });

  describe('what visitors read', () => {
    it("shows times in the page's zone with its name, never UTC, and a resolved incident without updates as resolved", async () => {
      const user = await registerUser(t.app);
      const [websiteId] = await createWebsites(t.app, user, 1);
      await incidentsOf(websiteId as string);
      const page = await pageWith(user, websiteId as string);

      const czech = (await visit(`/status/${page.slug}?lng=cs`)).body;
      expect(czech).toContain('<time datetime="2026-01-14T06:02:00.000Z">14. 1. 2026 7:02 SEČ</time>');
      expect(czech).toContain('<time datetime="2026-01-15T08:15:00.000Z">15. 1. 2026 9:15 SEČ</time>');
      expect(czech).not.toContain(' UTC');
      const resolved = czech.slice(czech.indexOf('Historie incidentů'));
      expect(resolved).toContain('<li><p>Vyřešeno</p></li>');
      expect(czech).not.toContain('Na řešení pracujeme');

      const english = (await visit(`/status/${page.slug}?lng=en`)).body;
      expect(english).toContain('14 Jan 2026, 07:02 CET');
      expect(english).toContain('<li><p>Resolved</p></li>');
      expect(english).not.toContain('We are working on it');

      const feed = (await visit(`/status/${page.slug}/feed.atom?lng=cs`)).body;
      const contents = [...feed.matchAll(/<content type="text">([^<]*)<\/content>/g)].map((m) => m[1] ?? '');
      expect(contents).toEqual([
        'Probíhá od 15. 1. 2026 9:00 SEČ\nPříčina nalezena (15. 1. 2026 9:15 SEČ): Přetížená databáze.',
        '14. 1. 2026 7:02 SEČ – 14. 1. 2026 7:40 SEČ\nVyřešeno',
      ]);
      // Machine-readable dates stay where Atom wants them, and only there.
      expect(feed).toContain('<published>2026-01-14T06:02:00.000Z</published>');
      for (const content of contents) expect(content).not.toMatch(/\d{4}-\d{2}-\d{2}T/);

      // Another zone: its own short name.
      expectData(
        await call('PUT', `/api/status-pages/${page.id}`, user, { timeZone: 'America/New_York' }),
        statusPageDataSchema,
      );
      expect((await visit(`/status/${page.slug}?lng=cs`)).body).toContain('14. 1. 2026 1:02 EST');
      expect((await visit(`/status/${page.slug}/feed.atom?lng=en`)).body).toContain(
        '14 Jan 2026, 01:02 GMT-5 – 14 Jan 2026, 01:40 GMT-5\nResolved',
      );
    });

    it("writes subscribers' maintenance e-mails in the page's zone and their language", () => {
      const input = {
        pageName: 'Acme',
        pageUrl: 'https://hlidka.example.cz/status/acme',
        title: 'Výměna serveru',
        description: null,
        startsAt: new Date('2026-07-10T20:00:00Z'),
        endsAt: new Date('2026-07-10T21:30:00Z'),
        timeZone: 'Europe/Prague',
        unsubscribeUrl: 'https://hlidka.example.cz/status/acme/unsubscribe?token=x',
      };
      expect(subscriptionEmails.cs.maintenance(input).text).toContain(
        '10. 7. 2026 22:00 SELČ – 10. 7. 2026 23:30 SELČ',
      );
      expect(subscriptionEmails.en.maintenance(input).text).toContain(
        '10 Jul 2026, 22:00 CEST – 10 Jul 2026, 23:30 CEST',
      );
      expect(subscriptionEmails.cs.maintenance({ ...input, timeZone: 'UTC' }).text).toContain('10. 7. 2026 20:00 UTC');
    });
  });

  describe('badges', () => {
    it('refuse an unknown window with the windows they know, and serve each known one', async () => {
      const user = await registerUser(t.app);
      const [websiteId] = await createWebsites(t.app, user, 1);
      const page = await pageWith(user, websiteId as string);
      const key = page.groups[0]?.websites[0]?.badgeKey;
      for (const window of ['24h', '7d', '30d', '90d']) {
        const badge = await visit(`/status/${page.slug}/badge/${key}/uptime.svg?window=${window}`);
        expect(badge.statusCode).toBe(200);
        expect(badge.body).toContain(`dostupnost ${window}`);
      }
      expect((await visit(`/status/${page.slug}/badge/${key}/uptime.svg`)).body).toContain('dostupnost 90d');

      const czech = expectError(await visit(`/status/${page.slug}/badge/${key}/uptime.svg?window=1y`), 400);
      expect(czech.message).toBe('Neznámé období „1y“. Povolené hodnoty: 24h, 7d, 30d, 90d.');
      expect(czech.errors?.window).toEqual([czech.message]);
      const english = await t.app.inject({
        method: 'GET',
        url: `/status/${page.slug}/badge/${key}/uptime.svg?window=90`,
        headers: { 'accept-language': 'en' },
      });
      expect(expectError(english, 400).message).toBe('Unknown window “90”. Allowed values: 24h, 7d, 30d, 90d.');
    });
  });
});
