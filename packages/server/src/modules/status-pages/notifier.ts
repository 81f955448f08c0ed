import { createHash } from 'node:crypto';
import type { IncidentUpdateStatus, Language, SubscriberWebhookPayload } from '@hlidka/contract';
import { type MaintenanceSpan, type MaintenanceTiming, occurrencesBetween } from '@hlidka/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/types';
import type { Mailer } from '../../mail/mailer';
import { postJson } from '../notifications/senders/http';
import { type SubscriberEvent, subscriptionEmails } from './subscriber-emails';
import { unsubscribeToken } from './subscribers';

// Tells a page's subscribers about its incidents: opened, each update posted, resolved. Each (page, subject, event)
// is claimed in `status_page_notices` before anything goes out, so several workers never send one twice. Events
// older than a day are not announced (a page published today does not mail last week's incidents).

const LOOKBACK_MS = 86_400_000;

interface PendingNotice {
  page_id: string;
  page_name: string;
  slug: string;
  subject_id: string;
  incident_id: string;
  website_name: string;
  started_at: Date | string;
  resolved_at: Date | string | null;
  at: Date | string;
  update_status: IncidentUpdateStatus | null;
  message_cs: string | null;
  message_en: string | null;
}

const pagesWithSubscribers = `
  join status_page_websites spw on spw.website_id = i.website_id
  join status_pages sp on sp.id = spw.status_page_id and sp.published
  join websites w on w.id = i.website_id
  where exists (select 1 from status_page_subscribers s where s.status_page_id = sp.id and s.confirmed_at is not null)`;

const pageColumns = `sp.id as page_id, sp.name as page_name, sp.slug, i.id as incident_id,
  coalesce(spw.display_name, w.name) as website_name, i.started_at, i.resolved_at`;

const QUERIES: Record<SubscriberEvent, string> = {
  opened: `select ${pageColumns}, i.id as subject_id, i.created_at as at, null as update_status, null as message_cs,
      null as message_en from incidents i ${pagesWithSubscribers} and i.created_at > $1
      and not exists (select 1 from status_page_notices n where n.status_page_id = sp.id and n.subject_id = i.id and n.event = 'opened')`,
  resolved: `select ${pageColumns}, i.id as subject_id, i.resolved_at as at, null as update_status, null as message_cs,
      null as message_en from incidents i ${pagesWithSubscribers} and i.resolved_at > $1
      and not exists (select 1 from status_page_notices n where n.status_page_id = sp.id and n.subject_id = i.id and n.event = 'resolved')`,
  updated: `select ${pageColumns}, u.id as subject_id, u.created_at as at, u.status as update_status, u.message_cs,
      u.message_en from incident_updates u join incidents i on i.id = u.incident_id ${pagesWithSubscribers}
      and u.created_at > $1
      and not exists (select 1 from status_page_notices n where n.status_page_id = sp.id and n.subject_id = u.id and n.event = 'updated')`,
};

