import { type SmtpSecurity, smtpSecurityValues } from '@hlidka/contract';
import { Select } from '@hlidka/ui';
import { useTranslation } from '../../../i18n/use-translation';
import { FormSection } from '../../common/form-parts';
import { type CheckTypeModule, Rows } from './module';
import { TlsWarnField, type TlsWarnValues, tlsWarn } from './tls';
import '../../../i18n/areas/check-types';

export interface SmtpValues extends TlsWarnValues {
  smtpSecurity: SmtpSecurity;
}

/** A mail server: its greeting, EHLO, STARTTLS or TLS from the start, and the certificate's expiry. */
export const smtpModule: CheckTypeModule<'smtp', SmtpValues> = {
  defaults: { ...tlsWarn.defaults, smtpSecurity: 'auto' },
  valuesOf: (website) => ({ ...tlsWarn.valuesOf(website), smtpSecurity: website.smtpSecurity }),
  validate: (values) => tlsWarn.validate(values),
  settings: (values) => ({ ...tlsWarn.settings(values), smtpSecurity: values.smtpSecurity }),
  Sections: function SmtpSection(props) {
    const { t } = useTranslation();
    return (
      <FormSection columns title={t('checkTypes.smtp.title')}>
        <Select
          label={t('checkTypes.smtp.security')}
          value={props.values.smtpSecurity}
          onChange={(key) => props.set('smtpSecurity')(String(key) as SmtpSecurity)}
          options={smtpSecurityValues.map((value) => ({ id: value, label: t(`checkTypes.smtp.securities.${value}`) }))}
          errorMessage={props.errorOf('smtpSecurity')}
        />
        <TlsWarnField {...props} />
      </FormSection>
    );
  },
  summary: ({ smtpSecurity, tlsWarnDays }, t) => [
    [t('checkTypes.smtp.security'), t(`checkTypes.smtp.securities.${smtpSecurity}`)],
    ...(tlsWarnDays === null
      ? []
      : [[t('checkTypes.detail.warnDays'), t('checkTypes.detail.days', { days: tlsWarnDays })] as [string, string]]),
  ],
  // The certificate's expiry is shown beside it by the result views, as for every check that read one.
  Result: function SmtpResult({ result }) {
    const { t } = useTranslation();
    // A session that failed before it could be secured says nothing about its encryption.
    if (!result.certificate && !result.ok) return null;
    const tls = t(result.certificate ? 'checkTypes.result.smtpTls' : 'checkTypes.result.smtpPlain');
    return <Rows rows={[[t('checkTypes.result.smtpEncryption'), tls]]} />;
  },
  resultCardTitle: 'checkTypes.detail.title',
};
