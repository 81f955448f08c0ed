import type { Plan } from '@hlidka/contract';
import { useWebsites } from '@hlidka/data';
import { Button, Checkbox, Dialog } from '@hlidka/ui';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/billing';
import { LoadError, LoadingBlock } from '../common/query-states';

/**
 * A downgrade below current usage: the new plan allows fewer websites than are monitored, so the user picks which
 * ones to pause (sent as `pauseWebsiteIds` with the plan change).
 */
export function DowngradeDialog({
  plan,
  isConfirming,
  onConfirm,
  onCancel,
}: {
  plan: Plan;
  isConfirming: boolean;
  onConfirm: (pauseWebsiteIds: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { websites, error, isLoading, mutate } = useWebsites({ limit: 100 });
  const [paused, setPaused] = useState<Set<string>>(new Set());
  const active = websites?.filter((website) => website.status !== 'paused') ?? [];
  const needed = Math.max(0, active.length - plan.limits.websites);
  const enough = paused.size >= needed;

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && !isConfirming && onCancel()}
      title={t('billing.downgrade.title', { plan: plan.name })}
      description={t('billing.downgrade.description', { limit: plan.limits.websites, count: needed })}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" disabled={isConfirming} onClick={onCancel}>
            {t('billing.shared.back')}
          </Button>
          <Button disabled={!websites || !enough} isLoading={isConfirming} onClick={() => onConfirm([...paused])}>
            {t('billing.downgrade.confirm')}
          </Button>
        </>
      }
    >
      {isLoading && !websites && <LoadingBlock lines={4} />}
      {error && !websites && <LoadError error={error} onRetry={() => void mutate()} />}
      {websites && (
        <fieldset className="flex max-h-72 flex-col gap-2 overflow-y-auto">
          <legend className="mb-2 text-sm">{t('billing.downgrade.pick', { selected: paused.size, needed })}</legend>
          {active.map((website) => (
            <Checkbox
              key={website.id}
              isSelected={paused.has(website.id)}
              onChange={(selected) =>
                setPaused((old) => {
                  const next = new Set(old);
                  if (selected) next.add(website.id);
                  else next.delete(website.id);
                  return next;
                })
              }
            >
              {website.name}
            </Checkbox>
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}
