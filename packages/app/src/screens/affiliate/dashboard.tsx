import type { AffiliateBalance, AffiliateDashboard } from '@hlidka/contract';
import { useAffiliateDashboard, useRequestPayout } from '@hlidka/data';
import { AlertDialog, Badge, Button, EmptyState, toast } from '@hlidka/ui';
import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate, formatMoney } from '../../lib/format';
import { CopyButton } from '../settings/copy-button';
import '../../i18n/areas/affiliate';
import '../../i18n/areas/billing';
import { useLanguage } from '../../i18n';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { Field, isNotFound, LoadError, LoadingBlock } from '../common/query-states';
import { Section } from '../common/section';
import { TableScroll } from '../common/tables';
import { errorText } from '../common/wording';

const commissionVariant = { available: 'success', requested: 'warning', paid: 'secondary' } as const;
const payoutVariant = { requested: 'warning', paid: 'success', rejected: 'destructive' } as const;

/** /affiliate/dashboard: the referral link, clicks, sign-ups, paying customers, commissions and payouts. */
export default function AffiliateDashboardScreen() {
  const { t } = useTranslation();
  const { dashboard, error, isLoading, mutate } = useAffiliateDashboard();
  return (
    <ScreenFrame>
      <PageHeader title={t('affiliate.dashboard.title')} description={t('affiliate.dashboard.description')} />
      {isLoading && !dashboard && (
        <Section title={t('affiliate.dashboard.link')}>
          <LoadingBlock lines={4} />
        </Section>
      )}
      {error && !dashboard && isNotFound(error) && (
        <EmptyState
          icon={<Handshake />}
          title={t('affiliate.dashboard.notRegistered')}
          description={t('affiliate.dashboard.notRegisteredDescription')}
          action={
            <Button asChild>
              <Link href="/affiliate/register">{t('affiliate.dashboard.join')}</Link>
            </Button>
          }
        />
      )}
      {error && !dashboard && !isNotFound(error) && <LoadError error={error} onRetry={() => void mutate()} />}
      {dashboard && <Dashboard dashboard={dashboard} />}
    </ScreenFrame>
  );
}

