import { auditListDataSchema, websiteDataSchema } from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import type { Registered } from '../../testing/auth';
import { addMember, bearer, createTeam, expectData, invite, registerUser } from '../../testing/teams';

// Issue 30 §3 and GDPR: a person who deletes their account leaves the audit log's entries in place (the log stays
// append-only) but not themselves — no name, e-mail, address or browser of theirs stays, in the team's log or in any
// other row; the database lets exactly this update through, and nothing else.

describeEachApp('audit log: account deletion', (t) => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'user-agent': 'ErasureTest/1.0' },
      remoteAddress: '192.0.2.99',
      ...(payload === undefined ? {} : { payload }),
    });
  const teamLog = async (reader: Registered, teamId: string) =>
    expectData(await call('GET', `/api/audit?teamId=${teamId}`, reader.token), auditListDataSchema).events;
  /** Rows (any scope) whose text holds `needle` anywhere. */
  const rowsMentioning = async (needle: string) => {
    const result = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_events e where position(lower(${needle}) in lower(row_to_json(e)::text)) > 0`,
    );
    return Number(result.rows[0]?.n ?? 0);
  };

  it("erases the person's name, e-mail, address and browser; keeps what was done, by a deleted user", async () => {
    const owner = await registerUser(t.app, { firstName: 'Olga', lastName: 'Vlastní' });
    const team = await createTeam(t.app, owner, 'Tým s odchodem');
    const leaving = await addMember(t, owner, team.id, 'admin');
    const website = expectData(
      await call('POST', '/api/websites', leaving.token, {
        name: 'Týmový web',
        url: 'https://odchod.example.cz',
        teamId: team.id,
      }),
      websiteDataSchema,
      201,
    ).website;
    expect((await call('PUT', '/api/user', leaving.token, { firstName: 'Petra' })).statusCode).toBe(200);
    // A failed sign-in and a later invitation to the same address.
    await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: leaving.email, password: 'úplně špatné heslo' },
    });
    const other = await createTeam(t.app, owner, 'Druhý tým');
    await invite(t.app, owner, other.id, leaving.email);
    expect(await rowsMentioning(leaving.email)).toBeGreaterThan(0);
    expect(await rowsMentioning('ErasureTest/1.0')).toBeGreaterThan(0);

    const deleted = await call('DELETE', '/api/account/delete', leaving.token, { password: leaving.password });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // No row anywhere holds the person's e-mail, name, address or browser.
    expect(await rowsMentioning(leaving.email)).toBe(0);
    expect(await rowsMentioning('Petra')).toBe(0);
    expect(await rowsMentioning('Dvořák')).toBe(0);
    expect(await rowsMentioning('ErasureTest/1.0')).toBe(0);
    expect(await rowsMentioning('192.0.2.99')).toBe(0);

    // The team still sees what was done and when, by a deleted user (the id stays as a pseudonym).
    const events = await teamLog(owner, team.id);
    const created = events.find((e) => e.resourceId === website.id && e.action === 'create');
    expect(created).toMatchObject({
      actor: { userId: leaving.user.id, name: '', email: null, erased: true },
      ip: null,
      userAgent: null,
      resourceName: 'Týmový web',
      after: expect.objectContaining({ name: 'Týmový web' }),
    });
    const joined = events.find((e) => e.action === 'join' && e.resourceId === leaving.user.id);
    expect(joined).toMatchObject({ resourceName: null, after: { role: 'admin' } });
    // The owner's own entries keep their name.
    const invited = events.find((e) => e.action === 'invite');
    expect(invited?.actor).toMatchObject({ userId: owner.user.id, name: 'Olga Vlastní', erased: false });
    // The other team's invitation to the address keeps its place, not the address.
    const otherInvite = (await teamLog(owner, other.id)).find((e) => e.action === 'invite');
    expect(otherInvite).toMatchObject({ resourceName: null, after: null, actor: { name: 'Olga Vlastní' } });

    // The CSV words the erased actor.
    const csv = await call('GET', `/api/audit.csv?teamId=${team.id}&lang=en&resourceType=website`, owner.token);
    expect(csv.body).toContain('Deleted user');
  });

  it('lets through only the erasure: with the flag on, nothing else changes, and without it, nothing at all', async () => {
    const user = await registerUser(t.app, { firstName: 'Karel' });
    await call('PUT', '/api/user', user.token, { firstName: 'Karel II' });
    const refused = async (statement: ReturnType<typeof sql>, withFlag: boolean) => {
      const error: unknown = await t.db
        .transaction(async (tx) => {
          if (withFlag) await tx.execute(sql`select set_config('hlidka.audit_erasure', 'on', true)`);
          await tx.execute(statement);
        })
        .then(
          () => null,
          (caught: unknown) => caught,
        );
      return error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    };
    const mine = sql`owner_id = ${user.user.id}`;
    // Without the flag, not even an erasure.
    expect(await refused(sql`update audit_events set actor_email = null where ${mine}`, false)).toMatch(
      /append-only: UPDATE refused/,
    );
    // With it, only blanking personal fields: no other column, no new value, no deletes.
    expect(await refused(sql`update audit_events set action = 'delete' where ${mine}`, true)).toMatch(/append-only/);
    expect(await refused(sql`update audit_events set actor_name = 'Někdo jiný' where ${mine}`, true)).toMatch(
      /append-only/,
    );
    expect(await refused(sql`update audit_events set after = '{"x":1}'::jsonb where ${mine}`, true)).toMatch(
      /append-only/,
    );
    expect(await refused(sql`delete from audit_events where ${mine}`, true)).toMatch(/append-only: DELETE refused/);
    expect(await refused(sql`update audit_events set ip = null, user_agent = null where ${mine}`, true)).toBe('null');
  });
});
