import { z } from 'zod';
import { cronExpressionSchema } from './cron';
import { knownTimeZoneSchema } from './time-zone';

// What each check type is configured with: one schema per type, a union on `type`. The API keeps its flat fields (a
// type's settings are the website fields it uses, under the same names); the server stores the union, the checkers
// read it, the app's form and the import mappers produce it.

export const httpMethodSchema = z.enum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** `200`, or a class `2xx`, or a range `200-299`. */
export const expectedStatusSchema = z.union([
  z.number().int().min(100).max(599),
  z.string().regex(/^([1-5]xx|[1-5]\d\d(-[1-5]\d\d)?)$/),
]);

export const keywordRuleSchema = z
  .strictObject({
    value: z.string().min(1).max(1024),
    /** present: the body must contain it; absent: it must not. */
    mode: z.enum(['present', 'absent']).default('present'),
    caseSensitive: z.boolean().default(true),
  })
  .meta({ id: 'KeywordRule' });
export type KeywordRule = z.infer<typeof keywordRuleSchema>;

/** How an assertion compares the value it reads with the expected one. */
export const assertionOperatorValues = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'contains',
  'notContains',
  'exists',
  'notExists',
  'matches',
] as const;
export const assertionOperatorSchema = z.enum(assertionOperatorValues).meta({ id: 'AssertionOperator' });
export type AssertionOperator = z.infer<typeof assertionOperatorSchema>;
/** Operators that need no expected value. */
export const valuelessOperators: readonly AssertionOperator[] = ['exists', 'notExists'];

/**
 * An assertion on an HTTP response: `json` reads a value of the JSON body at `path` (`$.data.items[0].status` or
 * `data.items.0.status`), `header` reads the response header named `path`.
 */
export const assertionSchema = z
  .strictObject({
    source: z.enum(['json', 'header']),
    path: z.string().trim().min(1).max(500),
    operator: assertionOperatorSchema,
    /** Compared as a number for gt/gte/lt/lte, as a regular expression for matches; ignored by exists/notExists. */
    expected: z.string().max(1024).default(''),
  })
  .meta({ id: 'Assertion' });
export type Assertion = z.infer<typeof assertionSchema>;

export const dnsRecordTypeValues = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS'] as const;
export const dnsRecordTypeSchema = z.enum(dnsRecordTypeValues).meta({ id: 'DnsRecordType' });
export type DnsRecordType = z.infer<typeof dnsRecordTypeSchema>;

/** A DNS check of the website's `url` (a domain name). */
export const dnsSettingsSchema = z
  .strictObject({
    recordType: dnsRecordTypeSchema.default('A'),
    /** Values the answer must hold (MX as `10 mail.example.com` or the host alone); empty = any answer passes. */
    expected: z.array(z.string().trim().min(1).max(500)).max(20).default([]),
    /** any: one expected value is enough; all: every one must be in the answer. */
    match: z.enum(['any', 'all']).default('any'),
    /** `IP` or `IP:port` (IPv6 as `[addr]:port`) of the resolver to ask; null = the system's resolver. */
    resolver: z.string().trim().max(100).nullable().default(null),
  })
  .meta({ id: 'DnsSettings' });
export type DnsSettings = z.infer<typeof dnsSettingsSchema>;

/** An ICMP ping of the website's `url` (a host name or IP address). */
export const pingSettingsSchema = z
  .strictObject({
    /** Echo requests per check. */
    count: z.number().int().min(1).max(10).default(4),
    /** The check fails when more than this share of the packets is lost. */
    maxLossPercent: z.number().int().min(0).max(100).default(25),
    /** The check fails when the average round trip is slower; null = no limit. */
    maxRttMs: z.number().int().min(1).max(60_000).nullable().default(null),
  })
  .meta({ id: 'PingSettings' });
export type PingSettings = z.infer<typeof pingSettingsSchema>;

/** How a UDP check's payload and expected reply are written: UTF-8 text, or hex digits (two per byte). */
export const udpEncodingValues = ['text', 'hex'] as const;
export type UdpEncoding = (typeof udpEncodingValues)[number];
/** The most a UDP payload (and an expected reply) may hold, in bytes. */
export const UDP_MAX_BYTES = 1024;

