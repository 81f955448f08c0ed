import { HTTP_TOKEN, type Website } from '@hlidka/contract';
import { Checkbox, RadioGroup, Select, TextField } from '@hlidka/ui';
import { useTranslation } from '../../../i18n/use-translation';
import { FormSection } from '../../common/form-parts';
import {
  AssertionFields,
  AssertionResult,
  type AssertionValues,
  assertionFormField,
  assertionSummary,
  assertionsBody,
  assertionValuesOf,
  validateAssertions,
} from './assertions';
import {
  type CheckTypeFieldsProps,
  type CheckTypeModule,
  type FieldErrors,
  numberError,
  optionalInt,
  textProps,
} from './module';
import { TlsWarnField, type TlsWarnValues, tlsWarn } from './tls';
import '../../../i18n/areas/check-types';
import '../../../i18n/areas/websites';

// http and keyword checks: the request, what the response must be, the keyword, the assertions.

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
export const httpMethods: HttpMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export interface HttpValues extends AssertionValues, TlsWarnValues {
  method: HttpMethod;
  headers: string;
  body: string;
  expectedStatus: string;
  keyword: string;
  keywordMode: 'present' | 'absent';
  caseSensitive: boolean;
  followRedirects: boolean;
  maxRedirects: string;
  maxResponseTimeMs: string;
  verifyTls: boolean;
}

const STATUS = /^([1-5]xx|[1-5]\d\d(-[1-5]\d\d)?)$/;

/** "Name: value" lines → a header record; null when a line is malformed. */
export function parseHeaders(text: string): Record<string, string> | null {
  const headers: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0) return null;
    const name = line.slice(0, colon).trim();
    if (!HTTP_TOKEN.test(name)) return null;
    headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** "200, 2xx, 200-299" → [200, '2xx', '200-299']; null when one is malformed. */
export function parseExpectedStatus(text: string): (number | string)[] | null {
  const parts = text
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 20) return null;
  const result: (number | string)[] = [];
  for (const part of parts) {
    if (!STATUS.test(part)) return null;
    result.push(/^\d{3}$/.test(part) ? Number(part) : part);
  }
  return result;
}

const defaults: HttpValues = {
  method: 'GET',
  headers: '',
  body: '',
  expectedStatus: '2xx',
  keyword: '',
  keywordMode: 'present',
  caseSensitive: true,
  followRedirects: true,
  maxRedirects: '5',
  maxResponseTimeMs: '',
  verifyTls: true,
  ...tlsWarn.defaults,
  assertions: [],
};

