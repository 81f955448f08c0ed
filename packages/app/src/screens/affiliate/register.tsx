import { iban, isCzechAccountNumber, isCzechRegistrationNumber, type PayoutMethod } from '@hlidka/contract';
import { isApiError, useAffiliate, useRegisterAffiliate } from '@hlidka/data';
import { Button, Checkbox, RadioGroup, Select, TextField, toast } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney } from '../../lib/format';
import { isValidEmail } from '../auth-parts';
import { BILLING_COUNTRIES, countryName } from '../billing/countries';
import { FormFailure } from '../common/form-parts';
import { errorWording, type Wording, wordedAll } from '../common/wording';
import '../../i18n/areas/affiliate';
import '../../i18n/areas/billing';
import { useLanguage } from '../../i18n';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { LoadError, LoadingBlock } from '../common/query-states';
import { Section } from '../common/section';

export const AFFILIATE_TERMS_URL = 'https://hlidka.cz/partnersky-program/podminky';

type Values = {
  method: PayoutMethod;
  accountHolder: string;
  iban: string;
  bic: string;
  accountNumber: string;
  name: string;
  registrationNumber: string;
  vatId: string;
  isVatPayer: boolean;
  street: string;
  city: string;
  postalCode: string;
  countryCode: string;
  email: string;
  terms: boolean;
};
type Errors = Partial<Record<keyof Values | 'form', Wording>>;

const empty: Values = {
  method: 'iban',
  accountHolder: '',
  iban: '',
  bic: '',
  accountNumber: '',
  name: '',
  registrationNumber: '',
  vatId: '',
  isVatPayer: false,
  street: '',
  city: '',
  postalCode: '',
  countryCode: 'CZ',
  email: '',
  terms: false,
};

/** What is wrong with the form, as problem codes per field (translated by the screen). */
export function validateAffiliate(values: Values): Partial<Record<keyof Values, string>> {
  const problems: Partial<Record<keyof Values, string>> = {};
  for (const field of ['accountHolder', 'name', 'street', 'city', 'postalCode'] as const) {
    if (!values[field].trim()) problems[field] = 'required';
  }
  if (values.method === 'iban') {
    if (!values.iban.trim()) problems.iban = 'required';
    else if (!iban.isValid(values.iban)) problems.iban = 'iban';
    if (values.bic.trim() && !/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/.test(values.bic.trim())) {
      problems.bic = 'bic';
    }
  } else if (!values.accountNumber.trim()) problems.accountNumber = 'required';
  else if (!isCzechAccountNumber(values.accountNumber.trim())) problems.accountNumber = 'account';
  if (values.registrationNumber.trim() && !isCzechRegistrationNumber(values.registrationNumber.trim())) {
    problems.registrationNumber = 'ico';
  }
  if (values.vatId.trim() && !/^[A-Za-z]{2}[A-Za-z0-9]{2,13}$/.test(values.vatId.trim())) problems.vatId = 'dic';
  if (values.email.trim() && !isValidEmail(values.email)) problems.email = 'email';
  if (!values.terms) problems.terms = 'terms';
  return problems;
}

