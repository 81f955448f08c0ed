import { type BillingInterval, billingIntervalSchema } from '@hlidka/contract';
import { useBillingInfo, useCheckoutSession, usePlan } from '@hlidka/data';
import { Button, EmptyState } from '@hlidka/ui';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { BillingInfoForm } from './billing-info-form';
import { CheckoutResult } from './checkout-result';
import { PlanPrice } from './parts';
import '../../i18n/areas/billing';
import { FormFailure } from '../common/form-parts';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { isNotFound, LoadError, LoadingBlock } from '../common/query-states';
import { Section } from '../common/section';
import { errorWording, type Wording, worded } from '../common/wording';

/** Where the hosted checkout sends the browser back: `?result=success|cancelled` (and the session id). */
export const CHECKOUT_RESULT_PARAM = 'result';

/**
 * /subscription/checkout?plan=ID&interval=month|year: billing details, then POST /api/checkout/session and off to
 * the provider's hosted page; it comes back here with `?result=…`.
 */
export default function CheckoutScreen() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const result = params.get(CHECKOUT_RESULT_PARAM);
  const planId = params.get('plan');
  const parsed = billingIntervalSchema.safeParse(params.get('interval'));
  const interval: BillingInterval = parsed.success ? parsed.data : 'month';

  return (
    <ScreenFrame>
      <PageHeader
        title={t('billing.checkout.title')}
        description={result ? undefined : t('billing.checkout.description')}
        back={{ href: '/subscription/plans', label: t('billing.shared.backToPlans') }}
      />
      {result ? (
        <CheckoutResult result={result} />
      ) : planId ? (
        <CheckoutForm planId={planId} interval={interval} />
      ) : (
        <EmptyState
          icon={<SearchX />}
          title={t('billing.checkout.noPlan')}
          action={
            <Button asChild>
              <Link href="/subscription/plans">{t('billing.subscription.choosePlan')}</Link>
            </Button>
          }
        />
      )}
    </ScreenFrame>
  );
}

function CheckoutForm({ planId, interval }: { planId: string; interval: BillingInterval }) {
  const { t } = useTranslation();
  const plan = usePlan(planId);
  const billing = useBillingInfo();
  const session = useCheckoutSession();
  const [failure, setFailure] = useState<Wording | null>(null);

  async function pay() {
    setFailure(null);
    try {
      const answer = await session.trigger({ planId, interval });
      window.location.assign(answer.redirectUrl);
    } catch (caught) {
      setFailure(errorWording(caught, 'billing.checkout.failed'));
    }
  }

  if (plan.error && isNotFound(plan.error)) {
    return (
      <EmptyState
        icon={<SearchX />}
        title={t('billing.checkout.planNotFound')}
        action={
          <Button asChild>
            <Link href="/subscription/plans">{t('billing.subscription.choosePlan')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Section title={t('billing.checkout.summary')}>
        {plan.isLoading && !plan.plan && <LoadingBlock lines={2} />}
        {plan.error && !plan.plan && <LoadError error={plan.error} onRetry={() => void plan.mutate()} />}
        {plan.plan && (
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <p className="font-semibold text-lg">{plan.plan.name}</p>
              <p className="text-muted-foreground text-sm">
                {t('billing.checkout.billed', { interval: t(`billing.intervalName.${interval}`) })}
              </p>
            </div>
            <PlanPrice plan={plan.plan} interval={interval} />
          </div>
        )}
      </Section>
      <Section title={t('billing.checkout.details')} description={t('billing.checkout.detailsDescription')}>
        {billing.isLoading && !billing.billingInfo && <LoadingBlock lines={6} />}
        {billing.error && !billing.billingInfo && (
          <LoadError error={billing.error} onRetry={() => void billing.mutate()} />
        )}
        {failure && <FormFailure title={t('billing.checkout.failed')}>{worded(failure, t)}</FormFailure>}
        {billing.billingInfo && plan.plan && (
          <BillingInfoForm
            initial={billing.billingInfo}
            submitLabel={session.isMutating ? t('billing.checkout.redirecting') : t('billing.checkout.pay')}
            onSaved={pay}
          />
        )}
        <p className="text-muted-foreground text-xs">{t('billing.checkout.hostedNote')}</p>
      </Section>
    </>
  );
}
