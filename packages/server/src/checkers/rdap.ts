/**
 * RDAP base URLs of common top-level domains (from IANA's bootstrap file, https://data.iana.org/rdap/dns.json), so a
 * domain check needs no bootstrap download. A TLD not listed here goes to `RDAP_FALLBACK_URL`, which redirects to the
 * registry's server; `RDAP_BASE_URL` (config) replaces all of them (a mirror, or the tests' fixture server).
 */
export const RDAP_BOOTSTRAP: Readonly<Record<string, string>> = {
  com: 'https://rdap.verisign.com/com/v1/',
  net: 'https://rdap.verisign.com/net/v1/',
  org: 'https://rdap.publicinterestregistry.org/rdap/',
  cz: 'https://rdap.nic.cz/',
  sk: 'https://rdap.sk-nic.sk/',
  io: 'https://rdap.identitydigital.services/rdap/',
  info: 'https://rdap.identitydigital.services/rdap/',
  app: 'https://pubapi.registry.google/rdap/',
  dev: 'https://pubapi.registry.google/rdap/',
  eu: 'https://rdap.eurid.eu/',
};

/** rdap.org redirects a query to the TLD's registry (IANA bootstrap). */
export const RDAP_FALLBACK_URL = 'https://rdap.org/';

export function rdapBaseFor(domain: string, override?: string): string {
  if (override) return override;
  const tld = domain.slice(domain.lastIndexOf('.') + 1).toLowerCase();
  return RDAP_BOOTSTRAP[tld] ?? RDAP_FALLBACK_URL;
}

/** The `domain/<name>` query URL under a base URL (with or without a trailing slash). */
export function rdapDomainUrl(base: string, domain: string): URL {
  return new URL(`domain/${encodeURIComponent(domain)}`, base.endsWith('/') ? base : `${base}/`);
}

interface RdapEvent {
  eventAction?: unknown;
  eventDate?: unknown;
}

/** The registration's expiry from an RDAP domain answer (`events[eventAction=expiration].eventDate`), or null. */
export function expirationOf(answer: unknown): Date | null {
  if (answer === null || typeof answer !== 'object') return null;
  const events = (answer as { events?: unknown }).events;
  if (!Array.isArray(events)) return null;
  for (const event of events as RdapEvent[]) {
    if (event?.eventAction === 'expiration' && typeof event.eventDate === 'string') {
      const at = new Date(event.eventDate);
      if (!Number.isNaN(at.getTime())) return at;
    }
  }
  return null;
}
