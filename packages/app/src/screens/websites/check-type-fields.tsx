import { Button, RadioGroup, Select, TextField } from '@hlidka/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type AssertionRow, assertionOperatorValues, dnsRecordTypeValues } from './check-type-model';
import type { WebsiteFormValues } from './form-model';
import '../../i18n/areas/check-types';
import '../../i18n/areas/checks';

type FieldName = keyof WebsiteFormValues | `assertions.${number}`;

export interface CheckTypeFieldsProps {
  values: WebsiteFormValues;
  set: <K extends keyof WebsiteFormValues>(field: K) => (value: WebsiteFormValues[K]) => void;
  errorOf: (field: FieldName) => string | undefined;
}

function useText({ values, set, errorOf }: CheckTypeFieldsProps) {
  return (field: keyof WebsiteFormValues) => {
    const message = errorOf(field);
    return {
      name: field,
      isInvalid: Boolean(message),
      errorMessage: message,
      value: String(values[field]),
      onChange: set(field) as (value: string) => void,
    };
  };
}

/** DNS: record type, expected values, any/all, resolver. */
export function DnsFields(props: CheckTypeFieldsProps) {
  const { t } = useTranslation();
  const text = useText(props);
  const { values, set, errorOf } = props;
  return (
    <>
      <Select
        label={t('checkTypes.dns.recordType')}
        value={values.dnsRecordType}
        onChange={(key) => set('dnsRecordType')(String(key) as WebsiteFormValues['dnsRecordType'])}
        options={dnsRecordTypeValues.map((type) => ({ id: type, label: type }))}
        errorMessage={errorOf('dnsRecordType')}
      />
      <TextField
        label={t('checkTypes.dns.resolver')}
        description={t('checkTypes.dns.resolverHint')}
        inputMode="text"
        autoComplete="off"
        {...text('dnsResolver')}
      />
      <TextField
        className="md:col-span-2"
        label={t('checkTypes.dns.expected')}
        description={t('checkTypes.dns.expectedHint')}
        multiline
        {...text('dnsExpected')}
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
    </>
  );
}

/** Ping: packets, loss and round-trip limits, and what the server needs to ping at all. */
export function PingFields(props: CheckTypeFieldsProps) {
  const { t } = useTranslation();
  const text = useText(props);
  return (
    <>
      <TextField label={t('checkTypes.ping.count')} inputMode="numeric" {...text('pingCount')} />
      <TextField label={t('checkTypes.ping.maxLoss')} inputMode="numeric" {...text('pingMaxLoss')} />
      <TextField
        label={t('checkTypes.ping.maxRtt')}
        description={t('checkTypes.ping.maxRttHint')}
        inputMode="numeric"
        {...text('pingMaxRtt')}
      />
      <p className="text-muted-foreground text-sm md:col-span-2">{t('checkTypes.ping.note')}</p>
    </>
  );
}

/** Domain expiry: how early to warn. */
export function DomainFields(props: CheckTypeFieldsProps) {
  const { t } = useTranslation();
  const text = useText(props);
  return (
    <>
      <TextField label={t('checkTypes.domainCheck.warnDays')} inputMode="numeric" {...text('domainWarnDays')} />
      <p className="text-muted-foreground text-sm md:col-span-2">{t('checkTypes.domainCheck.note')}</p>
    </>
  );
}

const emptyRow = (): AssertionRow => ({ source: 'json', path: '', operator: 'eq', expected: '' });

/** JSON-body and header assertions of an HTTP check: a list of rows, each with its own errors. */
export function AssertionFields({ values, set, errorOf }: CheckTypeFieldsProps) {
  const { t } = useTranslation();
  const rows = values.assertions;
  const change = (index: number, patch: Partial<AssertionRow>) =>
    set('assertions')(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const listError = errorOf('assertions');
  return (
    <div className="flex flex-col gap-3 md:col-span-2">
      <p className="text-muted-foreground text-sm">{t('checkTypes.assertions.description')}</p>
      {rows.length === 0 ? <p className="text-sm">{t('checkTypes.assertions.empty')}</p> : null}
      {rows.map((row, index) => {
        const n = index + 1;
        const error = errorOf(`assertions.${index}`);
        const valueless = row.operator === 'exists' || row.operator === 'notExists';
        return (
          <fieldset
            // Rows have no identity of their own; their position is what the errors refer to.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className="grid grid-cols-1 gap-3 rounded-md border p-3 md:grid-cols-[10rem_1fr_12rem_1fr_auto]"
          >
            <legend className="px-1 font-medium text-sm">{t('checkTypes.assertions.row', { n })}</legend>
            <Select
              label={t('checkTypes.assertions.source')}
              value={row.source}
              onChange={(key) => change(index, { source: String(key) === 'header' ? 'header' : 'json' })}
              options={[
                { id: 'json', label: t('checkTypes.assertions.sources.json') },
                { id: 'header', label: t('checkTypes.assertions.sources.header') },
              ]}
            />
            <TextField
              label={
                row.source === 'json' ? t('checkTypes.assertions.jsonPath') : t('checkTypes.assertions.headerName')
              }
              name={`assertions.${index}.path`}
              value={row.path}
              onChange={(path) => change(index, { path })}
              isInvalid={Boolean(error)}
              errorMessage={error}
              autoComplete="off"
            />
            <Select
              label={t('checkTypes.assertions.operator')}
              value={row.operator}
              onChange={(key) => change(index, { operator: String(key) as AssertionRow['operator'] })}
              options={assertionOperatorValues.map((operator) => ({
                id: operator,
                label: t(`checks.operators.${operator}`),
              }))}
            />
            {valueless ? (
              <div aria-hidden="true" />
            ) : (
              <TextField
                label={t('checkTypes.assertions.expected')}
                name={`assertions.${index}.expected`}
                value={row.expected}
                onChange={(expected) => change(index, { expected })}
                autoComplete="off"
              />
            )}
            <div className="flex items-end">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('checkTypes.assertions.remove', { n })}
                onClick={() => set('assertions')(rows.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </fieldset>
        );
      })}
      {listError ? (
        <p role="alert" className="text-destructive text-sm">
          {listError}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => set('assertions')([...rows, emptyRow()])}
          disabled={rows.length >= 20}
        >
          <Plus aria-hidden="true" />
          {t('checkTypes.assertions.add')}
        </Button>
      </div>
    </div>
  );
}
