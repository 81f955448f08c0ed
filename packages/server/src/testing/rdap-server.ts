import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestRdapServer {
  /** Base URL for RDAP_BASE_URL / the check context (`http://127.0.0.1:<port>/rdap/`). */
  baseUrl: string;
  /** Paths requested, in order. */
  requests: string[];
  /** The address each request came from, in order. */
  sources: string[];
  close(): Promise<void>;
}

/**
 * A local RDAP fixture server: `GET /rdap/domain/<name>` answers the domain's RDAP object with an `expiration` event
 * from `domains` (ISO date), 404 for names it does not know. `broken.<tld>` answers 500, `nodate.<tld>` an object
 * without events, `moved.<tld>` redirects to the answer of `target.<tld>`.
 */
export async function startRdapServer(domains: Record<string, string>): Promise<TestRdapServer> {
  const requests: string[] = [];
  const sources: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    sources.push(req.socket.remoteAddress ?? '');
    const match = /^\/rdap\/domain\/([^/?]+)$/.exec(path);
    const name = match ? decodeURIComponent(match[1] as string).toLowerCase() : '';
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/rdap+json' });
      res.end(JSON.stringify(body));
    };
    if (name.startsWith('broken.')) return json(500, { errorCode: 500, title: 'Internal error' });
    if (name.startsWith('nodate.')) return json(200, { objectClassName: 'domain', ldhName: name, events: [] });
    if (name.startsWith('moved.')) {
      res.writeHead(302, { location: `/rdap/domain/target.${name.slice('moved.'.length)}` });
      return res.end();
    }
    const expires = domains[name];
    if (!expires) return json(404, { errorCode: 404, title: 'Not found' });
    return json(200, {
      objectClassName: 'domain',
      ldhName: name,
      events: [
        { eventAction: 'registration', eventDate: '2010-01-01T00:00:00Z' },
        { eventAction: 'expiration', eventDate: expires },
      ],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/rdap/`,
    requests,
    sources,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
