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
};

export function causeText(code: string | null, language: 'cs' | 'en', params: CauseParams = {}): string | null {
  if (code === null) return null;
  if (!isCheckErrorCode(code)) return unknown[language];
  return (withValues[code]?.(params) ?? causes[code])[language];
}
