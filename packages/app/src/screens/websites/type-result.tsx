import type { CheckResult, Website } from '@hlidka/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@hlidka/ui';
import { useTranslation } from 'react-i18next';
import { causeLabel, outcomeLabel, resultValues } from '../../lib/cause-text';
import { formatDate } from '../../lib/format';
import { CheckNowButton, CheckNowError } from './check-now-parts';
import { useFormats } from './labels';
import { useCheckNow } from './use-check-now';
import '../../i18n/areas/check-types';
import '../../i18n/areas/checks';
import '../../i18n/areas/websites';

const ms = (value: number | null) => (value === null ? '—' : String(Math.round(value * 100) / 100));

/** What a DNS, ping, domain or assertion check found: the answer, the packets, the expiry, the failed assertion. */
export function TypeResultRows({ result }: { result: CheckResult }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const rows: [string, string][] = [];
  if (result.dnsAnswers) {
    rows.push([
      t('checkTypes.result.dnsAnswers'),
      result.dnsAnswers.length > 0 ? result.dnsAnswers.join(', ') : t('checkTypes.result.noAnswers'),
    ]);
  }
  if (result.ping) {
    rows.push([
      t('checkTypes.result.ping'),
      t('checkTypes.result.pingStats', {
        received: result.ping.received,
        sent: result.ping.sent,
        loss: result.ping.lossPercent,
      }),
    ]);
    if (result.ping.rttAvgMs !== null) {
      rows.push([
        t('checkTypes.result.rtt'),
        `${ms(result.ping.rttMinMs)} / ${ms(result.ping.rttAvgMs)} / ${ms(result.ping.rttMaxMs)} ms`,
      ]);
    }
  }
  if (result.assertion) {
    rows.push([t('checkTypes.result.assertion'), result.assertion.path]);
    rows.push([t('checkTypes.result.actual'), result.assertion.actual ?? '—']);
  }
  return (
    <>
      {rows.length > 0 ? (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {result.domain ? (
        <p className="text-sm">
          {result.domain.daysLeft < 0
            ? t('checkTypes.result.domainExpired', { date: formatDate(result.domain.expiresAt, formats.lng) })
            : t('checkTypes.result.domain', {
                date: formatDate(result.domain.expiresAt, formats.lng),
                days: result.domain.daysLeft,
              })}
        </p>
      ) : null}
    </>
  );
}

/** DNS, ping and domain websites: their latest finding asked of the server on demand (one check of the saved config). */
export function CheckResultCard({ website }: { website: Website }) {
  const { t } = useTranslation();
  const { result, error, check, running } = useCheckNow(website);
  if (website.type !== 'dns' && website.type !== 'ping' && website.type !== 'domain') return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="text-base">
          {website.type === 'domain' ? t('checkTypes.domainCheck.title') : t('checkTypes.detail.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm" aria-live="polite">
        {result ? (
          <>
            <p className={result.ok ? undefined : 'text-destructive'}>
              {outcomeLabel(t, result.code, resultValues(result))}
            </p>
            <TypeResultRows result={result} />
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

/** The settings rows of a website's check type, for the detail's settings card. */
export function useTypeSettingRows(website: Website): [string, string][] {
  const { t } = useTranslation();
  if (website.type === 'dns' && website.dns) {
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
  if (website.type === 'ping' && website.ping) {
    return [
      [t('checkTypes.detail.packets'), String(website.ping.count)],
      [t('checkTypes.detail.maxLoss'), `${website.ping.maxLossPercent} %`],
    ];
  }
  if (website.type === 'domain' && website.domainWarnDays !== null) {
    return [[t('checkTypes.detail.warnDays'), t('checkTypes.detail.days', { days: website.domainWarnDays })]];
  }
  if (website.assertions.length > 0) {
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
  return [];
}
