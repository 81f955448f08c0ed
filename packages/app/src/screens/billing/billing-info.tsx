import type { BillingInfo } from '@hlidka/contract';
import { useBillingInfo } from '@hlidka/data';
import { Button, toast } from '@hlidka/ui';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { BillingInfoForm } from './billing-info-form';
import { countryName } from './countries';
import '../../i18n/areas/billing';
import { useLanguage } from '../../i18n';
import { Field, LoadError, LoadingBlock } from '../common/query-states';
import { Section } from '../common/section';

/** Billing details on /subscription: a summary, edited in place. */
export function BillingInfoSection() {
  const { t } = useTranslation();
  const { billingInfo, error, isLoading, mutate } = useBillingInfo();
  const [editing, setEditing] = useState(false);
  return (
    <Section
      title={t('billing.info.title')}
      description={t('billing.info.description')}
      actions={
        billingInfo && !editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t('billing.info.edit')}
          </Button>
        ) : undefined
      }
    >
      {isLoading && !billingInfo && <LoadingBlock lines={4} />}
      {error && !billingInfo && <LoadError error={error} onRetry={() => void mutate()} />}
      {billingInfo && editing && (
        <BillingInfoForm
          initial={billingInfo}
          submitLabel={t('billing.shared.save')}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            toast({ title: t('billing.info.saved') });
            setEditing(false);
          }}
        />
      )}
      {billingInfo && !editing && <BillingSummary info={billingInfo} />}
    </Section>
  );
}

export function BillingSummary({ info }: { info: BillingInfo }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const address = [info.street, info.street2, [info.postalCode, info.city].filter(Boolean).join(' '), info.state]
    .filter(Boolean)
    .join(', ');
  if (!address && !info.companyName && !info.registrationNumber) {
    return <p className="text-muted-foreground text-sm">{t('billing.info.empty')}</p>;
  }
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Field strong label={t('billing.info.name')}>
        {[info.companyName, `${info.firstName} ${info.lastName}`.trim()].filter(Boolean).join(' · ')}
      </Field>
      <Field strong label={t('billing.info.address')}>
        {[address, countryName(info.countryCode, lng)].filter(Boolean).join(', ')}
      </Field>
      {info.registrationNumber && (
        <Field strong label={t('billing.info.registrationNumber')}>
          {info.registrationNumber}
        </Field>
      )}
      {info.vatId && (
        <Field strong label={t('billing.info.vatId')}>
          {info.vatId}
        </Field>
      )}
      <Field strong label={t('billing.info.vatPayerLabel')}>
        {info.isVatPayer ? t('billing.info.vatPayerYes') : t('billing.info.vatPayerNo')}
      </Field>
      {info.billingEmail && (
        <Field strong label={t('billing.info.billingEmail')}>
          {info.billingEmail}
        </Field>
      )}
    </dl>
  );
}
