import { REFERRAL_QUERY_PARAM } from '@hlidka/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeCode, referralCodeFromCookie, referralCookie } from './referral-cookie';
import { recordClick } from './service';

/** A page load (not the API, not an asset) that may carry `?ref=CODE`. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const [pathname = ''] = request.url.split('?');
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * `?ref=CODE` on any page: count the click and keep the code in a cookie for 30 days (the registration reads it).
 * Unknown codes set nothing; a page load whose cookie already holds the code is not counted twice.
 */
export function registerReferralHook(app: FastifyInstance) {
  const secure = app.config.publicUrl.startsWith('https:');
  app.addHook('onRequest', async (request, reply) => {
    if (!isPageRequest(request)) return;
    const query = request.url.slice(request.url.indexOf('?') + 1);
    if (!request.url.includes('?') || !query.includes(`${REFERRAL_QUERY_PARAM}=`)) return;
    const code = normalizeCode(new URLSearchParams(query).get(REFERRAL_QUERY_PARAM));
    if (!code || referralCodeFromCookie(request) === code) return;
    try {
      if (await recordClick(app.db, code)) reply.header('set-cookie', referralCookie(code, secure));
    } catch (error) {
      // A page must load even when counting fails.
      request.log.warn({ err: error }, 'referral click not recorded');
    }
  });
}
