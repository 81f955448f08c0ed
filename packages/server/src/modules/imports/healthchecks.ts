import { IMPORT_MAX_ROWS, WEBSITE_DESCRIPTION_MAX } from '@hlidka/contract';
import { importMessages } from './messages';
import { ImportFileError, type SourceMonitor, text } from './source-monitor';

/** A check of a Healthchecks.io export (the API's `GET /api/v3/checks/` answer, `checks`): the fields we read. */
interface HealthcheckCheck {
  name?: unknown;
  slug?: unknown;
  desc?: unknown;
  /** Simple checks: the period in seconds. */
  timeout?: unknown;
  /** Cron checks: the expression and its zone. */
  schedule?: unknown;
  tz?: unknown;
  grace?: unknown;
  status?: unknown;
}

/** The longest Hlídka interval and grace a heartbeat takes (the contract's limits). */
const MAX_INTERVAL_SECONDS = 86_400 * 7;
const MAX_GRACE_SECONDS = 86_400;
/** A cron check's interval only bounds how long Hlídka waits between judgements: a day. */
const CRON_INTERVAL_SECONDS = 86_400;

export function parseHealthchecks(content: string): SourceMonitor[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new ImportFileError(importMessages.notJson);
  }
  const list = (parsed as { checks?: unknown } | null)?.checks;
  if (!Array.isArray(list)) throw new ImportFileError(importMessages.notHealthchecks);
  if (list.length === 0) throw new ImportFileError(importMessages.noMonitors);
  if (list.length > IMPORT_MAX_ROWS) throw new ImportFileError(importMessages.tooManyMonitors(IMPORT_MAX_ROWS));
  return list.map((item) => fromHealthcheck((item ?? {}) as HealthcheckCheck));
}

const seconds = (value: unknown): number | undefined => {
  const n = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(n) ? undefined : Math.round(n);
};

function fromHealthcheck(c: HealthcheckCheck): SourceMonitor {
  const name = text(c.name) || text(c.slug) || 'Healthcheck';
  const schedule = text(c.schedule);
  const notes: SourceMonitor['notes'] = [];
  if (text(c.status) === 'paused') notes.push({ code: 'paused_in_source', params: {} });
  const description = text(c.desc).slice(0, WEBSITE_DESCRIPTION_MAX);
  const grace = seconds(c.grace);
  const timeout = seconds(c.timeout);
  const candidate: Record<string, unknown> = {
    name,
    ...(description ? { description } : {}),
    type: 'heartbeat',
    url: '',
    intervalSeconds: schedule
      ? CRON_INTERVAL_SECONDS
      : timeout === undefined
        ? undefined
        : Math.min(timeout, MAX_INTERVAL_SECONDS),
    ...(grace === undefined ? {} : { graceSeconds: Math.min(grace, MAX_GRACE_SECONDS) }),
    ...(schedule ? { cron: schedule, timeZone: text(c.tz) || 'UTC' } : {}),
  };
  return {
    name,
    sourceType: schedule ? 'cron' : 'simple',
    kind: 'monitor',
    type: 'heartbeat',
    url: '',
    candidate,
    notes,
  };
}
