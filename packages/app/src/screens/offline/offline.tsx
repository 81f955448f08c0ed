import {
  isApiError,
  type OfflineQueue,
  type SyncResult,
  useOfflineMode,
  useOfflineQueue,
  useOnlineStatus,
} from '@hlidka/data';
import { Badge, Button, Switch, toast } from '@hlidka/ui';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format';
import { useOfflineAppState } from '../../lib/service-worker';
import '../../i18n/areas/offline';
import { useLanguage } from '../../i18n';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { Section } from '../common/section';
import { errorWording, type Wording, worded } from '../common/wording';

function AppStatus() {
  const { t } = useTranslation();
  const state = useOfflineAppState();
  const text = {
    ready: t('offline.app.ready'),
    installing: t('offline.app.notReady'),
    unsupported: t('offline.app.unsupported'),
  };
  return (
    <Section title={t('offline.app.title')}>
      <p className="text-sm" data-state={state}>
        {text[state]}
      </p>
    </Section>
  );
}

function QueueSections({ queue }: { queue: OfflineQueue }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const online = useOnlineStatus();
  const mode = useOfflineMode(queue);
  const [syncing, setSyncing] = useState(false);
  const [result, setResult] = useState<SyncResult | null>(null);
  const [syncError, setSyncError] = useState<{ message: Wording; offline: boolean } | null>(null);
  // A sync refused for being offline no longer applies once the browser is back online.
  if (online && syncError?.offline) setSyncError(null);

  async function setEnabled(value: boolean) {
    try {
      await mode.setEnabled(value);
      toast({ title: value ? t('offline.mode.enabled') : t('offline.mode.disabled') });
    } catch {
      toast({ variant: 'destructive', title: t('offline.mode.failed') });
    }
  }

  async function sync() {
    setSyncing(true);
    setSyncError(null);
    setResult(null);
    try {
      setResult(await mode.sync());
    } catch (error) {
      setSyncError({
        message: errorWording(error, 'offline.queue.failed'),
        offline: isApiError(error) && error.code === 'OFFLINE',
      });
    } finally {
      setSyncing(false);
    }
  }

  return (
    <>
      <Section title={t('offline.mode.title')} description={t('offline.mode.description')}>
        <Switch
          isSelected={mode.enabled ?? false}
          isDisabled={mode.enabled === undefined}
          onChange={(value) => void setEnabled(value)}
        >
          {t('offline.mode.label')}
        </Switch>
      </Section>
      <Section
        title={t('offline.queue.title')}
        description={t('offline.queue.count', { count: mode.pending })}
        actions={
          <Button onClick={() => void sync()} isLoading={syncing} loadingLabel={t('offline.queue.syncing')}>
            {t('offline.queue.sync')}
          </Button>
        }
      >
        <div className="flex flex-col gap-3">
          {!online && <p className="text-muted-foreground text-sm">{t('offline.queue.offlineHint')}</p>}
          {result && (
            <div role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
              <p className="font-medium">{t('offline.queue.resultTitle')}</p>
              <p>{t('offline.queue.result', { ...result })}</p>
            </div>
          )}
          {syncError && (
            <p role="alert" className="rounded-md border border-destructive/40 p-3 text-destructive-text text-sm">
              {worded(syncError.message, t)}
            </p>
          )}
          {mode.queued.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('offline.queue.empty')}</p>
          ) : (
            <ul aria-label={t('offline.queue.list')} className="flex flex-col divide-y rounded-md border">
              {mode.queued.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
                  <Badge variant="outline" className="font-mono">
                    {item.method}
                  </Badge>
                  <span className="min-w-0 break-all font-mono">{item.path}</span>
                  <span className="text-muted-foreground">
                    {t('offline.queue.createdAt', { time: formatDateTime(item.createdAt, lng) })}
                  </span>
                  {item.attempts > 0 && (
                    <span className="text-muted-foreground">
                      {t('offline.queue.attempts', { count: item.attempts })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Section>
    </>
  );
}

/** /settings/offline (spec §4): the app kept for offline use, offline mode on or off, the queue and a sync. */
export default function OfflineScreen() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const queue = useOfflineQueue();
  return (
    <ScreenFrame>
      <PageHeader
        title={t('offline.title')}
        description={t('offline.description')}
        back={{ href: '/settings', label: t('offline.back') }}
        actions={
          <Badge variant={online ? 'success' : 'warning'}>{online ? t('offline.online') : t('offline.offline')}</Badge>
        }
      />
      <AppStatus />
      {queue ? (
        <QueueSections queue={queue} />
      ) : (
        <Section title={t('offline.queue.title')}>
          <p className="text-sm">{t('offline.queue.unavailable')}</p>
        </Section>
      )}
    </ScreenFrame>
  );
}
