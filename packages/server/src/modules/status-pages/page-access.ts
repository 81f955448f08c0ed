import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { StatusPageRow } from '../../db/schema/status-pages';
import type { DbOrTx } from '../../db/types';
import { cookieValue, passCookieName, passwordFingerprint, readPass } from './page-pass';
import { pageVisibleTo } from './service';

// The one rule of who may read a page, for every way into it: the page, its JSON (and so the widget), its feed, its
// badges and its subscription. A public page lets everyone in.

/** Let in, or what would let the visitor in. */
export type AccessVerdict = { allowed: true } | { allowed: false; needs: 'password' | 'address' | 'membership' };

const ALLOWED: AccessVerdict = { allowed: true };

/** The visitor's address as the server sees it (behind a trusted proxy, the proxy's forwarded one). */
export function clientAddress(request: FastifyRequest): string {
  return request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

function allowlistHas(allowlist: string[], address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowlist) {
    const [net, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(net) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(net, type);
    else list.addSubnet(net, Number(prefix), type);
  }
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export interface AccessDeps {
  db: DbOrTx;
  secret: string;
  now: Date;
}

export async function pageAccess(
  deps: AccessDeps,
  request: FastifyRequest,
  page: StatusPageRow,
): Promise<AccessVerdict> {
  if (page.access === 'public') return ALLOWED;
  if (page.access === 'allowlist') {
    return allowlistHas(page.allowlist, clientAddress(request)) ? ALLOWED : { allowed: false, needs: 'address' };
  }
  const pass = readPass(deps.secret, page.id, cookieValue(request.headers.cookie, passCookieName(page.id)), deps.now);
  if (page.access === 'password') {
    const valid =
      pass?.kind === 'password' && page.passwordHash && pass.subject === passwordFingerprint(page.passwordHash);
    return valid ? ALLOWED : { allowed: false, needs: 'password' };
  }
  const member = pass?.kind === 'member' && (await pageVisibleTo(deps.db, page.id, pass.subject));
  return member ? ALLOWED : { allowed: false, needs: 'membership' };
}
