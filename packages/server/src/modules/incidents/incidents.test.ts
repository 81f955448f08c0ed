import { incidentDataSchema, incidentListDataSchema, incidentNoteDataSchema } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/incidents';
import type { Db } from '../../db/types';
import { processCheckOutcomes } from '../../monitoring/incidents/engine';
import { createTestApp, describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, type Registered, registerUser } from '../../testing/auth';
import { testDatabaseKinds } from '../../testing/databases';
import { incidentsOf, insertWebsite, outcome } from '../../testing/incidents';
import { addMember, createTeam } from '../../testing/teams';

/** A website of `owner` (optionally in a team) with an open incident after two failing checks. */
async function websiteWithIncident(
  db: Db,
  owner: Registered,
  options: { teamId?: string; name?: string; now?: Date } = {},
) {
  const websiteId = await insertWebsite(db, owner.user.id, {
    teamId: options.teamId ?? null,
    name: options.name ?? 'Obchod',
  });
  await db.transaction((tx) =>
    processCheckOutcomes(tx, [outcome(websiteId, false, 0), outcome(websiteId, false, 60)], options.now ?? new Date()),
  );
  const [incident] = await incidentsOf(db, websiteId);
  if (!incident) throw new Error('no incident opened');
  return { websiteId, incidentId: incident.id };
}

