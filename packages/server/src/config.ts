import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type ChannelApiUrls, channelApiBases, channelApiUrlsFrom } from './modules/notifications/senders/api-bases';
import { PLANS, type PlanId } from './plans/config';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Validated configuration, available as `app.config`. Optional integrations are `null` when not configured. */
export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data directory (embedded PostgreSQL and its password, lock file, outbox, generated secrets). */
  dataDir: string;
  /** PostgreSQL connection string; `null` means Hlídka's own PostgreSQL in `dataDir` (db/embedded). */
  databaseUrl: string | null;
  /**
   * Public base URL of the app, without a trailing slash: the one address of every link (e-mails, webhooks' incident
   * URLs, status pages, OpenAPI `servers`, OAuth redirects) and of the start log. PUBLIC_URL, or without it this
   * server's own address (`derivedPublicUrl`).
   */
  publicUrl: string;
  /** True when PUBLIC_URL is not set and `publicUrl` was derived from HOST and PORT (the start log says so). */
  publicUrlDerived?: boolean;
  /**
   * Other addresses of this server (ALLOWED_ORIGINS, as origins like `https://hlidka.intranet:8443`): links that send
   * the browser back (checkout returns, sign-in redirects) follow the address a request came in on when it is one of
   * these, PUBLIC_URL, or this server's own localhost port. E-mails always use PUBLIC_URL.
   */
  allowedOrigins: string[];
  jwtSecret: string;
  smtp: { url: string; from: string } | null;
  google: { clientId: string; clientSecret: string; issuerUrl: string } | null;
  /** Stripe (`apiBase` is https://api.stripe.com unless STRIPE_API_BASE says otherwise); `null`: the sandbox provider. */
  stripe: { secretKey: string; webhookSecret: string | null; apiBase?: string } | null;
  /** The seller named on invoices (BILLING_SUPPLIER_*). */
  billingSupplier: BillingSupplier;
  sentryDsn: string | null;
  allowPrivateTargets: boolean;
  /**
   * SSO_DNS_SERVER: the DNS server (`address` or `address:port`) that SSO domain verification asks for TXT records;
   * null = the system's resolvers.
   */
  ssoDnsServer?: string | null;
  /** RDAP_BASE_URL: one RDAP server for every domain check (a mirror, or a test fixture); null = by TLD. */
  rdapBaseUrl?: string | null;
  logLevel: LogLevel;
  /** Requests per minute per client address across the API; 0 turns the limit off (benchmarks). */
  rateLimitPerMinute: number;
  /** Region label of this process's checkers. */
  region: string;
  /** CHECK_SOURCE_ADDRESS: the local IP address checks connect from (a host with several); null = the system's choice. */
  checkSourceAddress?: string | null;
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy: boolean;
  /** Plan of users without a subscription (HLIDKA_DEFAULT_PLAN): `free`, or `selfhosted` without billing. */
  defaultPlan: PlanId;
  /** Checker tuning for tests and benchmarks; the defaults suit production. */
  monitoring: MonitoringConfig;
  /** API bases of channel services (TELEGRAM_API_URL…, see `channelApiBases`); tests point them at 127.0.0.1. */
  channelApiUrls?: Partial<ChannelApiUrls>;
  /** Where help-centre messages go; `null`: stored only (and logged). */
  supportEmail: string | null;
  /** METRICS_TOKEN: the operator's bearer token for `GET /metrics`; absent (null) = the endpoint is off (404). */
  metricsToken?: string | null;
  /**
   * METRICS_PORT: where a `--role worker` process listens for `GET /metrics` and `GET /api/health` (on HOST); absent
   * (null) = the worker listens nowhere. Roles all and api serve both on PORT and ignore it.
   */
  metricsPort?: number | null;
  /** The affiliate programme: commission in percent of an invoice without VAT, smallest payout per currency. */
  affiliate: { commissionPercent: number; minimumPayout: { CZK: number; EUR: number; USD: number } };
}

export interface BillingSupplier {
  name: string;
  street: string | null;
  city: string | null;
  postalCode: string | null;
  countryCode: string;
  /** IČO. */
  registrationNumber: string | null;
  /** DIČ. */
  vatId: string | null;
  /** Registered for VAT: invoices then carry 21 % Czech VAT where it applies. */
  isVatPayer: boolean;
  email: string | null;
  bankAccount: string | null;
}

