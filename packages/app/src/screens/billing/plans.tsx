import type { BillingInterval, Plan } from '@hlidka/contract';
import { useChangePlan, useCreateSubscription, useCurrentSubscription, usePlanQuota, usePlans } from '@hlidka/data';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  toast,
} from '@hlidka/ui';
import { Check, Layers } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { DowngradeDialog } from './downgrade';
import { PlanPrice } from './parts';
import { planLimitLines } from './plan-limits';
import { isFreePlan, monthsFreeYearly, planPrice } from './pricing';
import '../../i18n/areas/billing';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { LoadError, LoadingBlock } from '../common/query-states';
import { errorText } from '../common/wording';

/** The plan chosen, by id: it is worded from the current list of plans, so it follows a change of language. */
type Choice = { planId: string; kind: 'change' | 'subscribe' | 'downgrade' };

/** /subscription/plans: compare plans monthly or yearly and choose one. */
export default function PlansScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { plans, error, isLoading, mutate } = usePlans();
  const { subscription } = useCurrentSubscription();
  const [interval, setBillingInterval] = useState<BillingInterval>(subscription?.interval ?? 'month');
  const [choice, setChoice] = useState<Choice | null>(null);
  const change = useChangePlan();
  const create = useCreateSubscription();
  const { quota } = usePlanQuota();
  const current = subscription && subscription.status !== 'expired' ? subscription : null;
  // Without a subscription the user is on the plan their quota names (the free plan, unless configured otherwise).
  const currentPlanId = current?.planId ?? quota?.planId;
  const currentPlan = plans?.find((plan) => plan.id === currentPlanId);
  const saving = Math.max(0, ...(plans ?? []).map(monthsFreeYearly));
  const chosenPlan = choice ? plans?.find((plan) => plan.id === choice.planId) : undefined;

  function choose(plan: Plan) {
    const paidNow = current?.status === 'active' && currentPlan && !isFreePlan(currentPlan);
    const overLimit = quota !== undefined && plan.limits.websites < quota.websitesUsed;
    if (current && overLimit) setChoice({ planId: plan.id, kind: 'downgrade' });
    else if (isFreePlan(plan)) setChoice({ planId: plan.id, kind: current ? 'change' : 'subscribe' });
    else if (paidNow) setChoice({ planId: plan.id, kind: 'change' });
    else navigate(`/subscription/checkout?plan=${encodeURIComponent(plan.id)}&interval=${interval}`);
  }

  async function confirmChoice(pauseWebsiteIds?: string[]) {
    if (!choice) return;
    try {
      if (choice.kind === 'downgrade') await change.trigger({ planId: choice.planId, interval, pauseWebsiteIds });
      else if (choice.kind === 'change') await change.trigger({ planId: choice.planId, interval });
      else await create.trigger({ planId: choice.planId, interval });
      toast({ title: t('billing.plans.changed', { plan: chosenPlan?.name ?? '' }) });
      setChoice(null);
      navigate('/subscription');
    } catch (caught) {
      toast({ variant: 'destructive', title: t('billing.plans.changeFailed'), description: errorText(caught, '') });
    }
  }

  return (
    <ScreenFrame wide>
      <PageHeader
        title={t('billing.plans.title')}
        description={t('billing.plans.description')}
        back={{ href: '/subscription', label: t('billing.shared.backToSubscription') }}
      />
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="sr-only">{t('billing.plans.intervalLabel')}</legend>
        <div className="inline-flex rounded-md border p-1">
          {(['month', 'year'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={interval === value ? 'default' : 'ghost'}
              aria-pressed={interval === value}
              onClick={() => setBillingInterval(value)}
            >
              {t(`billing.intervalName.${value}`)}
            </Button>
          ))}
        </div>
        {saving > 0 && <Badge variant="success">{t('billing.plans.yearlySaving', { count: saving })}</Badge>}
      </fieldset>
      {isLoading && !plans && (
        <div className="grid gap-4 md:grid-cols-3">
          {[1, 2, 3].map((n) => (
            <Card key={n} className="p-6">
              <LoadingBlock lines={6} />
            </Card>
          ))}
        </div>
      )}
      {error && !plans && <LoadError error={error} onRetry={() => void mutate()} />}
      {plans && plans.length === 0 && <EmptyState icon={<Layers />} title={t('billing.plans.empty')} />}
      {plans && plans.length > 0 && (
        <ul
          aria-label={t('billing.plans.title')}
          className="grid gap-4 sm:grid-cols-2 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-none"
        >
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                interval={interval}
                isCurrentPlan={plan.id === currentPlanId}
                isCurrentChoice={
                  plan.id === currentPlanId && (current ? current.interval === interval : isFreePlan(plan))
                }
                onChoose={() => choose(plan)}
              />
            </li>
          ))}
        </ul>
      )}
      {choice?.kind === 'downgrade' && chosenPlan && (
        <DowngradeDialog
          plan={chosenPlan}
          isConfirming={change.isMutating}
          onCancel={() => setChoice(null)}
          onConfirm={(ids) => void confirmChoice(ids)}
        />
      )}
      <AlertDialog
        isOpen={choice !== null && choice.kind !== 'downgrade'}
        onOpenChange={(isOpen) => !isOpen && setChoice(null)}
        title={t('billing.plans.confirmTitle', { plan: chosenPlan?.name ?? '' })}
        description={
          chosenPlan && currentPlan && choice?.kind === 'change'
            ? t('billing.plans.confirmChange', { from: currentPlan.name, to: chosenPlan.name })
            : t('billing.plans.confirmSubscribe', { plan: chosenPlan?.name ?? '' })
        }
        confirmLabel={t('billing.plans.confirm')}
        cancelLabel={t('billing.shared.back')}
        isConfirming={change.isMutating || create.isMutating}
        onConfirm={() => void confirmChoice()}
      />
    </ScreenFrame>
  );
}

/** A plan with its price and its limits said once; the current plan is marked, and cannot be chosen again. */
function PlanCard({
  plan,
  interval,
  isCurrentPlan,
  isCurrentChoice,
  onChoose,
}: {
  plan: Plan;
  interval: BillingInterval;
  isCurrentPlan: boolean;
  /** The current plan at the shown interval: nothing to change. */
  isCurrentChoice: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const available = planPrice(plan, interval) !== null;
  const limits = planLimitLines(plan.limits).map((line) => t(line.key, { count: line.count }));
  return (
    <Card className={isCurrentPlan ? 'h-full border-primary ring-1 ring-primary' : 'h-full'}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle level={2}>{plan.name}</CardTitle>
          {isCurrentPlan && <Badge>{t('billing.plans.current')}</Badge>}
        </div>
        <p className="text-muted-foreground text-sm">{plan.description}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <PlanPrice plan={plan} interval={interval} />
        <ul className="flex flex-col gap-1.5 text-sm">
          {[...limits, ...plan.features].map((line) => (
            <li key={line} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {line}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={isCurrentChoice ? 'outline' : 'default'}
          disabled={isCurrentChoice || !available}
          onClick={onChoose}
          aria-label={isCurrentChoice ? undefined : t('billing.plans.chooseOne', { plan: plan.name })}
        >
          {isCurrentChoice
            ? t('billing.plans.current')
            : available
              ? t('billing.plans.choose')
              : t('billing.plans.unavailable')}
        </Button>
      </CardFooter>
    </Card>
  );
}