describeEachApp('incidents API', (ctx) => {
  it('lists only what the caller may see: own websites and team websites', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const team = await createTeam(ctx.app, alice);
    const carol = await addMember(ctx, alice, team.id);
    const own = await websiteWithIncident(ctx.db, alice, { name: 'Alžbětin web' });
    const shared = await websiteWithIncident(ctx.db, alice, { teamId: team.id, name: 'Týmový web' });
    const foreign = await websiteWithIncident(ctx.db, bob, { name: 'Bobův web' });

    const list = async (user: Registered, query = '') =>
      expectData(
        await ctx.app.inject({ method: 'GET', url: `/api/incidents${query}`, headers: bearer(user.token) }),
        incidentListDataSchema,
      );
    const aliceIds = (await list(alice)).incidents.map((i) => i.id);
    expect(aliceIds.sort()).toEqual([own.incidentId, shared.incidentId].sort());
    expect((await list(carol)).incidents.map((i) => i.id)).toEqual([shared.incidentId]);
    expect((await list(bob)).incidents.map((i) => i.id)).toEqual([foreign.incidentId]);

    const byTeam = await list(alice, `?teamId=${team.id}`);
    expect(byTeam.incidents.map((i) => i.id)).toEqual([shared.incidentId]);
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/incidents?teamId=${team.id}`, headers: bearer(bob.token) }),
      404,
      'NOT_FOUND',
    );

    const sorted = await list(alice, '?sort=website&order=asc&limit=1');
    expect(sorted.incidents[0]?.website.name).toBe('Alžbětin web');
    expect(sorted.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    const page2 = await list(alice, '?sort=website&order=asc&limit=1&page=2');
    expect(page2.incidents[0]?.website.name).toBe('Týmový web');
    expect((await list(alice, `?websiteId=${own.websiteId}`)).incidents).toHaveLength(1);
    expect((await list(alice, '?status=resolved')).incidents).toHaveLength(0);
    expect((await list(alice, '?status=open,acknowledged')).incidents).toHaveLength(2);
    expect((await list(alice, '?to=2020-01-01T00:00:00Z')).incidents).toHaveLength(0);

    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/incidents?sort=password', headers: bearer(alice.token) }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/incidents' }), 401);
  });

  it('answers 404 Incident nebyl nalezen for a stranger’s incident, for every action', async () => {
    const alice = await registerUser(ctx.app);
    const mallory = await registerUser(ctx.app);
    const { incidentId } = await websiteWithIncident(ctx.db, alice);
    const calls = [
      { method: 'GET' as const, url: `/api/incidents/${incidentId}` },
      { method: 'POST' as const, url: `/api/incidents/${incidentId}/acknowledge` },
      { method: 'POST' as const, url: `/api/incidents/${incidentId}/resolve` },
      { method: 'POST' as const, url: `/api/incidents/${incidentId}/notes`, payload: { body: 'Haha' } },
      { method: 'GET' as const, url: '/api/incidents/00000000-0000-4000-8000-000000000000' },
    ];
    for (const call of calls) {
      const body = expectError(await ctx.app.inject({ ...call, headers: bearer(mallory.token) }), 404, 'NOT_FOUND');
      expect(body.message).toBe('Incident nebyl nalezen');
    }
    const mine = expectData(
      await ctx.app.inject({ method: 'GET', url: `/api/incidents/${incidentId}`, headers: bearer(alice.token) }),
      incidentDataSchema,
    ).incident;
    expect(mine).toMatchObject({ status: 'open', notes: [] });
  });

  it('acknowledges and resolves by hand, recording who did it, with the spec’s messages', async () => {
    const alice = await registerUser(ctx.app);
    const team = await createTeam(ctx.app, alice);
    const petr = await addMember(ctx, alice, team.id);
    ctx.clock.set('2026-01-15T10:01:00Z');
    const { websiteId, incidentId } = await websiteWithIncident(ctx.db, alice, {
      teamId: team.id,
      now: ctx.clock.now(),
    });
    ctx.clock.advance(60_000);

    const ack = await ctx.app.inject({
      method: 'POST',
      url: `/api/incidents/${incidentId}/acknowledge`,
      headers: bearer(petr.token),
    });
    const acked = expectData(ack, incidentDataSchema).incident;
    expect(ack.json().message).toBe('Incident potvrzen');
    expect(acked.status).toBe('acknowledged');
    expect(acked.acknowledgedBy).toEqual({ userId: petr.user.id, name: 'Petr Dvořák' });
    // Again: nothing changes.
    const again = expectData(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/incidents/${incidentId}/acknowledge`,
        headers: bearer(alice.token),
      }),
      incidentDataSchema,
    ).incident;
    expect(again.acknowledgedBy?.userId).toBe(petr.user.id);

    ctx.clock.advance(60_000);
    const note = await ctx.app.inject({
      method: 'POST',
      url: `/api/incidents/${incidentId}/notes`,
      headers: bearer(alice.token),
      payload: { body: 'Restartuji databázi.' },
    });
    const noted = expectData(note, incidentNoteDataSchema, 201);
    expect(noted.note).toMatchObject({ body: 'Restartuji databázi.', author: { userId: alice.user.id } });

    ctx.clock.advance(60_000);
    const resolve = await ctx.app.inject({
      method: 'POST',
      url: `/api/incidents/${incidentId}/resolve`,
      headers: bearer(alice.token),
      payload: { note: 'Opraveno.' },
    });
    const resolved = expectData(resolve, incidentDataSchema).incident;
    expect(resolve.json().message).toBe('Incident vyřešen');
    expect(resolved.status).toBe('resolved');
    expect(resolved.resolvedBy).toEqual({ userId: alice.user.id, name: 'Jana Nováková' });
    expect(resolved.timeline.map((e) => e.type)).toEqual(['opened', 'acknowledged', 'note', 'note', 'resolved']);
    expect(resolved.updatedAt).toBe('2026-01-15T10:04:00.000Z');
    expect(resolved.timeline[0]?.actor).toBeNull();
    expect(resolved.timeline[0]?.causeCode).toBe('timeout');
    expect(resolved.timeline[1]?.actor?.userId).toBe(petr.user.id);
    expect(resolved.notes.map((n) => n.body)).toEqual(['Restartuji databázi.', 'Opraveno.']);

    const resolveAgain = expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/incidents/${incidentId}/resolve`,
        headers: bearer(alice.token),
      }),
      409,
      'CONFLICT',
    );
    expect(resolveAgain.message).toBe('Nepodařilo se vyřešit incident.');
    const ackResolved = expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/incidents/${incidentId}/acknowledge`,
        headers: bearer(alice.token),
      }),
      409,
      'CONFLICT',
    );
    expect(ackResolved.message).toBe('Nepodařilo se potvrdit incident.');

    const rows = (await ctx.db.select().from(outbox).orderBy(outbox.id)).filter(
      (r) => r.payload.incidentId === incidentId,
    );
    expect(rows.map((r) => r.type)).toEqual([
      'incident.opened',
      'incident.acknowledged',
      'incident.note_added',
      'incident.note_added',
      'incident.resolved',
    ]);
    expect(rows.at(-1)?.payload).toMatchObject({ actor: { userId: alice.user.id }, automatic: false });

    // Resolved by hand while still failing: a new incident needs new confirmed failures.
    await ctx.db.transaction((tx) => processCheckOutcomes(tx, [outcome(websiteId, false, 120)], new Date()));
    expect(await incidentsOf(ctx.db, websiteId)).toHaveLength(1);
    await ctx.db.transaction((tx) => processCheckOutcomes(tx, [outcome(websiteId, false, 180)], new Date()));
    expect(await incidentsOf(ctx.db, websiteId)).toHaveLength(2);
  });

  it('answers in English for an English request', async () => {
    const alice = await registerUser(ctx.app);
    const { incidentId } = await websiteWithIncident(ctx.db, alice);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/incidents/${incidentId}/acknowledge`,
      headers: { ...bearer(alice.token), 'accept-language': 'en' },
    });
    expectData(response, incidentDataSchema);
    expect(['Incident acknowledged', 'Incident potvrzen']).toContain(response.json().message);
  });
});

describe('incident texts', () => {
  it('word the title and the cause in each reader’s language, from the code and values stored at opening', async () => {
    const ctx = await createTestApp();
    try {
      const owner = await registerUser(ctx.app);
      const team = await createTeam(ctx.app, owner);
      const member = await addMember(ctx, owner, team.id);
      const english = await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/settings',
        headers: bearer(member.token),
        payload: { language: 'en' },
      });
      expect(english.statusCode, english.body).toBe(200);
      const websiteId = await insertWebsite(ctx.db, owner.user.id, { teamId: team.id, name: 'Obchod' });
      const status = {
        code: 'status' as const,
        message: 'Status 500 is not one of 200-299',
        params: { statusCode: 500 },
      };
      await ctx.db.transaction((tx) =>
        processCheckOutcomes(tx, [outcome(websiteId, false, 0, status), outcome(websiteId, false, 60)], new Date()),
      );
      const read = async (token: string) =>
        expectData(
          await ctx.app.inject({ method: 'GET', url: '/api/incidents', headers: bearer(token) }),
          incidentListDataSchema,
        ).incidents[0];
      expect(await read(owner.token)).toMatchObject({
        title: 'Obchod je nedostupný',
        description: 'Kontroly https://obchod.example.cz/ selhávají: Neočekávaný stavový kód HTTP 500.',
        causeCode: 'status',
        causeParams: { statusCode: 500 },
      });
      expect(await read(member.token)).toMatchObject({
        title: 'Obchod is down',
        description: 'Checks of https://obchod.example.cz/ fail: Unexpected HTTP status code 500.',
        causeParams: { statusCode: 500 },
      });
    } finally {
      await ctx.close();
    }
  });
});

describe('incidents across an app restart', () => {
  for (const kind of testDatabaseKinds) {
    it(`a new app on the same database continues the open incident [${kind}]`, async () => {
      const first = await createTestApp();
      try {
        const alice = await registerUser(first.app);
        const websiteId = await insertWebsite(first.db, alice.user.id);
        await first.db.transaction((tx) =>
          processCheckOutcomes(tx, [outcome(websiteId, false, 0), outcome(websiteId, false, 60)], new Date()),
        );
        await first.app.close();

        const second = await createTestApp({ database: first.database });
        try {
          await second.db.transaction((tx) => processCheckOutcomes(tx, [outcome(websiteId, false, 120)], new Date()));
          const list = expectData(
            await second.app.inject({ method: 'GET', url: '/api/incidents', headers: bearer(alice.token) }),
            incidentListDataSchema,
          );
          expect(list.incidents).toHaveLength(1);
          expect(list.incidents[0]?.status).toBe('open');
          await second.db.transaction((tx) => processCheckOutcomes(tx, [outcome(websiteId, true, 180)], new Date()));
          const after = expectData(
            await second.app.inject({ method: 'GET', url: '/api/incidents', headers: bearer(alice.token) }),
            incidentListDataSchema,
          );
          expect(after.incidents.map((i) => i.status)).toEqual(['resolved']);
          const opened = await second.db.select().from(outbox).where(eq(outbox.type, 'incident.opened'));
          expect(opened.filter((r) => r.payload.websiteId === websiteId)).toHaveLength(1);
        } finally {
          await second.app.close();
        }
      } finally {
        await first.close();
      }
    });
  }
});
