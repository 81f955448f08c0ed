import { useCurrentSubscription } from '@hlidka/data';
import { Button } from '@hlidka/ui';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/billing';
import { Section } from '../common/section';

const POLL_MS = 3000;
const POLL_TIMES = 20;

/**
 * Back from the hosted checkout. The plan changes when the provider's event reaches the server, not now: after a
 * success the current subscription is re-read a few times so the new plan shows as soon as it is active.
 */
export function CheckoutResult({ result }: { result: string }) {
  const { t } = useTranslation();
  const success = result === 'success';
  const { subscription, mutate } = useCurrentSubscription();
  const [polls, setPolls] = useState(0);

  useEffect(() => {
    if (!success || polls >= POLL_TIMES) return;
    const timer = setTimeout(() => {
      void mutate();
      setPolls((n) => n + 1);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [success, polls, mutate]);

  return (
    <Section title={success ? t('billing.checkout.successTitle') : t('billing.checkout.cancelledTitle')}>
      <div role="status" className="flex items-start gap-3">
        {success ? (
          <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-success" />
        ) : (
          <CircleX aria-hidden="true" className="size-8 shrink-0 text-muted-foreground" />
        )}
        <div className="flex flex-col gap-1 text-sm">
          <p>{success ? t('billing.checkout.successText') : t('billing.checkout.cancelledText')}</p>
          {success && subscription?.plan && (
            <p className="text-muted-foreground">
              {t('billing.checkout.currentPlan', { plan: subscription.plan.name })}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href="/subscription">{t('billing.checkout.toSubscription')}</Link>
        </Button>
        {!success && (
          <Button asChild variant="outline">
            <Link href="/subscription/plans">{t('billing.shared.backToPlans')}</Link>
          </Button>
        )}
      </div>
    </Section>
  );
}
