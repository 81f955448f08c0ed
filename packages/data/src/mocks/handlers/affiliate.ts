import type { RegisterAffiliateBody, RequestPayoutBody, UpdateAffiliateBody } from '@hlidka/contract';
import { affiliateRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import {
  createAffiliate,
  createAffiliateDashboard,
  createAffiliateProgramme,
  createPayout,
  fixtureNowIso,
} from '../fixtures';
import { mockRoute } from '../mock-route';
import { fail, ok } from '../respond';

const NOT_REGISTERED = 'Nejste registrováni v partnerském programu.';

export function affiliateHandlers(db: MockDb) {
  return [
    mockRoute(affiliateRoutes.get, () =>
      ok({
        programme: db.affiliate?.programme ?? createAffiliateProgramme(),
        affiliate: db.affiliate?.affiliate ?? null,
      }),
    ),
    mockRoute(affiliateRoutes.dashboard, () =>
      db.affiliate ? ok(db.affiliate) : fail(404, 'NOT_FOUND', NOT_REGISTERED),
    ),
    mockRoute(affiliateRoutes.register, async ({ request }) => {
      if (db.affiliate) return fail(409, 'CONFLICT', 'Už jste registrováni v partnerském programu.');
      const body = (await request.json()) as RegisterAffiliateBody;
      const now = fixtureNowIso();
      const affiliate = createAffiliate({
        payout: body.payout,
        invoicing: {
          ...body.invoicing,
          isVatPayer: body.invoicing.isVatPayer ?? false,
          countryCode: body.invoicing.countryCode ?? 'CZ',
        },
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      db.affiliate = createAffiliateDashboard({
        affiliate,
        stats: { clicks: 0, signups: 0, payingCustomers: 0 },
        balances: [
          {
            currency: 'CZK',
            earned: 0,
            pending: 0,
            paid: 0,
            available: 0,
            minimumPayout: 1000,
            canRequestPayout: false,
          },
        ],
        referrals: [],
        commissions: [],
        payouts: [],
      });
      return ok({ affiliate }, 201);
    }),
    mockRoute(affiliateRoutes.update, async ({ request }) => {
      if (!db.affiliate) return fail(404, 'NOT_FOUND', NOT_REGISTERED);
      const body = (await request.json()) as UpdateAffiliateBody;
      const current = db.affiliate.affiliate;
      const affiliate = {
        ...current,
        payout: body.payout ?? current.payout,
        invoicing: body.invoicing
          ? {
              ...body.invoicing,
              isVatPayer: body.invoicing.isVatPayer ?? false,
              countryCode: body.invoicing.countryCode ?? 'CZ',
            }
          : current.invoicing,
        updatedAt: fixtureNowIso(),
      };
      db.affiliate = { ...db.affiliate, affiliate };
      return ok({ affiliate });
    }),
    mockRoute(affiliateRoutes.requestPayout, async ({ request }) => {
      if (!db.affiliate) return fail(404, 'NOT_FOUND', NOT_REGISTERED);
      const { currency = 'CZK' } = (await request.json()) as RequestPayoutBody;
      const balance = db.affiliate.balances.find((b) => b.currency === currency);
      if (!balance?.canRequestPayout) {
        return fail(409, 'CONFLICT', 'K výplatě zatím nemáte dost provizí.');
      }
      const payout = createPayout(db.affiliate.payouts.length + 1, {
        currency,
        amount: balance.available,
        status: 'requested',
        requestedAt: fixtureNowIso(),
        paidAt: null,
      });
      db.affiliate = {
        ...db.affiliate,
        payouts: [payout, ...db.affiliate.payouts],
        commissions: db.affiliate.commissions.map((c) =>
          c.currency === currency && c.status === 'available' ? { ...c, status: 'requested' } : c,
        ),
        balances: db.affiliate.balances.map((b) =>
          b.currency === currency ? { ...b, available: 0, canRequestPayout: false } : b,
        ),
      };
      return ok({ payout }, 201);
    }),
    mockRoute(affiliateRoutes.track, () => ok({ tracked: true })),
  ];
}