/** The bytes a UDP setting stands for; hex ignores spaces and colons between pairs. Null: not hex. */
export function udpBytes(text: string, encoding: UdpEncoding): Uint8Array | null {
  if (encoding === 'text') return new TextEncoder().encode(text);
  const digits = text.replace(/[\s:]/g, '');
  if (!/^([0-9A-Fa-f]{2})*$/.test(digits)) return null;
  return Uint8Array.from(digits.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/** Why a UDP setting's text is not bytes to send or expect, in both languages; null when it is. */
export function udpBytesProblem(text: string, encoding: UdpEncoding): { cs: string; en: string } | null {
  const bytes = udpBytes(text, encoding);
  if (bytes === null)
    return {
      cs: 'Zadejte bajty šestnáctkově, dvě číslice na bajt (například 0a ff 10).',
      en: 'Enter the bytes in hex, two digits per byte (for example 0a ff 10).',
    };
  if (bytes.length > UDP_MAX_BYTES) return { cs: 'Může mít nejvýše 1 024 bajtů.', en: 'Must be at most 1,024 bytes.' };
  return null;
}

/** A UDP datagram to the website's `url` (host:port) and what the reply must hold. */
export const udpSettingsSchema = z
  .strictObject({
    /** Sent as one datagram; empty sends an empty one. */
    payload: z
      .string()
      .max(4 * UDP_MAX_BYTES)
      .default(''),
    /** How `payload` and `expected` are written. */
    encoding: z.enum(udpEncodingValues).default('text'),
    /** Bytes the reply must contain; null = any reply passes. */
    expected: z
      .string()
      .min(1)
      .max(4 * UDP_MAX_BYTES)
      .nullable()
      .default(null),
  })
  .superRefine((settings, ctx) => {
    for (const field of ['payload', 'expected'] as const) {
      const text = settings[field];
      const problem = text === null ? null : udpBytesProblem(text, settings.encoding);
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem.en, params: problem });
    }
  })
  .meta({ id: 'UdpSettings' });
export type UdpSettings = z.infer<typeof udpSettingsSchema>;

/** A WebSocket check of the website's `url` (ws:// or wss://): what it sends once connected and what must come back. */
export const websocketSettingsSchema = z
  .strictObject({
    /** A text message sent once the connection is open; null = none. */
    message: z.string().min(1).max(4096).nullable().default(null),
    /** Text a message from the server must contain; null = the upgrade alone passes. */
    expected: z.string().min(1).max(1024).nullable().default(null),
  })
  .meta({ id: 'WebsocketSettings' });
export type WebsocketSettings = z.infer<typeof websocketSettingsSchema>;
/**
 * How an SMTP check secures the session: `auto` from the port (465 TLS from the start, others STARTTLS when the server
 * offers it), `none` (plain even when offered), `starttls` (required: a server not offering it fails), `implicit`.
 */
export const smtpSecurityValues = ['auto', 'none', 'starttls', 'implicit'] as const;
export const smtpSecuritySchema = z.enum(smtpSecurityValues).meta({ id: 'SmtpSecurity' });
export type SmtpSecurity = z.infer<typeof smtpSecuritySchema>;

/** The database servers a database check signs in to, and the port each listens on by default. */
export const databaseEngineValues = ['postgresql', 'mysql', 'redis'] as const;
export type DatabaseEngine = (typeof databaseEngineValues)[number];
export const databaseDefaultPorts: Record<DatabaseEngine, number> = { postgresql: 5432, mysql: 3306, redis: 6379 };

/** A database check of the website's `url` (a host, the engine's port unless one is given); `username`/`password` sign in. */
export const databaseSettingsSchema = z
  .strictObject({
    engine: z.enum(databaseEngineValues).default('postgresql'),
    /** PostgreSQL and MySQL: the database to open; null = the server's default. */
    name: z.string().trim().min(1).max(63).nullable().default(null),
    /** TLS for the session (the certificate is not verified, like sslmode=require). */
    tls: z.boolean().default(false),
  })
  .meta({ id: 'DatabaseSettings' });
export type DatabaseSettings = z.infer<typeof databaseSettingsSchema>;

