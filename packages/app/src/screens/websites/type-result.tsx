import type { Website } from '@hlidka/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import { causeLabel, outcomeLabel, resultValues } from '../../lib/cause-text';
import { formatDate } from '../../lib/format';
import { CheckNowButton, CheckNowError } from './check-now-parts';
import { checkTypeModules } from './check-types/index';
import { useFormats } from './labels';
import { useCheckNow } from './use-check-now';
import '../../i18n/areas/check-types';
import '../../i18n/areas/checks';
import '../../i18n/areas/websites';

/**
 * Websites whose finding is not a response time (DNS, ping, domain, SMTP): their latest finding asked of the server on
 * demand (one check of the saved configuration), with the certificate's expiry where the check read one.
 */
export function CheckResultCard({ website }: { website: Website }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { result, error, check, running } = useCheckNow(website);
  const { resultCardTitle, Result } = checkTypeModules[website.type];
  if (!resultCardTitle) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="text-base">
          {t(resultCardTitle)}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm" aria-live="polite">
        {result ? (
          <>
            <p className={result.ok ? undefined : 'text-destructive-text'}>
              {outcomeLabel(t, result.code, resultValues(result))}
            </p>
            {Result ? <Result result={result} /> : null}
            {result.certificate ? (
              <p>
                {t('websites.test.certificate', {
                  date: formatDate(result.certificate.validTo, formats.lng),
                  days: result.certificate.daysLeft,
                })}
              </p>
            ) : null}
            {result.warning ? <p>{causeLabel(t, result.warning.code)}</p> : null}
          </>
        ) : (
          <p className="text-muted-foreground">{t('checkTypes.detail.unknown')}</p>
        )}
        <CheckNowButton
          running={running}
          onCheck={() => void check()}
          label={t('checkTypes.detail.run')}
          runningLabel={t('checkTypes.detail.running')}
        />
        <CheckNowError error={error} />
      </CardContent>
    </Card>
  );
}
