import {
  type AcknowledgementLinkData,
  createEscalationPolicyBodySchema,
  type EscalationPolicy,
  type EscalationStep,
  type EscalationStepTarget,
  updateEscalationPolicyBodySchema,
} from '@hlidka/contract';
import { acknowledgementLinkRoutes, escalationPolicyRoutes } from '@hlidka/contract/routes';
import type { z } from 'zod';
import type { MockDb } from '../db';
import { acknowledgementLinkTokens, fixtureId, fixtureNowIso } from '../fixtures';
import { mockRoute } from '../mock-route';
import { nameOrder } from '../name-order';
import { type Both, failIn, ok } from '../respond';
import { validateBody } from '../validate-body';

const NOT_FOUND: Both = { cs: 'Eskalační politika nebyla nalezena', en: 'Escalation policy not found' };
const LINK_INVALID: Both = {
  cs: 'Odkaz pro převzetí incidentu není platný.',
  en: 'This acknowledgement link is not valid.',
};
const LINK_EXPIRED: Both = {
  cs: 'Platnost odkazu pro převzetí incidentu vypršela.',
  en: 'This acknowledgement link has expired.',
};

const fieldMessages: Record<string, Both> = {
  name: { cs: 'Zadejte název (nejvýše 100 znaků)', en: 'Enter a name (at most 100 characters)' },
  steps: { cs: 'Zadejte 1 až 10 kroků', en: 'Enter 1 to 10 steps' },
};

const parse = <S extends z.ZodType>(schema: S, request: Request) => validateBody(schema, request, fieldMessages);

/** Escalation policies and acknowledgement links over the mock database, as the server answers them. */
export function escalationPolicyHandlers(db: MockDb) {
  let serial = 100;
  const find = (id: unknown) => db.escalationPolicies.find((policy) => policy.id === id);
  const people = (teamId: string | null) => {
    const members = teamId ? (db.members[teamId] ?? []) : [];
    const self = { userId: db.user.id, name: `${db.user.firstName} ${db.user.lastName}`, email: db.user.email };
    return [
      self,
      ...members
        .filter((member) => member.userId !== db.user.id)
        .map((member) => ({
          userId: member.userId,
          name: `${member.firstName} ${member.lastName}`,
          email: member.email,
        })),
    ];
  };
  const nameOf = (target: EscalationStepTarget, teamId: string | null) => {
    switch (target.kind) {
      case 'user':
        return people(teamId).find((p) => p.userId === target.userId)?.name ?? null;
      case 'channel':
        return db.notificationChannels.find((c) => c.id === target.channelId)?.name ?? null;
      case 'schedule':
        return db.onCallSchedules.find((s) => s.id === target.scheduleId)?.name ?? null;
    }
  };
  const named = (steps: EscalationStep[], teamId: string | null) =>
    steps.map((step) => ({ ...step, targetName: nameOf(step.target, teamId) }));
  const attachments = (websiteIds: string[], groupIds: string[]) => ({
    websites: db.websites.filter((w) => websiteIds.includes(w.id)).map(({ id, name }) => ({ id, name })),
    groups: db.websiteGroups.filter((g) => groupIds.includes(g.id)).map(({ id, name }) => ({ id, name })),
  });

  return [
    mockRoute(escalationPolicyRoutes.list, ({ request }) => {
      const compare = nameOrder(request);
      return ok({ policies: [...db.escalationPolicies].sort((a, b) => compare(a.name, b.name)) });
    }),
    mockRoute(escalationPolicyRoutes.people, ({ request }) => {
      const teamId = new URL(request.url).searchParams.get('teamId');
      return ok({ people: people(teamId) });
    }),
    mockRoute(escalationPolicyRoutes.create, async ({ request }) => {
      const { data, response } = await parse(createEscalationPolicyBodySchema, request);
      if (!data) return response;
      serial += 1;
      const created: EscalationPolicy = {
        id: fixtureId(serial, 14),
        name: data.name,
        teamId: data.teamId,
        ownerId: db.user.id,
        steps: named(data.steps, data.teamId),
        repeatCount: data.repeatCount,
        ...attachments(data.websiteIds, data.groupIds),
        createdAt: fixtureNowIso(),
        updatedAt: fixtureNowIso(),
      };
      db.escalationPolicies = [...db.escalationPolicies, created];
      return ok({ policy: created }, 201);
    }),
    mockRoute(escalationPolicyRoutes.get, ({ params, request }) => {
      const found = find(params.id);
      return found ? ok({ policy: found }) : failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
    }),
    mockRoute(escalationPolicyRoutes.update, async ({ params, request }) => {
      const found = find(params.id);
      if (!found) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      const { data, response } = await parse(updateEscalationPolicyBodySchema, request);
      if (!data) return response;
      const updated: EscalationPolicy = {
        ...found,
        name: data.name ?? found.name,
        steps: data.steps ? named(data.steps, found.teamId) : found.steps,
        repeatCount: data.repeatCount ?? found.repeatCount,
        ...attachments(
          data.websiteIds ?? found.websites.map((w) => w.id),
          data.groupIds ?? found.groups.map((g) => g.id),
        ),
        updatedAt: fixtureNowIso(),
      };
      db.escalationPolicies = db.escalationPolicies.map((policy) => (policy.id === found.id ? updated : policy));
      return ok({ policy: updated });
    }),
    mockRoute(escalationPolicyRoutes.delete, ({ params, request }) => {
      if (!find(params.id)) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      db.escalationPolicies = db.escalationPolicies.filter((policy) => policy.id !== params.id);
      return ok({ deleted: true });
    }),
    mockRoute(acknowledgementLinkRoutes.view, ({ params, request }) => {
      const token = String(params.token);
      const link = db.acknowledgementLinks[token];
      if (token === acknowledgementLinkTokens.expired) return failIn(request, 410, 'ACK_LINK_EXPIRED', LINK_EXPIRED);
      return link ? ok(link) : failIn(request, 400, 'ACK_LINK_INVALID', LINK_INVALID);
    }),
    mockRoute(acknowledgementLinkRoutes.acknowledge, ({ params, request }) => {
      const token = String(params.token);
      const link = db.acknowledgementLinks[token];
      if (token === acknowledgementLinkTokens.expired) return failIn(request, 410, 'ACK_LINK_EXPIRED', LINK_EXPIRED);
      if (!link) return failIn(request, 400, 'ACK_LINK_INVALID', LINK_INVALID);
      const done: AcknowledgementLinkData =
        link.incident.status === 'open'
          ? {
              ...link,
              incident: {
                ...link.incident,
                status: 'acknowledged',
                acknowledgedAt: fixtureNowIso(),
                acknowledgedBy: link.recipientName,
              },
            }
          : link;
      db.acknowledgementLinks = { ...db.acknowledgementLinks, [token]: done };
      return ok(done);
    }),
  ];
}
