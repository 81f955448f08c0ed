import { Button, toast } from '@hlidka/ui';
import { Copy } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/websites';

/** The three signals a heartbeat's job can send: its push URL, `/fail` and `/start`. */
export function heartbeatUrls(pushUrl: string) {
  return [
    { id: 'success', url: pushUrl },
    { id: 'fail', url: `${pushUrl}/fail` },
    { id: 'start', url: `${pushUrl}/start` },
  ] as const;
}

/** The heartbeat's three URLs, each with what it does and a copy button (the detail page and the edit form). */
export function HeartbeatUrls({ pushUrl }: { pushUrl: string }) {
  const { t } = useTranslation();
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('websites.toast.copied') });
    } catch {
      toast({ title: t('websites.toast.copyFailed'), variant: 'destructive' });
    }
  }
  return (
    <dl className="flex flex-col gap-3">
      {heartbeatUrls(pushUrl).map(({ id, url }) => {
        const label = t(`websites.detail.heartbeatUrls.${id}`);
        return (
          <div key={id} className="flex flex-col gap-1">
            <dt className="font-medium text-sm">{label}</dt>
            <dd className="flex flex-col gap-1">
              <span className="flex flex-col gap-2 sm:flex-row sm:items-center">
                <code className="min-w-0 flex-1 break-all rounded-md bg-muted px-2 py-1.5 text-sm">{url}</code>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('websites.detail.heartbeatUrls.copy', { label })}
                  onClick={() => void copy(url)}
                >
                  <Copy aria-hidden="true" />
                  {t('websites.detail.copy')}
                </Button>
              </span>
              <span className="text-muted-foreground text-xs">{t(`websites.detail.heartbeatUrls.${id}Hint`)}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