export interface NotifierDeps {
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
  publicUrl: string;
  secret: string;
  allowPrivateTargets: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** One pass: announce every event not announced yet. Answers how many messages went out. */
export async function notifySubscribers(deps: NotifierDeps): Promise<number> {
  // Every announcement goes to confirmed subscribers of a published page: without any, the four searches below (run
  // every few seconds, ~15 ms on PGlite) would find nothing.
  const [audience] = (await deps.database.query(
    `select exists (select 1 from status_page_subscribers s join status_pages sp on sp.id = s.status_page_id
       where sp.published and s.confirmed_at is not null) as found`,
  )) as unknown as { found: boolean }[];
  if (!audience?.found) return 0;
  const now = deps.now();
  const since = new Date(now.getTime() - LOOKBACK_MS).toISOString();
  const pending: { event: SubscriberEvent; notice: PendingNotice }[] = [];
  for (const event of ['opened', 'updated', 'resolved'] as const) {
    const rows = (await deps.database.query(QUERIES[event], [since])) as unknown as PendingNotice[];
    pending.push(...rows.map((notice) => ({ event, notice })));
  }
  // In the order things happened, so that a resolution never arrives before its outage.
  pending.sort((a, b) => new Date(a.notice.at).getTime() - new Date(b.notice.at).getTime());
  let sent = 0;
  for (const { event, notice } of pending) {
    const claimed = await deps.database.query(
      `insert into status_page_notices (status_page_id, subject_id, event) values ($1, $2, $3)
       on conflict do nothing returning subject_id`,
      [notice.page_id, notice.subject_id, event],
    );
    if (claimed.length === 0) continue;
    sent += await announce(deps, event, notice);
  }
  return sent + (await announceMaintenance(deps, now));
}

interface PlannedRow {
  page_id: string;
  page_name: string;
  page_time_zone: string;
  slug: string;
  id: string;
  title: string;
  description: string | null;
  starts_at_local: string;
  time_zone: string;
  duration_minutes: number;
  recurrence: MaintenanceTiming['recurrence'];
  notify_minutes_before: number;
}

/** The notice's subject for one occurrence of a window: a stable uuid made of the window and the start. */
function occurrenceId(windowId: string, startsAt: Date): string {
  const hex = createHash('sha256').update(`${windowId}|${startsAt.toISOString()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Tell subscribers of maintenance starting within the window's notice time (each occurrence once per page). */
async function announceMaintenance(deps: NotifierDeps, now: Date): Promise<number> {
  const rows = (await deps.database.query(
    `select distinct sp.id as page_id, sp.name as page_name, sp.time_zone as page_time_zone, sp.slug, w.id, w.title, w.description, w.starts_at_local,
       w.time_zone, w.duration_minutes, w.recurrence, w.notify_minutes_before
     from maintenance_windows w
     join status_pages sp on sp.published and (
       sp.id in (select status_page_id from maintenance_window_status_pages where window_id = w.id)
       or exists (select 1 from maintenance_window_websites mw join status_page_websites spw
                  on spw.website_id = mw.website_id where mw.window_id = w.id and spw.status_page_id = sp.id)
       or exists (select 1 from maintenance_window_groups mg join status_page_groups g on g.id = mg.group_id
                  where mg.window_id = w.id and g.status_page_id = sp.id))
     where w.notify_minutes_before is not null
       and (w.last_ends_at is null or w.last_ends_at > $1)
       and exists (select 1 from status_page_subscribers s where s.status_page_id = sp.id and s.confirmed_at is not null)`,
    [now.toISOString()],
  )) as unknown as PlannedRow[];
  let sent = 0;
  for (const row of rows) {
    const timing: MaintenanceTiming = {
      startsAtLocal: row.starts_at_local,
      timeZone: row.time_zone,
      durationMinutes: Number(row.duration_minutes),
      recurrence: typeof row.recurrence === 'string' ? JSON.parse(row.recurrence) : row.recurrence,
    };
    const horizon = new Date(now.getTime() + Number(row.notify_minutes_before) * 60_000);
    for (const occurrence of occurrencesBetween(timing, now, horizon)) {
      if (occurrence.startsAt <= now) continue;
      const claimed = await deps.database.query(
        `insert into status_page_notices (status_page_id, subject_id, event) values ($1, $2, 'maintenance')
         on conflict do nothing returning subject_id`,
        [row.page_id, occurrenceId(row.id, occurrence.startsAt)],
      );
      if (claimed.length === 0) continue;
      sent += await tellOfMaintenance(deps, row, occurrence);
    }
  }
  return sent;
}

async function tellOfMaintenance(deps: NotifierDeps, row: PlannedRow, occurrence: MaintenanceSpan): Promise<number> {
  const subscribers = (await deps.database.query(
    `select id, kind, target, language from status_page_subscribers
     where status_page_id = $1 and confirmed_at is not null order by created_at`,
    [row.page_id],
  )) as unknown as { id: string; kind: 'email' | 'webhook'; target: string; language: Language }[];
  const pageUrl = `${deps.publicUrl}/status/${row.slug}`;
  let sent = 0;
  for (const subscriber of subscribers) {
    try {
      if (subscriber.kind === 'email') {
        const unsubscribeUrl = `${pageUrl}/unsubscribe?token=${unsubscribeToken(deps.secret, subscriber.id)}`;
        const email = subscriptionEmails[subscriber.language].maintenance({
          pageName: row.page_name,
          pageUrl,
          title: row.title,
          description: row.description,
          startsAt: occurrence.startsAt,
          endsAt: occurrence.endsAt,
          timeZone: row.page_time_zone,
          unsubscribeUrl,
        });
        await deps.mailer.send({
          to: subscriber.target,
          ...email,
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
      } else {
        const payload: SubscriberWebhookPayload = {
          event: 'maintenance.scheduled',
          page: { name: row.page_name, url: pageUrl },
          incident: null,
          maintenance: {
            title: row.title,
            description: row.description,
            startsAt: occurrence.startsAt.toISOString(),
            endsAt: occurrence.endsAt.toISOString(),
          },
          update: null,
          occurredAt: deps.now().toISOString(),
        };
        const answer = await postJson(subscriber.target, JSON.stringify(payload), {
          allowPrivateTargets: deps.allowPrivateTargets,
          timeoutMs: 10_000,
        });
        if (answer.status < 200 || answer.status >= 300) throw new Error(`HTTP ${answer.status}`);
      }
      sent++;
    } catch (error) {
      deps.log.warn({ err: error, subscriber: subscriber.id }, 'status page: a subscriber was not told of maintenance');
    }
  }
  return sent;
}

async function announce(deps: NotifierDeps, event: SubscriberEvent, notice: PendingNotice): Promise<number> {
  const subscribers = (await deps.database.query(
    `select id, kind, target, language from status_page_subscribers
     where status_page_id = $1 and confirmed_at is not null and confirmed_at < $2 order by created_at`,
    [notice.page_id, iso(notice.at)],
  )) as unknown as { id: string; kind: 'email' | 'webhook'; target: string; language: Language }[];
  const pageUrl = `${deps.publicUrl}/status/${notice.slug}`;
  let sent = 0;
  for (const subscriber of subscribers) {
    try {
      if (subscriber.kind === 'email') await mail(deps, event, notice, subscriber, pageUrl);
      else await hook(deps, event, notice, subscriber.target, pageUrl);
      sent++;
    } catch (error) {
      deps.log.warn({ err: error, subscriber: subscriber.id, event }, 'status page: a subscriber was not told');
    }
  }
  return sent;
}

async function mail(
  deps: NotifierDeps,
  event: SubscriberEvent,
  notice: PendingNotice,
  subscriber: { id: string; target: string; language: Language },
  pageUrl: string,
) {
  const unsubscribeUrl = `${pageUrl}/unsubscribe?token=${unsubscribeToken(deps.secret, subscriber.id)}`;
  const language = subscriber.language;
  const message =
    language === 'cs' ? (notice.message_cs ?? notice.message_en) : (notice.message_en ?? notice.message_cs);
  const email = subscriptionEmails[language].notice({
    pageName: notice.page_name,
    pageUrl,
    websiteName: notice.website_name,
    event,
    update: notice.update_status ? { status: notice.update_status, message: message ?? '' } : null,
    unsubscribeUrl,
  });
  await deps.mailer.send({
    to: subscriber.target,
    ...email,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}

async function hook(deps: NotifierDeps, event: SubscriberEvent, notice: PendingNotice, url: string, pageUrl: string) {
  const payload: SubscriberWebhookPayload = {
    event: `incident.${event}`,
    page: { name: notice.page_name, url: pageUrl },
    incident: {
      id: notice.incident_id,
      websiteName: notice.website_name,
      startedAt: iso(notice.started_at),
      resolvedAt: notice.resolved_at === null ? null : iso(notice.resolved_at),
    },
    maintenance: null,
    update: notice.update_status
      ? { status: notice.update_status, message: { cs: notice.message_cs, en: notice.message_en } }
      : null,
    occurredAt: iso(notice.at),
  };
  const answer = await postJson(url, JSON.stringify(payload), {
    allowPrivateTargets: deps.allowPrivateTargets,
    timeoutMs: 10_000,
  });
  if (answer.status < 200 || answer.status >= 300) throw new Error(`HTTP ${answer.status}`);
}
