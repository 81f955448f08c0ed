import type { Language } from './auth';
import type { RdapFailureKind, TlsFailureKind } from './cause-kinds';
import type { CauseParams } from './cause-params-schema';
import type { AssertionOperator } from './check-settings';
import type { CheckErrorCode, CheckWarningCode } from './checks';

// The one wording of check causes: the app (checks, incidents, the bell), e-mail, chat messages, webhooks and the API's
// descriptions all call `causeText`, so a code and its values read the same everywhere, in Czech and in English.
// No zod here: the app's signed-in shell words the bell's causes and carries no schemas.

/** Every code a check reports: why it failed, or why it passed with a warning. */
export type CauseCode = CheckErrorCode | CheckWarningCode;

interface CauseWords {
  /** Each code's text when its values are unknown (a check stored before they were, or none apply). */
  causes: Record<CauseCode, string>;
  tlsFailures: Record<TlsFailureKind, string>;
  rdapFailures: Record<Exclude<RdapFailureKind, 'status'>, string>;
  /** Assertion operators in words (a cause's text and the form's choices). */
  operators: Record<AssertionOperator, string>;
  /** The texts made of a code's values; null when the values it needs are missing. */
  withValues: Partial<Record<CauseCode, (params: CauseParams) => string | null>>;
  /** A code this version does not know (a newer server's), named. */
  unknown: (code: string) => string;
  ok: string;
}

const date = (iso: string | undefined) => iso?.slice(0, 10);
const has = <T extends object>(table: T, key: unknown): key is keyof T =>
  typeof key === 'string' && Object.hasOwn(table, key);
/** Numbers compared as numbers read as numbers; other expected values are quoted. */
const numericOperators: readonly string[] = ['gt', 'gte', 'lt', 'lte'];

function assertionText(
  { path, operator, expected, actual }: CauseParams,
  words: { operators: Record<string, string>; quote: (value: string) => string; nothing: string; actual: string },
): string | null {
  if (path === undefined || operator === undefined) return null;
  const operatorText = has(words.operators, operator) ? words.operators[operator] : operator;
  const valueless = operator === 'exists' || operator === 'notExists' || expected === undefined;
  const expectedText = valueless ? '' : ` ${numericOperators.includes(operator) ? expected : words.quote(expected)}`;
  const actualText = actual === null || actual === undefined || actual === '' ? words.nothing : actual;
  return `${path} ${operatorText}${expectedText} (${words.actual}: ${actualText})`;
}

const csOperators: Record<AssertionOperator, string> = {
  eq: 'se rovná',
  ne: 'se nerovná',
  gt: 'je větší než',
  gte: 'je alespoň',
  lt: 'je menší než',
  lte: 'je nejvýše',
  contains: 'obsahuje',
  notContains: 'neobsahuje',
  exists: 'existuje',
  notExists: 'neexistuje',
  matches: 'odpovídá výrazu',
};

const enOperators: Record<AssertionOperator, string> = {
  eq: 'equals',
  ne: 'does not equal',
  gt: 'is greater than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
  contains: 'contains',
  notContains: 'does not contain',
  exists: 'exists',
  notExists: 'does not exist',
  matches: 'matches',
};

