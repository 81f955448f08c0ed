import {
  deletePostmortemDataSchema,
  incidentDataSchema,
  incidentListDataSchema,
  postmortemDataSchema,
  publicStatusPageSchema,
  statusPageDataSchema,
} from '@hlidka/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import type { Registered } from '../../testing/auth';
import { openIncident } from '../../testing/notifications';
import { bearer, expectData, expectError, registerUser } from '../../testing/teams';

// Issue 29 §4: a resolved incident's postmortem, a draft until published; published, it shows on the status pages of
// its website beside the incident's timeline and in their feeds, its Markdown rendered inert; a private page keeps it
// from visitors it does not let in.

const START = '2026-01-15T10:00:00.000Z';
const RESOLVED = '2026-01-15T10:05:00.000Z';
const DRAFTED = '2026-01-15T10:10:00.000Z';
const PUBLISHED = '2026-01-15T10:12:00.000Z';
const EDITED = '2026-01-15T10:14:00.000Z';

const BODY =
  '## Příčina\n\nDisk databáze se **zaplnil**; viz [návod](https://example.cz/disk).\n\n- přidali jsme místo\n- hlídáme zaplnění';
const XSS = [
  '## <img src=x onerror=alert(1)>',
  '',
  '<script>alert("xss")</script>',
  '',
  '[klikni](javascript:alert(1)) a [data](data:text/html,<b>x</b>) a **<iframe src=//evil.example>**',
  '',
  '```',
  '</code></pre><script>alert(2)</script>',
  '```',
].join('\n');

