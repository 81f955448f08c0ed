import {
  dashboardDataSchema,
  escalationPolicyDataSchema,
  escalationPolicyListDataSchema,
  incidentListDataSchema,
  maintenanceWindowDataSchema,
  maintenanceWindowListDataSchema,
  silenceDataSchema,
  silenceListDataSchema,
  statusPageDataSchema,
  statusPageListDataSchema,
  teamMemberUpdateDataSchema,
  websiteGroupDataSchema,
  websiteGroupListDataSchema,
  websiteListDataSchema,
} from '@hlidka/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import type { Registered } from '../../testing/auth';
import { insertWebsite } from '../../testing/incidents';
import { openIncident } from '../../testing/notifications';
import { addMember, bearer, createTeam, expectData, expectError, registerUser } from '../../testing/teams';

/**
 * Issue 30 item 2: a member granted only some website groups sees only those groups, their websites and what hangs
 * off them (incidents, dashboard counts, reports), whatever the path — scope.ts decides; owners and admins see all.
 */
describeEachApp('access per website group', (t) => {
  let owner: Registered;
  let viewer: Registered;
  let admin: Registered;
  let teamId: string;
  let shopGroup: string;
  let blogGroup: string;
  let shopSite: string;
  let blogSite: string;
  let looseSite: string;

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, user: Registered, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
  const group = async (name: string) =>
    expectData(await call('POST', '/api/website-groups', owner, { name, teamId }), websiteGroupDataSchema, 201).group
      .id;
  const websiteIds = async (user: Registered) =>
    expectData(await call('GET', '/api/websites', user), websiteListDataSchema).websites.map((w) => w.id);

  beforeAll(async () => {
    owner = await registerUser(t.app);
    teamId = (await createTeam(t.app, owner)).id;
    viewer = await addMember(t, owner, teamId, 'viewer');
    admin = await addMember(t, owner, teamId, 'admin');
    shopGroup = await group('E-shop');
    blogGroup = await group('Blog');
    shopSite = (await openIncident(t.database, owner.user.id, { name: 'Obchod', teamId })).websiteId;
    blogSite = (await openIncident(t.database, owner.user.id, { name: 'Blog', teamId })).websiteId;
    looseSite = await insertWebsite(t.database.db, owner.user.id, { name: 'Bez skupiny', teamId });
    await t.database.query('update websites set group_id = $1 where id = $2', [shopGroup, shopSite]);
    await t.database.query('update websites set group_id = $1 where id = $2', [blogGroup, blogSite]);
  });

  it('sees every group until limited, then only the granted group and what hangs off it', async () => {
    expect(await websiteIds(viewer)).toEqual(expect.arrayContaining([shopSite, blogSite, looseSite]));

    const limited = expectData(
      await call('PUT', `/api/teams/${teamId}/members/${viewer.user.id}`, owner, { groupIds: [shopGroup] }),
      teamMemberUpdateDataSchema,
    );
    expect(limited.member.groupIds).toEqual([shopGroup]);

    // Websites (list and detail), groups, incidents, dashboard counts.
    expect(await websiteIds(viewer)).toEqual([shopSite]);
    expect((await call('GET', `/api/websites/${shopSite}`, viewer)).statusCode).toBe(200);
    expectError(await call('GET', `/api/websites/${blogSite}`, viewer), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/websites/${looseSite}`, viewer), 404, 'NOT_FOUND');
    const groups = expectData(await call('GET', '/api/website-groups', viewer), websiteGroupListDataSchema).groups;
    expect(groups.map((g) => g.id)).toEqual([shopGroup]);
    const incidents = expectData(await call('GET', '/api/incidents', viewer), incidentListDataSchema).incidents;
    expect(incidents.map((i) => i.website.id)).toEqual([shopSite]);
    const dashboard = expectData(await call('GET', '/api/dashboard', viewer), dashboardDataSchema);
    expect(JSON.stringify(dashboard)).not.toContain(blogSite);
    const report = await call('GET', `/api/reports?teamId=${teamId}`, viewer);
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain(shopSite);
    expect(report.body).not.toContain(blogSite);

    // Owners and admins always see all.
    expect(await websiteIds(admin)).toEqual(expect.arrayContaining([shopSite, blogSite, looseSite]));
    expect(await websiteIds(owner)).toEqual(expect.arrayContaining([shopSite, blogSite, looseSite]));

    // Back to all groups.
    await call('PUT', `/api/teams/${teamId}/members/${viewer.user.id}`, owner, { groupIds: null });
    expect(await websiteIds(viewer)).toEqual(expect.arrayContaining([shopSite, blogSite, looseSite]));
  });

  it('hides silences, status pages, maintenance and escalation policies that concern only other groups', async () => {
    const editor = await addMember(t, owner, teamId, 'editor');
    const [blogIncident] = expectData(
      await call('GET', `/api/incidents?websiteId=${blogSite}`, owner),
      incidentListDataSchema,
    ).incidents;
    const silence = async (targetKind: string, targetId: string) =>
      expectData(
        await call('POST', '/api/silences', owner, { targetKind, targetId, durationMinutes: 30, reason: 'Nasazení' }),
        silenceDataSchema,
        201,
      ).silence.id;
    const shopSilence = await silence('website', shopSite);
    const blogSilences = [
      await silence('website', blogSite),
      await silence('group', blogGroup),
      await silence('incident', blogIncident?.id ?? ''),
    ];
    const page = async (slug: string, websiteIds: string[]) =>
      expectData(
        await call('POST', '/api/status-pages', owner, {
          name: slug,
          slug: `${slug}-${Math.random().toString(36).slice(2, 10)}`,
          teamId,
          groups: [{ name: 'Weby', websites: websiteIds.map((websiteId) => ({ websiteId })) }],
        }),
        statusPageDataSchema,
        201,
      ).statusPage.id;
    const shopPage = await page('obchod', [shopSite, blogSite]);
    const blogPage = await page('blog', [blogSite]);
    const emptyPage = await page('prazdna', []);
    const window = async (targets: { websiteIds?: string[]; statusPageIds?: string[] }) =>
      expectData(
        await call('POST', '/api/maintenance-windows', owner, {
          title: 'Údržba',
          startsAt: '2026-02-01T10:30',
          durationMinutes: 60,
          recurrence: { kind: 'once' },
          teamId,
          ...targets,
        }),
        maintenanceWindowDataSchema,
        201,
      ).maintenanceWindow.id;
    const shopWindow = await window({ websiteIds: [shopSite, blogSite] });
    const blogWindows = [await window({ websiteIds: [blogSite] }), await window({ statusPageIds: [blogPage] })];
    const policy = async (name: string, attached: { websiteIds?: string[]; groupIds?: string[] }) =>
      expectData(
        await call('POST', '/api/escalation-policies', owner, {
          name,
          teamId,
          steps: [{ waitMinutes: 5, target: { kind: 'user', userId: owner.user.id } }],
          ...attached,
        }),
        escalationPolicyDataSchema,
        201,
      ).policy.id;
    // A website points at one policy: the blog-only policy gets a second blog website.
    const blogSite2 = await insertWebsite(t.database.db, owner.user.id, { name: 'Blog 2', teamId });
    await t.database.query('update websites set group_id = $1 where id = $2', [blogGroup, blogSite2]);
    const bothPolicy = await policy('Obojí', { websiteIds: [shopSite, blogSite] });
    const blogPolicies = [
      await policy('Blog', { websiteIds: [blogSite2] }),
      await policy('Skupina', { groupIds: [blogGroup] }),
    ];
    const unusedPolicy = await policy('Nepoužitá', {});

    const lists = async (user: Registered) => ({
      silences: expectData(await call('GET', '/api/silences', user), silenceListDataSchema).silences.map((s) => s.id),
      pages: expectData(await call('GET', '/api/status-pages', user), statusPageListDataSchema).statusPages.map(
        (p) => p.id,
      ),
      windows: expectData(
        await call('GET', '/api/maintenance-windows', user),
        maintenanceWindowListDataSchema,
      ).maintenanceWindows.map((w) => w.id),
      policies: expectData(await call('GET', '/api/escalation-policies', user), escalationPolicyListDataSchema)
        .policies,
    });
    // Read by id (silences have no such read: clearing one finds it in the same scope).
    const hidden = [
      `/api/status-pages/${blogPage}`,
      ...blogWindows.map((id) => `/api/maintenance-windows/${id}`),
      ...blogPolicies.map((id) => `/api/escalation-policies/${id}`),
    ];

    // Unlimited, the viewer sees all of it.
    const before = await lists(viewer);
    expect(before.silences).toEqual(expect.arrayContaining([shopSilence, ...blogSilences]));
    expect(before.pages).toEqual(expect.arrayContaining([shopPage, blogPage, emptyPage]));
    expect(before.windows).toEqual(expect.arrayContaining([shopWindow, ...blogWindows]));
    expect(before.policies.map((p) => p.id)).toEqual(expect.arrayContaining([bothPolicy, ...blogPolicies]));
    for (const url of hidden) expect((await call('GET', url, viewer)).statusCode, url).toBe(200);

    for (const member of [viewer, editor]) {
      await call('PUT', `/api/teams/${teamId}/members/${member.user.id}`, owner, { groupIds: [shopGroup] });
    }
    const after = await lists(viewer);
    expect(after.silences).toContain(shopSilence);
    for (const id of blogSilences) expect(after.silences).not.toContain(id);
    expect(after.pages).toEqual(expect.arrayContaining([shopPage, emptyPage]));
    expect(after.pages).not.toContain(blogPage);
    expect(after.windows).toContain(shopWindow);
    for (const id of blogWindows) expect(after.windows).not.toContain(id);
    expect(after.policies.map((p) => p.id)).toEqual(expect.arrayContaining([bothPolicy, unusedPolicy]));
    for (const id of blogPolicies) expect(after.policies.map((p) => p.id)).not.toContain(id);
    // A visible policy names only the websites the member sees.
    expect(after.policies.find((p) => p.id === bothPolicy)?.websites.map((w) => w.id)).toEqual([shopSite]);
    for (const url of hidden) expectError(await call('GET', url, viewer), 404, 'NOT_FOUND');
    for (const id of blogSilences) {
      expectError(await call('POST', `/api/silences/${id}/clear`, editor), 404, 'NOT_FOUND');
    }

    // A limited editor can neither attach a policy to a website outside their groups nor let one go.
    expectError(
      await call('PUT', `/api/escalation-policies/${bothPolicy}`, editor, { websiteIds: [shopSite, blogSite] }),
      400,
      'VALIDATION_ERROR',
    );
    expect((await call('PUT', `/api/escalation-policies/${bothPolicy}`, editor, { websiteIds: [] })).statusCode).toBe(
      200,
    );
    const kept = expectData(
      await call('GET', `/api/escalation-policies/${bothPolicy}`, owner),
      escalationPolicyDataSchema,
    );
    expect(kept.policy.websites.map((w) => w.id)).toEqual([blogSite]);

    // Owners see all of it.
    const owners = await lists(owner);
    expect(owners.silences).toEqual(expect.arrayContaining(blogSilences));
    expect(owners.pages).toContain(blogPage);
    for (const member of [viewer, editor]) {
      await call('PUT', `/api/teams/${teamId}/members/${member.user.id}`, owner, { groupIds: null });
    }
  });

  it('refuses limiting an admin and groups of another team', async () => {
    expectError(
      await call('PUT', `/api/teams/${teamId}/members/${admin.user.id}`, owner, { groupIds: [shopGroup] }),
      400,
      'VALIDATION_ERROR',
    );
    const other = await registerUser(t.app);
    const otherTeam = (await createTeam(t.app, other)).id;
    const foreign = expectData(
      await call('POST', '/api/website-groups', other, { name: 'Cizí', teamId: otherTeam }),
      websiteGroupDataSchema,
      201,
    ).group.id;
    expectError(
      await call('PUT', `/api/teams/${teamId}/members/${viewer.user.id}`, owner, { groupIds: [foreign] }),
      400,
      'VALIDATION_ERROR',
    );
    // Only admins and the owner change group access.
    expectError(
      await call('PUT', `/api/teams/${teamId}/members/${admin.user.id}`, viewer, { groupIds: null }),
      403,
      'FORBIDDEN',
    );
  });
});
