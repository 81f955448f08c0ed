import {
  type AssertionOperator,
  assertionOperatorValues,
  type CheckResult,
  HTTP_TOKEN,
  valuelessOperators,
  type Website,
} from '@hlidka/contract';
import { Button, Select, TextField } from '@hlidka/ui';
import { Plus, Trash2 } from 'lucide-react';
import type { TFunction } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import { type CheckTypeFieldsProps, type FieldError, type FieldErrors, Rows } from './module';
import '../../../i18n/areas/check-types';
import '../../../i18n/areas/checks';

// The JSON-body and header assertions of http and keyword checks: rows of the form, their checks, their summary.

export interface AssertionRow {
  source: 'json' | 'header';
  path: string;
  operator: AssertionOperator;
  expected: string;
}

export interface AssertionValues {
  assertions: AssertionRow[];
}

/** A header's name (RFC 9110 token). */
const STEP = String.raw`(?:\.[^.[\]]+|\[\s*(?:-?\d+|'(?:\\.|[^'])*'|"(?:\\.|[^"])*")\s*\])`;
/** `$.a.b[0]`, `$['a b']`, or `a.b.0`: the paths the server's evaluator reads. */
const JSON_PATH = new RegExp(String.raw`^(?:\$${STEP}*|[^.[\]$][^.[\]]*${STEP}*)$`);

export function assertionProblem(row: AssertionRow): FieldError | null {
  if (row.path.trim() === '') return { key: 'checkTypes.errors.assertionPath' };
  if (row.source === 'json' && !JSON_PATH.test(row.path.trim())) return { key: 'checkTypes.errors.jsonPath' };
  if (row.source === 'header' && !HTTP_TOKEN.test(row.path.trim())) return { key: 'checkTypes.errors.headerName' };
  if (['gt', 'gte', 'lt', 'lte'].includes(row.operator) && !Number.isFinite(Number.parseFloat(row.expected))) {
    return { key: 'checkTypes.errors.assertionNumber' };
  }
  if (row.operator === 'matches') {
    try {
      new RegExp(row.expected, 'u');
    } catch {
      return { key: 'checkTypes.errors.assertionPattern' };
    }
  }
  return null;
}

export const assertionValuesOf = (website: Website): AssertionValues => ({
  assertions: website.assertions.map((a) => ({ ...a })),
});

export function validateAssertions({ assertions }: AssertionValues): FieldErrors<AssertionValues> {
  const errors: FieldErrors<AssertionValues> = {};
  assertions.forEach((row, index) => {
    const problem = assertionProblem(row);
    if (problem) errors[`assertions.${index}`] = problem;
  });
  return errors;
}

export const assertionsBody = ({ assertions }: AssertionValues) =>
  assertions.map((row) => ({
    source: row.source,
    path: row.path.trim(),
    operator: row.operator,
    expected: valuelessOperators.includes(row.operator) ? '' : row.expected,
  }));

/** `assertions.1.path` → `assertions.1`, the row the error belongs to. */
export function assertionFormField(field: string): string | undefined {
  const [head, second] = field.split('.');
  if (head !== 'assertions') return undefined;
  return second !== undefined && /^\d+$/.test(second) ? `assertions.${second}` : 'assertions';
}

/** The assertions as one settings row (none without assertions). */
export function assertionSummary(website: Website, t: TFunction): [string, string][] {
  if (website.assertions.length === 0) return [];
  return [
    [
      t('checkTypes.detail.assertions'),
      website.assertions
        .map((a) =>
          a.operator === 'exists' || a.operator === 'notExists'
            ? `${a.path} ${t(`checks.operators.${a.operator}`)}`
            : `${a.path} ${t(`checks.operators.${a.operator}`)} ${t('checks.quoted', { value: a.expected })}`,
        )
        .join('; '),
    ],
  ];
}

const emptyRow = (): AssertionRow => ({ source: 'json', path: '', operator: 'eq', expected: '' });

/** JSON-body and header assertions of an HTTP check: a list of rows, each with its own errors. */
export function AssertionFields({ values, set, errorOf }: CheckTypeFieldsProps<AssertionValues>) {
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
        <p role="alert" className="text-destructive-text text-sm">
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

/** The assertion that failed and the value it read. */
export function AssertionResult({ result }: { result: CheckResult }) {
  const { t } = useTranslation();
  if (!result.assertion) return null;
  return (
    <Rows
      rows={[
        [t('checkTypes.result.assertion'), result.assertion.path],
        [t('checkTypes.result.actual'), result.assertion.actual ?? '—'],
      ]}
    />
  );
}
