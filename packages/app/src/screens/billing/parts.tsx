import type { BillingInterval, Plan, SubscriptionStatus } from '@hlidka/contract';
import { Badge } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney } from '../../lib/format';
import { planPrice } from './pricing';
import '../../i18n/areas/billing';
import { useLanguage } from '../../i18n';

export const invoiceStatusVariant = {
  paid: 'success',
  open: 'warning',
  draft: 'outline',
  void: 'secondary',
  uncollectible: 'destructive',
} as const;

const statusVariant = { active: 'success', cancelled: 'warning', expired: 'destructive' } as const;

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  return <Badge variant={statusVariant[status]}>{t(`billing.status.${status}`)}</Badge>;
}

/** "799 Kč / měsíc" with the EUR and USD prices beneath (spec §9 money formats). */
export function PlanPrice({
  plan,
  interval,
  size = 'lg',
}: {
  plan: Plan;
  interval: BillingInterval;
  size?: 'lg' | 'sm';
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const czk = planPrice(plan, interval, 'CZK');
  const eur = planPrice(plan, interval, 'EUR');
  const usd = planPrice(plan, interval, 'USD');
  if (czk === null) return <p className="text-muted-foreground text-sm">{t('billing.plans.noPrice')}</p>;
  return (
    <div className="flex flex-col gap-0.5">
      <p>
        <span className={size === 'lg' ? 'font-semibold text-2xl' : 'font-medium'}>
          {czk === 0 ? t('billing.plans.free') : formatMoney(czk, 'CZK', lng)}
        </span>
        {czk > 0 && <span className="text-muted-foreground text-sm"> / {t(`billing.interval.${interval}`)}</span>}
      </p>
      {czk > 0 && (eur !== null || usd !== null) && (
        <p className="text-muted-foreground text-xs">
          {[eur !== null ? formatMoney(eur, 'EUR', lng) : null, usd !== null ? formatMoney(usd, 'USD', lng) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {czk > 0 && plan.pricesIncludeVat === false && (
        <p className="text-muted-foreground text-xs">{t('billing.plans.withoutVat')}</p>
      )}
    </div>
  );
}

/** A labelled bar of used against allowed. */
export function UsageMeter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const { t } = useTranslation();
  const ratio = limit > 0 ? Math.min(1, used / limit) : 1;
  const full = used >= limit;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className={full ? 'font-medium text-destructive-text' : 'text-muted-foreground'}>
          {t('billing.subscription.usedOf', { used, limit })}
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a themed bar; a native <meter> cannot take the design tokens. */}
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={t('billing.subscription.usedOf', { used, limit })}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={full ? 'h-full bg-destructive' : 'h-full bg-primary'}
          style={{ width: `${Math.round(ratio * 100)}%` }}
        />
      </div>
    </div>
  );
}