function Dashboard({ dashboard }: { dashboard: AffiliateDashboard }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { affiliate, stats } = dashboard;
  return (
    <>
      <Section
        title={t('affiliate.dashboard.link')}
        description={t('affiliate.dashboard.linkDescription', { rate: affiliate.commissionRate })}
        actions={
          affiliate.status === 'suspended' ? (
            <Badge variant="destructive">{t('affiliate.dashboard.suspended')}</Badge>
          ) : undefined
        }
      >
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 flex-1 break-all rounded-md border bg-muted px-3 py-2 font-mono text-sm">
            {affiliate.referralLink}
          </code>
          <CopyButton value={affiliate.referralLink} label={t('affiliate.dashboard.copy')} />
        </div>
        <p className="text-muted-foreground text-sm">{t('affiliate.dashboard.code', { code: affiliate.code })}</p>
      </Section>
      <section aria-label={t('affiliate.dashboard.stats')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {(
          [
            ['clicks', stats.clicks],
            ['signups', stats.signups],
            ['paying', stats.payingCustomers],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-lg border bg-background p-4">
            <p className="text-muted-foreground text-sm">{t(`affiliate.dashboard.${key}`)}</p>
            <p className="font-semibold text-2xl tabular-nums">{value}</p>
          </div>
        ))}
      </section>
      {dashboard.balances.map((balance) => (
        <Balance key={balance.currency} balance={balance} />
      ))}
      <Section title={t('affiliate.dashboard.commissions')}>
        {dashboard.commissions.length === 0 ? (
          <EmptyState headingLevel={3} title={t('affiliate.dashboard.noCommissions')} />
        ) : (
          <TableScroll label={t('affiliate.dashboard.commissions')}>
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">{t('affiliate.dashboard.commissions')}</caption>
              <thead className="bg-muted/50 text-muted-foreground text-xs">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('affiliate.dashboard.date')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('affiliate.dashboard.customer')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('affiliate.dashboard.amount')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('affiliate.dashboard.state')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {dashboard.commissions.map((commission) => (
                  <tr key={commission.id}>
                    <td className="whitespace-nowrap px-3 py-2">{formatDate(commission.createdAt, lng)}</td>
                    <td className="px-3 py-2">{commission.customer ?? t('affiliate.dashboard.deletedCustomer')}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {formatMoney(commission.amount, commission.currency, lng)}
                    </td>
                    <td className="px-3 py-2">
                      <Badge variant={commissionVariant[commission.status]}>
                        {t(`affiliate.commissionStatus.${commission.status}`)}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('affiliate.dashboard.referrals')}>
          {dashboard.referrals.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('affiliate.dashboard.noReferrals')}</p>
          ) : (
            <ul className="flex flex-col divide-y text-sm">
              {dashboard.referrals.map((referral) => (
                <li key={referral.id} className="flex items-center justify-between gap-2 py-2">
                  <span>
                    {referral.name} <span className="text-muted-foreground">{formatDate(referral.joinedAt, lng)}</span>
                  </span>
                  {referral.paying && <Badge variant="success">{t('affiliate.dashboard.payingBadge')}</Badge>}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('affiliate.dashboard.payouts')}>
          {dashboard.payouts.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('affiliate.dashboard.noPayouts')}</p>
          ) : (
            <ul className="flex flex-col divide-y text-sm">
              {dashboard.payouts.map((payout) => (
                <li key={payout.id} className="flex items-center justify-between gap-2 py-2">
                  <span>
                    {formatMoney(payout.amount, payout.currency, lng)}{' '}
                    <span className="text-muted-foreground">{formatDate(payout.requestedAt, lng)}</span>
                  </span>
                  <Badge variant={payoutVariant[payout.status]}>{t(`affiliate.payoutStatus.${payout.status}`)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </>
  );
}

function Balance({ balance }: { balance: AffiliateBalance }) {
  const { t } = useTranslation();
  const payout = useRequestPayout();
  const lng = useLanguage();
  const [confirm, setConfirm] = useState(false);
  const money = (amount: number) => formatMoney(amount, balance.currency, lng);

  async function request() {
    try {
      await payout.trigger({ currency: balance.currency });
      toast({ title: t('affiliate.dashboard.payoutRequested', { amount: money(balance.available) }) });
      setConfirm(false);
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('affiliate.dashboard.payoutFailed'),
        description: errorText(caught, ''),
      });
    }
  }

  return (
    <Section
      title={t('affiliate.dashboard.balance', { currency: balance.currency })}
      actions={
        <Button disabled={!balance.canRequestPayout} onClick={() => setConfirm(true)}>
          {t('affiliate.dashboard.requestPayout')}
        </Button>
      }
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field strong label={t('affiliate.dashboard.earned')}>
          {money(balance.earned)}
        </Field>
        <Field strong label={t('affiliate.dashboard.pending')}>
          {money(balance.pending)}
        </Field>
        <Field strong label={t('affiliate.dashboard.paid')}>
          {money(balance.paid)}
        </Field>
        <Field strong label={t('affiliate.dashboard.available')}>
          {money(balance.available)}
        </Field>
      </dl>
      {!balance.canRequestPayout && (
        <p className="text-muted-foreground text-sm">
          {t('affiliate.dashboard.minimumNote', { amount: money(balance.minimumPayout) })}
        </p>
      )}
      <AlertDialog
        isOpen={confirm}
        onOpenChange={setConfirm}
        title={t('affiliate.dashboard.payoutTitle')}
        description={t('affiliate.dashboard.payoutDescription', { amount: money(balance.available) })}
        confirmLabel={t('affiliate.dashboard.requestPayout')}
        cancelLabel={t('billing.shared.back')}
        isConfirming={payout.isMutating}
        onConfirm={() => void request()}
      />
    </Section>
  );
}
