import { publicStatusPageSchema, statusPageDataSchema, statusPageMemberPassDataSchema } from '@hlidka/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, expectRaw, type Registered, registerUser } from '../../testing/auth';
import { createWebsites } from '../../testing/billing';
import { addMember, createTeam } from '../../testing/teams';

const PASSWORD = 'tajné heslo 42';
const MINUTE = 60_000;
const DAY = 86_400_000;

describeEachApp('private status pages', (t) => {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: Registered, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload === undefined ? {} : { payload }) });
  let slugs = 0;
  let visits = 0;
  const newSlug = () => `private-${Date.now().toString(36)}-${++slugs}`;

  async function privatePage(user: Registered, extra: object) {
    const [websiteId] = await createWebsites(t.app, user, 1);
    const response = await call('POST', '/api/status-pages', user, {
      name: 'Interní služby',
      slug: newSlug(),
      language: 'cs',
      groups: [{ name: 'Systémy', websites: [{ websiteId }] }],
      ...extra,
    });
    return expectData(response, statusPageDataSchema, 201).statusPage;
  }

  /** Every way into a page, as one visitor (their cookie and address). */
  async function everyWayIn(
    page: { slug: string; groups: { websites: { badgeKey: string }[] }[] },
    visitor: { cookie?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
  ) {
    const key = page.groups[0]?.websites[0]?.badgeKey;
    const headers = { ...visitor.headers, ...(visitor.cookie ? { cookie: visitor.cookie } : {}) };
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers, remoteAddress: visitor.remoteAddress });
    // The subscription's own limit (5 an address in 10 minutes) would answer first: each visit from a new address.
    const subscribe = t.app.inject({
      method: 'POST',
      url: `/api/public/status-pages/${page.slug}/subscribers`,
      headers,
      remoteAddress: visitor.remoteAddress ?? `10.0.${Math.floor(++visits / 250)}.${visits % 250}`,
      payload: { email: 'navstevnik@example.cz' },
    });
    const answers: Record<string, LightMyRequestResponse> = {
      page: await get(`/status/${page.slug}`),
      json: await get(`/api/public/status-pages/${page.slug}`),
      feed: await get(`/status/${page.slug}/feed.atom`),
      badge: await get(`/status/${page.slug}/badge/${key}/status.svg`),
      uptimeBadge: await get(`/status/${page.slug}/badge/${key}/uptime.svg?window=7d`),
      subscribe: await subscribe,
    };
    return answers;
  }
  const statuses = (answers: Record<string, LightMyRequestResponse>) =>
    Object.fromEntries(Object.entries(answers).map(([route, answer]) => [route, answer.statusCode]));
  const REFUSED = (page: number) => ({ page, json: 403, feed: 403, badge: 403, uptimeBadge: 403, subscribe: 403 });
  const LET_IN = { page: 200, json: 200, feed: 200, badge: 200, uptimeBadge: 200, subscribe: 202 };

  const submitPassword = (slug: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `/status/${slug}/password`,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password }).toString(),
    });
  const passCookie = (response: LightMyRequestResponse) => {
    const cookies = [response.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
    expect(cookies.length).toBeGreaterThan(0);
    return String(cookies[0]).split(';')[0] as string;
  };

  describe('with a password', () => {
    it('needs a password to be saved, and never gives it back', async () => {
      const user = await registerUser(t.app);
      const missing = expectError(
        await call('POST', '/api/status-pages', user, { name: 'X', slug: newSlug(), access: 'password' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(missing.errors).toMatchObject({ password: ['Stránka chráněná heslem potřebuje heslo.'] });
      const short = expectError(
        await call('POST', '/api/status-pages', user, {
          name: 'X',
          slug: newSlug(),
          access: 'password',
          password: 'krátké',
        }),
        400,
      );
      expect(Object.keys(short.errors ?? {})).toEqual(['password']);

      const page = await privatePage(user, { access: 'password', password: PASSWORD });
      expect(page).toMatchObject({ access: 'password', hasPassword: true, allowlist: [] });
      const answer = await call('GET', `/api/status-pages/${page.id}`, user);
      expect(answer.body).not.toContain('argon2');
      expect(answer.body).not.toContain(PASSWORD);
    });

    it('refuses every way in without the password, and lets the right password in for 30 days', async () => {
      const user = await registerUser(t.app);
      const page = await privatePage(user, { access: 'password', password: PASSWORD });

      const refused = await everyWayIn(page);
      expect(statuses(refused)).toEqual(REFUSED(401));
      expect(refused.page?.headers['x-robots-tag']).toBe('noindex');
      expect(refused.page?.body).toContain('<meta name="robots" content="noindex">');
      expect(refused.page?.body).toContain('Stránka je chráněná heslem.');
      expect(refused.page?.body).toContain(`action="/status/${page.slug}/password"`);
      expect(refused.page?.body).not.toContain('Systémy');
      expect(refused.json?.body).not.toContain('Web 1');
      expect(refused.feed?.body).not.toContain('Interní služby');

      const wrong = await submitPassword(page.slug, 'špatné heslo');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers['set-cookie']).toBeUndefined();
      expect(wrong.body).toContain('Heslo není správné.');

      const right = await submitPassword(page.slug, PASSWORD);
      expect(right.statusCode).toBe(303);
      expect(right.headers.location).toBe(`${t.config.publicUrl}/status/${page.slug}`);
      const setCookies = [right.headers['set-cookie']].flat().join('\n');
      expect(setCookies).toContain(`Path=/status/${page.slug};`);
      expect(setCookies).toContain(`Path=/api/public/status-pages/${page.slug};`);
      expect(setCookies).toContain(`Max-Age=${30 * 86_400}`);
      expect(setCookies).toContain('HttpOnly');
      const cookie = passCookie(right);

      const allowed = await everyWayIn(page, { cookie });
      expect(statuses(allowed)).toEqual(LET_IN);
      expect(allowed.page?.body).toContain('Systémy');
      expect(allowed.page?.body).toContain('<meta name="robots" content="noindex">');
      expect(allowed.page?.headers['x-robots-tag']).toBe('noindex');
      expect(allowed.json?.headers['cache-control']).toBe('private, no-cache');
      expect(allowed.json?.headers['access-control-allow-origin']).toBeUndefined();
      expect(allowed.badge?.headers['x-robots-tag']).toBe('noindex');
      expectRaw(allowed.json as LightMyRequestResponse, publicStatusPageSchema);

      // A forged or another page's cookie is no pass.
      const other = await privatePage(await registerUser(t.app), { access: 'password', password: PASSWORD });
      const otherCookie = cookie.replace(/^hlidka_page_\w+/, `hlidka_page_${other.id.replaceAll('-', '')}`);
      expect(statuses(await everyWayIn(other, { cookie: otherCookie }))).toEqual(REFUSED(401));
      expect(statuses(await everyWayIn(page, { cookie: `${cookie.slice(0, -2)}xx` }))).toEqual(REFUSED(401));

      // The cookie lasts 30 days.
      t.clock.advance(30 * DAY - MINUTE);
      expect((await everyWayIn(page, { cookie })).page?.statusCode).toBe(200);
      t.clock.advance(2 * MINUTE);
      expect(statuses(await everyWayIn(page, { cookie }))).toEqual(REFUSED(401));
    });

    it('ends the old passes when the password changes', async () => {
      const user = await registerUser(t.app);
      const page = await privatePage(user, { access: 'password', password: PASSWORD });
      const cookie = passCookie(await submitPassword(page.slug, PASSWORD));
      expect((await everyWayIn(page, { cookie })).json?.statusCode).toBe(200);
      expectData(
        await call('PUT', `/api/status-pages/${page.id}`, user, { password: 'nové heslo 2027' }),
        statusPageDataSchema,
      );
      expect(statuses(await everyWayIn(page, { cookie }))).toEqual(REFUSED(401));
    });

    it('throttles wrong passwords per page and address, in the page language', async () => {
      const user = await registerUser(t.app);
      const page = await privatePage(user, { access: 'password', password: PASSWORD, language: 'en' });
      const attacker = '198.51.100.7';
      for (let attempt = 1; attempt <= 10; attempt++) {
        const wrong = await submitPassword(page.slug, `hádám ${attempt}`, attacker);
        expect(wrong.statusCode).toBe(401);
        expect(wrong.body).toContain('The password is not correct.');
      }
      // The eleventh try is refused before the password is checked, even the right one.
      const throttled = await submitPassword(page.slug, PASSWORD, attacker);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.body).toContain('Too many attempts. Try again in 15 minutes.');
      expect(throttled.headers['set-cookie']).toBeUndefined();
      // Another address, and another page from the same address, are not held back.
      expect((await submitPassword(page.slug, PASSWORD, '198.51.100.8')).statusCode).toBe(303);
      const second = await privatePage(await registerUser(t.app), { access: 'password', password: PASSWORD });
      expect((await submitPassword(second.slug, PASSWORD, attacker)).statusCode).toBe(303);
      // When the window has passed, the address may try again.
      t.clock.advance(15 * MINUTE + 1000);
      expect((await submitPassword(page.slug, PASSWORD, attacker)).statusCode).toBe(303);
    });
  });

  describe('with an address allowlist', () => {
    it('validates the addresses and ranges', async () => {
      const user = await registerUser(t.app);
      const empty = expectError(
        await call('POST', '/api/status-pages', user, { name: 'X', slug: newSlug(), access: 'allowlist' }),
        400,
      );
      expect(empty.errors).toMatchObject({ allowlist: [expect.stringContaining('alespoň jednu adresu')] });
      const bad = expectError(
        await call('POST', '/api/status-pages', user, {
          name: 'X',
          slug: newSlug(),
          access: 'allowlist',
          allowlist: ['10.0.0.0/8', '10.0.0.0/33', 'intranet', '2001:db8::/32'],
        }),
        400,
      );
      expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['allowlist.1', 'allowlist.2']);
      expect(JSON.stringify(bad.errors)).toContain('rozsah CIDR');
    });

    it('lets in only the listed addresses, as the server sees them', async () => {
      const user = await registerUser(t.app);
      const page = await privatePage(user, { access: 'allowlist', allowlist: ['203.0.113.0/24', '2001:db8::1'] });
      expect(statuses(await everyWayIn(page, { remoteAddress: '203.0.113.9' }))).toEqual(LET_IN);
      expect(statuses(await everyWayIn(page, { remoteAddress: '2001:db8::1' }))).toEqual(LET_IN);
      const outside = await everyWayIn(page, { remoteAddress: '198.51.100.7' });
      expect(statuses(outside)).toEqual(REFUSED(403));
      expect(outside.page?.body).toContain('Stránka je dostupná jen z vybraných adres.');
      expect(outside.page?.body).toContain('<meta name="robots" content="noindex">');
      // Without a trusted proxy, a forwarded address is the visitor's claim, not their address.
      const claimed = await everyWayIn(page, {
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(statuses(claimed)).toEqual(REFUSED(403));
    });
  });

  describe("for the team's members", () => {
    it('lets in signed-in members through the app, and nobody else', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const member = await addMember(t, owner, team.id);
      const stranger = await registerUser(t.app);
      const page = await privatePage(owner, { access: 'members', teamId: team.id });

      const anonymous = await everyWayIn(page);
      expect(statuses(anonymous)).toEqual(REFUSED(401));
      expect(anonymous.page?.body).toContain('Stránku mohou číst jen přihlášení členové týmu');
      expect(anonymous.page?.body).toContain(`href="${t.config.publicUrl}/status-access/${page.slug}"`);

      const passUrl = `/api/status-pages/by-slug/${page.slug}/member-pass`;
      expectError(await call('POST', passUrl, stranger), 404, 'NOT_FOUND');
      const { url } = expectData(await call('POST', passUrl, member), statusPageMemberPassDataSchema);
      expect(url.startsWith(`${t.config.publicUrl}/status/${page.slug}/access?token=`)).toBe(true);
      const path = url.slice(t.config.publicUrl.length);

      // A link of another page, or a tampered one, lets no one in.
      const tampered = await t.app.inject({ method: 'GET', url: `${path}x` });
      expect(tampered.statusCode).toBe(401);
      expect(tampered.body).toContain('Odkaz je neplatný nebo vypršel.');

      const entered = await t.app.inject({ method: 'GET', url: path });
      expect(entered.statusCode).toBe(303);
      const cookie = passCookie(entered);
      expect(statuses(await everyWayIn(page, { cookie }))).toEqual(LET_IN);

      // The link is short-lived.
      t.clock.advance(6 * MINUTE);
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);

      // Membership is checked on every visit: a member who leaves the team is out at once.
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/teams/${team.id}/members/${member.user.id}`,
        headers: bearer(owner.token),
      });
      expect(removed.statusCode).toBe(200);
      expect(statuses(await everyWayIn(page, { cookie }))).toEqual(REFUSED(401));
    });
  });
});