describeEachApp('incident postmortems', (t) => {
  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const call = (method: Method, url: string, user: Registered, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload === undefined ? {} : { payload }) });
  const visit = (url: string) => t.app.inject({ method: 'GET', url });
  beforeEach(() => t.clock.set(START));
  let slugs = 0;

  /** A user's website with an incident (resolved unless asked), and a status page of `access` showing it. */
  async function setUp(options: { resolve?: boolean; page?: Record<string, unknown> } = {}) {
    const user = await registerUser(t.app);
    const { websiteId } = await openIncident(t.database, user.user.id, { name: 'E-shop' });
    const list = expectData(await call('GET', `/api/incidents?websiteId=${websiteId}`, user), incidentListDataSchema);
    const incidentId = list.incidents[0]?.id as string;
    const slug = `postmortem-${Date.now().toString(36)}-${++slugs}`;
    expectData(
      await call('POST', '/api/status-pages', user, {
        name: 'Stav',
        slug,
        language: 'cs',
        groups: [{ name: 'Služby', websites: [{ websiteId }] }],
        ...options.page,
      }),
      statusPageDataSchema,
      201,
    );
    if (options.resolve !== false) {
      t.clock.set(RESOLVED);
      expectData(await call('POST', `/api/incidents/${incidentId}/resolve`, user), incidentDataSchema);
    }
    return { user, incidentId, slug };
  }
  const save = (user: Registered, incidentId: string, body: string, published: boolean) =>
    call('PUT', `/api/incidents/${incidentId}/postmortem`, user, { body, published });
  const publicData = async (slug: string) =>
    publicStatusPageSchema.parse(JSON.parse((await visit(`/api/public/status-pages/${slug}`)).body));

  it('is refused for an unresolved incident, and reads null before it is written', async () => {
    const { user, incidentId } = await setUp({ resolve: false });
    expect(
      expectData(await call('GET', `/api/incidents/${incidentId}/postmortem`, user), postmortemDataSchema),
    ).toEqual({ postmortem: null });
    expectError(await save(user, incidentId, BODY, false), 409, 'CONFLICT');
  });

  it('a draft stays with the team; published, it is on the page beside the timeline and in the feed', async () => {
    const { user, incidentId, slug } = await setUp();
    t.clock.set(DRAFTED);
    const draft = expectData(await save(user, incidentId, BODY, false), postmortemDataSchema).postmortem;
    expect(draft).toMatchObject({ incidentId, body: BODY, published: false, publishedAt: null, updatedAt: DRAFTED });
    expect(draft?.updatedBy.userId).toBe(user.user.id);

    // A draft is nowhere public: not in the JSON, the page or the feed.
    expect((await publicData(slug)).pastIncidents[0]?.postmortem).toBeNull();
    expect((await visit(`/status/${slug}`)).body).not.toContain('Příčina');
    expect((await visit(`/status/${slug}/feed.atom`)).body).not.toContain('Příčina');

    t.clock.set(PUBLISHED);
    const published = expectData(await save(user, incidentId, BODY, true), postmortemDataSchema).postmortem;
    expect(published).toMatchObject({ published: true, publishedAt: PUBLISHED, updatedAt: PUBLISHED });
    expect((await publicData(slug)).pastIncidents[0]?.postmortem).toEqual({
      body: BODY,
      publishedAt: PUBLISHED,
      updatedAt: PUBLISHED,
    });
    const page = (await visit(`/status/${slug}`)).body;
    expect(page).toContain('<section class="postmortem"');
    expect(page).toContain('<h4>Příčina</h4>');
    expect(page).toContain('<strong>zaplnil</strong>');
    expect(page).toContain('<a href="https://example.cz/disk" rel="nofollow noreferrer noopener">návod</a>');
    expect(page).toContain('<li>přidali jsme místo</li>');
    // The timeline beside it: the start and the resolution.
    expect(page).toMatch(/<aside class="timeline"[^>]*><h4>Průběh<\/h4>.*Vyřešeno.*Začátek výpadku/s);
    const feed = (await visit(`/status/${slug}/feed.atom`)).body;
    expect(feed).toContain(`<id>urn:hlidka:postmortem:${incidentId}</id>`);
    expect(feed).toContain('<title>Postmortem: výpadek E-shop</title>');
    expect(feed).toContain(`<published>${PUBLISHED}</published>`);
    expect(feed).toContain('&lt;strong&gt;zaplnil&lt;/strong&gt;');

    // Saved again, it keeps its first publication; taken back, it leaves the page.
    t.clock.set(EDITED);
    const edited = expectData(await save(user, incidentId, `${BODY}\n\nDoplněno.`, true), postmortemDataSchema);
    expect(edited.postmortem).toMatchObject({ publishedAt: PUBLISHED, updatedAt: EDITED });
    expect((await visit(`/status/${slug}`)).body).toContain('Doplněno.');
    expectData(await save(user, incidentId, BODY, false), postmortemDataSchema);
    expect((await publicData(slug)).pastIncidents[0]?.postmortem).toBeNull();
    expect((await visit(`/status/${slug}/feed.atom`)).body).not.toContain('urn:hlidka:postmortem');

    const deleted = await call('DELETE', `/api/incidents/${incidentId}/postmortem`, user);
    expectData(deleted, deletePostmortemDataSchema);
    expectError(await call('DELETE', `/api/incidents/${incidentId}/postmortem`, user), 404, 'NOT_FOUND');
  });

  it('renders an XSS attempt inert on the page and in the feed', async () => {
    const { user, incidentId, slug } = await setUp();
    expectData(await save(user, incidentId, XSS, true), postmortemDataSchema);
    const page = (await visit(`/status/${slug}`)).body;
    const postmortem = page.slice(
      page.indexOf('<section class="postmortem"'),
      page.indexOf('</section>', page.indexOf('<section class="postmortem"')),
    );
    expect(postmortem).not.toMatch(/<script|<img|<iframe|javascript:|data:text/i);
    expect(postmortem).toContain('<h4>&lt;img src=x onerror=alert(1)&gt;</h4>');
    expect(postmortem).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
    // A refused link keeps only its label (the address ends at its first parenthesis).
    expect(postmortem).toContain('<p>klikni) a data a <strong>&lt;iframe src=//evil.example&gt;</strong></p>');
    expect(postmortem).toContain(
      '<pre><code>&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(2)&lt;/script&gt;</code></pre>',
    );
    // The whole page ships no script at all.
    expect(page).not.toMatch(/<script/i);
    const feed = (await visit(`/status/${slug}/feed.atom`)).body;
    expect(feed).not.toMatch(/<script|<img|<iframe|javascript:/i);
    expect(feed).toContain('&amp;lt;script&amp;gt;');
  });

  it('is only for those who may see the incident', async () => {
    const { incidentId } = await setUp();
    const stranger = await registerUser(t.app);
    expectError(await call('GET', `/api/incidents/${incidentId}/postmortem`, stranger), 404, 'NOT_FOUND');
    expectError(await save(stranger, incidentId, BODY, true), 404, 'NOT_FOUND');
    expectError(await call('DELETE', `/api/incidents/${incidentId}/postmortem`, stranger), 404, 'NOT_FOUND');
  });

  describe('on a private page', () => {
    it('is refused without the password, by every way in', async () => {
      const { user, incidentId, slug } = await setUp({ page: { access: 'password', password: 'tajné heslo 42' } });
      expectData(await save(user, incidentId, '## Tajná příčina\n\nInterní podrobnosti.', true), postmortemDataSchema);
      const page = await visit(`/status/${slug}`);
      const json = await visit(`/api/public/status-pages/${slug}`);
      const feed = await visit(`/status/${slug}/feed.atom`);
      expect([page.statusCode, json.statusCode, feed.statusCode]).toEqual([401, 403, 403]);
      for (const answer of [page, json, feed]) expect(answer.body).not.toContain('Interní podrobnosti');
    });
  });
});
