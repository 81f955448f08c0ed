import type { CheckResult, Website } from '@hlidka/contract';
import { isApiError, useTestWebsite } from '@hlidka/data';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { toBody, valuesFromWebsite } from './form-model';
import '../../i18n/areas/websites';

/** One check of a saved website's configuration on demand ("test now" of the detail cards): its result or error. */
export function useCheckNow(website: Website) {
  const { t } = useTranslation();
  const test = useTestWebsite();
  const [result, setResult] = useState<CheckResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function check() {
    setError(null);
    try {
      const { name: _name, ...body } = toBody(valuesFromWebsite(website));
      setResult((await test.trigger(body)).result);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('websites.test.error'));
    }
  }
  return { result, error, check, running: test.isMutating };
}
