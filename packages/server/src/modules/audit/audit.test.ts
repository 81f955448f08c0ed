import { AUDIT_REDACTED, auditListDataSchema, createdApiKeyDataSchema, websiteDataSchema } from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { userPlans } from '../../db/schema/plans';
import { describeEachApp } from '../../testing/app';
import type { Registered } from '../../testing/auth';
import { addMember, bearer, createTeam, expectData, expectError, registerUser } from '../../testing/teams';
import { pruneAuditEvents } from './retention';

const days = (n: number) => n * 24 * 60 * 60_000;

// Issue 30, item 3: every change by a person or an API key leaves an entry with before and after, the address and the
// browser; the log is append-only in the database itself, kept as long as the plan says, and only owners and admins
// of a team read the team's log.
describeEachApp('audit log', (t) => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'user-agent': 'AuditTest/1.0' },
      remoteAddress: '192.0.2.7',
      ...(payload === undefined ? {} : { payload }),
    });
  const auditOf = async (token: string, query = '') =>
    expectData(await call('GET', `/api/audit${query}`, token), auditListDataSchema);
  const createWebsite = async (token: string, body: object) =>
    expectData(await call('POST', '/api/websites', token, body), websiteDataSchema, 201).website;

  it('records a change made in the app with the actor, before and after, address and browser', async () => {
    const user = await registerUser(t.app, { firstName: 'Jana', lastName: 'Nováková' });
    const website = await createWebsite(user.token, { name: 'Obchod', url: 'https://example.cz' });
    t.clock.advance(1000);
    const renamed = await call('PUT', `/api/websites/${website.id}`, user.token, { name: 'E-shop' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const { events } = await auditOf(user.token, `?resourceId=${website.id}`);
    expect(events.map((e) => e.action)).toEqual(['update', 'create']);
    const [update] = events;
    expect(update).toMatchObject({
      actor: { userId: user.user.id, name: 'Jana Nováková', email: user.email },
      apiKey: null,
      resourceType: 'website',
      resourceId: website.id,
      resourceName: 'E-shop',
      ip: '192.0.2.7',
      userAgent: 'AuditTest/1.0',
      teamId: null,
    });
    expect(update?.before).toMatchObject({ name: 'Obchod', url: 'https://example.cz/' });
    expect(update?.after).toMatchObject({ name: 'E-shop', url: 'https://example.cz/' });
  });

  it('records a change made through an API key with the key, and redacts secrets', async () => {
    const user = await registerUser(t.app);
    const key = expectData(
      await call('POST', '/api/api-keys', user.token, { name: 'Nasazovací skript' }),
      createdApiKeyDataSchema,
      201,
    );
    const website = await createWebsite(key.secret, { name: 'API web', url: 'https://api.example.cz' });
    const heartbeat = await createWebsite(user.token, { name: 'Záloha', type: 'heartbeat', intervalSeconds: 3600 });

    const { events } = await auditOf(user.token);
    const created = events.find((e) => e.resourceId === website.id);
    expect(created).toMatchObject({
      action: 'create',
      apiKey: { id: key.apiKey.id, name: 'Nasazovací skript' },
      actor: { userId: user.user.id },
      before: null,
      after: { name: 'API web' },
    });
    // The key itself was created in the app (its hash never reaches the log).
    const keyEntry = events.find((e) => e.resourceType === 'api_key');
    expect(keyEntry).toMatchObject({ action: 'create', resourceName: 'Nasazovací skript', apiKey: null });
    expect(JSON.stringify(events)).not.toContain(key.secret);
    const heartbeatEntry = events.find((e) => e.resourceId === heartbeat.id);
    expect(heartbeatEntry?.after?.heartbeatToken).toBe(AUDIT_REDACTED);

    // Filters: by action, resource type, free text, and keyset pages that do not repeat or skip.
    expect((await auditOf(user.token, '?resourceType=api_key')).events).toHaveLength(1);
    expect((await auditOf(user.token, '?q=API%20web')).events.map((e) => e.resourceId)).toEqual([website.id]);
    const first = await auditOf(user.token, '?limit=2');
    expect(first.events).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await auditOf(user.token, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.events.map((e) => e.id)).toEqual(events.slice(2, 4).map((e) => e.id));
  });

  it('records sign-ins, successful and failed', async () => {
    const user = await registerUser(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: user.email, password: 'not the password at all' },
      remoteAddress: '192.0.2.8',
    });
    expect(wrong.statusCode).toBe(401);
    const { events } = await auditOf(user.token, '?resourceType=account');
    expect(events.map((e) => e.action)).toContain('sign_in_failed');
    expect(events.find((e) => e.action === 'sign_in_failed')).toMatchObject({ ip: '192.0.2.8' });
  });

  it('refuses UPDATE and DELETE in the database; the retention job deletes only entries older than the plan keeps', async () => {
    const user = await registerUser(t.app);
    await createWebsite(user.token, { name: 'Starý záznam', url: 'https://old.example.cz' });
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error: unknown = await t.db.execute(statement).then(
        () => null,
        (caught: unknown) => caught,
      );
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      return cause;
    };
    expect(await refusal(sql`update audit_events set resource_name = 'x'`)).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`delete from audit_events`)).toMatch(/append-only: DELETE refused/);

    // The free plan keeps 30 days, the business plan 730: entries of 40 days go for the first only.
    const other = await registerUser(t.app);
    await t.db.insert(userPlans).values({ userId: other.user.id, planId: 'business' });
    const now = t.clock.now();
    const entry = (owner: Registered, ageDays: number, name: string) => ({
      ownerId: owner.user.id,
      actorUserId: owner.user.id,
      actorName: 'Test',
      action: 'update' as const,
      resourceType: 'website' as const,
      resourceName: name,
      createdAt: new Date(now.getTime() - days(ageDays)),
    });
    await t.db
      .insert(auditEvents)
      .values([entry(user, 40, 'free-old'), entry(user, 10, 'free-new'), entry(other, 40, 'business-old')]);
    expect(await pruneAuditEvents(t.db, now)).toBe(1);
    const names = (await auditOf(user.token, '?q=free')).events.map((e) => e.resourceName);
    expect(names).toEqual(['free-new']);
    expect((await auditOf(other.token, '?q=business')).events).toHaveLength(1);
  });

  it("shows a team's log to its owners and admins only", async () => {
    const owner = await registerUser(t.app);
    const team = await createTeam(t.app, owner, 'Audit tým');
    const admin = await addMember(t, owner, team.id, 'admin');
    const member = await addMember(t, owner, team.id, 'editor');
    await createWebsite(member.token, { name: 'Týmový web', url: 'https://team.example.cz', teamId: team.id });

    const forAdmin = await auditOf(admin.token, `?teamId=${team.id}&resourceType=website`);
    expect(forAdmin.events.map((e) => e.resourceName)).toEqual(['Týmový web']);
    expect((await auditOf(owner.token, `?teamId=${team.id}&action=invite`)).events.length).toBe(2);
    expectError(await call('GET', `/api/audit?teamId=${team.id}`, member.token), 403, 'FORBIDDEN');
    expectError(await call('GET', `/api/audit.csv?teamId=${team.id}`, member.token), 403, 'FORBIDDEN');
    // The member's personal log does not hold the team's entries.
    expect((await auditOf(member.token, '?resourceType=website')).events).toEqual([]);
  });

  it('exports CSV with a header per language, quoting what a spreadsheet would run as a formula', async () => {
    const user = await registerUser(t.app);
    await createWebsite(user.token, { name: '=HYPERLINK("http://evil")', url: 'https://csv.example.cz' });
    const response = await call('GET', '/api/audit.csv?lang=en&resourceType=website', user.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Actor,E-mail,API key,Action,Type,ID,Name,IP address,Browser,Before,After');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const czech = await call('GET', '/api/audit.csv?lang=cs', user.token);
    expect(czech.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Čas,Kdo,/);
  });
});
