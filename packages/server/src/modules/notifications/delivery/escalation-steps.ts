import type { EscalationStepTarget } from '@hlidka/contract';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { escalationPolicies } from '../../../db/schema/escalation';
import { incidentEscalationSteps } from '../../../db/schema/escalation-steps';
import { incidentEvents, incidents } from '../../../db/schema/incidents';
import { websites } from '../../../db/schema/monitoring';
import { notificationChannels } from '../../../db/schema/notifications';
import { users } from '../../../db/schema/users';
import { websiteGroups } from '../../../db/schema/website-groups';
import type { Db, DbOrTx } from '../../../db/types';
import { alertsHeldBack } from '../../../monitoring/silences/held-back';
import { type Owned, usersInScopeOf } from '../../access/scope';
import { resolveOnCallUsers } from '../../on-call/resolve';
import type { NewDelivery } from './insert';
import { emailSlot, insertStepDeliveries } from './one-email-per-address';

/** Where one step's message goes: a person's account e-mail (`email`), or a notification channel (of `userId`). */
export type StepRecipient =
  | { kind: 'account_email'; userId: string; channelId: null; email: string }
  | { kind: 'channel'; userId: string; channelId: string };

/**
 * The recipients of a step's target at `at` (when the step goes) — the one place a target kind becomes deliveries (a
 * new kind is one more case). Only those who may still use the website: a person in its scope; an enabled channel
 * whose owner is in its scope; of a schedule, whoever is on call at `at` and in its scope.
 */
export async function stepRecipients(
  tx: DbOrTx,
  target: EscalationStepTarget,
  website: Owned,
  at: Date,
): Promise<StepRecipient[]> {
  switch (target.kind) {
    case 'schedule': {
      const onCall = await resolveOnCallUsers(tx, target.scheduleId, at);
      if (onCall.length === 0) return [];
      const people = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(inArray(users.id, onCall), sql`${users.id} in ${usersInScopeOf(website)}`));
      const allowed = new Map(people.map((p) => [p.id, p.email]));
      return onCall.flatMap((userId) => {
        const email = allowed.get(userId);
        return email === undefined ? [] : [{ kind: 'account_email' as const, userId, channelId: null, email }];
      });
    }
    case 'user': {
      const [user] = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.id, target.userId), sql`${users.id} in ${usersInScopeOf(website)}`));
      return user ? [{ kind: 'account_email', userId: user.id, channelId: null, email: user.email }] : [];
    }
    case 'channel': {
      const [channel] = await tx
        .select({ id: notificationChannels.id, userId: notificationChannels.userId })
        .from(notificationChannels)
        .where(
          and(
            eq(notificationChannels.id, target.channelId),
            eq(notificationChannels.enabled, true),
            sql`${notificationChannels.userId} in ${usersInScopeOf(website)}`,
          ),
        );
      return channel ? [{ kind: 'channel', userId: channel.userId, channelId: channel.id }] : [];
    }
  }
}

/** The step after `last` (round and step from 1), or null when the policy has run its course. */
export function nextStep(
  last: { round: number; step: number } | null,
  policy: { steps: number; repeatCount: number },
): { round: number; step: number } | null {
  if (!last) return { round: 1, step: 1 };
  if (last.step < policy.steps) return { round: last.round, step: last.step + 1 };
  if (last.round <= policy.repeatCount) return { round: last.round + 1, step: 1 };
  return null;
}

/**
 * The due-step task: for every open (unacknowledged) incident whose website has an escalation policy (its own, else its
 * group's) and whose alerts are not held back (maintenance, silences: held-back.ts), the next step once the wait after
 * the step before has passed (step 1 at once). The step's row (primary key: incident, round, step) is written in the
 * transaction that plans its deliveries: of concurrent runs, one writes it and sends, the others find it taken and
 * send nothing. Acknowledging or resolving stops it (no longer open; waiting deliveries are cancelled by the fan-out).
 * Returns the deliveries planned.
 */