/** /affiliate/register: the programme's terms, payout details (IBAN or account number) and invoicing data. */
export default function AffiliateRegisterScreen() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [, navigate] = useLocation();
  const { programme, affiliate, error, isLoading, mutate } = useAffiliate();
  const register = useRegisterAffiliate();
  const [values, setValues] = useState<Values>(empty);
  const [problems, setProblems] = useState<Errors>({});
  const errors = wordedAll(problems, t);
  const set = (field: keyof Values) => (value: string) => setValues((old) => ({ ...old, [field]: value }));

  if (affiliate) return <Redirect to="/affiliate/dashboard" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    for (const [field, problem] of Object.entries(validateAffiliate(values))) {
      found[field as keyof Values] = { key: `affiliate.register.errors.${problem}` };
    }
    setProblems(found);
    if (Object.keys(found).length) return;
    const text = (value: string) => value.trim() || undefined;
    try {
      await register.trigger({
        termsAccepted: true,
        payout:
          values.method === 'iban'
            ? {
                method: 'iban',
                accountHolder: values.accountHolder.trim(),
                iban: values.iban.trim(),
                bic: text(values.bic),
              }
            : {
                method: 'czech_account',
                accountHolder: values.accountHolder.trim(),
                accountNumber: values.accountNumber.trim(),
              },
        invoicing: {
          name: values.name.trim(),
          registrationNumber: text(values.registrationNumber),
          vatId: text(values.vatId),
          isVatPayer: values.isVatPayer,
          street: values.street.trim(),
          city: values.city.trim(),
          postalCode: values.postalCode.trim(),
          countryCode: values.countryCode,
          email: text(values.email),
        },
      });
      toast({ title: t('affiliate.register.done') });
      navigate('/affiliate/dashboard');
    } catch (caught) {
      const fields = isApiError(caught) ? caught.errors : {};
      const mapped: Errors = {};
      for (const [path, message] of Object.entries(fields)) {
        const field = path.split('.').pop() as keyof Values;
        mapped[field] = { text: message };
      }
      setProblems({ ...mapped, form: errorWording(caught, 'affiliate.register.failed') });
    }
  }

  const field = (name: keyof Values, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={name}
      value={String(values[name])}
      onChange={set(name)}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      {...extra}
    />
  );
  const minimum = programme?.minimumPayout.find((money) => money.currency === 'CZK');

  return (
    <ScreenFrame>
      <PageHeader title={t('affiliate.register.title')} description={t('affiliate.register.description')} />
      <Section title={t('affiliate.register.programme')}>
        {isLoading && !programme && <LoadingBlock lines={3} />}
        {error && !programme && <LoadError error={error} onRetry={() => void mutate()} />}
        {programme && (
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
            <li>{t('affiliate.register.commission', { rate: programme.commissionRate })}</li>
            <li>{t('affiliate.register.cookie', { count: programme.cookieDays })}</li>
            {minimum && (
              <li>{t('affiliate.register.minimum', { amount: formatMoney(minimum.amount, minimum.currency, lng) })}</li>
            )}
            <li>{t('affiliate.register.selfReferral')}</li>
          </ul>
        )}
      </Section>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <Section title={t('affiliate.register.payout')} description={t('affiliate.register.payoutDescription')}>
          <RadioGroup
            label={t('affiliate.register.method')}
            value={values.method}
            onChange={(method) => setValues((old) => ({ ...old, method: method as PayoutMethod }))}
            options={[
              { value: 'iban', label: t('affiliate.register.methodIban') },
              { value: 'czech_account', label: t('affiliate.register.methodAccount') },
            ]}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {field('accountHolder', t('affiliate.register.accountHolder'), {
              isRequired: true,
              className: 'sm:col-span-2',
            })}
            {values.method === 'iban' ? (
              <>
                {field('iban', 'IBAN', { isRequired: true, placeholder: 'CZ65 0800 0000 1920 0014 5399' })}
                {field('bic', t('affiliate.register.bic'))}
              </>
            ) : (
              field('accountNumber', t('affiliate.register.accountNumber'), {
                isRequired: true,
                placeholder: '19-2000145399/0800',
              })
            )}
          </div>
        </Section>
        <Section title={t('affiliate.register.invoicing')} description={t('affiliate.register.invoicingDescription')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('name', t('affiliate.register.name'), { isRequired: true, className: 'sm:col-span-2' })}
            {field('registrationNumber', t('billing.info.registrationNumber'), { inputMode: 'numeric' })}
            {field('vatId', t('billing.info.vatId'))}
            <Checkbox
              className="sm:col-span-2"
              isSelected={values.isVatPayer}
              onChange={(isVatPayer) => setValues((old) => ({ ...old, isVatPayer }))}
            >
              {t('billing.info.isVatPayer')}
            </Checkbox>
            {field('street', t('billing.info.street'), { isRequired: true, autoComplete: 'address-line1' })}
            {field('city', t('billing.info.city'), { isRequired: true, autoComplete: 'address-level2' })}
            {field('postalCode', t('billing.info.postalCode'), { isRequired: true, autoComplete: 'postal-code' })}
            <Select
              label={t('billing.info.country')}
              options={BILLING_COUNTRIES.map((code) => ({ id: code, label: countryName(code, lng) }))}
              selectedKey={values.countryCode}
              onSelectionChange={(key) => key && set('countryCode')(String(key))}
            />
            {field('email', t('affiliate.register.email'), {
              type: 'email',
              description: t('affiliate.register.emailHint'),
              className: 'sm:col-span-2',
            })}
          </div>
        </Section>
        <div className="flex flex-col gap-3">
          <Checkbox
            isSelected={values.terms}
            onChange={(terms) => setValues((old) => ({ ...old, terms }))}
            isInvalid={Boolean(errors.terms)}
          >
            {t('affiliate.register.terms')}
          </Checkbox>
          <a
            href={AFFILIATE_TERMS_URL}
            target="_blank"
            rel="noreferrer"
            className="w-fit text-primary text-sm underline-offset-4 hover:underline"
          >
            {t('affiliate.register.termsLink')}
          </a>
          {errors.terms && (
            <p role="alert" className="text-destructive-text text-sm">
              {errors.terms}
            </p>
          )}
          {errors.form && (
            <FormFailure title={t('affiliate.register.failed')}>
              {errors.form !== t('affiliate.register.failed') && errors.form}
            </FormFailure>
          )}
          <div>
            <Button type="submit" isLoading={register.isMutating} loadingLabel={t('affiliate.register.submitting')}>
              {t('affiliate.register.submit')}
            </Button>
          </div>
        </div>
      </form>
    </ScreenFrame>
  );
}