/** The type-specific fields of a website as the API takes them (create, update, test). */
export const checkSettingFields = {
  method: httpMethodSchema,
  headers: z.record(z.string().min(1).max(200), z.string().max(8192)),
  body: z
    .string()
    .max(64 * 1024)
    .nullable(),
  expectedStatus: z.array(expectedStatusSchema).min(1).max(20),
  keyword: keywordRuleSchema.nullable(),
  followRedirects: z.boolean(),
  /** At most 5. */
  maxRedirects: z.number().int().min(0).max(5),
  maxResponseTimeMs: z.number().int().min(1).max(300_000).nullable(),
  verifyTls: z.boolean(),
  /** Warn this many days before the certificate expires (https and tls checks). */
  tlsWarnDays: z.number().int().min(0).max(365).nullable(),
  /** Heartbeat: seconds allowed after the interval before it counts as missed. */
  graceSeconds: z.number().int().min(0).max(86_400),
  /** Heartbeat: when the job runs (five cron fields, in `timeZone`); null = every interval. */
  cron: cronExpressionSchema.nullable(),
  /** Heartbeat: the IANA zone the cron expression's wall-clock times are in. */
  timeZone: knownTimeZoneSchema,
  /** Heartbeat: the longest a run may take from `/start` to its end before it counts as running too long; null = any. */
  maxRunSeconds: z
    .number()
    .int()
    .min(1)
    .max(86_400 * 7)
    .nullable(),
  /** http/keyword: assertions on the JSON body and the headers; all must pass. */
  assertions: z.array(assertionSchema).max(20),
  /** dns: record type, expected values, resolver. */
  dns: dnsSettingsSchema.nullable(),
  /** ping: packets, loss and round-trip limits. */
  ping: pingSettingsSchema.nullable(),
  /** domain: warn this many days before the registration expires. */
  domainWarnDays: z.number().int().min(0).max(365).nullable(),
  /** udp: the payload and the expected reply. */
  udp: udpSettingsSchema.nullable(),
  /** websocket: the message to send and the reply to expect. */
  websocket: websocketSettingsSchema.nullable(),
  /** smtp: TLS from the start, STARTTLS, or none. */
  smtpSecurity: smtpSecuritySchema,
  /** database: the engine, the database to open, TLS. */
  database: databaseSettingsSchema.nullable(),
  /** The user name to sign in with; null = none. */
  username: z.string().trim().min(1).max(200).nullable(),
  /** The password to sign in with: write-only (`writeOnlySettingFields`); null = none. */
  password: z.string().max(500).nullable(),
};
export type CheckSettingFields = { [K in keyof typeof checkSettingFields]: z.output<(typeof checkSettingFields)[K]> };

/** What a website answers for a field its type does not use, and what a type that uses it starts from. */
export const checkSettingDefaults: CheckSettingFields = {
  method: 'GET',
  headers: {},
  body: null,
  expectedStatus: ['2xx', '3xx'],
  keyword: null,
  followRedirects: true,
  maxRedirects: 5,
  maxResponseTimeMs: null,
  verifyTls: true,
  tlsWarnDays: null,
  graceSeconds: 60,
  cron: null,
  timeZone: 'Europe/Prague',
  maxRunSeconds: null,
  assertions: [],
  dns: null,
  ping: null,
  domainWarnDays: null,
  udp: null,
  websocket: null,
  smtpSecurity: 'auto',
  database: null,
  username: null,
  password: null,
};

const f = checkSettingFields;
const d = checkSettingDefaults;
/** http and keyword: the request and what the response must be. */
const httpRequestSettings = {
  method: f.method.default(d.method),
  headers: f.headers.default(d.headers),
  body: f.body.default(null),
  /** null: the checker's own (200-399). */
  expectedStatus: f.expectedStatus.nullable().default(null),
  followRedirects: f.followRedirects.default(d.followRedirects),
  maxRedirects: f.maxRedirects.default(d.maxRedirects),
  maxResponseTimeMs: f.maxResponseTimeMs.default(null),
  verifyTls: f.verifyTls.default(d.verifyTls),
  tlsWarnDays: f.tlsWarnDays.default(null),
  assertions: f.assertions.default([]),
};

/**
 * Each check type's settings. A type added to the record is a type everywhere: `websiteTypeValues` is its keys, and
 * every `Record<WebsiteType, …>` (the checkers, the app's check modules, the import mappers, the mocks) must then
 * handle it before the project compiles.
 */