export async function scheduleEscalationSteps(db: Db, now: Date): Promise<number> {
  const policyId = sql<string>`coalesce(${websites.escalationPolicyId}, ${websiteGroups.escalationPolicyId})`;
  const open = await db
    .select({
      id: incidents.id,
      createdAt: incidents.createdAt,
      causeCode: incidents.causeCode,
      causeParams: incidents.causeParams,
      causeMessage: incidents.causeMessage,
      websiteId: websites.id,
      websiteName: websites.name,
      websiteUrl: websites.url,
      websiteType: websites.type,
      ownerId: websites.ownerId,
      teamId: websites.teamId,
      policyId,
    })
    .from(incidents)
    .innerJoin(websites, eq(websites.id, incidents.websiteId))
    .leftJoin(websiteGroups, eq(websiteGroups.id, websites.groupId))
    .where(
      and(
        eq(incidents.status, 'open'),
        isNotNull(policyId),
        sql`not ${alertsHeldBack(now, {
          status: websites.status,
          websiteId: websites.id,
          groupId: websites.groupId,
          incidentId: incidents.id,
        })}`,
      ),
    );
  let planned = 0;
  for (const incident of open) {
    const [policy] = await db.select().from(escalationPolicies).where(eq(escalationPolicies.id, incident.policyId));
    if (!policy || policy.steps.length === 0) continue;
    const [last] = await db
      .select()
      .from(incidentEscalationSteps)
      .where(eq(incidentEscalationSteps.incidentId, incident.id))
      .orderBy(desc(incidentEscalationSteps.round), desc(incidentEscalationSteps.step))
      .limit(1);
    const next = nextStep(last ?? null, { steps: policy.steps.length, repeatCount: policy.repeatCount });
    if (!next) continue;
    const dueAt = last ? last.sentAt.getTime() + last.waitMinutes * 60_000 : incident.createdAt.getTime();
    if (dueAt > now.getTime()) continue;
    const step = policy.steps[next.step - 1];
    if (!step) continue;
    planned += await db.transaction(async (tx) => {
      const [taken] = await tx
        .insert(incidentEscalationSteps)
        .values({
          incidentId: incident.id,
          round: next.round,
          step: next.step,
          policyId: policy.id,
          waitMinutes: step.waitMinutes,
          sentAt: now,
        })
        .onConflictDoNothing()
        .returning({ step: incidentEscalationSteps.step });
      if (!taken) return 0;
      await tx.insert(incidentEvents).values({
        incidentId: incident.id,
        type: 'escalated',
        data: { escalation: next },
        createdAt: now,
      });
      const event = incident.websiteType === 'heartbeat' ? 'heartbeat.missed' : 'incident.opened';
      const payload = {
        event,
        at: incident.createdAt.toISOString(),
        website: { id: incident.websiteId, name: incident.websiteName, url: incident.websiteUrl },
        websiteType: incident.websiteType,
        incident: {
          id: incident.id,
          status: 'open' as const,
          causeCode: incident.causeCode,
          causeParams: incident.causeParams,
          causeMessage: incident.causeMessage,
        },
        actorName: null,
        escalationStep: next,
        ...(next.round > 1 || next.step > 1 ? { escalation: true } : {}),
      };
      const rows: NewDelivery[] = (await stepRecipients(tx, step.target, incident, now)).map((recipient) => {
        const row: NewDelivery = {
          dedupKey: `policy:${incident.id}:${next.round}:${next.step}:${recipient.channelId ?? `user:${recipient.userId}`}`,
          userId: recipient.userId,
          channelId: recipient.channelId,
          kind: recipient.kind,
          purpose: 'escalation',
          event,
          payload,
          notificationId: null,
          incidentId: incident.id,
          websiteId: incident.websiteId,
          nextAttemptAt: now,
        };
        // The first step's e-mail to a person is the event's e-mail to their address (one-email-per-address.ts).
        return recipient.kind === 'account_email' ? { ...row, emailSlot: emailSlot(row, recipient.email) } : row;
      });
      return insertStepDeliveries(tx, rows, now);
    });
  }
  return planned;
}
