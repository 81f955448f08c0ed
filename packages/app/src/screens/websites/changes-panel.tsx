import type { ValueChange, Website } from '@hlidka/contract';
import { isApiError, useAcceptChange, useWebsiteChanges } from '@hlidka/data';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Skeleton, toast } from '@hlidka/ui';
import { Check } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format';
import { ErrorState } from '../common/query-states';
import { ChangeDifference, itemName } from './change-difference';
import { useFormats } from './labels';
import '../../i18n/areas/changes';

function OpenChange({ change }: { change: ValueChange }) {
  const { t } = useTranslation();
  const { lng } = useFormats();
  const accept = useAcceptChange();
  async function onAccept() {
    try {
      await accept.trigger({ websiteId: change.websiteId, changeId: change.id });
      toast({ title: t('changes.panel.accepted') });
    } catch (caught) {
      toast({
        title: t('changes.panel.acceptFailed'),
        description: isApiError(caught) ? caught.message : undefined,
        variant: 'destructive',
      });
    }
  }
  return (
    <li className="flex flex-col gap-3 border-t pt-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h3 className="font-medium text-sm">{itemName(t, change.item)}</h3>
          <p className="text-muted-foreground text-xs">
            {t('changes.panel.detectedAt', { time: formatDateTime(change.detectedAt, lng) })}
          </p>
        </div>
        <Button
          size="sm"
          onClick={() => void onAccept()}
          isLoading={accept.isMutating}
          loadingLabel={t('changes.panel.accept')}
        >
          <Check aria-hidden="true" />
          {t('changes.panel.accept')}
        </Button>
      </div>
      <ChangeDifference change={change} />
    </li>
  );
}

function ClosedChange({ change }: { change: ValueChange }) {
  const { t } = useTranslation();
  const { lng } = useFormats();
  const when = formatDateTime(change.closedAt ?? change.detectedAt, lng);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1.5 text-sm">
      <span className="font-medium">{itemName(t, change.item)}</span>
      <span className="text-muted-foreground text-xs">
        {change.acceptedBy
          ? t('changes.panel.acceptedBy', { name: change.acceptedBy.name, time: when })
          : `${t(`changes.panel.status.${change.status}`)}, ${t('changes.panel.closedAt', { time: when })}`}
      </span>
    </li>
  );
}

/**
 * The website's detected changes (change detection): the open ones with their difference and "Přijmout jako novou
 * hodnotu", then the earlier ones. Shown for websites that watch something.
 */
export function ChangesPanel({ website }: { website: Website }) {
  const { t } = useTranslation();
  const { changes, error, isLoading, mutate } = useWebsiteChanges(website.changeWatch ? website.id : null);
  if (!website.changeWatch) return null;
  const open = changes?.filter((change) => change.status === 'open') ?? [];
  const closed = changes?.filter((change) => change.status !== 'open') ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2 text-base">
          {t('changes.panel.title')}
          {open.length > 0 ? <Badge variant="warning">{open.length}</Badge> : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4" aria-busy={isLoading}>
        {error ? (
          <ErrorState title={t('changes.panel.error')} message={error.message} onRetry={() => void mutate()} />
        ) : !changes ? (
          <div role="status" className="flex flex-col gap-2" aria-label={t('changes.panel.loading')}>
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : changes.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('changes.panel.empty')}</p>
        ) : (
          <>
            {open.length > 0 ? (
              <ul className="flex flex-col gap-4">
                {open.map((change) => (
                  <OpenChange key={change.id} change={change} />
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground text-sm">{t('changes.panel.empty')}</p>
            )}
            {closed.length > 0 ? (
              <section className="flex flex-col gap-1">
                <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
                  {t('changes.panel.history')}
                </h3>
                <ul className="divide-y">
                  {closed.map((change) => (
                    <ClosedChange key={change.id} change={change} />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