const valuesOf = (website: Website): HttpValues => ({
  method: website.method,
  headers: Object.entries(website.headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n'),
  body: website.body ?? '',
  expectedStatus: website.expectedStatus.join(', '),
  keyword: website.keyword?.value ?? '',
  keywordMode: website.keyword?.mode ?? 'present',
  caseSensitive: website.keyword?.caseSensitive ?? true,
  followRedirects: website.followRedirects,
  maxRedirects: String(website.maxRedirects),
  maxResponseTimeMs: website.maxResponseTimeMs === null ? '' : String(website.maxResponseTimeMs),
  verifyTls: website.verifyTls,
  ...tlsWarn.valuesOf(website),
  ...assertionValuesOf(website),
});

function validate(values: HttpValues): FieldErrors<HttpValues> {
  return {
    headers: parseHeaders(values.headers) === null ? { key: 'headers' } : undefined,
    expectedStatus: parseExpectedStatus(values.expectedStatus) === null ? { key: 'expectedStatus' } : undefined,
    body:
      values.body.trim() !== '' && (values.method === 'GET' || values.method === 'HEAD')
        ? { key: 'bodyNotAllowed' }
        : undefined,
    maxRedirects: numberError(values.maxRedirects, [0, 5]),
    maxResponseTimeMs: numberError(values.maxResponseTimeMs, [1, 300_000], { optional: true }),
    ...tlsWarn.validate(values),
    ...validateAssertions(values),
  };
}

const request = (values: HttpValues) => ({
  method: values.method,
  headers: parseHeaders(values.headers) ?? {},
  body: values.body.trim() === '' ? null : values.body,
  expectedStatus: parseExpectedStatus(values.expectedStatus) ?? ['2xx'],
  followRedirects: values.followRedirects,
  maxRedirects: Number(values.maxRedirects),
  maxResponseTimeMs: optionalInt(values.maxResponseTimeMs),
  verifyTls: values.verifyTls,
  ...tlsWarn.settings(values),
  assertions: assertionsBody(values),
});

function RequestSection(props: CheckTypeFieldsProps<HttpValues>) {
  const { t } = useTranslation();
  const { values, set, errorOf } = props;
  return (
    <FormSection columns title={t('websites.form.request')}>
      <Select
        label={t('websites.form.method')}
        value={values.method}
        onChange={(key) => set('method')(String(key) as HttpMethod)}
        options={httpMethods.map((method) => ({ id: method, label: method }))}
      />
      <TextField
        label={t('websites.form.expectedStatus')}
        description={t('websites.form.expectedStatusHint')}
        {...textProps(props, 'expectedStatus')}
      />
      <TextField
        className="md:col-span-2"
        label={t('websites.form.headers')}
        description={t('websites.form.headersHint')}
        multiline
        {...textProps(props, 'headers')}
      />
      {values.method !== 'GET' && values.method !== 'HEAD' ? (
        <TextField className="md:col-span-2" label={t('websites.form.body')} multiline {...textProps(props, 'body')} />
      ) : errorOf('body') ? (
        <p role="alert" className="text-destructive-text text-sm md:col-span-2">
          {errorOf('body')}
        </p>
      ) : null}
    </FormSection>
  );
}

function KeywordFields(props: CheckTypeFieldsProps<HttpValues>) {
  const { t } = useTranslation();
  const { values, set } = props;
  return (
    <>
      <TextField label={t('websites.form.keyword')} isRequired {...textProps(props, 'keyword')} />
      <RadioGroup
        label={t('websites.form.keywordMode')}
        value={values.keywordMode}
        onChange={(value) => set('keywordMode')(value === 'absent' ? 'absent' : 'present')}
        options={[
          { value: 'present', label: t('websites.form.keywordPresent') },
          { value: 'absent', label: t('websites.form.keywordAbsent') },
        ]}
      />
      <Checkbox isSelected={values.caseSensitive} onChange={set('caseSensitive')}>
        {t('websites.form.caseSensitive')}
      </Checkbox>
    </>
  );
}

function HttpSections({ withKeyword, ...props }: CheckTypeFieldsProps<HttpValues> & { withKeyword: boolean }) {
  const { t } = useTranslation();
  const { values, set } = props;
  return (
    <>
      <RequestSection {...props} />
      <FormSection columns title={t('checkTypes.assertions.title')}>
        <AssertionFields {...props} />
      </FormSection>
      <FormSection columns title={t('websites.form.assertions')}>
        {withKeyword ? <KeywordFields {...props} /> : null}
        <TextField
          label={t('websites.form.maxResponseTime')}
          description={t('websites.form.maxResponseTimeHint')}
          inputMode="numeric"
          {...textProps(props, 'maxResponseTimeMs')}
        />
        <div className="flex flex-col gap-3">
          <Checkbox isSelected={values.followRedirects} onChange={set('followRedirects')}>
            {t('websites.form.followRedirects')}
          </Checkbox>
          <Checkbox isSelected={values.verifyTls} onChange={set('verifyTls')}>
            {t('websites.form.verifyTls')}
          </Checkbox>
        </div>
        {values.followRedirects ? (
          <TextField
            label={t('websites.form.maxRedirects')}
            inputMode="numeric"
            {...textProps(props, 'maxRedirects')}
          />
        ) : null}
        <TlsWarnField {...props} />
      </FormSection>
    </>
  );
}

export const httpModule: CheckTypeModule<'http', HttpValues> = {
  defaults,
  valuesOf,
  validate,
  settings: (values) => ({ ...request(values), keyword: null }),
  formField: assertionFormField,
  Sections: (props) => <HttpSections {...props} withKeyword={false} />,
  summary: assertionSummary,
  Result: AssertionResult,
};

export const keywordModule: CheckTypeModule<'keyword', HttpValues> = {
  defaults,
  valuesOf,
  validate: (values) => ({
    ...validate(values),
    keyword: values.keyword.trim() === '' ? { key: 'keyword' } : undefined,
  }),
  settings: (values) => ({
    ...request(values),
    keyword: { value: values.keyword, mode: values.keywordMode, caseSensitive: values.caseSensitive },
  }),
  formField: assertionFormField,
  Sections: (props) => <HttpSections {...props} withKeyword />,
  summary: assertionSummary,
  Result: AssertionResult,
};