export const checkSettingsSchemas = {
  http: z.strictObject({ type: z.literal('http'), ...httpRequestSettings, keyword: f.keyword.default(null) }),
  keyword: z.strictObject({ type: z.literal('keyword'), ...httpRequestSettings, keyword: keywordRuleSchema }),
  tcp: z.strictObject({ type: z.literal('tcp') }),
  tls: z.strictObject({ type: z.literal('tls'), tlsWarnDays: f.tlsWarnDays.default(null) }),
  heartbeat: z.strictObject({
    type: z.literal('heartbeat'),
    graceSeconds: f.graceSeconds.default(d.graceSeconds),
    cron: f.cron.default(null),
    timeZone: f.timeZone.default(d.timeZone),
    maxRunSeconds: f.maxRunSeconds.default(null),
  }),
  dns: z.strictObject({ type: z.literal('dns'), dns: dnsSettingsSchema.prefault({}) }),
  ping: z.strictObject({ type: z.literal('ping'), ping: pingSettingsSchema.prefault({}) }),
  domain: z.strictObject({ type: z.literal('domain'), domainWarnDays: f.domainWarnDays.default(null) }),
  udp: z.strictObject({ type: z.literal('udp'), udp: udpSettingsSchema.prefault({}) }),
  websocket: z.strictObject({
    type: z.literal('websocket'),
    websocket: websocketSettingsSchema.prefault({}),
    verifyTls: f.verifyTls.default(d.verifyTls),
  }),
  smtp: z.strictObject({
    type: z.literal('smtp'),
    smtpSecurity: f.smtpSecurity.default(d.smtpSecurity),
    tlsWarnDays: f.tlsWarnDays.default(null),
  }),
  database: z.strictObject({
    type: z.literal('database'),
    database: databaseSettingsSchema.prefault({}),
    username: f.username.default(null),
    password: f.password.default(null),
  }),
};

/** What a website's check does: the one list (the server's column, constraint and checkers follow it). */
export const websiteTypeValues = Object.keys(checkSettingsSchemas) as [
  keyof typeof checkSettingsSchemas,
  ...(keyof typeof checkSettingsSchemas)[],
];
export const websiteTypeSchema = z.enum(websiteTypeValues).meta({ id: 'WebsiteType' });
export type WebsiteType = z.infer<typeof websiteTypeSchema>;

/**
 * What a type's `url` holds: an http(s) URL; host:port; a TLS target (host:port, a host for port 443, or a URL); a
 * domain name; a host name or IP address; nothing (a heartbeat's push URL is generated); a ws(s) URL; a host with an
 * optional port (`hostOptionalPort`: without one the checker dials its type's default port, stored as given).
 */
export const checkTargetKindValues = [
  'url',
  'hostPort',
  'tlsHost',
  'domain',
  'host',
  'none',
  'wsUrl',
  'hostOptionalPort',
] as const;
export type CheckTargetKind = (typeof checkTargetKindValues)[number];
export const checkTargetKinds = {
  http: 'url',
  keyword: 'url',
  tcp: 'hostPort',
  tls: 'tlsHost',
  heartbeat: 'none',
  dns: 'domain',
  ping: 'host',
  domain: 'domain',
  udp: 'hostPort',
  websocket: 'wsUrl',
  smtp: 'hostOptionalPort',
  database: 'hostOptionalPort',
} as const satisfies Record<WebsiteType, CheckTargetKind>;

export const checkSettingsSchema = z.discriminatedUnion(
  'type',
  Object.values(checkSettingsSchemas) as [CheckSettingsSchema, ...CheckSettingsSchema[]],
);
type CheckSettingsSchema = (typeof checkSettingsSchemas)[WebsiteType];
export type CheckSettings = z.output<CheckSettingsSchema>;
export type CheckSettingsOf<K extends WebsiteType> = z.output<(typeof checkSettingsSchemas)[K]>;
/** A type's settings as a body gives them (defaults may be left out). */
export type CheckSettingsInputOf<K extends WebsiteType> = z.input<(typeof checkSettingsSchemas)[K]>;

/** A settings field of any type: each is a website field of the same name (the API carries them flat). */
type CheckSettingKey = CheckSettings extends infer S ? (S extends unknown ? Exclude<keyof S, 'type'> : never) : never;

/** The field names of a type's settings. */
export const checkSettingKeys = (type: WebsiteType): CheckSettingKey[] =>
  Object.keys(checkSettingsSchemas[type].shape).filter((key) => key !== 'type') as CheckSettingKey[];

/**
 * A type's settings from website fields (a body, or a stored website merged with an update): the fields of the type
 * are taken, those absent or null get the type's defaults, and the others are left out.
 */