const cs: CauseWords = {
  ok: 'V pořádku',
  unknown: (code) => `Jiná chyba (${code})`,
  causes: {
    dns: 'Doménu se nepodařilo přeložit (DNS)',
    refused: 'Server odmítl spojení',
    reset: 'Spojení bylo přerušeno',
    timeout: 'Vypršel časový limit',
    unreachable: 'Server je nedosažitelný',
    tls: 'Chyba zabezpečeného spojení (TLS)',
    cert_expired: 'Certifikát vypršel',
    cert_expiring: 'Certifikát brzy vyprší',
    status: 'Neočekávaný stavový kód HTTP',
    keyword: 'Hledaný text nesouhlasí',
    body_too_large: 'Odpověď je příliš velká',
    too_many_redirects: 'Příliš mnoho přesměrování',
    invalid_redirect: 'Neplatné přesměrování',
    blocked_target: 'Adresa vede do soukromé sítě',
    response_time: 'Odezva je pomalejší než povolený limit',
    protocol: 'Chyba protokolu',
    auth: 'Server odmítl přihlášení',
    heartbeat_missed: 'Heartbeat nepřišel včas',
    aborted: 'Kontrola byla přerušena',
    error: 'Neznámá chyba',
    invalid_url: 'Neplatná adresa',
    unsupported_protocol: 'Nepodporovaný protokol',
    invalid_port: 'Neplatný port',
    assertion: 'Kontrola odpovědi neprošla',
    dns_mismatch: 'Záznam DNS neobsahuje očekávanou hodnotu',
    ping_loss: 'Ping: ztráta paketů',
    ping_unavailable: 'Ping na serveru Hlídky nelze spustit (chybí program ping nebo oprávnění)',
    domain_expired: 'Registrace domény vypršela',
    domain_expiring: 'Registrace domény brzy vyprší',
    rdap: 'Údaje o doméně (RDAP) se nepodařilo zjistit',
    heartbeat_failed: 'Úloha ohlásila selhání',
    heartbeat_running_too_long: 'Úloha běží déle, než je povoleno',
  },
  tlsFailures: {
    self_signed: 'certifikát je podepsaný sám sebou',
    unknown_issuer: 'certifikát vydala neznámá certifikační autorita',
    hostname: 'certifikát nepatří této adrese',
    not_yet_valid: 'certifikát ještě neplatí',
    untrusted: 'certifikát není důvěryhodný',
    handshake: 'spojení se nepodařilo navázat',
  },
  rdapFailures: {
    not_found: 'Registr domén (RDAP) doménu nezná',
    invalid: 'Registr domén (RDAP) poslal nečitelnou odpověď',
    no_expiration: 'Registr domén (RDAP) neuvádí datum vypršení registrace',
    unreachable: 'Registr domén (RDAP) je nedosažitelný',
    timeout: 'Registr domén (RDAP) neodpověděl včas',
  },
  operators: csOperators,
  withValues: {
    protocol: ({ reply }) => (reply === undefined ? null : `Chyba protokolu: server odpověděl „${reply}“`),
    auth: ({ reply }) => (reply === undefined ? null : `Server odmítl přihlášení: „${reply}“`),
    status: ({ statusCode }) => (statusCode === undefined ? null : `Neočekávaný stavový kód HTTP ${statusCode}`),
    response_time: ({ responseMs }) =>
      responseMs === undefined ? null : `Odezva ${responseMs} ms je pomalejší než povolený limit`,
    assertion: (p) => {
      const text = assertionText(p, {
        operators: csOperators,
        quote: (v) => `„${v}“`,
        nothing: 'nic',
        actual: 'skutečnost',
      });
      return text === null ? null : `Kontrola odpovědi neprošla: ${text}`;
    },
    dns_mismatch: ({ expected, actual }) =>
      expected === undefined ? null : `Záznam DNS neobsahuje ${expected} (odpověď: ${actual || 'nic'})`,
    ping_loss: ({ lossPercent }) => (lossPercent === undefined ? null : `Ping: ztráta paketů ${lossPercent} %`),
    domain_expired: ({ expiresAt }) =>
      expiresAt === undefined ? null : `Registrace domény vypršela ${date(expiresAt)}`,
    tls: ({ tlsFailure, certSubject }) =>
      tlsFailure === undefined
        ? null
        : `Chyba zabezpečeného spojení (TLS): ${cs.tlsFailures[tlsFailure]}${certSubject ? ` (${certSubject})` : ''}`,
    cert_expired: ({ expiresAt, certSubject }) =>
      expiresAt === undefined ? null : `Certifikát vypršel ${date(expiresAt)}${certSubject ? ` (${certSubject})` : ''}`,
    rdap: ({ rdapFailure, statusCode }) =>
      rdapFailure === 'status'
        ? statusCode === undefined
          ? null
          : `Registr domén (RDAP) odpověděl chybou ${statusCode}`
        : rdapFailure === undefined
          ? null
          : cs.rdapFailures[rdapFailure],
  },
};

