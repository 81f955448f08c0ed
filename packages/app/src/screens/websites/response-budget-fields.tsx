import type { DegradedMode } from '@hlidka/contract';
import { Select, TextField } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import type { WebsiteFormValues } from './form-model';
import '../../i18n/areas/websites';

export interface ResponseBudgetFieldsProps {
  values: Pick<WebsiteFormValues, 'degradedAfterMs' | 'degradedMode' | 'degradedWindow'>;
  set: <K extends 'degradedAfterMs' | 'degradedMode' | 'degradedWindow'>(
    field: K,
  ) => (value: WebsiteFormValues[K]) => void;
  errorOf: (field: 'degradedAfterMs' | 'degradedWindow') => string | undefined;
}

/**
 * The response-time budget: a website whose checks answer slower is "Zpomalený" (each check, or the 95th percentile
 * of the last N). Empty = no budget. The mode and window show once a budget is entered.
 */
export function ResponseBudgetFields({ values, set, errorOf }: ResponseBudgetFieldsProps) {
  const { t } = useTranslation();
  const field = (name: 'degradedAfterMs' | 'degradedWindow') => {
    const message = errorOf(name);
    return {
      name,
      value: values[name],
      onChange: set(name),
      isInvalid: Boolean(message),
      errorMessage: message,
      inputMode: 'numeric' as const,
    };
  };
  const budgeted = values.degradedAfterMs.trim() !== '';
  return (
    <>
      <TextField
        label={t('websites.form.degradedAfterMs')}
        description={t('websites.form.degradedAfterMsHint')}
        {...field('degradedAfterMs')}
      />
      {budgeted ? (
        <Select
          label={t('websites.form.degradedMode')}
          value={values.degradedMode}
          onChange={(key) => set('degradedMode')(String(key) as DegradedMode)}
          options={[
            { id: 'each', label: t('websites.form.degradedModes.each') },
            { id: 'p95', label: t('websites.form.degradedModes.p95') },
          ]}
        />
      ) : null}
      {budgeted && values.degradedMode === 'p95' ? (
        <TextField
          label={t('websites.form.degradedWindow')}
          description={t('websites.form.degradedWindowHint')}
          {...field('degradedWindow')}
        />
      ) : null}
    </>
  );
}
