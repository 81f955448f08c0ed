import { SILENCE_DURATION_CHOICES, SILENCE_REASON_MAX, type SilenceTargetKind } from '@hlidka/contract';
import { useCreateSilence } from '@hlidka/data';
import { Button, Dialog, RadioGroup, TextField, toast } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormFailure } from '../common/form-parts';
import { fieldErrorProps, formFailure, type Wording, worded } from '../common/wording';
import '../../i18n/areas/silences';

export interface SilenceTarget {
  kind: SilenceTargetKind;
  id: string;
  /** Its name in the dialog's title: the website's, the group's or the incident's. */
  name: string;
}

type Field = 'reason' | 'durationMinutes';

/** The client's check with the contract's limit; the server has the last word (it comes back on its field). */
function reasonProblem(reason: string): Wording | undefined {
  if (reason.trim() === '') return { key: 'silences.dialog.reasonRequired' };
  if (reason.trim().length > SILENCE_REASON_MAX)
    return { key: 'silences.dialog.reasonTooLong', params: { max: SILENCE_REASON_MAX } };
  return undefined;
}

/**
 * Silence a website, a group or an incident: one of the durations the server offers and a required reason. Closes
 * with a toast when done; on an error what was typed stays, with the error beside its field.
 */
export function SilenceDialog({ target, onClose }: { target: SilenceTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateSilence();
  const [duration, setDuration] = useState<string>('60');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, Wording>>>({});
  const [failure, setFailure] = useState<Wording | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = reasonProblem(reason);
    setErrors({ reason: problem });
    setFailure(null);
    if (problem) return;
    try {
      await create.trigger({
        targetKind: target.kind,
        targetId: target.id,
        reason: reason.trim(),
        durationMinutes: Number(duration),
      });
      toast({ title: t('silences.dialog.done') });
      onClose();
    } catch (caught) {
      const failed = formFailure(caught, ['reason', 'durationMinutes'], 'silences.dialog.failed');
      setErrors(failed.errors);
      setFailure(failed.failure);
    }
  }

  const errorOf = (field: Field) => fieldErrorProps(errors[field], t);

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('silences.dialog.title', { name: target.name })}
      description={t('silences.dialog.description')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure ? <FormFailure>{worded(failure, t)}</FormFailure> : null}
        <RadioGroup
          label={t('silences.dialog.duration')}
          value={duration}
          onChange={setDuration}
          options={SILENCE_DURATION_CHOICES.map((minutes) => ({
            value: String(minutes),
            label: t(`silences.durations.${minutes}`),
          }))}
          {...errorOf('durationMinutes')}
        />
        <TextField
          label={t('silences.dialog.reason')}
          description={t('silences.dialog.reasonHint')}
          isRequired
          autoFocus
          multiline
          value={reason}
          onChange={setReason}
          {...errorOf('reason')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('silences.dialog.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isMutating} loadingLabel={t('silences.dialog.saving')}>
            {t('silences.dialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
