import type { CheckErrorCode, CheckWarningCode } from '@hlidka/contract';
import { defineArea } from './define-area';

/** Every code a check reports: why it failed, or why it passed with a warning. */
export type CheckCauseCode = CheckErrorCode | CheckWarningCode;

// Texts of a check's outcome, under the `checks` key (t('checks.…')): the websites' checks and test results, the
// incidents' causes and the notifications' cause lines all word a code here. `causes` has a text for every code of
// the contract (the compiler checks it), `causesWithValues` for the codes whose check values are known.
export const checks = defineArea('checks', {
  cs: {
    ok: 'V pořádku',
    /** A code this version does not know (a newer server's), named. */
    unknown: 'Jiná chyba ({{code}})',
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
      heartbeat_missed: 'Heartbeat nepřišel včas',
      aborted: 'Kontrola byla přerušena',
      error: 'Neznámá chyba',
      invalid_url: 'Neplatná adresa',
      unsupported_protocol: 'Nepodporovaný protokol',
      invalid_port: 'Neplatný port',
    } satisfies Record<CheckCauseCode, string>,
    causesWithValues: {
      status: 'Neočekávaný stavový kód HTTP {{statusCode}}',
      response_time: 'Odezva {{responseMs}} ms je pomalejší než povolený limit',
    } satisfies Partial<Record<CheckCauseCode, string>>,
  },
  en: {
    ok: 'OK',
    unknown: 'Other error ({{code}})',
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
      heartbeat_missed: 'The heartbeat did not arrive in time',
      aborted: 'The check was aborted',
      error: 'Unknown error',
      invalid_url: 'Invalid address',
      unsupported_protocol: 'Unsupported protocol',
      invalid_port: 'Invalid port',
    },
    causesWithValues: {
      status: 'Unexpected HTTP status code {{statusCode}}',
      response_time: 'The response took {{responseMs}} ms, more than the limit',
    },
  },
});
