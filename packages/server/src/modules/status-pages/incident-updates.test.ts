import {
  deleteIncidentUpdateDataSchema,
  formatInZone,
  incidentListDataSchema,
  incidentUpdateDataSchema,
  incidentUpdateListDataSchema,
  publicStatusPageSchema,
  statusPageDataSchema,
} from '@hlidka/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/incidents';
import { describeEachApp } from '../../testing/app';
import type { Registered } from '../../testing/auth';
import { openIncident } from '../../testing/notifications';
import { addMember, bearer, createTeam, expectData, expectError, registerUser } from '../../testing/teams';

// Issue 25, line 14: a posted public update can be edited (it keeps its time, records when it was edited, the public
// page and feed mark it, subscribers are not told again) and deleted (it leaves the incident and the page), by whoever
// may post one, and by no one else.

// Within one access token's life (15 min) from each test's start.
const START = '2026-01-15T10:00:00.000Z';
const POSTED = '2026-01-15T10:02:00.000Z';
const EDITED = '2026-01-15T10:09:00.000Z';

describeEachApp('incident updates: edit and delete', (t) => {
  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, user: Registered, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload === undefined ? {} : { payload }) });
  const visit = (url: string) => t.app.inject({ method: 'GET', url });
  beforeEach(() => t.clock.set(START));

  async function incidentOf(user: Registered, websiteId: string) {
    const list = expectData(await call('GET', `/api/incidents?websiteId=${websiteId}`, user), incidentListDataSchema);
    const id = list.incidents[0]?.id;
    if (!id) throw new Error('no incident');
    return id;
  }

  /** A public status page of `slug` showing the website. */
  async function publishPage(user: Registered, slug: string, websiteId: string, page: Record<string, string>) {
    expectData(
      await call('POST', '/api/status-pages', user, {
        ...page,
        slug,
        groups: [{ name: page.language === 'cs' ? 'Služby' : 'Services', websites: [{ websiteId }] }],
      }),
      statusPageDataSchema,
      201,
    );
  }

  async function post(user: Registered, incidentId: string, message: object, status = 'identified') {
    const url = `/api/incidents/${incidentId}/updates`;
    return expectData(await call('POST', url, user, { status, message }), incidentUpdateDataSchema, 201).update;
  }

  const postedNotices = async (updateId: string) => {
    const rows = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(sql`${outbox.type} = 'incident.update_posted' and ${outbox.payload}->>'updateId' = ${updateId}`);
    return rows[0]?.n ?? 0;
  };

  describe('by the owner', () => {
    it('an edit keeps the time, records when, changes the page and the feed, and is not sent again', async () => {
      const user = await registerUser(t.app);
      const { websiteId } = await openIncident(t.database, user.user.id, { name: 'E-shop' });
      const incidentId = await incidentOf(user, websiteId);
      const slug = `upravy-${Date.now().toString(36)}`;
      await publishPage(user, slug, websiteId, { name: 'Stav', language: 'cs' });
      t.clock.set(POSTED);
      const update = await post(user, incidentId, { cs: 'Databáze neodpovídá.', en: 'The database is down.' });
      expect(update.editedAt).toBeNull();
      expect(await postedNotices(update.id)).toBe(1);
      const before = await visit(`/status/${slug}`);
      expect(before.body).toContain('Databáze neodpovídá.');
      expect(before.body).not.toContain('upraveno');

      t.clock.set(EDITED);
      const url = `/api/incidents/${incidentId}/updates/${update.id}`;
      const edited = expectData(
        await call('PATCH', url, user, { status: 'monitoring', message: { cs: 'Databáze je zpět, sledujeme.' } }),
        incidentUpdateDataSchema,
      ).update;
      expect(edited).toEqual({
        ...update,
        status: 'monitoring',
        // The text replaces both languages: English left out is gone.
        message: { cs: 'Databáze je zpět, sledujeme.', en: null },
        createdAt: POSTED,
        editedAt: EDITED,
      });
      const list = expectData(
        await call('GET', `/api/incidents/${incidentId}/updates`, user),
        incidentUpdateListDataSchema,
      );
      expect(list.updates).toEqual([edited]);
      // Subscribers heard of it when it was posted; the edit adds no notice.
      expect(await postedNotices(update.id)).toBe(1);

      const data = publicStatusPageSchema.parse(JSON.parse((await visit(`/api/public/status-pages/${slug}`)).body));
      expect(data.activeIncidents[0]?.updates).toEqual([
        { id: update.id, status: 'monitoring', message: edited.message, createdAt: POSTED, editedAt: EDITED },
      ]);
      // In the page's zone and language: 11:09 SEČ in Prague, posted at 11:02.
      const editedWhen = formatInZone(new Date(EDITED), 'Europe/Prague', 'cs');
      expect(editedWhen).toContain('11:09 SEČ');
      const html = (await visit(`/status/${slug}`)).body;
      expect(html).toContain('Databáze je zpět, sledujeme.');
      expect(html).not.toContain('Databáze neodpovídá.');
      expect(html).toContain(`<span class="edited">upraveno <time datetime="${EDITED}">${editedWhen}</time></span>`);
      expect(html).toContain(`<time datetime="${POSTED}">${formatInZone(new Date(POSTED), 'Europe/Prague', 'cs')}`);
      const feed = (await visit(`/status/${slug}/feed.atom`)).body;
      expect(feed).toContain(
        `Sledujeme (${formatInZone(new Date(POSTED), 'Europe/Prague', 'cs')}, upraveno ${editedWhen})`,
      );

      // The same text again changes nothing, not even the time of the edit.
      t.clock.set('2026-01-15T10:12:00.000Z');
      const same = expectData(
        await call('PATCH', url, user, { message: { cs: 'Databáze je zpět, sledujeme.' } }),
        incidentUpdateDataSchema,
      ).update;
      expect(same.editedAt).toBe(EDITED);
    });

    it('an English page says "edited" with the time in its zone', async () => {
      const user = await registerUser(t.app);
      const { websiteId } = await openIncident(t.database, user.user.id);
      const incidentId = await incidentOf(user, websiteId);
      const slug = `edited-${Date.now().toString(36)}`;
      await publishPage(user, slug, websiteId, { name: 'Status', language: 'en', timeZone: 'America/New_York' });
      t.clock.set(POSTED);
      const update = await post(user, incidentId, { en: 'Looking into it.' }, 'investigating');
      t.clock.set(EDITED);
      expectData(
        await call('PATCH', `/api/incidents/${incidentId}/updates/${update.id}`, user, { status: 'identified' }),
        incidentUpdateDataSchema,
      );
      const editedWhen = formatInZone(new Date(EDITED), 'America/New_York', 'en');
      expect(editedWhen).toContain('05:09 GMT-5');
      const html = (await visit(`/status/${slug}`)).body;
      expect(html).toContain(`<span class="edited">edited <time datetime="${EDITED}">${editedWhen}</time></span>`);
      expect(html).toContain('Looking into it.');
    });

    it('a deleted update leaves the incident, the page and the feed', async () => {
      const user = await registerUser(t.app);
      const { websiteId } = await openIncident(t.database, user.user.id);
      const incidentId = await incidentOf(user, websiteId);
      const slug = `smazani-${Date.now().toString(36)}`;
      await publishPage(user, slug, websiteId, { name: 'Stav', language: 'cs' });
      t.clock.set(POSTED);
      const kept = await post(user, incidentId, { cs: 'Zjišťujeme příčinu.' }, 'investigating');
      t.clock.set(EDITED);
      const gone = await post(user, incidentId, { cs: 'Omylem zveřejněno.' });
      expect((await visit(`/status/${slug}`)).body).toContain('Omylem zveřejněno.');

      const url = `/api/incidents/${incidentId}/updates/${gone.id}`;
      expectData(await call('DELETE', url, user), deleteIncidentUpdateDataSchema);
      const list = expectData(
        await call('GET', `/api/incidents/${incidentId}/updates`, user),
        incidentUpdateListDataSchema,
      );
      expect(list.updates.map((u) => u.id)).toEqual([kept.id]);
      const html = (await visit(`/status/${slug}`)).body;
      expect(html).not.toContain('Omylem zveřejněno.');
      expect(html).toContain('Zjišťujeme příčinu.');
      expect((await visit(`/status/${slug}/feed.atom`)).body).not.toContain('Omylem');
      const data = publicStatusPageSchema.parse(JSON.parse((await visit(`/api/public/status-pages/${slug}`)).body));
      expect(data.activeIncidents[0]?.updates.map((u) => u.id)).toEqual([kept.id]);

      expectError(await call('DELETE', url, user), 404, 'NOT_FOUND');
      expectError(await call('PATCH', url, user, { status: 'resolved' }), 404, 'NOT_FOUND');
    });

    it('refuses a message without text, and an update named under another incident', async () => {
      const user = await registerUser(t.app);
      const first = await incidentOf(user, (await openIncident(t.database, user.user.id)).websiteId);
      const second = await incidentOf(user, (await openIncident(t.database, user.user.id, { name: 'Blog' })).websiteId);
      const update = await post(user, first, { cs: 'Řešíme.' });
      const url = `/api/incidents/${first}/updates/${update.id}`;
      const empty = expectError(await call('PATCH', url, user, { message: {} }), 400, 'VALIDATION_ERROR');
      expect(JSON.stringify(empty.errors)).toContain('alespoň v jednom jazyce');
      expectError(await call('PATCH', url, user, { status: 'done' }), 400, 'VALIDATION_ERROR');
      const elsewhere = `/api/incidents/${second}/updates/${update.id}`;
      expectError(await call('PATCH', elsewhere, user, { status: 'resolved' }), 404, 'NOT_FOUND');
      expectError(await call('DELETE', elsewhere, user), 404, 'NOT_FOUND');
      expectError(await call('DELETE', `/api/incidents/${first}/updates/not-a-uuid`, user), 400);
      const unchanged = expectData(
        await call('GET', `/api/incidents/${first}/updates`, user),
        incidentUpdateListDataSchema,
      );
      expect(unchanged.updates).toEqual([update]);
    });
  });

  describe('in a team', () => {
    it('a member of the team may edit and delete; a member of another team and a stranger are refused', async () => {
      const owner = await registerUser(t.app);
      const team = await createTeam(t.app, owner);
      const member = await addMember(t, owner, team.id);
      const otherOwner = await registerUser(t.app);
      const otherTeam = await createTeam(t.app, otherOwner, 'Jiný tým');
      const otherMember = await addMember(t, otherOwner, otherTeam.id);
      const stranger = await registerUser(t.app);
      const { websiteId } = await openIncident(t.database, owner.user.id, { name: 'Týmový e-shop', teamId: team.id });
      const incidentId = await incidentOf(owner, websiteId);
      const update = await post(owner, incidentId, { cs: 'Řešíme to.' });
      const url = `/api/incidents/${incidentId}/updates/${update.id}`;

      for (const outsider of [otherMember, otherOwner, stranger]) {
        const edit = expectError(await call('PATCH', url, outsider, { status: 'resolved' }), 404, 'NOT_FOUND');
        expect(edit.message).toBe('Incident nebyl nalezen');
        expectError(await call('DELETE', url, outsider), 404, 'NOT_FOUND');
      }
      const untouched = await t.db.execute<{ status: string; edited_at: string | null }>(
        sql`select status, edited_at from incident_updates where id = ${update.id}`,
      );
      expect(untouched.rows).toEqual([{ status: 'identified', edited_at: null }]);

      const edited = expectData(
        await call('PATCH', url, member, { message: { cs: 'Opraveno, sledujeme.' } }),
        incidentUpdateDataSchema,
      ).update;
      expect(edited.message.cs).toBe('Opraveno, sledujeme.');
      expect(edited.editedAt).not.toBeNull();
      expectData(await call('DELETE', url, member), deleteIncidentUpdateDataSchema);
      const rows = await t.db.select().from(outbox).where(eq(outbox.type, 'incident.update_posted'));
      expect(rows.filter((row) => row.payload.updateId === update.id)).toHaveLength(1);
    });
  });
});