export function parseCheckSettings(type: WebsiteType, fields: Partial<Record<keyof CheckSettingFields, unknown>>) {
  const picked = Object.fromEntries(
    checkSettingKeys(type).flatMap((key) => (fields[key] == null ? [] : [[key, fields[key]]])),
  );
  return checkSettingsSchema.safeParse({ ...picked, type });
}

/** A type's default settings. */
export const defaultCheckSettings = <K extends WebsiteType>(type: K): CheckSettingsOf<K> =>
  checkSettingsSchemas[type].parse({ type }) as CheckSettingsOf<K>;

/** The flat website fields of stored settings: the type's own values, the defaults for the rest. */
export function checkSettingFieldsOf(settings: CheckSettings): CheckSettingFields {
  const own = settings as Partial<CheckSettingFields>;
  return Object.fromEntries(
    Object.entries(checkSettingDefaults).map(([key, fallback]) => [
      key,
      own[key as keyof CheckSettingFields] ?? fallback,
    ]),
  ) as CheckSettingFields;
}

/**
 * Settings the API takes but never answers (secrets). A website shows each as null beside `has<Field>` (whether one is
 * stored); an update, or a test of a saved website, that leaves one out keeps the stored value while the address stays
 * the same; a string replaces it, null or '' clears it. A new secret setting is one more name here.
 */
export const writeOnlySettingFields = ['password'] as const satisfies readonly (keyof CheckSettingFields)[];
export type WriteOnlySettingField = (typeof writeOnlySettingFields)[number];
type StoredFlag<K extends string> = `has${Capitalize<K>}`;
const storedFlag = <K extends WriteOnlySettingField>(field: K) =>
  `has${field.charAt(0).toUpperCase()}${field.slice(1)}` as StoredFlag<K>;

/** The write-only fields as a website answers them: always null, and whether one is stored. */
export const writeOnlySettingAnswers = Object.fromEntries(
  writeOnlySettingFields.flatMap((field) => [
    [field, z.null()],
    [storedFlag(field), z.boolean()],
  ]),
) as { [K in WriteOnlySettingField]: z.ZodNull } & { [K in WriteOnlySettingField as StoredFlag<K>]: z.ZodBoolean };
export type PublicCheckSettingFields = Omit<CheckSettingFields, WriteOnlySettingField> & {
  [K in keyof typeof writeOnlySettingAnswers]: z.output<(typeof writeOnlySettingAnswers)[K]>;
};

/** Settings fields as the API answers them: the write-only ones null, with whether one is stored. */
export function publicSettingFields(fields: CheckSettingFields): PublicCheckSettingFields {
  const answer: Record<string, unknown> = { ...fields };
  for (const field of writeOnlySettingFields) {
    answer[field] = null;
    answer[storedFlag(field)] = fields[field] != null;
  }
  return answer as PublicCheckSettingFields;
}

/** Fields without the write-only ones (a preview that echoes what was read). */
export const withoutWriteOnly = <T extends object>(fields: T): Omit<T, WriteOnlySettingField> =>
  Object.fromEntries(
    Object.entries(fields).filter(([key]) => !(writeOnlySettingFields as readonly string[]).includes(key)),
  ) as Omit<T, WriteOnlySettingField>;

/**
 * The settings fields of an update (or a test of a saved website) over the stored ones: a field given replaces the
 * stored one ('' clears a write-only one). A stored write-only value left out is kept for the same address only, so a
 * secret never goes to a target it was not given for; for another address the type's write-only fields that were
 * stored must be given again (`retype`).
 */
export function mergeSettingFields(
  type: WebsiteType,
  stored: Partial<Record<keyof CheckSettingFields, unknown>>,
  given: Partial<Record<keyof CheckSettingFields, unknown>>,
  sameTarget: boolean,
): { fields: Partial<Record<keyof CheckSettingFields, unknown>>; retype: WriteOnlySettingField[] } {
  const fields = { ...stored, ...given };
  const retype: WriteOnlySettingField[] = [];
  for (const field of writeOnlySettingFields) {
    if (given[field] === '') fields[field] = null;
    if (given[field] !== undefined || stored[field] == null || sameTarget) continue;
    fields[field] = null;
    if ((checkSettingKeys(type) as string[]).includes(field)) retype.push(field);
  }
  return { fields, retype };
}
