import type { Subscription } from '@hlidka/contract';
import {
  useCancelSubscription,
  useCurrentSubscription,
  usePlan,
  usePlanQuota,
  useReactivateSubscription,
  useTeams,
} from '@hlidka/data';
import { AlertDialog, Button, EmptyState, toast } from '@hlidka/ui';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import { BillingInfoSection } from './billing-info';
import { PlanPrice, SubscriptionStatusBadge, UsageMeter } from './parts';
import { teamSeatsUsed } from './team-seats';
import '../../i18n/areas/billing';
import { useLanguage } from '../../i18n';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { Field, LoadError, LoadingBlock } from '../common/query-states';
import { Section } from '../common/section';
import { errorText } from '../common/wording';

/** /subscription: the current plan, its status and dates, usage against every limit, and what can be done. */
export default function SubscriptionScreen() {
  const { t } = useTranslation();
  const { subscription, error, isLoading, mutate } = useCurrentSubscription();
  return (
    <ScreenFrame>
      <PageHeader
        title={t('billing.subscription.title')}
        description={t('billing.subscription.description')}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link href="/subscription/invoices">{t('billing.invoices.title')}</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link href="/subscription/payment-methods">{t('billing.methods.title')}</Link>
            </Button>
          </>
        }
      />
      {isLoading && subscription === undefined && (
        <Section title={t('billing.subscription.current')}>
          <LoadingBlock lines={5} />
        </Section>
      )}
      {error && subscription === undefined && <LoadError error={error} onRetry={() => void mutate()} />}
      {subscription === null && (
        <EmptyState
          icon={<CreditCard />}
          title={t('billing.subscription.none')}
          description={t('billing.subscription.noneDescription')}
          action={
            <Button asChild>
              <Link href="/subscription/plans">{t('billing.subscription.choosePlan')}</Link>
            </Button>
          }
        />
      )}
      {subscription && <CurrentSubscription subscription={subscription} />}
      <Usage />
      <BillingInfoSection />
    </ScreenFrame>
  );
}

function CurrentSubscription({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const fetched = usePlan(subscription.plan ? null : subscription.planId);
  const plan = subscription.plan ?? fetched.plan;
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const [confirm, setConfirm] = useState<'cancel' | 'reactivate' | null>(null);
  const action = confirm === 'cancel' ? cancel : reactivate;

  async function run() {
    if (!confirm) return;
    try {
      await action.trigger(subscription.id);
      toast({ title: t(confirm === 'cancel' ? 'billing.subscription.cancelled' : 'billing.subscription.reactivated') });
      setConfirm(null);
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t(confirm === 'cancel' ? 'billing.subscription.cancelFailed' : 'billing.subscription.reactivateFailed'),
        description: errorText(caught, ''),
      });
    }
  }

  return (
    <Section
      title={t('billing.subscription.current')}
      actions={<SubscriptionStatusBadge status={subscription.status} />}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-xl">{plan?.name ?? subscription.planId}</p>
          {plan && <p className="text-muted-foreground text-sm">{plan.description}</p>}
        </div>
        {plan && <PlanPrice plan={plan} interval={subscription.interval} />}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field strong label={t('billing.subscription.interval')}>
          {t(`billing.intervalName.${subscription.interval}`)}
        </Field>
        <Field strong label={t('billing.subscription.since')}>
          {formatDate(subscription.createdAt, lng)}
        </Field>
        {subscription.renewsAt && subscription.status === 'active' && (
          <Field strong label={t('billing.subscription.renewsAt')}>
            {formatDate(subscription.renewsAt, lng)}
          </Field>
        )}
        {subscription.cancelledAt && (
          <Field strong label={t('billing.subscription.cancelledAt')}>
            {formatDate(subscription.cancelledAt, lng)}
          </Field>
        )}
        {subscription.expiresAt && (
          <Field strong label={t('billing.subscription.expiresAt')}>
            {formatDate(subscription.expiresAt, lng)}
          </Field>
        )}
      </dl>
      {subscription.status === 'cancelled' && subscription.expiresAt && (
        <p className="text-sm">
          {t('billing.subscription.endsNote', { date: formatDate(subscription.expiresAt, lng) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href="/subscription/plans">{t('billing.subscription.changePlan')}</Link>
        </Button>
        {subscription.status === 'active' && plan && plan.price > 0 && (
          <Button variant="outline" onClick={() => setConfirm('cancel')}>
            {t('billing.subscription.cancel')}
          </Button>
        )}
        {subscription.status === 'cancelled' && (
          <Button variant="success" onClick={() => setConfirm('reactivate')}>
            {t('billing.subscription.reactivate')}
          </Button>
        )}
      </div>
      <AlertDialog
        isOpen={confirm !== null}
        onOpenChange={(isOpen) => !isOpen && setConfirm(null)}
        title={t(
          confirm === 'reactivate' ? 'billing.subscription.reactivateTitle' : 'billing.subscription.cancelTitle',
        )}
        description={t(
          confirm === 'reactivate'
            ? 'billing.subscription.reactivateDescription'
            : 'billing.subscription.cancelDescription',
          { date: formatDate(subscription.renewsAt ?? subscription.expiresAt, lng) },
        )}
        confirmLabel={t(confirm === 'reactivate' ? 'billing.subscription.reactivate' : 'billing.subscription.cancel')}
        cancelLabel={t('billing.shared.back')}
        variant={confirm === 'cancel' ? 'destructive' : 'default'}
        isConfirming={action.isMutating}
        onConfirm={() => void run()}
      />
    </Section>
  );
}

function Usage() {
  const { t } = useTranslation();
  const { quota, error, isLoading, mutate } = usePlanQuota();
  const { teams, error: teamsError } = useTeams();
  return (
    <Section title={t('billing.subscription.usage')} description={t('billing.subscription.usageDescription')}>
      {isLoading && !quota && <LoadingBlock lines={3} />}
      {error && !quota && <LoadError error={error} onRetry={() => void mutate()} />}
      {quota && (
        <>
          <UsageMeter label={t('billing.limits.websites')} used={quota.websitesUsed} limit={quota.websiteLimit} />
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Field strong label={t('billing.limits.minInterval')}>
              {t('billing.limits.seconds', { count: quota.minIntervalSeconds })}
            </Field>
            <Field strong label={t('billing.limits.teamMembers')}>
              {teams || teamsError
                ? t('billing.subscription.usedOf', { used: teamSeatsUsed(teams ?? []), limit: quota.teamMemberLimit })
                : null}
            </Field>
            <Field strong label={t('billing.limits.historyDays')}>
              {t('billing.limits.days', { count: quota.historyDays })}
            </Field>
          </dl>
        </>
      )}
    </Section>
  );
}
