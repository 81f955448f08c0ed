import {
  can,
  type PermissionAction,
  type PermissionResource,
  type TeamRole,
  teamRoles,
  websiteGroupDataSchema,
} from '@hlidka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import type { Registered } from '../../testing/auth';
import { insertWebsite } from '../../testing/incidents';
import { openIncident } from '../../testing/notifications';
import { addMember, bearer, createTeam, expectData, registerUser, uniqueEmail } from '../../testing/teams';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
interface Call {
  method: Method;
  url: string;
  payload?: object;
}

/**
 * Issue 30 item 2: every role × action on each resource over the real API answers as the one permission table
 * (@hlidka/contract permissions.ts) says — done (2xx), or refused (403 FORBIDDEN naming the role; 404 for a thing the
 * role does not even see, as the billing role the team's monitoring data).
 */
describeEachApp('the role matrix over the API', (t) => {
  let owner: Registered;
  let teamId: string;
  const members = new Map<TeamRole, Registered>();
  let ownerTarget: Registered;

  const send = (user: Registered, call: Call) =>
    t.app.inject({
      method: call.method,
      url: call.url,
      headers: bearer(user.token),
      ...(call.payload ? { payload: call.payload } : {}),
    });
  const teamWebsite = () => insertWebsite(t.database.db, owner.user.id, { teamId, name: 'Týmový web' });
  const teamGroup = async (name: string) =>
    expectData(
      await send(owner, { method: 'POST', url: '/api/website-groups', payload: { name, teamId } }),
      websiteGroupDataSchema,
      201,
    ).group.id;
  const teamIncident = async () => {
    const { websiteId } = await openIncident(t.database, owner.user.id, { name: 'Padající web', teamId });
    const list = await send(owner, { method: 'GET', url: `/api/incidents?websiteId=${websiteId}` });
    return (list.json() as { data: { incidents: { id: string }[] } }).data.incidents[0]?.id ?? '';
  };

  /** Each row builds a fresh request (a new thing to change or delete) for one role. */
  const rows: { resource: PermissionResource; action: PermissionAction; name: string; call: () => Promise<Call> }[] = [
    {
      resource: 'websites',
      action: 'read',
      name: 'list the team’s websites',
      call: async () => ({ method: 'GET', url: `/api/websites?teamId=${teamId}` }),
    },
    {
      resource: 'websites',
      action: 'write',
      name: 'create a team website',
      call: async () => ({
        method: 'POST',
        url: '/api/websites',
        payload: { name: 'Nový', url: `http://127.0.0.1:9/${Math.random()}`, intervalSeconds: 300, teamId },
      }),
    },
    {
      resource: 'websites',
      action: 'write',
      name: 'rename a team website',
      call: async () => ({ method: 'PUT', url: `/api/websites/${await teamWebsite()}`, payload: { name: 'Jinak' } }),
    },
    {
      resource: 'websites',
      action: 'write',
      name: 'pause a team website',
      call: async () => ({ method: 'POST', url: `/api/websites/${await teamWebsite()}/pause` }),
    },
    {
      resource: 'websites',
      action: 'delete',
      name: 'delete a team website',
      call: async () => ({ method: 'DELETE', url: `/api/websites/${await teamWebsite()}` }),
    },
    {
      resource: 'groups',
      action: 'write',
      name: 'create a team group',
      call: async () => ({
        method: 'POST',
        url: '/api/website-groups',
        payload: { name: `Skupina ${Math.random()}`, teamId },
      }),
    },
    {
      resource: 'groups',
      action: 'write',
      name: 'rename a team group',
      call: async () => ({
        method: 'PUT',
        url: `/api/website-groups/${await teamGroup(`G ${Math.random()}`)}`,
        payload: { name: `H ${Math.random()}` },
      }),
    },
    {
      resource: 'groups',
      action: 'delete',
      name: 'delete a team group',
      call: async () => ({ method: 'DELETE', url: `/api/website-groups/${await teamGroup(`D ${Math.random()}`)}` }),
    },
    {
      resource: 'incidents',
      action: 'read',
      name: 'list the team’s incidents',
      call: async () => ({ method: 'GET', url: `/api/incidents?teamId=${teamId}` }),
    },
    {
      resource: 'incidents',
      action: 'write',
      name: 'acknowledge an incident',
      call: async () => ({ method: 'POST', url: `/api/incidents/${await teamIncident()}/acknowledge`, payload: {} }),
    },
    {
      resource: 'incidents',
      action: 'write',
      name: 'resolve an incident',
      call: async () => ({ method: 'POST', url: `/api/incidents/${await teamIncident()}/resolve`, payload: {} }),
    },
    {
      resource: 'incidents',
      action: 'write',
      name: 'add a note to an incident',
      call: async () => ({
        method: 'POST',
        url: `/api/incidents/${await teamIncident()}/notes`,
        payload: { body: 'Díváme se na to' },
      }),
    },
    {
      resource: 'incidents',
      action: 'write',
      name: 'post a public update of an incident',
      call: async () => ({
        method: 'POST',
        url: `/api/incidents/${await teamIncident()}/updates`,
        payload: { status: 'investigating', message: { cs: 'Zjišťujeme příčinu' } },
      }),
    },
    {
      resource: 'incidents',
      action: 'write',
      name: 'write a resolved incident’s postmortem',
      call: async () => {
        const incidentId = await teamIncident();
        await send(owner, { method: 'POST', url: `/api/incidents/${incidentId}/resolve`, payload: {} });
        return {
          method: 'PUT',
          url: `/api/incidents/${incidentId}/postmortem`,
          payload: { body: 'Disk se zaplnil.', published: false },
        };
      },
    },
    {
      resource: 'escalationPolicies',
      action: 'write',
      name: 'create a team escalation policy',
      call: async () => ({
        method: 'POST',
        url: '/api/escalation-policies',
        payload: {
          name: 'Eskalace',
          teamId,
          steps: [{ waitMinutes: 5, target: { kind: 'user', userId: owner.user.id } }],
        },
      }),
    },
    {
      resource: 'schedules',
      action: 'write',
      name: 'create an on-call schedule',
      call: async () => ({ method: 'POST', url: '/api/on-call-schedules', payload: { teamId, name: 'Pohotovost' } }),
    },
    {
      resource: 'silences',
      action: 'write',
      name: 'silence a team website',
      call: async () => ({
        method: 'POST',
        url: '/api/silences',
        payload: { targetKind: 'website', targetId: await teamWebsite(), durationMinutes: 30, reason: 'Nasazení' },
      }),
    },
    {
      resource: 'maintenance',
      action: 'write',
      name: 'plan team maintenance',
      call: async () => ({
        method: 'POST',
        url: '/api/maintenance-windows',
        payload: {
          title: 'Údržba',
          startsAt: '2026-02-01T10:30',
          durationMinutes: 60,
          recurrence: { kind: 'once' },
          teamId,
          websiteIds: [await teamWebsite()],
        },
      }),
    },
    {
      resource: 'statusPages',
      action: 'write',
      name: 'create a team status page',
      call: async () => ({
        method: 'POST',
        url: '/api/status-pages',
        payload: {
          name: 'Stav',
          slug: `stav-${Math.random().toString(36).slice(2, 10)}`,
          teamId,
          groups: [{ name: 'Weby', websites: [{ websiteId: await teamWebsite() }] }],
        },
      }),
    },
    {
      resource: 'reports',
      action: 'read',
      name: 'read the team’s report',
      call: async () => ({ method: 'GET', url: `/api/reports?teamId=${teamId}` }),
    },
    {
      resource: 'members',
      action: 'read',
      name: 'list the members',
      call: async () => ({ method: 'GET', url: `/api/teams/${teamId}/members` }),
    },
    {
      resource: 'members',
      action: 'write',
      name: 'invite a member',
      call: async () => ({
        method: 'POST',
        url: `/api/teams/${teamId}/invitations`,
        payload: { email: uniqueEmail(), role: 'viewer' },
      }),
    },
    {
      resource: 'members',
      action: 'write',
      name: 'change a member’s role',
      call: async () => ({
        method: 'PUT',
        url: `/api/teams/${teamId}/members/${ownerTarget.user.id}`,
        payload: { role: 'viewer' },
      }),
    },
    {
      resource: 'team',
      action: 'write',
      name: 'rename the team',
      call: async () => ({ method: 'PUT', url: `/api/teams/${teamId}`, payload: { name: 'Provoz' } }),
    },
  ];

  beforeAll(async () => {
    owner = await registerUser(t.app);
    teamId = (await createTeam(t.app, owner)).id;
    for (const role of teamRoles) {
      if (role !== 'owner') members.set(role, await addMember(t, owner, teamId, role));
    }
    members.set('owner', owner);
    ownerTarget = await addMember(t, owner, teamId, 'editor');
  });

  it('gives every role its own member (the invitation carries the role)', async () => {
    const list = await send(owner, { method: 'GET', url: `/api/teams/${teamId}/members` });
    const roles = (list.json() as { data: { members: { role: TeamRole }[] } }).data.members.map((m) => m.role);
    expect(new Set(roles)).toEqual(new Set(teamRoles));
  });

  for (const role of teamRoles) {
    describe(`as ${role}`, () => {
      for (const row of rows) {
        const allowed = can(role, row.action, row.resource);
        it(`${allowed ? 'may' : 'may not'} ${row.name} (${row.action} ${row.resource})`, async () => {
          const user = members.get(role);
          if (!user) throw new Error(`no ${role}`);
          const response = await send(user, await row.call());
          if (allowed) {
            expect(response.statusCode, response.body).toBeLessThan(300);
          } else {
            expect([403, 404], response.body).toContain(response.statusCode);
            const body = response.json() as { code: string };
            expect(body.code).toBe(response.statusCode === 403 ? 'FORBIDDEN' : 'NOT_FOUND');
          }
        });
      }
    });
  }

  it('names the role in the refusal, in the reader’s language', async () => {
    const viewer = members.get('viewer');
    if (!viewer) throw new Error('no viewer');
    const url = `/api/websites/${await teamWebsite()}`;
    const cs = await send(viewer, { method: 'PUT', url, payload: { name: 'Ne' } });
    expect(cs.statusCode).toBe(403);
    expect((cs.json() as { message: string }).message).toBe('Vaše role v týmu (čtenář) tuto akci nedovoluje');
    expect((cs.json() as { translations: { en: { message: string } } }).translations.en.message).toBe(
      'Your role in the team (viewer) does not allow this',
    );
  });

  it('spells out the table for the roles that matter most', () => {
    expect(can('viewer', 'read', 'websites')).toBe(true);
    expect(can('viewer', 'write', 'websites')).toBe(false);
    expect(can('editor', 'write', 'websites')).toBe(true);
    expect(can('editor', 'delete', 'websites')).toBe(false);
    expect(can('billing', 'read', 'websites')).toBe(false);
    expect(can('billing', 'write', 'billing')).toBe(true);
    expect(can('admin', 'delete', 'team')).toBe(false);
    expect(can('owner', 'delete', 'team')).toBe(true);
    expect(can(null, 'delete', 'websites')).toBe(true);
  });
});
