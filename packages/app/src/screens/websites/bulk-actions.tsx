import type { Website } from '@hlidka/contract';
import { useDeleteWebsite, usePauseWebsite, useResumeWebsite } from '@hlidka/data';
import { AlertDialog, Button, toast } from '@hlidka/ui';
import { Pause, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/websites';

type Action = 'pause' | 'resume' | 'delete';

/** Pause, resume or delete the selected websites (delete asks first); one toast says how it went. */
export function BulkActions({ websites, onDone }: { websites: Website[]; onDone: () => void }) {
  const { t } = useTranslation();
  const pause = usePauseWebsite();
  const resume = useResumeWebsite();
  const remove = useDeleteWebsite();
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function run(action: Action) {
    const targets = websites.filter((website) =>
      action === 'pause' ? website.status !== 'paused' : action === 'resume' ? website.status === 'paused' : true,
    );
    const trigger = { pause: pause.trigger, resume: resume.trigger, delete: remove.trigger }[action];
    setBusy(action);
    const results = await Promise.allSettled(targets.map((website) => trigger(website.id)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    const done = targets.length - failed;
    setBusy(null);
    setConfirming(false);
    const doneKey = { pause: 'websites.bulk.paused', resume: 'websites.bulk.resumed', delete: 'websites.bulk.deleted' };
    if (done > 0 || failed === 0) toast({ title: t(doneKey[action], { count: done }) });
    if (failed > 0) toast({ title: t('websites.bulk.failed', { count: failed }), variant: 'destructive' });
    onDone();
  }

  const count = websites.length;
  return (
    <section
      aria-label={t('websites.actions.label')}
      className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-medium text-sm" aria-live="polite">
        {t('websites.selected', { count })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          isLoading={busy === 'pause'}
          disabled={busy !== null}
          onClick={() => void run('pause')}
        >
          <Pause aria-hidden="true" />
          {t('websites.bulk.pause')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          isLoading={busy === 'resume'}
          disabled={busy !== null}
          onClick={() => void run('resume')}
        >
          <Play aria-hidden="true" />
          {t('websites.bulk.resume')}
        </Button>
        <Button size="sm" variant="destructive" disabled={busy !== null} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          {t('websites.bulk.delete')}
        </Button>
      </div>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        variant="destructive"
        title={t('websites.bulk.confirmTitle')}
        description={t('websites.bulk.confirmText', { count })}
        confirmLabel={t('websites.bulk.delete')}
        cancelLabel={t('websites.actions.cancel')}
        confirmingLabel={t('websites.actions.deleting')}
        isConfirming={busy === 'delete'}
        onConfirm={() => void run('delete')}
      />
    </section>
  );
}
