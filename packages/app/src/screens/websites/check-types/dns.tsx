import { type DnsRecordType, dnsRecordTypeValues, type Website } from '@hlidka/contract';
import { RadioGroup, Select, TextField } from '@hlidka/ui';
import type { TFunction } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import { FormSection } from '../../common/form-parts';
import { type CheckTypeFieldsProps, type CheckTypeModule, Rows, textProps } from './module';
import { IPV6, isIPv4 } from './targets';
import '../../../i18n/areas/check-types';

export interface DnsValues {
  dnsRecordType: DnsRecordType;
  /** Expected values, one per line (or separated by commas for A/AAAA/CNAME/NS/MX). */
  dnsExpected: string;
  dnsMatch: 'any' | 'all';
  dnsResolver: string;
}

export function isResolver(text: string): boolean {
  const value = text.trim();
  const v4 = /^([\d.]+)(?::(\d{1,5}))?$/.exec(value);
  const v6 = /^\[([0-9A-Fa-f:.]+)\](?::(\d{1,5}))?$/.exec(value) ?? (IPV6.test(value) ? [value, value] : null);
  const match = v4 ?? v6;
  if (!match) return false;
  if (v4 && !isIPv4(match[1] as string)) return false;
  const port = match[2] === undefined ? 53 : Number(match[2]);
  return port >= 1 && port <= 65_535;
}

/** The expected DNS values: one per line; for names and addresses commas separate too (TXT keeps its commas). */
export function parseDnsExpected(text: string, type: DnsRecordType): string[] {
  const parts = type === 'TXT' ? text.split('\n') : text.split(/[\n,]/);
  return parts.map((part) => part.trim()).filter(Boolean);
}

function DnsSection(props: CheckTypeFieldsProps<DnsValues>) {
  const { t } = useTranslation();
  const { values, set, errorOf } = props;
  return (
    <FormSection columns title={t('checkTypes.dns.title')}>
      <Select
        label={t('checkTypes.dns.recordType')}
        value={values.dnsRecordType}
        onChange={(key) => set('dnsRecordType')(String(key) as DnsRecordType)}
        options={dnsRecordTypeValues.map((type) => ({ id: type, label: type }))}
        errorMessage={errorOf('dnsRecordType')}
      />
      <TextField
        label={t('checkTypes.dns.resolver')}
        description={t('checkTypes.dns.resolverHint')}
        inputMode="text"
        autoComplete="off"
        {...textProps(props, 'dnsResolver')}
      />
      <TextField
        className="md:col-span-2"
        label={t('checkTypes.dns.expected')}
        description={t('checkTypes.dns.expectedHint')}
        multiline
        {...textProps(props, 'dnsExpected')}
      />
      <RadioGroup
        className="md:col-span-2"
        label={t('checkTypes.dns.match')}
        value={values.dnsMatch}
        onChange={(value) => set('dnsMatch')(value === 'all' ? 'all' : 'any')}
        options={[
          { value: 'any', label: t('checkTypes.dns.matchAny') },
          { value: 'all', label: t('checkTypes.dns.matchAll') },
        ]}
      />
    </FormSection>
  );
}

function summary(website: Website, t: TFunction): [string, string][] {
  if (!website.dns) return [];
  return [
    [t('checkTypes.detail.recordType'), website.dns.recordType],
    [
      t('checkTypes.detail.expected'),
      website.dns.expected.length > 0
        ? `${website.dns.expected.join(', ')} (${website.dns.match === 'all' ? t('checkTypes.dns.matchAll') : t('checkTypes.dns.matchAny')})`
        : t('checkTypes.detail.anyValue'),
    ],
    [t('checkTypes.detail.resolver'), website.dns.resolver ?? t('checkTypes.detail.systemResolver')],
  ];
}

/** A DNS record of the website's domain name. */
export const dnsModule: CheckTypeModule<'dns', DnsValues> = {
  defaults: { dnsRecordType: 'A', dnsExpected: '', dnsMatch: 'any', dnsResolver: '' },
  valuesOf: (website) => ({
    dnsRecordType: website.dns?.recordType ?? 'A',
    dnsExpected: website.dns?.expected.join('\n') ?? '',
    dnsMatch: website.dns?.match ?? 'any',
    dnsResolver: website.dns?.resolver ?? '',
  }),
  validate: (values) => ({
    dnsResolver:
      values.dnsResolver.trim() !== '' && !isResolver(values.dnsResolver)
        ? { key: 'checkTypes.errors.resolver' }
        : undefined,
    dnsExpected:
      parseDnsExpected(values.dnsExpected, values.dnsRecordType).length > 20
        ? { key: 'checkTypes.errors.tooMany', values: { max: 20 } }
        : undefined,
  }),
  settings: (values) => ({
    dns: {
      recordType: values.dnsRecordType,
      expected: parseDnsExpected(values.dnsExpected, values.dnsRecordType),
      match: values.dnsMatch,
      resolver: values.dnsResolver.trim() === '' ? null : values.dnsResolver.trim(),
    },
  }),
  formField: (field) => {
    const [head, second] = field.split('.');
    if (head !== 'dns') return undefined;
    return second === 'resolver' ? 'dnsResolver' : second === 'recordType' ? 'dnsRecordType' : 'dnsExpected';
  },
  Sections: DnsSection,
  summary,
  Result: function DnsResult({ result }) {
    const { t } = useTranslation();
    if (!result.dnsAnswers) return null;
    const answers = result.dnsAnswers.length > 0 ? result.dnsAnswers.join(', ') : t('checkTypes.result.noAnswers');
    return <Rows rows={[[t('checkTypes.result.dnsAnswers'), answers]]} />;
  },
  resultCardTitle: 'checkTypes.detail.title',
};
