import type { StatusPageSubscriber } from '@hlidka/contract';
import { useRemoveStatusPageSubscriber, useStatusPageSubscribers } from '@hlidka/data';
import { AlertDialog, Badge, Button } from '@hlidka/ui';
import { Mail, Webhook } from 'lucide-react';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import { Context, LoadError, LoadingBlock } from '../common/query-states';
import { Section } from '../common/section';
import { useConfirmedDelete } from '../common/use-confirmed-delete';
import '../../i18n/areas/status-pages';

/** Who follows the page's incidents (e-mail or webhook, confirmed or not), with remove after a confirmation. */
export function StatusPageSubscribers({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { subscribers, error, isLoading, mutate } = useStatusPageSubscribers(pageId);
  const remove = useRemoveStatusPageSubscriber();
  const { deleting, setDeleting, confirmDelete } = useConfirmedDelete<StatusPageSubscriber>(
    (subscriberId) => remove.trigger({ id: pageId, subscriberId }),
    { deleted: t('statusPages.subscribers.removed'), failed: t('statusPages.subscribers.removeFailed') },
  );

  return (
    <Section title={t('statusPages.subscribers.title')} description={t('statusPages.subscribers.description')}>
      {error ? (
        <LoadError error={error} title={t('statusPages.subscribers.loadFailed')} onRetry={() => void mutate()} />
      ) : isLoading || !subscribers ? (
        <LoadingBlock lines={2} />
      ) : subscribers.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('statusPages.subscribers.empty')}</p>
      ) : (
        <ul aria-label={t('statusPages.subscribers.list')} className="flex flex-col divide-y">
          {subscribers.map((subscriber) => (
            <li key={subscriber.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 flex-col gap-1">
                <p className="flex min-w-0 items-center gap-2 text-sm">
                  {subscriber.kind === 'email' ? (
                    <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  ) : (
                    <Webhook aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  )}
                  <span className="sr-only">{t(`statusPages.subscribers.kinds.${subscriber.kind}`)}: </span>
                  <span className="break-all font-medium">{subscriber.target}</span>
                </p>
                <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
                  <Badge variant={subscriber.confirmed ? 'success' : 'secondary'}>
                    {t(subscriber.confirmed ? 'statusPages.subscribers.confirmed' : 'statusPages.subscribers.pending')}
                  </Badge>
                  <span>
                    {t('statusPages.subscribers.language', {
                      language: t(`statusPages.subscribers.languages.${subscriber.language}`),
                    })}
                  </span>
                  <span>{t('statusPages.subscribers.since', { date: formatDate(subscriber.createdAt, lng) })}</span>
                </p>
              </div>
              <Button variant="ghost" size="sm" onClick={() => setDeleting(subscriber)}>
                {t('statusPages.subscribers.remove')}
                <Context>{subscriber.target}</Context>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        variant="destructive"
        title={t('statusPages.subscribers.removeTitle', { target: deleting?.target ?? '' })}
        description={t('statusPages.subscribers.removeDescription')}
        confirmLabel={t('statusPages.subscribers.remove')}
        confirmingLabel={t('statusPages.subscribers.removing')}
        cancelLabel={t('statusPages.form.cancel')}
        isConfirming={remove.isMutating}
        onConfirm={() => void confirmDelete()}
      />
    </Section>
  );
}
