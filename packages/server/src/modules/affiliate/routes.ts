import { affiliateRoutes } from '@hlidka/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AffiliateRow } from '../../db/schema/affiliate';
import { AppError } from '../../http/app-error';
import { ok, registerRoute, type SignedIn } from '../../http/register-route';
import { findUserById } from '../auth/users';
import { payoutRequestedEmail } from './emails';
import { affiliateMessages as m } from './messages';
import { requestPayout } from './payouts';
import { referralCodeFromCookie, referralCookie } from './referral-cookie';
import {
  dashboard,
  findAffiliateByUser,
  programme,
  recordClick,
  registerAffiliate,
  toAffiliate,
  updateAffiliate,
} from './service';

export function registerAffiliateRoutes(app: FastifyInstance) {
  const settings = app.config.affiliate;
  const publicUrl = app.config.publicUrl;
  const secureCookie = publicUrl.startsWith('https:');

  async function own(request: FastifyRequest & SignedIn): Promise<AffiliateRow> {
    const row = await findAffiliateByUser(app.db, request.auth.userId);
    if (!row) throw new AppError('NOT_FOUND', m.notRegistered);
    return row;
  }

  registerRoute(app, affiliateRoutes.get, async (request) => {
    const row = await findAffiliateByUser(app.db, request.auth.userId);
    return { programme: programme(settings), affiliate: row ? toAffiliate(row, settings, publicUrl) : null };
  });

  registerRoute(app, affiliateRoutes.register, async (request) => {
    const row = await registerAffiliate(app.db, {
      userId: request.auth.userId,
      body: request.body,
      now: app.clock.now(),
    });
    return ok({ affiliate: toAffiliate(row, settings, publicUrl) }, { message: m.registered });
  });

  registerRoute(app, affiliateRoutes.update, async (request) => {
    const row = await updateAffiliate(app.db, await own(request), request.body, app.clock.now());
    return ok({ affiliate: toAffiliate(row, settings, publicUrl) }, { message: m.updated });
  });

  registerRoute(app, affiliateRoutes.dashboard, async (request) =>
    dashboard(app.db, await own(request), settings, publicUrl),
  );

  registerRoute(app, affiliateRoutes.requestPayout, async (request) => {
    const affiliate = await own(request);
    const payout = await requestPayout(app.db, {
      affiliate,
      currency: request.body?.currency ?? 'CZK',
      settings,
      now: app.clock.now(),
    });
    const supportAddress = app.config.supportEmail;
    if (supportAddress) {
      const user = await findUserById(app.db, affiliate.userId);
      const mail = payoutRequestedEmail({
        to: supportAddress,
        payout,
        affiliateEmail: user?.email ?? affiliate.userId,
        code: affiliate.code,
        details: affiliate.payout,
      });
      app.mailer.send(mail).catch((error: unknown) => request.log.error({ err: error }, 'payout e-mail failed'));
    }
    return ok({ payout }, { message: m.payoutRequested });
  });

  registerRoute(
    app,
    affiliateRoutes.track,
    async (request, reply) => {
      const code = request.body.code.toUpperCase();
      // A repeated visit with the same code (the cookie already holds it) is not counted again.
      if (referralCodeFromCookie(request) === code) return { tracked: true };
      const tracked = await recordClick(app.db, code);
      if (tracked) reply.header('set-cookie', referralCookie(code, secureCookie));
      return { tracked };
    },
    { fastify: { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } } },
  );
}