const en: CauseWords = {
  ok: 'OK',
  unknown: (code) => `Other error (${code})`,
  causes: {
    dns: 'The domain could not be resolved (DNS)',
    refused: 'The server refused the connection',
    reset: 'The connection was reset',
    timeout: 'Timed out',
    unreachable: 'The server is unreachable',
    tls: 'Secure connection error (TLS)',
    cert_expired: 'The certificate has expired',
    cert_expiring: 'The certificate expires soon',
    status: 'Unexpected HTTP status code',
    keyword: 'The keyword check failed',
    body_too_large: 'The response is too large',
    too_many_redirects: 'Too many redirects',
    invalid_redirect: 'Invalid redirect',
    blocked_target: 'The address points into a private network',
    response_time: 'The response was slower than the limit',
    protocol: 'Protocol error',
    auth: 'The server refused the sign-in',
    heartbeat_missed: 'The heartbeat did not arrive in time',
    aborted: 'The check was aborted',
    error: 'Unknown error',
    invalid_url: 'Invalid address',
    unsupported_protocol: 'Unsupported protocol',
    invalid_port: 'Invalid port',
    assertion: 'A response assertion failed',
    dns_mismatch: 'The DNS record lacks the expected value',
    ping_loss: 'Ping: packet loss',
    ping_unavailable: 'Ping cannot run on the Hlídka server (no ping program or no permission)',
    domain_expired: 'The domain registration has expired',
    domain_expiring: 'The domain registration expires soon',
    rdap: 'The domain registry lookup (RDAP) failed',
    heartbeat_failed: 'The job reported a failure',
    heartbeat_running_too_long: 'The job has been running longer than allowed',
  },
  tlsFailures: {
    self_signed: 'the certificate is self-signed',
    unknown_issuer: 'the certificate was issued by an unknown authority',
    hostname: 'the certificate is for another host name',
    not_yet_valid: 'the certificate is not valid yet',
    untrusted: 'the certificate is not trusted',
    handshake: 'the secure connection could not be set up',
  },
  rdapFailures: {
    not_found: 'The domain registry (RDAP) does not know the domain',
    invalid: 'The domain registry (RDAP) sent an unreadable answer',
    no_expiration: 'The domain registry (RDAP) gives no expiry date',
    unreachable: 'The domain registry (RDAP) is unreachable',
    timeout: 'The domain registry (RDAP) did not answer in time',
  },
  operators: enOperators,
  withValues: {
    protocol: ({ reply }) => (reply === undefined ? null : `Protocol error: the server replied “${reply}”`),
    auth: ({ reply }) => (reply === undefined ? null : `The server refused the sign-in: “${reply}”`),
    status: ({ statusCode }) => (statusCode === undefined ? null : `Unexpected HTTP status code ${statusCode}`),
    response_time: ({ responseMs }) =>
      responseMs === undefined ? null : `The response took ${responseMs} ms, more than the limit`,
    assertion: (p) => {
      const text = assertionText(p, {
        operators: enOperators,
        quote: (v) => `“${v}”`,
        nothing: 'nothing',
        actual: 'actual',
      });
      return text === null ? null : `A response assertion failed: ${text}`;
    },
    dns_mismatch: ({ expected, actual }) =>
      expected === undefined ? null : `The DNS record lacks ${expected} (answer: ${actual || 'nothing'})`,
    ping_loss: ({ lossPercent }) => (lossPercent === undefined ? null : `Ping: ${lossPercent}% packet loss`),
    domain_expired: ({ expiresAt }) =>
      expiresAt === undefined ? null : `The domain registration expired on ${date(expiresAt)}`,
    tls: ({ tlsFailure, certSubject }) =>
      tlsFailure === undefined
        ? null
        : `Secure connection error (TLS): ${en.tlsFailures[tlsFailure]}${certSubject ? ` (${certSubject})` : ''}`,
    cert_expired: ({ expiresAt, certSubject }) =>
      expiresAt === undefined
        ? null
        : `The certificate expired on ${date(expiresAt)}${certSubject ? ` (${certSubject})` : ''}`,
    rdap: ({ rdapFailure, statusCode }) =>
      rdapFailure === 'status'
        ? statusCode === undefined
          ? null
          : `The domain registry (RDAP) answered with error ${statusCode}`
        : rdapFailure === undefined
          ? null
          : en.rdapFailures[rdapFailure],
  },
};

/** The cause words of each language (the app's assertion form reads its operators here too). */
export const CAUSE_TEXTS: Readonly<Record<Language, CauseWords>> = { cs, en };

/** Whether this version knows `code`. */
export const isCauseCode = (code: string): code is CauseCode => Object.hasOwn(cs.causes, code);

/**
 * A check's failure (or warning) code in words, with the values the check recorded ("Kontrola odpovědi neprošla:
 * $.count je alespoň 5 (skutečnost: 3)"); the code's plain text when they are missing; an unknown code named, not
 * hidden; null without a code.
 */
export function causeText(
  code: string | null | undefined,
  language: Language,
  params: CauseParams = {},
): string | null {
  if (!code) return null;
  const words = CAUSE_TEXTS[language];
  if (!isCauseCode(code)) return words.unknown(code);
  return words.withValues[code]?.(params) ?? words.causes[code];
}

/** A check's outcome in words: its cause, or "OK" when it passed (no code). */
export function outcomeText(code: string | null | undefined, language: Language, params: CauseParams = {}): string {
  return causeText(code, language, params) ?? CAUSE_TEXTS[language].ok;
}
