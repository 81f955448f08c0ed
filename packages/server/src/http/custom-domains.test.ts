import { describe, expect, it } from 'vitest';
import { CustomDomains } from './custom-domains';

describe('custom domains', () => {
  const domains = new CustomDomains();
  domains.replace([['status.acme.cz', 'acme']]);

  it("routes a page's domain to the page's public paths", () => {
    expect(domains.rewrite('status.acme.cz', '/')).toBe('/status/acme');
    expect(domains.rewrite('Status.Acme.CZ:443', '/?lng=en')).toBe('/status/acme?lng=en');
    expect(domains.rewrite('status.acme.cz', '/feed.atom')).toBe('/status/acme/feed.atom');
    expect(domains.rewrite('status.acme.cz', '/badge/k1/status.svg')).toBe('/status/acme/badge/k1/status.svg');
  });

  it('leaves the public JSON, the widget and every other host alone', () => {
    expect(domains.rewrite('status.acme.cz', '/api/public/status-pages/acme')).toBe('/api/public/status-pages/acme');
    expect(domains.rewrite('status.acme.cz', '/status/widget.js')).toBe('/status/widget.js');
    expect(domains.rewrite('hlidka.example', '/dashboard')).toBe('/dashboard');
    expect(domains.rewrite(undefined, '/')).toBe('/');
  });

  it('never lets a custom domain reach the signed-in app or the API', () => {
    expect(domains.rewrite('status.acme.cz', '/api/websites')).toBe('/status/acme/api/websites');
    expect(domains.rewrite('status.acme.cz', '/dashboard')).toBe('/status/acme/dashboard');
  });
});
