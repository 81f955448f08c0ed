import { IMPORT_MAX_ROWS } from '@hlidka/contract';
import Papa from 'papaparse';
import { importMessages } from './messages';
import { fitTimeout, hostPort, ImportFileError, type SourceMonitor, supportedType, text } from './source-monitor';

/** UptimeRobot's monitor types (API `type`): 1 HTTP(s), 2 keyword, 3 ping, 4 port, 5 heartbeat. */
const TYPE_BY_NUMBER: Record<string, string> = {
  '1': 'http',
  '2': 'keyword',
  '3': 'ping',
  '4': 'tcp',
  '5': 'heartbeat',
};
/** The same as the dashboard's CSV writes them. */
const TYPE_BY_NAME: Record<string, string> = {
  'http(s)': '1',
  http: '1',
  https: '1',
  keyword: '2',
  ping: '3',
  port: '4',
  heartbeat: '5',
  'cron job': '5',
};
/** Port monitors' `sub_type`: the well-known service ports; 99 = the custom `port`. */
const PORT_BY_SUB_TYPE: Record<string, number> = { '1': 80, '2': 443, '3': 21, '4': 25, '5': 110, '6': 143 };
/** API `http_method`. */
const METHOD_BY_NUMBER: Record<string, string> = {
  '1': 'HEAD',
  '2': 'GET',
  '3': 'POST',
  '4': 'PUT',
  '5': 'PATCH',
  '6': 'DELETE',
  '7': 'OPTIONS',
};

/** One monitor as the API (getMonitors) answers it, or a CSV row turned into the same names. */
interface RobotMonitor {
  friendly_name?: unknown;
  url?: unknown;
  type?: unknown;
  sub_type?: unknown;
  port?: unknown;
  keyword_type?: unknown;
  keyword_value?: unknown;
  keyword_case_type?: unknown;
  interval?: unknown;
  timeout?: unknown;
  http_method?: unknown;
  status?: unknown;
}

/** UptimeRobot: the API's JSON (`{ monitors: [...] }`) or the dashboard's CSV export. */
export function parseUptimeRobot(content: string): SourceMonitor[] {
  const trimmed = content.trim();
  const monitors = trimmed.startsWith('{') || trimmed.startsWith('[') ? fromJson(trimmed) : fromCsv(trimmed);
  if (monitors.length === 0) throw new ImportFileError(importMessages.noMonitors);
  if (monitors.length > IMPORT_MAX_ROWS) throw new ImportFileError(importMessages.tooManyMonitors(IMPORT_MAX_ROWS));
  return monitors.map(fromRobot);
}

function fromJson(content: string): RobotMonitor[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new ImportFileError(importMessages.notJson);
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { monitors?: unknown } | null)?.monitors;
  if (!Array.isArray(list)) throw new ImportFileError(importMessages.notUptimeRobot);
  return list.map((item) => (item ?? {}) as RobotMonitor);
}

/** Header names of the CSV export (and close variants), lower-cased, to the API's field names. */
const CSV_COLUMNS: Record<string, keyof RobotMonitor> = {
  'friendly name': 'friendly_name',
  friendly_name: 'friendly_name',
  name: 'friendly_name',
  'monitor name': 'friendly_name',
  url: 'url',
  'url/ip': 'url',
  'url / ip': 'url',
  host: 'url',
  type: 'type',
  'monitor type': 'type',
  'sub type': 'sub_type',
  sub_type: 'sub_type',
  port: 'port',
  'keyword type': 'keyword_type',
  keyword_type: 'keyword_type',
  'alert when': 'keyword_type',
  'keyword value': 'keyword_value',
  keyword_value: 'keyword_value',
  keyword: 'keyword_value',
  'keyword case type': 'keyword_case_type',
  interval: 'interval',
  'monitoring interval': 'interval',
  'interval (seconds)': 'interval',
  'interval (sec)': 'interval',
  'interval (minutes)': 'interval',
  'interval (min)': 'interval',
  timeout: 'timeout',
  status: 'status',
};

