import { type BillingInfo, isCzechRegistrationNumber, type UpdateBillingInfoBody } from '@hlidka/contract';
import { useUpdateBillingInfo } from '@hlidka/data';
import { Button, Checkbox, Select, TextField } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isValidEmail } from '../auth-parts';
import { BILLING_COUNTRIES, countryName } from './countries';
import '../../i18n/areas/billing';
import { useLanguage } from '../../i18n';
import { FormFailure } from '../common/form-parts';
import { errorWording, fieldErrorWordings, type Wording, worded } from '../common/wording';

type Values = Omit<BillingInfo, 'id' | 'createdAt' | 'updatedAt'>;
/** Kept as wordings, worded when shown: they follow a change of language. */
type Errors = Partial<Record<keyof Values | 'form', Wording>>;

const FORM_FAILED = 'billing.info.updateFailed';
const VAT_ID = /^[A-Za-z]{2}[A-Za-z0-9]{2,13}$/;
const REQUIRED: (keyof Values)[] = ['firstName', 'lastName', 'street', 'city', 'postalCode'];

/** Checks the billing details (spec §3): names and address required, IČO with its check digit, DIČ, e-mail. */
export function validateBillingInfo(values: Values): Partial<Record<keyof Values, 'required' | 'invalid'>> {
  const errors: Partial<Record<keyof Values, 'required' | 'invalid'>> = {};
  for (const field of REQUIRED) if (!String(values[field]).trim()) errors[field] = 'required';
  const ico = values.registrationNumber.trim();
  if (ico && values.countryCode === 'CZ' && !isCzechRegistrationNumber(ico)) errors.registrationNumber = 'invalid';
  const dic = values.vatId.trim().replace(/\s/g, '');
  if (dic && !VAT_ID.test(dic)) errors.vatId = 'invalid';
  if (values.isVatPayer && !dic) errors.vatId = 'required';
  if (values.billingEmail.trim() && !isValidEmail(values.billingEmail)) errors.billingEmail = 'invalid';
  return errors;
}

/** The billing details form (GET/PUT /api/users/profile); 'Nepodařilo se aktualizovat fakturační údaje' on failure. */
export function BillingInfoForm({
  initial,
  submitLabel,
  onSaved,
  onCancel,
}: {
  initial: BillingInfo;
  submitLabel: string;
  onSaved: () => void | Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const update = useUpdateBillingInfo();
  const [values, setValues] = useState<Values>(() => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = initial;
    return rest;
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: keyof Values) => (value: string) => setValues((old) => ({ ...old, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateBillingInfo(values);
    const messages: Errors = {};
    for (const [field, problem] of Object.entries(found)) {
      messages[field as keyof Values] = {
        key: problem === 'required' ? 'billing.info.required' : `billing.info.invalid.${field}`,
      };
    }
    setErrors(messages);
    if (Object.keys(messages).length) return;
    const body: UpdateBillingInfoBody = {
      ...values,
      vatId: values.vatId.replace(/\s/g, '').toUpperCase(),
      registrationNumber: values.registrationNumber.replace(/\s/g, ''),
    };
    try {
      await update.trigger(body);
      await onSaved();
    } catch (caught) {
      setErrors({ ...(fieldErrorWordings(caught) as Errors), form: errorWording(caught, FORM_FAILED) });
    }
  }

  const field = (name: keyof Values, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={name}
      value={String(values[name])}
      onChange={set(name)}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name] && worded(errors[name], t)}
      isRequired={REQUIRED.includes(name)}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {errors.form && (
        <FormFailure title={t('billing.info.updateFailed')}>
          {!('key' in errors.form && errors.form.key === FORM_FAILED) && worded(errors.form, t)}
        </FormFailure>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', t('billing.info.firstName'), { autoComplete: 'given-name' })}
        {field('lastName', t('billing.info.lastName'), { autoComplete: 'family-name' })}
        {field('companyName', t('billing.info.companyName'), {
          autoComplete: 'organization',
          className: 'sm:col-span-2',
        })}
        {field('street', t('billing.info.street'), { autoComplete: 'address-line1' })}
        {field('street2', t('billing.info.street2'), { autoComplete: 'address-line2' })}
        {field('city', t('billing.info.city'), { autoComplete: 'address-level2' })}
        {field('postalCode', t('billing.info.postalCode'), { autoComplete: 'postal-code' })}
        {field('state', t('billing.info.state'), { autoComplete: 'address-level1' })}
        <Select
          label={t('billing.info.country')}
          options={BILLING_COUNTRIES.map((code) => ({ id: code, label: countryName(code, lng) }))}
          selectedKey={values.countryCode}
          onSelectionChange={(key) => key && set('countryCode')(String(key))}
        />
        {field('registrationNumber', t('billing.info.registrationNumber'), { inputMode: 'numeric' })}
        {field('vatId', t('billing.info.vatId'))}
        <Checkbox
          className="sm:col-span-2"
          isSelected={values.isVatPayer}
          onChange={(isVatPayer) => setValues((old) => ({ ...old, isVatPayer }))}
        >
          {t('billing.info.isVatPayer')}
        </Checkbox>
        {field('billingEmail', t('billing.info.billingEmail'), { type: 'email', autoComplete: 'email' })}
        {field('phone', t('billing.info.phone'), { type: 'tel', autoComplete: 'tel' })}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={update.isMutating} loadingLabel={t('billing.shared.saving')}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('billing.shared.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
