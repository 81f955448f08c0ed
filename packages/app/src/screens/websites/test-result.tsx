import type { CheckResult, CheckTimings, WebsiteType } from '@hlidka/contract';
import { CheckCircle2, ShieldAlert, XCircle } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { causeLabel, outcomeLabel, resultValues } from '../../lib/cause-text';
import { formatDate } from '../../lib/format';
import { checkTypeModules } from './check-types/index';
import { useFormats } from './labels';
import '../../i18n/areas/websites';

const phases = ['dns', 'connect', 'tls', 'firstByte'] as const;

/** The timing phases of one check as proportional bars with their durations. */
export function TimingPhases({ timings }: { timings: CheckTimings }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const total = Math.max(timings.total, 1);
  return (
    <dl
      aria-label={t('websites.phases.label')}
      className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1.5 text-sm"
    >
      {phases.map((phase) => {
        const value = timings[phase];
        return (
          <div key={phase} className="contents">
            <dt className="text-muted-foreground">{t(`websites.phases.${phase}`)}</dt>
            <div aria-hidden="true" className="h-2 rounded-full bg-muted">
              <div
                className="h-2 rounded-full bg-primary/70"
                style={{ width: `${value === null ? 0 : Math.max(2, Math.min(100, (value / total) * 100))}%` }}
              />
            </div>
            <dd className="text-right tabular-nums">{value === null ? '—' : formats.ms(Math.round(value))}</dd>
          </div>
        );
      })}
      <div className="contents font-medium">
        <dt>{t('websites.phases.total')}</dt>
        <div aria-hidden="true" />
        <dd className="text-right tabular-nums">{formats.ms(Math.round(timings.total))}</dd>
      </div>
    </dl>
  );
}

/** Why a private target is refused and what an administrator can change. */
export function BlockedTargetNote() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="flex flex-col gap-1">
        <p className="font-medium">{t('websites.test.blockedTitle')}</p>
        <p>{t('websites.test.blockedText')}</p>
      </div>
    </div>
  );
}

/** The result of "test now": ok or the translated failure, the phases, the address, redirects and certificate. */
export function TestResult({ result, type }: { result: CheckResult; type: WebsiteType }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { Result } = checkTypeModules[type];
  if (result.code === 'blocked_target') return <BlockedTargetNote />;
  return (
    <section
      aria-label={t('websites.test.title')}
      className="flex flex-col gap-3 rounded-md border p-4"
      data-testid="test-result"
    >
      <p role="status" className="flex items-center gap-2 font-medium">
        {result.ok ? (
          <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
        ) : (
          <XCircle aria-hidden="true" className="size-5 text-destructive-text" />
        )}
        {result.ok
          ? t('websites.test.ok')
          : `${t('websites.test.failed')}: ${outcomeLabel(t, result.code, resultValues(result))}`}
      </p>
      <TimingPhases timings={result.timings} />
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {result.statusCode !== null ? (
          <>
            <dt className="text-muted-foreground">{t('websites.test.statusCode')}</dt>
            <dd>{result.statusCode}</dd>
          </>
        ) : null}
        {result.resolvedAddress ? (
          <>
            <dt className="text-muted-foreground">{t('websites.test.address')}</dt>
            <dd className="break-all">{result.resolvedAddress}</dd>
          </>
        ) : null}
        {result.finalUrl && result.redirects.length > 0 ? (
          <>
            <dt className="text-muted-foreground">{t('websites.test.redirects')}</dt>
            <dd className="break-all">
              {result.redirects.map((redirect) => `${redirect.statusCode} ${redirect.url}`).join(' → ')} →{' '}
              {result.finalUrl}
            </dd>
          </>
        ) : null}
      </dl>
      {Result ? <Result result={result} /> : null}
      {result.certificate ? (
        <p className="text-sm">
          {t('websites.test.certificate', {
            date: formatDate(result.certificate.validTo, formats.lng),
            days: result.certificate.daysLeft,
          })}
        </p>
      ) : null}
      {result.warning ? (
        <p className="text-sm">
          <span className="font-medium">{t('websites.test.warning')}: </span>
          {causeLabel(t, result.warning.code)}
        </p>
      ) : null}
    </section>
  );
}
