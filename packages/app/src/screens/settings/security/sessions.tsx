import { useActiveSessions, useTerminateOtherSessions, useTerminateSession } from '@hlidka/data';
import { AlertDialog, Badge, Button, EmptyState, toast } from '@hlidka/ui';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import { deviceLabel } from './describe';
import '../../../i18n/areas/settings';
import { useLanguage } from '../../../i18n';
import { LoadError, LoadingBlock } from '../../common/query-states';
import { Section } from '../../common/section';
import { errorText } from '../../common/wording';

/** Signed-in devices: end one, or every one but this. */
export function Sessions() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { sessions, error, isLoading, mutate } = useActiveSessions();
  const terminate = useTerminateSession();
  const terminateOthers = useTerminateOtherSessions();
  const [confirmOthers, setConfirmOthers] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);
  const others = sessions?.filter((session) => !session.current) ?? [];

  async function end(id: string) {
    setEnding(id);
    try {
      await terminate.trigger(id);
      toast({ title: t('settings.sessions.ended') });
    } catch (caught) {
      toast({ variant: 'destructive', title: t('settings.sessions.endFailed'), description: errorText(caught, '') });
    } finally {
      setEnding(null);
    }
  }

  async function endOthers() {
    try {
      const result = await terminateOthers.trigger();
      toast({ title: t('settings.sessions.endedOthers', { count: result.terminated }) });
      setConfirmOthers(false);
    } catch (caught) {
      toast({ variant: 'destructive', title: t('settings.sessions.endFailed'), description: errorText(caught, '') });
    }
  }

  return (
    <Section
      title={t('settings.sessions.title')}
      description={t('settings.sessions.description')}
      actions={
        others.length > 0 ? (
          <Button variant="outline" size="sm" onClick={() => setConfirmOthers(true)}>
            {t('settings.sessions.endOthers')}
          </Button>
        ) : undefined
      }
    >
      {isLoading && !sessions && <LoadingBlock lines={3} />}
      {error && !sessions && <LoadError error={error} onRetry={() => void mutate()} />}
      {sessions && sessions.length === 0 && (
        <EmptyState headingLevel={3} icon={<MonitorSmartphone />} title={t('settings.sessions.empty')} />
      )}
      {sessions && sessions.length > 0 && (
        <ul className="flex flex-col divide-y rounded-md border">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
                  {deviceLabel(session) ?? t('settings.sessions.unknownDevice')}
                  {session.current && <Badge variant="success">{t('settings.sessions.current')}</Badge>}
                  {session.method === 'google' && <Badge variant="outline">Google</Badge>}
                </p>
                <p className="text-muted-foreground text-xs">
                  {t('settings.sessions.details', {
                    ip: session.ip ?? t('settings.sessions.unknownIp'),
                    lastUsed: formatDateTime(session.lastUsedAt, lng),
                    created: formatDateTime(session.createdAt, lng),
                  })}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  size="sm"
                  isLoading={ending === session.id}
                  loadingLabel={t('settings.sessions.ending')}
                  disabled={ending !== null}
                  onClick={() => void end(session.id)}
                  aria-label={t('settings.sessions.endOne', {
                    device: deviceLabel(session) ?? t('settings.sessions.unknownDevice'),
                  })}
                >
                  {t('settings.sessions.end')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <AlertDialog
        isOpen={confirmOthers}
        onOpenChange={setConfirmOthers}
        title={t('settings.sessions.confirmTitle')}
        description={t('settings.sessions.confirmDescription', { count: others.length })}
        confirmLabel={t('settings.sessions.endOthers')}
        cancelLabel={t('settings.shared.cancel')}
        variant="destructive"
        isConfirming={terminateOthers.isMutating}
        confirmingLabel={t('settings.sessions.ending')}
        onConfirm={() => void endOthers()}
      />
    </Section>
  );
}
