// The kinds a cause's code is refined by (plain lists, no zod: the app's signed-in shell reads them too).

/**
 * Why a certificate was refused (code `tls`): signed by itself, by an authority nobody trusts, issued for another
 * host name, not valid yet, otherwise untrusted (revoked, wrong purpose…), or no secure connection at all.
 */
export const tlsFailureKinds = [
  'self_signed',
  'unknown_issuer',
  'hostname',
  'not_yet_valid',
  'untrusted',
  'handshake',
] as const;
export type TlsFailureKind = (typeof tlsFailureKinds)[number];

/**
 * Why the registry's RDAP lookup failed (code `rdap`): the registry does not know the domain (404), answered another
 * error status, sent no readable JSON, gave no expiry date, could not be reached, or did not answer in time.
 */
export const rdapFailureKinds = ['not_found', 'status', 'invalid', 'no_expiration', 'unreachable', 'timeout'] as const;
export type RdapFailureKind = (typeof rdapFailureKinds)[number];
