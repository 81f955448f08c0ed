import { localDate, type WallClock, wallClock } from '@hlidka/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { incidents } from '../../../db/schema/incidents';
import { websiteNameKey, websites } from '../../../db/schema/monitoring';
import {
  type DeliveryPayload,
  notificationChannels,
  notificationRules,
  notifications,
} from '../../../db/schema/notifications';
import { users } from '../../../db/schema/users';
import type { Db } from '../../../db/types';
import { websiteInScope } from '../../access/scope';
import { noticeOf } from '../render/notice';
import { insertDeliveries, type NewDelivery } from './insert';
import { quietUntil } from './quiet-hours';
import { type Recipient, recipientsOf } from './recipients';
import { refreshNotificationStatus } from './status';

const WEEK_MS = 7 * 24 * 60 * 60_000;

/** The local Monday (YYYY-MM-DD) of `now` when it is Monday 08:00 or later in the zone, else null. */
export function summaryWeek(now: Date, timeZone: string): string | null {
  let local: WallClock;
  try {
    local = wallClock(now, timeZone);
  } catch {
    return summaryWeek(now, 'Europe/Prague');
  }
  return local.weekday === 1 && local.hour >= 8 ? localDate(now, timeZone) : null;
}

/** Per website the user may see (by name, in the recipient's language): the past week's incidents and downtime. */
async function weekOf(db: Db, recipient: Pick<Recipient, 'userId' | 'language'>, now: Date) {
  const from = new Date(now.getTime() - WEEK_MS);
  const fromText = from.toISOString();
  const nowText = now.toISOString();
  const rows = await db
    .select({
      name: websites.name,
      incidents: sql<number>`count(${incidents.id})::int`,
      downtimeSeconds: sql<number>`coalesce(sum(extract(epoch from (least(coalesce(${incidents.resolvedAt}, ${nowText}::timestamptz), ${nowText}::timestamptz) - greatest(${incidents.startedAt}, ${fromText}::timestamptz)))), 0)::float8`,
    })
    .from(websites)
    .leftJoin(
      incidents,
      and(
        eq(incidents.websiteId, websites.id),
        sql`coalesce(${incidents.resolvedAt}, ${nowText}::timestamptz) > ${fromText}::timestamptz`,
      ),
    )
    .where(websiteInScope(recipient.userId))
    .groupBy(websites.id, websites.name)
    .orderBy(websiteNameKey[recipient.language], websites.id);
  return {
    from: fromText,
    to: nowText,
    websites: rows.map((r) => ({
      name: r.name,
      incidents: Number(r.incidents),
      downtimeMinutes: Math.max(0, Math.round(Number(r.downtimeSeconds) / 60)),
    })),
  };
}

async function summaryFor(db: Db, recipient: Recipient, week: string, now: Date) {
  const toggles = recipient.toggles['summary.weekly'];
  const rules = (
    await db.select().from(notificationRules).where(eq(notificationRules.userId, recipient.userId))
  ).filter((rule) => rule.enabled && rule.events.includes('summary.weekly'));
  const channelIds = [...new Set(rules.flatMap((rule) => rule.channelIds))];
  const channels =
    channelIds.length === 0
      ? []
      : await db
          .select({ id: notificationChannels.id })
          .from(notificationChannels)
          .where(
            and(
              inArray(notificationChannels.id, channelIds),
              eq(notificationChannels.userId, recipient.userId),
              eq(notificationChannels.enabled, true),
            ),
          );
  const wantsEmail = toggles.email && recipient.emailNotifications;
  if (!toggles.inApp && !wantsEmail && channels.length === 0) return;
  const payload: DeliveryPayload = {
    event: 'summary.weekly',
    at: now.toISOString(),
    website: null,
    incident: null,
    actorName: null,
    summary: await weekOf(db, recipient, now),
  };
  const key = `summary:${recipient.userId}:${week}`;
  await db.transaction(async (tx) => {
    let notificationId: string | null = null;
    if (toggles.inApp) {
      const [row] = await tx
        .insert(notifications)
        .values({
          userId: recipient.userId,
          ...noticeOf(payload),
          status: 'pending',
          dedupKey: key,
          createdAt: now,
        })
        .onConflictDoNothing({ target: notifications.dedupKey })
        .returning({ id: notifications.id });
      // Already made for this week (another worker, or an earlier round): nothing more to do.
      if (!row) return;
      notificationId = row.id;
    }
    const base = {
      userId: recipient.userId,
      purpose: 'event' as const,
      event: 'summary.weekly',
      payload,
      notificationId,
      incidentId: null,
      websiteId: null,
    };
    const rows: NewDelivery[] = [];
    if (wantsEmail) {
      rows.push({ ...base, dedupKey: `${key}:email`, channelId: null, kind: 'account_email', nextAttemptAt: now });
    }
    for (const channel of channels) {
      const waits = rules
        .filter((rule) => rule.channelIds.includes(channel.id))
        .map((rule) => quietUntil(rule.quietHours ?? null, now)?.getTime() ?? now.getTime());
      rows.push({
        ...base,
        dedupKey: `${key}:${channel.id}`,
        channelId: channel.id,
        kind: 'channel',
        nextAttemptAt: new Date(Math.min(...waits)),
      });
    }
    await insertDeliveries(tx, rows, now);
    if (notificationId) await refreshNotificationStatus(tx, [notificationId]);
  });
}

/**
 * The weekly summary: from Monday 08:00 in each user's zone, once per week (dedup keys per user and week): the past
 * seven days' incidents and downtime per website, to the bell, the personal e-mail and the channels of rules that ask
 * for `summary.weekly`. Users who see no website get none.
 */
export async function scheduleWeeklySummaries(db: Db, now: Date): Promise<number> {
  // Monday 08:00 somewhere on Earth falls on a Sunday, Monday or Tuesday in UTC.
  if (![0, 1, 2].includes(now.getUTCDay())) return 0;
  const candidates = await db
    .select({ id: users.id, timeZone: users.timezone })
    .from(users)
    .where(sql`exists (select 1 from websites w where ${websiteInScope(users.id, 'w')})`);
  let made = 0;
  for (const candidate of candidates) {
    const week = summaryWeek(now, candidate.timeZone || 'Europe/Prague');
    if (!week) continue;
    const [recipient] = await recipientsOf(db, candidate.id, null);
    if (!recipient) continue;
    await summaryFor(db, recipient, week, now);
    made++;
  }
  return made;
}
