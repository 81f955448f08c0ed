import type { CauseParams } from '@hlidka/contract';
import type { Translated } from '../../../http/app-error';

/** Check result codes as people read them (the incident's cause). Unknown codes fall back to a generic text. */
const causes: Record<string, Translated> = {
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
};

const unknown: Translated = { cs: 'Neznámá chyba', en: 'Unknown error' };

/** The cause with the check's values, where it has them. */
const withValues: Partial<Record<string, (params: CauseParams) => Translated | null>> = {
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
  return (withValues[code]?.(params) ?? causes[code] ?? unknown)[language];
}
