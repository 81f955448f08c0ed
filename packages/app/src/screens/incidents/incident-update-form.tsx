import { type IncidentUpdateStatus, incidentUpdateStatusValues } from '@hlidka/contract';
import { Button, Select, TextField, toast } from '@hlidka/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useUnsavedChangesGuard } from '../../shell/unsaved-changes';
import { errorWording, fieldErrorWordings, type Wording, worded } from '../common/wording';
import '../../i18n/areas/incidents';

const MAX_MESSAGE = 5000;

type MessageField = 'cs' | 'en' | 'message';

export interface IncidentUpdateValues {
  status: IncidentUpdateStatus;
  message: { cs: string | null; en: string | null };
}

export interface IncidentUpdateFormProps {
  /** The values the form starts from (a new update's defaults, or the posted update's). */
  initial: IncidentUpdateValues;
  /** Sends the values; throws the API's error (its field errors land on the fields). */
  onSubmit(values: IncidentUpdateValues): Promise<void>;
  submitLabel: string;
  submittingLabel: string;
  isSubmitting: boolean;
  /** The toast title of a failed send. */
  failedLabel: string;
  /** Empty the texts after a successful send (the form for the next update). */
  resetOnSuccess?: boolean;
  /** The form's accessible name, when a screen shows more than one. */
  label?: string;
  /** Shown under the texts instead of the usual hint. */
  hint?: string;
  /** Beside the submit button (Cancel). */
  secondaryAction?: ReactNode;
  className?: string;
}

/**
 * A public update's status and text in Czech, English or both: the form that posts a new update and the one that edits
 * a posted update. Either warns before its unsaved text is lost (in-app navigation, reload, close).
 */
export function IncidentUpdateForm({
  initial,
  onSubmit,
  submitLabel,
  submittingLabel,
  isSubmitting,
  failedLabel,
  resetOnSuccess = false,
  label,
  hint,
  secondaryAction,
  className,
}: IncidentUpdateFormProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<IncidentUpdateStatus>(initial.status);
  const [cs, setCs] = useState(initial.message.cs ?? '');
  const [en, setEn] = useState(initial.message.en ?? '');
  const [errors, setErrors] = useState<Partial<Record<MessageField, Wording>>>({});
  // Unsaved: anything differs from what the form started from, or from the emptied form after a post.
  const [saved, setSaved] = useState(() => ({ status, cs, en }));
  const guard = useUnsavedChangesGuard(JSON.stringify({ status, cs, en }) !== JSON.stringify(saved));

  const errorOf = (field: MessageField) => {
    const wording = errors[field];
    return wording ? worded(wording, t) : undefined;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = { cs: cs.trim() || null, en: en.trim() || null };
    const found: typeof errors = {};
    if (!message.cs && !message.en) found.message = { key: 'incidents.publicUpdates.messageRequired' };
    if ((message.cs?.length ?? 0) > MAX_MESSAGE) found.cs = { key: 'incidents.publicUpdates.messageTooLong' };
    if ((message.en?.length ?? 0) > MAX_MESSAGE) found.en = { key: 'incidents.publicUpdates.messageTooLong' };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await guard.whileSaving(() => onSubmit({ status, message }));
      if (resetOnSuccess) {
        setCs('');
        setEn('');
        setSaved({ status, cs: '', en: '' });
      }
    } catch (caught) {
      const mapped: typeof errors = {};
      for (const [path, wording] of Object.entries(fieldErrorWordings(caught))) {
        const field = path === 'message.cs' ? 'cs' : path === 'message.en' ? 'en' : 'message';
        mapped[field] = wording;
      }
      setErrors(mapped);
      const failure = worded(errorWording(caught, failedLabel), t);
      toast({ variant: 'destructive', title: failedLabel, description: failure !== failedLabel ? failure : undefined });
    }
  }

  const messageError = errorOf('message');

  return (
    <form noValidate aria-label={label} onSubmit={submit} className={`flex flex-col gap-3 ${className ?? ''}`}>
      <Select
        className="max-w-xs"
        label={t('incidents.publicUpdates.status')}
        value={status}
        onChange={(key) => setStatus(String(key) as IncidentUpdateStatus)}
        options={incidentUpdateStatusValues.map((value) => ({
          id: value,
          label: t(`incidents.publicUpdates.statuses.${value}`),
        }))}
      />
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label={t('incidents.publicUpdates.messageCs')}
          multiline
          lang="cs"
          value={cs}
          onChange={setCs}
          isInvalid={Boolean(errorOf('cs') ?? messageError)}
          errorMessage={errorOf('cs')}
        />
        <TextField
          label={t('incidents.publicUpdates.messageEn')}
          multiline
          lang="en"
          value={en}
          onChange={setEn}
          isInvalid={Boolean(errorOf('en') ?? messageError)}
          errorMessage={errorOf('en')}
        />
      </div>
      {messageError ? (
        <p role="alert" className="text-destructive-text text-sm">
          {messageError}
        </p>
      ) : (
        <p className="text-muted-foreground text-xs">{hint ?? t('incidents.publicUpdates.messageHint')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" isLoading={isSubmitting} loadingLabel={submittingLabel}>
          {submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