/** The seller when BILLING_SUPPLIER_* are not set (a self-hosted installation that does not sell). */
export const DEFAULT_BILLING_SUPPLIER: BillingSupplier = {
  name: 'Hlídka',
  street: null,
  city: null,
  postalCode: null,
  countryCode: 'CZ',
  registrationNumber: null,
  vatId: null,
  isVatPayer: false,
  email: null,
  bankAccount: null,
};

export interface MonitoringConfig {
  /** HLIDKA_STATS_FILE: the scheduler writes its statistics here as JSON every 5 s (benchmarks); null = off. */
  statsFile: string | null;
  /**
   * HLIDKA_LEASE_MARGIN_MS (default 15000): a claimed check's lease is its time to due + timeout + this margin; a dead
   * worker's websites are taken over when it runs out. Tests shorten it.
   */
  leaseMarginMs: number;
}

export const DEFAULT_MONITORING: MonitoringConfig = { statsFile: null, leaseMarginMs: 15_000 };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const empty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(empty, schema.optional());

const boolean = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'], {
    error: 'must be true or false (also 1/0, yes/no, on/off)',
  }),
);
const isTrue = (v: string | undefined) => v !== undefined && ['1', 'true', 'yes', 'on'].includes(v);

const url = (protocols: string[], what: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be ${what} URL (${protocols.map((p) => `${p}//`).join(' or ')}…)` },
  );

/** A comma-separated list of http(s) origins (scheme, host and port; no path), normalised by `URL`. */
const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().refine(
        (value) => {
          try {
            const parsed = new URL(value);
            const bare = parsed.pathname === '/' && !parsed.search && !parsed.hash && !parsed.username;
            return ['http:', 'https:'].includes(parsed.protocol) && bare;
          } catch {
            return false;
          }
        },
        { error: 'must be a comma-separated list of http(s) origins without a path (https://host:port)' },
      ),
    ),
  )
  .transform((origins) => origins.map((origin) => new URL(origin).origin));

const PORT_ERROR = 'must be a whole number between 0 and 65535';
const portNumber = z.coerce
  .number({ error: PORT_ERROR })
  .int({ error: PORT_ERROR })
  .min(0, { error: PORT_ERROR })
  .max(65535, { error: PORT_ERROR });

/** One optional http(s) variable per channel service with a fixed API host (TELEGRAM_API_URL…). */
function channelApiVariables() {
  const variable = () => optional(url(['http:', 'https:'], 'an http(s)'));
  type Env = (typeof channelApiBases)[keyof typeof channelApiBases]['env'];
  return Object.fromEntries(Object.values(channelApiBases).map((base) => [base.env, variable()])) as Record<
    Env,
    ReturnType<typeof variable>
  >;
}

const envSchema = z.object({
  PORT: optional(portNumber),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'], 'a PostgreSQL')),
  PUBLIC_URL: optional(url(['http:', 'https:'], 'an http(s)')),
  ALLOWED_ORIGINS: optional(originList),
  JWT_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters long' })),
  SMTP_URL: optional(url(['smtp:', 'smtps:'], 'an SMTP')),
  SMTP_FROM: optional(z.string()),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_ISSUER_URL: optional(url(['http:', 'https:'], 'an http(s)')),
  STRIPE_SECRET_KEY: optional(z.string().startsWith('sk_', { error: 'must start with sk_' })),
  STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith('whsec_', { error: 'must start with whsec_' })),
  STRIPE_API_BASE: optional(url(['http:', 'https:'], 'an http(s)')),
  BILLING_SUPPLIER_NAME: optional(z.string().max(200)),
  BILLING_SUPPLIER_STREET: optional(z.string().max(200)),
  BILLING_SUPPLIER_CITY: optional(z.string().max(100)),
  BILLING_SUPPLIER_POSTAL_CODE: optional(z.string().max(20)),
  BILLING_SUPPLIER_COUNTRY: optional(z.string().regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code' })),
  BILLING_SUPPLIER_ICO: optional(z.string().max(20)),
  BILLING_SUPPLIER_DIC: optional(z.string().max(20)),
  BILLING_SUPPLIER_VAT_PAYER: optional(boolean),
  BILLING_SUPPLIER_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  BILLING_SUPPLIER_BANK_ACCOUNT: optional(z.string().max(60)),
  SENTRY_DSN: optional(url(['http:', 'https:'], 'an http(s)')),
  ALLOW_PRIVATE_TARGETS: optional(boolean),
  RDAP_BASE_URL: optional(url(['http:', 'https:'], 'an http(s)')),
  SSO_DNS_SERVER: optional(
    z
      .string()
      .regex(/^(\[[0-9a-fA-F:.]+\]|[0-9.]+)(:\d{1,5})?$/, { error: 'must be an IP address, optionally with :port' }),
  ),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ),
  RATE_LIMIT_PER_MINUTE: optional(
    z.coerce
      .number({ error: 'must be a whole number (0 turns the limit off)' })
      .int({ error: 'must be a whole number (0 turns the limit off)' })
      .min(0, { error: 'must be a whole number (0 turns the limit off)' }),
  ),
  REGION: optional(z.string().regex(/^[a-z0-9-]{1,32}$/, { error: 'must be 1–32 of a-z, 0-9 and -' })),
  CHECK_SOURCE_ADDRESS: optional(z.string().refine((value) => isIP(value) !== 0, { error: 'must be an IP address' })),
  TRUST_PROXY: optional(boolean),
  HLIDKA_DEFAULT_PLAN: optional(
    z.enum(PLANS.map((p) => p.id) as [PlanId, ...PlanId[]], {
      error: `must be one of ${PLANS.map((p) => p.id).join(', ')}`,
    }),
  ),
  HLIDKA_STATS_FILE: optional(z.string()),
  HLIDKA_LEASE_MARGIN_MS: optional(
    z.coerce
      .number({ error: 'must be a whole number of milliseconds between 1000 and 600000' })
      .int({ error: 'must be a whole number of milliseconds between 1000 and 600000' })
      .min(1000, { error: 'must be a whole number of milliseconds between 1000 and 600000' })
      .max(600_000, { error: 'must be a whole number of milliseconds between 1000 and 600000' }),
  ),
  ...channelApiVariables(),
  SUPPORT_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  METRICS_TOKEN: optional(
    z
      .string()
      .trim()
      .min(24, { error: 'must be at least 24 characters long (e.g. openssl rand -hex 24)' })
      .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' }),
  ),
  METRICS_PORT: optional(portNumber),
  AFFILIATE_COMMISSION_PERCENT: optional(
    z.coerce
      .number({ error: 'must be a number between 0 and 100' })
      .min(0, { error: 'must be a number between 0 and 100' })
      .max(100, { error: 'must be a number between 0 and 100' }),
  ),
  AFFILIATE_MIN_PAYOUT_CZK: optional(z.coerce.number({ error: 'must be a number' }).min(0, { error: 'must be ≥ 0' })),
  AFFILIATE_MIN_PAYOUT_EUR: optional(z.coerce.number({ error: 'must be a number' }).min(0, { error: 'must be ≥ 0' })),
  AFFILIATE_MIN_PAYOUT_USD: optional(z.coerce.number({ error: 'must be a number' }).min(0, { error: 'must be ≥ 0' })),
});

function describe(value: unknown): string {
  if (value === undefined) return '';
  const text = String(value);
  return ` (got "${text.length > 40 ? `${text.slice(0, 37)}…` : text}")`;
}

export interface LoadConfigOptions {
  /** Base for a relative DATA_DIR (default: the working directory). */
  cwd?: string;
  /** Generate and keep JWT_SECRET in DATA_DIR when absent (default true). When false, a random one is used. */
  persistSecrets?: boolean;
}

/**
 * Validate the environment. Throws `ConfigError` listing one line per bad value.
 * Secrets: without JWT_SECRET, one is generated once and kept in DATA_DIR/jwt-secret.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, options: LoadConfigOptions = {}) {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      problems.push(`${key}: ${issue.message}${/SECRET|TOKEN/.test(key) ? '' : describe(env[key])}`);
    }
  }
  const e = parsed.success ? parsed.data : ({} as z.infer<typeof envSchema>);
  if (parsed.success && Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    problems.push(
      e.GOOGLE_CLIENT_ID
        ? 'GOOGLE_CLIENT_SECRET: must be set together with GOOGLE_CLIENT_ID'
        : 'GOOGLE_CLIENT_ID: must be set together with GOOGLE_CLIENT_SECRET',
    );
  }
  if (parsed.success && e.STRIPE_WEBHOOK_SECRET && !e.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_SECRET_KEY: must be set when STRIPE_WEBHOOK_SECRET is set');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const port = e.PORT ?? 3000;
  const dataDir = path.resolve(options.cwd ?? process.cwd(), e.DATA_DIR ?? './data');
  const host = e.HOST ?? '0.0.0.0';
  const publicUrl = (e.PUBLIC_URL ?? derivedPublicUrl(host, port)).replace(/\/+$/, '');
  const jwtSecret =
    e.JWT_SECRET ??
    (options.persistSecrets === false
      ? randomBytes(32).toString('base64url')
      : ensureSecretFile(dataDir, 'jwt-secret'));

  const config: Config = {
    port,
    host,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    channelApiUrls: channelApiUrlsFrom(env),
    publicUrl,
    publicUrlDerived: e.PUBLIC_URL === undefined,
    allowedOrigins: e.ALLOWED_ORIGINS ?? [],
    jwtSecret,
    smtp: e.SMTP_URL
      ? { url: e.SMTP_URL, from: e.SMTP_FROM ?? `Hlídka <noreply@${new URL(publicUrl).hostname}>` }
      : null,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuerUrl: (e.GOOGLE_ISSUER_URL ?? 'https://accounts.google.com').replace(/\/+$/, ''),
          }
        : null,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
          apiBase: (e.STRIPE_API_BASE ?? 'https://api.stripe.com').replace(/\/+$/, ''),
        }
      : null,
    billingSupplier: {
      name: e.BILLING_SUPPLIER_NAME ?? DEFAULT_BILLING_SUPPLIER.name,
      street: e.BILLING_SUPPLIER_STREET ?? null,
      city: e.BILLING_SUPPLIER_CITY ?? null,
      postalCode: e.BILLING_SUPPLIER_POSTAL_CODE ?? null,
      countryCode: e.BILLING_SUPPLIER_COUNTRY ?? 'CZ',
      registrationNumber: e.BILLING_SUPPLIER_ICO ?? null,
      vatId: e.BILLING_SUPPLIER_DIC ?? null,
      isVatPayer:
        e.BILLING_SUPPLIER_VAT_PAYER === undefined
          ? Boolean(e.BILLING_SUPPLIER_DIC)
          : isTrue(e.BILLING_SUPPLIER_VAT_PAYER),
      email: e.BILLING_SUPPLIER_EMAIL ?? null,
      bankAccount: e.BILLING_SUPPLIER_BANK_ACCOUNT ?? null,
    },
    sentryDsn: e.SENTRY_DSN ?? null,
    allowPrivateTargets: isTrue(e.ALLOW_PRIVATE_TARGETS),
    rdapBaseUrl: e.RDAP_BASE_URL ?? null,
    ssoDnsServer: e.SSO_DNS_SERVER ?? null,
    logLevel: e.LOG_LEVEL ?? 'info',
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? 1000,
    region: e.REGION ?? 'local',
    checkSourceAddress: e.CHECK_SOURCE_ADDRESS ?? null,
    trustProxy: isTrue(e.TRUST_PROXY),
    defaultPlan: e.HLIDKA_DEFAULT_PLAN ?? 'free',
    monitoring: {
      statsFile: e.HLIDKA_STATS_FILE ? path.resolve(options.cwd ?? process.cwd(), e.HLIDKA_STATS_FILE) : null,
      leaseMarginMs: e.HLIDKA_LEASE_MARGIN_MS ?? DEFAULT_MONITORING.leaseMarginMs,
    },
    supportEmail: e.SUPPORT_EMAIL ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    metricsPort: e.METRICS_PORT ?? null,
    affiliate: {
      commissionPercent: e.AFFILIATE_COMMISSION_PERCENT ?? DEFAULT_AFFILIATE.commissionPercent,
      minimumPayout: {
        CZK: e.AFFILIATE_MIN_PAYOUT_CZK ?? DEFAULT_AFFILIATE.minimumPayout.CZK,
        EUR: e.AFFILIATE_MIN_PAYOUT_EUR ?? DEFAULT_AFFILIATE.minimumPayout.EUR,
        USD: e.AFFILIATE_MIN_PAYOUT_USD ?? DEFAULT_AFFILIATE.minimumPayout.USD,
      },
    },
  };
  return config;
}

/**
 * The address of this server when PUBLIC_URL is not set: its own HOST and PORT, with `localhost` for the wildcard
 * hosts (0.0.0.0, ::) that no browser can open. The start log and every link use it, so a link opens the origin the
 * user signed in on.
 */
export function derivedPublicUrl(host: string, port: number): string {
  const name = host === '' || host === '0.0.0.0' || host === '::' ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Affiliate defaults: 20 % commission; payouts from 1 000 Kč, 40 €, $45. */
export const DEFAULT_AFFILIATE: Config['affiliate'] = {
  commissionPercent: 20,
  minimumPayout: { CZK: 1000, EUR: 40, USD: 45 },
};

/** Read a secret kept in DATA_DIR, creating it (random 256 bits, mode 0600) on first use. */
export function ensureSecretFile(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value.length >= 32) return value;
  }
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString('base64url');
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return value;
}
