import { type DatabaseEngine, IMPORT_MAX_ROWS, WEBSITE_DESCRIPTION_MAX, type WebsiteType } from '@hlidka/contract';
import { importMessages } from './messages';
import {
  fitRedirects,
  fitTimeout,
  hostPort,
  ImportFileError,
  type SourceMonitor,
  type SourceSettings,
  text,
} from './source-monitor';

/** A monitor of an Uptime Kuma backup (Settings → Backup → Export, `monitorList`): the fields we read. */
interface KumaMonitor {
  name?: unknown;
  description?: unknown;
  type?: unknown;
  url?: unknown;
  method?: unknown;
  hostname?: unknown;
  port?: unknown;
  interval?: unknown;
  timeout?: unknown;
  keyword?: unknown;
  invertKeyword?: unknown;
  accepted_statuscodes?: unknown;
  expiryNotification?: unknown;
  ignoreTls?: unknown;
  maxredirects?: unknown;
  headers?: unknown;
  body?: unknown;
  active?: unknown;
  dns_resolve_type?: unknown;
  dns_resolve_server?: unknown;
  dns_resolve_port?: unknown;
  smtpSecurity?: unknown;
  databaseConnectionString?: unknown;
}

/** Kuma 2's SMTP security (`secure`: SMTPS, `nostarttls`, `starttls` required; none: nodemailer's STARTTLS-if-offered). */
const KUMA_SMTP_SECURITY: Readonly<Record<string, string>> = {
  secure: 'implicit',
  nostarttls: 'none',
  starttls: 'starttls',
};

/** Kuma's database monitors and the engine each is. */
const KUMA_DATABASE_ENGINES = { postgres: 'postgresql', mysql: 'mysql', redis: 'redis' } as const;

/**
 * A Kuma database monitor's connection string (`postgres://user:password@host:5432/name?sslmode=require`,
 * `rediss://…` for TLS) as a target and the database settings; null when it is not a URL.
 */
function databaseTarget(engine: DatabaseEngine, connection: string) {
  try {
    const url = new URL(connection);
    const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
    const sslMode = url.searchParams.get('sslmode') ?? url.searchParams.get('ssl') ?? '';
    return {
      target: url.port ? `${url.hostname}:${url.port}` : url.hostname.replace(/^\[|\]$/g, ''),
      settings: {
        database: {
          engine,
          name: engine === 'redis' || name === '' ? null : name,
          tls: url.protocol === 'rediss:' || /^(require|verify-ca|verify-full|true|1)$/i.test(sslMode),
        },
        username: url.username ? decodeURIComponent(url.username) : null,
        password: url.password ? decodeURIComponent(url.password) : null,
      },
    };
  } catch {
    // Not a URL (or a malformed escape): the row asks for a target.
    return null;
  }
}

/** Kuma warns 7, 14 and 21 days ahead when expiry notification is on; Hlídka warns once, at 14 days. */
const KUMA_TLS_WARN_DAYS = 14;

export function parseKumaBackup(content: string): SourceMonitor[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new ImportFileError(importMessages.notJson);
  }
  const list = (parsed as { monitorList?: unknown } | null)?.monitorList;
  if (!Array.isArray(list)) throw new ImportFileError(importMessages.notKumaBackup);
  if (list.length === 0) throw new ImportFileError(importMessages.noMonitors);
  if (list.length > IMPORT_MAX_ROWS) throw new ImportFileError(importMessages.tooManyMonitors(IMPORT_MAX_ROWS));
  return list.map((item) => fromKuma((item ?? {}) as KumaMonitor));
}

function headersOf(value: unknown): Record<string, string> | unknown {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    // Left as text: the create body's validation reports the headers field.
    return value;
  }
}

