import type { LoginRecord } from '@hlidka/contract';
import { useLoginHistory, useLoginStats, useSuspiciousLogins } from '@hlidka/data';
import { Badge, Button, EmptyState, Pagination, TextField } from '@hlidka/ui';
import { History, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import { deviceLabel } from './describe';
import '../../../i18n/areas/settings';
import '../../../i18n/areas/two-factor';
import { useLanguage } from '../../../i18n';
import { Field, LoadError, LoadingBlock } from '../../common/query-states';
import { Section } from '../../common/section';
import { TableScroll, usePaginationLabels } from '../../common/tables';

const PAGE_SIZE = 10;

/** Sign-in statistics, the history (date filters, paging) and the attempts flagged as suspicious. */
export function LoginActivity() {
  const { t } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const range = { from: from || undefined, to: to || undefined };
  const invalidRange = Boolean(from && to && from > to);
  const filters = invalidRange ? {} : range;

  return (
    <>
      <Section title={t('settings.logins.title')} description={t('settings.logins.description')}>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label={t('settings.logins.from')}
            type="date"
            value={from}
            onChange={(value) => {
              setFrom(value);
              setPage(1);
            }}
            className="w-44"
          />
          <TextField
            label={t('settings.logins.to')}
            type="date"
            value={to}
            onChange={(value) => {
              setTo(value);
              setPage(1);
            }}
            isInvalid={invalidRange}
            errorMessage={t('settings.logins.badRange')}
            className="w-44"
          />
          {(from || to) && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setFrom('');
                setTo('');
                setPage(1);
              }}
            >
              {t('settings.logins.clear')}
            </Button>
          )}
        </div>
        <LoginStats filters={filters} />
        <LoginHistory filters={filters} page={page} onPageChange={setPage} />
      </Section>
      <SuspiciousLogins />
    </>
  );
}

function LoginStats({ filters }: { filters: { from?: string; to?: string } }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { stats, error, isLoading, mutate } = useLoginStats(filters);
  if (isLoading && !stats) return <LoadingBlock lines={2} />;
  if (error && !stats) return <LoadError error={error} onRetry={() => void mutate()} />;
  if (!stats) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-md border p-3 sm:grid-cols-4">
      <Field strong label={t('settings.logins.stats.total')}>
        {stats.totalLogins}
      </Field>
      <Field strong label={t('settings.logins.stats.successful')}>
        {stats.successfulLogins}
      </Field>
      <Field strong label={t('settings.logins.stats.failed')}>
        {stats.failedLogins}
      </Field>
      <Field strong label={t('settings.logins.stats.suspicious')}>
        {stats.suspiciousLogins}
      </Field>
      <Field strong label={t('settings.logins.stats.uniqueIps')}>
        {stats.uniqueIps}
      </Field>
      <Field strong label={t('settings.logins.stats.uniqueDevices')}>
        {stats.uniqueDevices}
      </Field>
      <Field strong label={t('settings.logins.stats.google')}>
        {stats.byMethod.google}
      </Field>
      <Field strong label={t('settings.logins.stats.last')}>
        {formatDateTime(stats.lastLoginAt, lng)}
      </Field>
    </dl>
  );
}

function LoginHistory({
  filters,
  page,
  onPageChange,
}: {
  filters: { from?: string; to?: string };
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const labels = usePaginationLabels();
  const { logins, pagination, error, isLoading, mutate } = useLoginHistory({ ...filters, page, limit: PAGE_SIZE });
  if (isLoading && !logins) return <LoadingBlock lines={5} />;
  if (error && !logins) return <LoadError error={error} onRetry={() => void mutate()} />;
  if (!logins) return null;
  if (logins.length === 0) {
    return <EmptyState headingLevel={3} icon={<History />} title={t('settings.logins.empty')} />;
  }
  return (
    <div className="flex flex-col gap-3">
      <LoginTable logins={logins} caption={t('settings.logins.caption')} />
      {pagination && pagination.totalPages > 1 && (
        <Pagination page={page} pageCount={pagination.totalPages} onPageChange={onPageChange} labels={labels} />
      )}
    </div>
  );
}

function SuspiciousLogins() {
  const { t } = useTranslation();
  const { logins, error, isLoading, mutate } = useSuspiciousLogins({ limit: 5 });
  return (
    <Section title={t('settings.suspicious.title')} description={t('settings.suspicious.description')}>
      {isLoading && !logins && <LoadingBlock lines={2} />}
      {error && !logins && <LoadError error={error} onRetry={() => void mutate()} />}
      {logins && logins.length === 0 && (
        <EmptyState headingLevel={3} icon={<ShieldCheck />} title={t('settings.suspicious.empty')} />
      )}
      {logins && logins.length > 0 && <LoginTable logins={logins} caption={t('settings.suspicious.caption')} />}
    </Section>
  );
}

function LoginTable({ logins, caption }: { logins: LoginRecord[]; caption: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <TableScroll label={caption}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('settings.logins.columns.time')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('settings.logins.columns.result')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('settings.logins.columns.device')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('settings.logins.columns.ip')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {logins.map((login) => (
            <tr key={login.id}>
              <td className="whitespace-nowrap px-3 py-2">{formatDateTime(login.createdAt, lng)}</td>
              <td className="px-3 py-2">
                <span className="flex flex-wrap gap-1">
                  <Badge variant={login.success ? 'success' : 'destructive'}>
                    {login.success ? t('settings.logins.success') : t('settings.logins.failure')}
                  </Badge>
                  {login.suspicious && <Badge variant="warning">{t('settings.logins.suspicious')}</Badge>}
                  {login.method === 'google' && <Badge variant="outline">Google</Badge>}
                  {login.secondFactor && (
                    <Badge variant="outline">{t(`twoFactor.history.${login.secondFactor}`)}</Badge>
                  )}
                </span>
              </td>
              <td className="px-3 py-2">{deviceLabel(login) ?? t('settings.sessions.unknownDevice')}</td>
              <td className="px-3 py-2 font-mono text-xs">{login.ip ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
