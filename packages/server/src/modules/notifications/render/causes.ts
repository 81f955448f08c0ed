import { type CauseParams, type CheckErrorCode, checkErrorCodeSchema } from '@hlidka/contract';
import type { Translated } from '../../../http/app-error';

/**
 * Check result codes as people read them (the incident's cause): one text for every code of the contract (a new code
 * fails to compile until it has one). A stored code the contract no longer has falls back to a generic text.
 */
const causes = {
  dns: { cs: 'Doménové jméno nelze přeložit (DNS)', en: 'The domain name does not resolve (DNS)' },
  refused: { cs: 'Spojení bylo odmítnuto', en: 'The connection was refused' },
  reset: { cs: 'Spojení bylo přerušeno', en: 'The connection was reset' },
  timeout: { cs: 'Vypršel časový limit', en: 'The request timed out' },
  unreachable: { cs: 'Server je nedosažitelný', en: 'The server is unreachable' },
  tls: { cs: 'Chyba zabezpečeného spojení (TLS)', en: 'Secure connection (TLS) error' },
  cert_expired: { cs: 'Certifikát vypršel', en: 'The certificate has expired' },
  status: { cs: 'Neočekávaný stavový kód HTTP', en: 'Unexpected HTTP status code' },
  keyword: { cs: 'Klíčové slovo nesouhlasí', en: 'The keyword check failed' },
  body_too_large: { cs: 'Odpověď je příliš velká', en: 'The response is too large' },
  too_many_redirects: { cs: 'Příliš mnoho přesměrování', en: 'Too many redirects' },
  invalid_redirect: { cs: 'Neplatné přesměrování', en: 'Invalid redirect' },
  blocked_target: { cs: 'Cíl je v neveřejné síti', en: 'The target is on a private network' },
  response_time: { cs: 'Odpověď trvala příliš dlouho', en: 'The response took too long' },
  protocol: { cs: 'Chyba protokolu', en: 'Protocol error' },
  heartbeat_missed: { cs: 'Heartbeat nepřišel včas', en: 'The heartbeat did not arrive in time' },
  aborted: { cs: 'Kontrola byla přerušena', en: 'The check was aborted' },
  error: { cs: 'Neznámá chyba', en: 'Unknown error' },
  invalid_url: { cs: 'Neplatná adresa', en: 'Invalid address' },
  unsupported_protocol: { cs: 'Nepodporovaný protokol', en: 'Unsupported protocol' },
  invalid_port: { cs: 'Neplatný port', en: 'Invalid port' },
  assertion: { cs: 'Kontrola odpovědi neprošla', en: 'A response assertion failed' },
  dns_mismatch: { cs: 'Záznam DNS neobsahuje očekávanou hodnotu', en: 'The DNS record lacks the expected value' },
  ping_loss: { cs: 'Ping: ztráta paketů', en: 'Ping: packet loss' },
  ping_unavailable: {
    cs: 'Ping na tomto serveru nelze spustit',
    en: 'Ping cannot run on this server',
  },
  domain_expired: { cs: 'Registrace domény vypršela', en: 'The domain registration has expired' },
  rdap: { cs: 'Údaje o doméně (RDAP) se nepodařilo zjistit', en: 'The domain registry lookup (RDAP) failed' },
} satisfies Record<CheckErrorCode, Translated>;

const unknown: Translated = { cs: 'Neznámá chyba', en: 'Unknown error' };

const isCheckErrorCode = (code: string): code is CheckErrorCode => checkErrorCodeSchema.safeParse(code).success;

/** The cause with the check's values, where it has them. */
const withValues: Partial<Record<CheckErrorCode, (params: CauseParams) => Translated | null>> = {
  status: ({ statusCode }) =>
    statusCode === undefined
      ? null
      : { cs: `Neočekávaný stavový kód HTTP ${statusCode}`, en: `Unexpected HTTP status code ${statusCode}` },
  response_time: ({ responseMs }) =>
    responseMs === undefined
      ? null
      : {
          cs: `Odpověď trvala příliš dlouho (${responseMs} ms)`,
          en: `The response took too long (${responseMs} ms)`,
        },
  assertion: ({ path, operator, expected, actual }) =>
    path === undefined || operator === undefined
      ? null
      : {
          cs: `Kontrola odpovědi neprošla: ${path} ${operatorWords[operator]?.cs ?? operator}${valuePart(operator, expected, 'cs')} (skutečnost: ${actual ?? 'nic'})`,
          en: `A response assertion failed: ${path} ${operatorWords[operator]?.en ?? operator}${valuePart(operator, expected, 'en')} (actual: ${actual ?? 'nothing'})`,
        },
  dns_mismatch: ({ expected, actual }) =>
    expected === undefined
      ? null
      : {
          cs: `Záznam DNS neobsahuje ${expected} (odpověď: ${actual ?? 'žádná'})`,
          en: `The DNS record lacks ${expected} (answer: ${actual ?? 'none'})`,
        },
  ping_loss: ({ lossPercent }) =>
    lossPercent === undefined
      ? null
      : { cs: `Ping: ztráta paketů ${lossPercent} %`, en: `Ping: ${lossPercent}% packet loss` },
  domain_expired: ({ expiresAt }) =>
    expiresAt === undefined
      ? null
      : {
          cs: `Registrace domény vypršela ${expiresAt.slice(0, 10)}`,
          en: `The domain registration expired on ${expiresAt.slice(0, 10)}`,
        },
};

/** Assertion operators in words. */
const operatorWords: Record<string, Translated> = {
  eq: { cs: 'se rovná', en: 'equals' },
  ne: { cs: 'se nerovná', en: 'does not equal' },
  gt: { cs: 'je větší než', en: 'is greater than' },
  gte: { cs: 'je alespoň', en: 'is at least' },
  lt: { cs: 'je menší než', en: 'is less than' },
  lte: { cs: 'je nejvýše', en: 'is at most' },
  contains: { cs: 'obsahuje', en: 'contains' },
  notContains: { cs: 'neobsahuje', en: 'does not contain' },
  exists: { cs: 'existuje', en: 'exists' },
  notExists: { cs: 'neexistuje', en: 'does not exist' },
  matches: { cs: 'odpovídá výrazu', en: 'matches' },
};

/** The expected value in the language's quotation marks; none for exists/notExists. */
const valuePart = (operator: string, expected: string | undefined, language: 'cs' | 'en') =>
  operator === 'exists' || operator === 'notExists' || expected === undefined
    ? ''
    : language === 'cs'
      ? ` „${expected}“`
      : ` “${expected}”`;

export function causeText(code: string | null, language: 'cs' | 'en', params: CauseParams = {}): string | null {
  if (code === null) return null;
  if (!isCheckErrorCode(code)) return unknown[language];
  return (withValues[code]?.(params) ?? causes[code])[language];
}
