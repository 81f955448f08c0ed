import type { Silence } from '@hlidka/contract';
import { isApiError, useClearSilence } from '@hlidka/data';
import { AlertDialog, Button, type ButtonProps, toast } from '@hlidka/ui';
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Context } from '../common/query-states';
import { SilenceDialog, type SilenceTarget } from './silence-dialog';
import '../../i18n/areas/silences';

/**
 * "Ztlumit upozornění" opening the dialog, or, while `silence` holds, "Zrušit ztlumení" after a confirmation that says
 * what it ends (a group's silence covers all its websites). `context` names the target for screen readers where
 * several such buttons share a screen.
 */
export function SilenceControl({
  target,
  silence,
  size,
  context,
}: {
  target: SilenceTarget;
  silence: Silence | null;
  size?: ButtonProps['size'];
  context?: string;
}) {
  const { t } = useTranslation();
  const clear = useClearSilence();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const named = context ? <Context>{context}</Context> : null;

  async function confirmClear() {
    if (!silence) return;
    try {
      await clear.trigger(silence.id);
      setConfirming(false);
      toast({ title: t('silences.clear.done') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('silences.clear.failed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  if (silence) {
    return (
      <>
        <Button variant="outline" size={size} onClick={() => setConfirming(true)}>
          <Bell aria-hidden="true" />
          {t('silences.unsilence')}
          {named}
        </Button>
        <AlertDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={t('silences.clear.title')}
          description={t(`silences.clear.${silence.targetKind}`)}
          confirmLabel={t('silences.clear.confirm')}
          cancelLabel={t('silences.clear.cancel')}
          isConfirming={clear.isMutating}
          confirmingLabel={t('silences.clear.confirming')}
          onConfirm={() => void confirmClear()}
        />
      </>
    );
  }
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setDialogOpen(true)}>
        <BellOff aria-hidden="true" />
        {t('silences.silence')}
        {named}
      </Button>
      {dialogOpen ? <SilenceDialog target={target} onClose={() => setDialogOpen(false)} /> : null}
    </>
  );
}
