import {
  dashboardDataSchema,
  incidentListDataSchema,
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
