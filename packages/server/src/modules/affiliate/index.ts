import { defineModule } from '../define-module';
import { registerReferralHook } from './referral-hook';
import { registerAffiliateRoutes } from './routes';

export { clearReferralCookie, referralCodeFromCookie } from './referral-cookie';
export { attributeReferral, type PaidInvoice, recordCommissionForPaidInvoice } from './service';

/**
 * The affiliate programme (issue #10 §4). Shared: the `?ref=CODE` hook must see the SPA's page loads, which the root
 * instance serves.
 */
export const affiliateModule = defineModule('affiliate', { dependencies: ['auth'], shared: true }, async (app) => {
  registerReferralHook(app);
  registerAffiliateRoutes(app);
});
