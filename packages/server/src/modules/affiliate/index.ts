import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerReferralHook } from './referral-hook';
import { registerAffiliateRoutes } from './routes';

export { clearReferralCookie, referralCodeFromCookie } from './referral-cookie';
export { attributeReferral, type PaidInvoice, recordCommissionForPaidInvoice } from './service';

/**
 * The affiliate programme (issue #10 §4). Not encapsulated: the `?ref=CODE` hook must see the SPA's page loads,
 * which the root instance serves.
 */
const plugin: FastifyPluginAsync = async (app: FastifyInstance) => {
  registerReferralHook(app);
  registerAffiliateRoutes(app);
};
Object.assign(plugin, { [Symbol.for('skip-override')]: true });

export const affiliateModule = plugin;
