import type { Website } from '@hlidka/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import { causeLabel, resultValues } from '../../lib/cause-text';
import { formatDate, formatDateTime } from '../../lib/format';
import { CheckNowButton, CheckNowError } from './check-now-parts';
import { checkTypeModules, Rows } from './check-types/index';
import { HeartbeatUrls } from './heartbeat-urls';
import { useFormats } from './labels';
import { useCheckNow } from './use-check-now';
import '../../i18n/areas/check-types';
import '../../i18n/areas/websites';

/** The heartbeat's URLs (success, /fail, /start), each with a copy button. */
export function HeartbeatCard({ website }: { website: Website }) {
  const { t } = useTranslation();
  if (!website.pushUrl) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="text-base">
          {t('websites.detail.heartbeat')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <HeartbeatUrls pushUrl={website.pushUrl} />
        <p className="text-muted-foreground text-sm">
          {t('websites.detail.heartbeatHint', { interval: website.intervalSeconds })}
        </p>
      </CardContent>
    </Card>
  );
}

const usesTls = (website: Website) =>
  website.type === 'tls' || ((website.type === 'http' || website.type === 'keyword') && /^https:/i.test(website.url));

/** The certificate's expiry, asked of the server on demand (one check of the saved configuration). */
export function TlsCard({ website }: { website: Website }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { result, error, check, running } = useCheckNow(website);
  if (!['http', 'keyword', 'tls'].includes(website.type)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="text-base">
          {t('websites.detail.tls')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm" aria-live="polite">
        {!usesTls(website) ? (
          <p className="text-muted-foreground">{t('websites.detail.tlsNone')}</p>
        ) : result?.certificate ? (
          <p>
            {t('websites.detail.tlsValid', {
              date: formatDate(result.certificate.validTo, formats.lng),
              days: result.certificate.daysLeft,
            })}
          </p>
        ) : (
          <>
            <p className="text-muted-foreground">
              {(result && !result.ok ? causeLabel(t, result.code, resultValues(result)) : null) ??
                t('websites.detail.tlsUnknown')}
            </p>
            <CheckNowButton
              running={running}
              onCheck={() => void check()}
              label={t('websites.detail.tlsCheck')}
              runningLabel={t('websites.detail.tlsChecking')}
            />
          </>
        )}
        <CheckNowError error={error} />
      </CardContent>
    </Card>
  );
}

/** What is checked and how often. */
export function SettingsCard({ website }: { website: Website }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const rows: [string, string][] = [
    [t('websites.detail.type'), t(`checkTypes.types.${website.type}`)],
    ...(website.type === 'heartbeat' ? [] : ([[t('websites.detail.target'), website.url]] as [string, string][])),
    ...checkTypeModules[website.type].summary(website, t),
    [t('websites.detail.interval'), t('websites.detail.every', { value: website.intervalSeconds })],
    [t('websites.detail.lastResponse'), formats.ms(website.lastResponseMs)],
    [t('websites.detail.nextCheck'), website.nextCheckAt ? formatDateTime(website.nextCheckAt, formats.lng) : '—'],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="text-base">
          {t('websites.detail.settings')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Rows rows={rows} />
      </CardContent>
    </Card>
  );
}
