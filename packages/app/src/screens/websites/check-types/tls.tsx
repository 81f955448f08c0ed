import { TextField } from '@hlidka/ui';
import { useTranslation } from '../../../i18n/use-translation';
import { FormSection } from '../../common/form-parts';
import { type CheckTypeFieldsProps, type CheckTypeModule, numberError, optionalInt, textProps } from './module';
import '../../../i18n/areas/websites';

// The certificate warning of tls checks (and of https ones: the http module shares it).

export interface TlsWarnValues {
  tlsWarnDays: string;
}

export const tlsWarn = {
  defaults: { tlsWarnDays: '14' },
  valuesOf: (website: { tlsWarnDays: number | null }): TlsWarnValues => ({
    tlsWarnDays: website.tlsWarnDays === null ? '' : String(website.tlsWarnDays),
  }),
  validate: (values: TlsWarnValues) => ({ tlsWarnDays: numberError(values.tlsWarnDays, [0, 365], { optional: true }) }),
  settings: (values: TlsWarnValues) => ({ tlsWarnDays: optionalInt(values.tlsWarnDays) }),
};

export function TlsWarnField(props: CheckTypeFieldsProps<TlsWarnValues>) {
  const { t } = useTranslation();
  return <TextField label={t('websites.form.tlsWarnDays')} inputMode="numeric" {...textProps(props, 'tlsWarnDays')} />;
}

export const tlsModule: CheckTypeModule<'tls', TlsWarnValues> = {
  ...tlsWarn,
  Sections: (props) => {
    const { t } = useTranslation();
    return (
      <FormSection columns title={t('websites.form.assertions')}>
        <TlsWarnField {...props} />
      </FormSection>
    );
  },
  summary: () => [],
};
