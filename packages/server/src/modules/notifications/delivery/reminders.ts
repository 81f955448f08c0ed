import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { incidents } from '../../../db/schema/incidents';
import { websites } from '../../../db/schema/monitoring';
import { notificationChannels, notificationRules } from '../../../db/schema/notifications';
import type { Db } from '../../../db/types';
import { alertsHeldBack } from '../../../monitoring/silences/held-back';
import { usersInScopeOf } from '../../access/scope';
import { insertDeliveries, type NewDelivery } from './insert';
import { quietUntil } from './quiet-hours';
import { ruleMatches } from './rule-match';

/**
 * Re-notifications and escalations of incidents still open (not acknowledged): for a rule with `renotifyMinutes`, the
 * n-th reminder goes after n intervals (dedup key per n, so each goes once however often this runs); with an
 * escalation, its channels get one message after `afterMinutes`. Acknowledging or resolving stops both (fan-out
 * cancels the waiting ones).
 */
export async function scheduleReminders(db: Db, now: Date): Promise<number> {
  const open = await db
    .select({
      id: incidents.id,
      causeCode: incidents.causeCode,
      causeParams: incidents.causeParams,
      causeMessage: incidents.causeMessage,
      createdAt: incidents.createdAt,
      websiteId: websites.id,
      websiteName: websites.name,
      websiteUrl: websites.url,
      websiteType: websites.type,
      ownerId: websites.ownerId,
      teamId: websites.teamId,
    })
    .from(incidents)
    .innerJoin(websites, eq(websites.id, incidents.websiteId))
    // No reminder during a maintenance window or a silence: no alert of any kind goes out then.
    .where(
      and(
        eq(incidents.status, 'open'),
        not(
          alertsHeldBack(now, {
            status: websites.status,
            websiteId: websites.id,
            groupId: websites.groupId,
            incidentId: incidents.id,
          }),
        ),
      ),
    );
  if (open.length === 0) return 0;
  const rows: NewDelivery[] = [];
  for (const incident of open) {
    // The rules of those who may use the website (the access scope).
    const rules = await db
      .select()
      .from(notificationRules)
      .where(sql`${notificationRules.userId} in ${usersInScopeOf(incident)}`);
    const events = incident.websiteType === 'heartbeat' ? ['heartbeat.missed', 'incident.opened'] : ['incident.opened'];
    const elapsed = now.getTime() - incident.createdAt.getTime();
    for (const rule of rules) {
      if (!ruleMatches(rule, events, { id: incident.websiteId, teamId: incident.teamId })) continue;
      const payload = {
        event: events[0] ?? 'incident.opened',
        at: incident.createdAt.toISOString(),
        website: { id: incident.websiteId, name: incident.websiteName, url: incident.websiteUrl },
        incident: {
          id: incident.id,
          status: 'open' as const,
          causeCode: incident.causeCode,
          causeParams: incident.causeParams,
          causeMessage: incident.causeMessage,
        },
        actorName: null,
      };
      const nextAttemptAt = quietUntil(rule.quietHours ?? null, now) ?? now;
      const base = {
        userId: rule.userId,
        kind: 'channel' as const,
        event: payload.event,
        notificationId: null,
        incidentId: incident.id,
        websiteId: incident.websiteId,
        nextAttemptAt,
      };
      if (rule.renotifyMinutes) {
        const n = Math.floor(elapsed / (rule.renotifyMinutes * 60_000));
        if (n >= 1) {
          for (const channelId of rule.channelIds) {
            rows.push({
              ...base,
              dedupKey: `renotify:${incident.id}:${rule.id}:${channelId}:${n}`,
              channelId,
              purpose: 'renotify',
              payload: { ...payload, repeat: n },
            });
          }
        }
      }
      if (rule.escalation && elapsed >= rule.escalation.afterMinutes * 60_000) {
        for (const channelId of rule.escalation.channelIds) {
          rows.push({
            ...base,
            dedupKey: `escalation:${incident.id}:${rule.id}:${channelId}`,
            channelId,
            purpose: 'escalation',
            payload: { ...payload, escalation: true },
          });
        }
      }
    }
  }
  if (rows.length === 0) return 0;
  // Only the rule owner's own, enabled channels.
  const channelIds = [...new Set(rows.map((row) => row.channelId ?? ''))];
  const owned = new Map(
    (
      await db
        .select({
          id: notificationChannels.id,
          userId: notificationChannels.userId,
          enabled: notificationChannels.enabled,
        })
        .from(notificationChannels)
        .where(inArray(notificationChannels.id, channelIds))
    ).map((c) => [c.id, c]),
  );
  const allowed = rows.filter((row) => {
    const channel = owned.get(row.channelId ?? '');
    return channel?.enabled && channel.userId === row.userId;
  });
  return insertDeliveries(db, allowed, now);
}
