import { MIN_DOMAIN_INTERVAL_SECONDS } from '@hlidka/contract';
import { TextField } from '@hlidka/ui';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { FormSection } from '../../common/form-parts';
import { useFormats } from '../labels';
import { type CheckTypeModule, numberError, optionalInt, textProps } from './module';
import '../../../i18n/areas/check-types';

export interface DomainValues {
  domainWarnDays: string;
}

/** A domain's registration expiry, from its registry (RDAP). */
export const domainModule: CheckTypeModule<'domain', DomainValues> = {
  defaults: { domainWarnDays: '30' },
  valuesOf: (website) => ({
    domainWarnDays: website.domainWarnDays === null ? '30' : String(website.domainWarnDays),
  }),
  // A registry limits its queries; a one-off test is a single one.
  validate: (values, forTest) => ({
    domainWarnDays: numberError(values.domainWarnDays, [0, 365], { key: 'checkTypes.errors.number', optional: true }),
    intervalSeconds:
      !forTest && Number(values.intervalSeconds) < MIN_DOMAIN_INTERVAL_SECONDS
        ? { key: 'checkTypes.errors.domainInterval', values: { min: MIN_DOMAIN_INTERVAL_SECONDS } }
        : undefined,
  }),
  settings: (values) => ({ domainWarnDays: optionalInt(values.domainWarnDays) }),
  // A registry answers a domain's expiry at most hourly: a faster interval would only be refused.
  onSelect: ({ intervalSeconds }) =>
    Number(intervalSeconds) < MIN_DOMAIN_INTERVAL_SECONDS
      ? { intervalSeconds: String(MIN_DOMAIN_INTERVAL_SECONDS) }
      : {},
  Sections: function DomainSection(props) {
    const { t } = useTranslation();
    return (
      <FormSection columns title={t('checkTypes.domainCheck.title')}>
        <TextField
          label={t('checkTypes.domainCheck.warnDays')}
          inputMode="numeric"
          {...textProps(props, 'domainWarnDays')}
        />
        <p className="text-muted-foreground text-sm md:col-span-2">{t('checkTypes.domainCheck.note')}</p>
      </FormSection>
    );
  },
  summary: ({ domainWarnDays }, t) =>
    domainWarnDays === null
      ? []
      : [[t('checkTypes.detail.warnDays'), t('checkTypes.detail.days', { days: domainWarnDays })]],
  Result: function DomainResult({ result }) {
    const { t } = useTranslation();
    const formats = useFormats();
    if (!result.domain) return null;
    const date = formatDate(result.domain.expiresAt, formats.lng);
    return (
      <p className="text-sm">
        {result.domain.daysLeft < 0
          ? t('checkTypes.result.domainExpired', { date })
          : t('checkTypes.result.domain', { date, days: result.domain.daysLeft })}
      </p>
    );
  },
  resultCardTitle: 'checkTypes.domainCheck.title',
};