function fromKuma(m: KumaMonitor): SourceMonitor {
  const sourceType = text(m.type) || 'http';
  const notes: SourceMonitor['notes'] = [];
  const hostname = text(m.hostname);
  const name = text(m.name) || text(m.url) || hostname;
  if (m.active === false || m.active === 0) notes.push({ code: 'paused_in_source', params: {} });
  const description = text(m.description).slice(0, WEBSITE_DESCRIPTION_MAX);
  const common: Record<string, unknown> = {
    name,
    ...(description ? { description } : {}),
    intervalSeconds: m.interval === undefined || m.interval === null ? undefined : Number(m.interval),
    timeoutSeconds: fitTimeout(m.timeout, notes),
  };
  const monitor = <K extends WebsiteType>(type: K, url: string, settings: SourceSettings<K> = {}): SourceMonitor => {
    return {
      name,
      sourceType,
      kind: 'monitor',
      type,
      url,
      candidate: { ...common, type, url, ...settings },
      notes,
    };
  };
  switch (sourceType) {
    case 'group':
      return { name, sourceType, kind: 'group', type: null, url: '', candidate: {}, notes };
    case 'http':
    case 'keyword': {
      const url = text(m.url);
      const type: 'http' | 'keyword' = sourceType;
      const statuses = Array.isArray(m.accepted_statuscodes) ? m.accepted_statuscodes.map(text) : undefined;
      const method = text(m.method).toUpperCase();
      return monitor(type, url, {
        ...(method ? { method } : {}),
        ...(statuses && statuses.length > 0 ? { expectedStatus: statuses } : {}),
        ...fitRedirects(m.maxredirects, notes),
        ...(m.ignoreTls === true || m.ignoreTls === 1 ? { verifyTls: false } : {}),
        ...(url.toLowerCase().startsWith('https:')
          ? { tlsWarnDays: m.expiryNotification === true || m.expiryNotification === 1 ? KUMA_TLS_WARN_DAYS : null }
          : {}),
        ...(headersOf(m.headers) === undefined ? {} : { headers: headersOf(m.headers) }),
        ...(typeof m.body === 'string' && m.body !== '' ? { body: m.body } : {}),
        ...(type === 'keyword'
          ? {
              keyword: {
                value: text(m.keyword),
                mode: m.invertKeyword === true || m.invertKeyword === 1 ? 'absent' : 'present',
                caseSensitive: true,
              },
            }
          : {}),
      });
    }
    case 'port':
      return monitor('tcp', hostname && m.port != null ? hostPort(hostname, text(m.port)) : hostname);
    case 'ping':
      return monitor('ping', hostname);
    case 'push':
      return monitor('heartbeat', '');
    case 'dns': {
      const recordType = text(m.dns_resolve_type).toUpperCase() || 'A';
      const server = text(m.dns_resolve_server);
      const port = text(m.dns_resolve_port);
      return monitor('dns', hostname, {
        dns: {
          recordType,
          resolver: server ? (port && port !== '53' ? hostPort(server, port) : server) : null,
        },
      });
    }
    // Uptime Kuma 2: the upgrade alone (its subprotocol and Sec-WebSocket-Accept options have no counterpart).
    case 'websocket-upgrade':
      return monitor('websocket', text(m.url), m.ignoreTls === true || m.ignoreTls === 1 ? { verifyTls: false } : {});
    case 'smtp': {
      const security = text(m.smtpSecurity);
      return monitor('smtp', hostname && m.port != null ? hostPort(hostname, text(m.port)) : hostname, {
        smtpSecurity: Object.hasOwn(KUMA_SMTP_SECURITY, security) ? KUMA_SMTP_SECURITY[security] : 'auto',
      });
    }
    case 'postgres':
    case 'mysql':
    case 'redis': {
      const found = databaseTarget(KUMA_DATABASE_ENGINES[sourceType], text(m.databaseConnectionString));
      return monitor('database', found?.target ?? '', found?.settings ?? {});
    }
    default:
      return { name, sourceType, kind: 'monitor', type: null, url: text(m.url) || hostname, candidate: {}, notes };
  }
}
