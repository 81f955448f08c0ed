// Status pages served on their owners' own domains (issue 17 §1). Fastify routes by URL before any hook runs, so the
// mapping is kept in memory and applied in `rewriteUrl`: a request whose Host is a page's custom domain is routed to
// that page's public paths (`/` → `/status/{slug}`). The status-pages module keeps the map current.

/** Paths a custom domain serves as they are (the public JSON the widget reads, the widget itself). */
const PASS_THROUGH = ['/api/public/', '/status/widget.js'];

export class CustomDomains {
  private slugs = new Map<string, string>();

  /** Replace the whole map (domain → slug). */
  replace(entries: Iterable<readonly [string, string]>) {
    this.slugs = new Map(entries);
  }

  slugFor(host: string | undefined): string | undefined {
    if (!host || this.slugs.size === 0) return undefined;
    return this.slugs.get(host.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase());
  }

  /** The URL to route `url` to when it came for `host`; unchanged when the host is no page's domain. */
  rewrite(host: string | undefined, url: string): string {
    const slug = this.slugFor(host);
    if (!slug) return url;
    if (PASS_THROUGH.some((prefix) => url.startsWith(prefix))) return url;
    if (url.startsWith(`/status/${slug}`)) return url;
    const [path = '/', query] = url.split('?', 2);
    const rest = path === '/' ? '' : path;
    return `/status/${slug}${rest}${query === undefined ? '' : `?${query}`}`;
  }
}