function fromCsv(content: string): RobotMonitor[] {
  const result = Papa.parse<Record<string, string>>(content, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const fatal = result.errors.find((e) => e.type === 'Quotes' || e.type === 'Delimiter');
  if (fatal) throw new ImportFileError(importMessages.csvUnreadable((fatal.row ?? 0) + 2));
  const headers = result.meta.fields ?? [];
  const mapped = headers.map((h) => CSV_COLUMNS[h]);
  if (!mapped.includes('friendly_name') || !mapped.includes('url'))
    throw new ImportFileError(importMessages.notUptimeRobot);
  const intervalInMinutes = headers.some((h) => CSV_COLUMNS[h] === 'interval' && /min/.test(h));
  return result.data.map((row) => {
    const monitor: Record<string, unknown> = {};
    for (const [header, value] of Object.entries(row)) {
      const field = CSV_COLUMNS[header];
      if (field && value !== '' && monitor[field] === undefined) monitor[field] = value;
    }
    if (monitor.interval !== undefined) monitor.interval = csvSeconds(String(monitor.interval), intervalInMinutes);
    return monitor as RobotMonitor;
  });
}

/** `300`, `5 min`, `1h`, `30 s`: seconds (a bare number is minutes when the header says so). */
function csvSeconds(value: string, minutes: boolean): number | string {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(s|sec|secs|seconds?|m|min|mins|minutes?|h|hours?)?\s*$/i.exec(value);
  if (!match) return value;
  const n = Number((match[1] as string).replace(',', '.'));
  const unit = (match[2] ?? (minutes ? 'min' : 's')).toLowerCase();
  return Math.round(unit.startsWith('h') ? n * 3600 : unit.startsWith('m') ? n * 60 : n);
}

function typeNumber(value: unknown): string {
  const raw = text(value).toLowerCase();
  return TYPE_BY_NAME[raw] ?? raw;
}

/** `keyword_type` 1 (or "exists") alerts when the keyword IS found: the body must not have it; 2: it must. */
function keywordMode(value: unknown): 'present' | 'absent' {
  const raw = text(value).toLowerCase();
  return raw === '1' || raw === 'exists' || raw === 'keyword exists' ? 'absent' : 'present';
}

function fromRobot(m: RobotMonitor): SourceMonitor {
  const number = typeNumber(m.type);
  const sourceType = text(m.type) || '1';
  const notes: SourceMonitor['notes'] = [];
  const name = text(m.friendly_name) || text(m.url);
  if (text(m.status) === '0' || text(m.status).toLowerCase() === 'paused')
    notes.push({ code: 'paused_in_source', params: {} });
  const type = TYPE_BY_NUMBER[number];
  const url = text(m.url);
  if (!type) return { name, sourceType, kind: 'monitor', type: null, url, candidate: {}, notes };
  const candidate: Record<string, unknown> = {
    name,
    type,
    intervalSeconds: m.interval === undefined || m.interval === '' ? undefined : Number(m.interval),
    timeoutSeconds: fitTimeout(m.timeout, notes),
  };
  const method = METHOD_BY_NUMBER[text(m.http_method)];
  if (type === 'http' || type === 'keyword') {
    candidate.url = url;
    if (method) candidate.method = method;
  }
  if (type === 'keyword') {
    candidate.keyword = {
      value: text(m.keyword_value),
      mode: keywordMode(m.keyword_type),
      // API: keyword_case_type 1 = case sensitive, 0 (default) = not.
      caseSensitive: text(m.keyword_case_type) === '1',
    };
  }
  let target = url;
  if (type === 'tcp') {
    const host = url.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
    const port = PORT_BY_SUB_TYPE[text(m.sub_type)] ?? text(m.port);
    target = port ? hostPort(host.replace(/:\d+$/, ''), port) : host;
    candidate.url = target;
  }
  if (type === 'ping') candidate.url = url.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
  if (type === 'heartbeat') {
    candidate.url = '';
    target = '';
  }
  return { name, sourceType, kind: 'monitor', type: supportedType(type), url: target, candidate, notes };
}
