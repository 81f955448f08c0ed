import { isApiError } from '@hlidka/data';
import { Button, TextField } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { useChangedSinceMount, useUnsavedChangesGuard } from '../../shell/unsaved-changes';
import '../../i18n/areas/teams';

export interface TeamFormValues {
  name: string;
  description: string;
}

/** Name and description of a team, validated as the contract does (name 1–100, description up to 1000). */
export function TeamForm({
  initial = { name: '', description: '' },
  submitLabel,
  submittingLabel,
  cancelHref,
  onSubmit,
}: {
  initial?: TeamFormValues;
  submitLabel: string;
  submittingLabel: string;
  cancelHref: string;
  /** Rejects with an ApiError to show field errors from the server. */
  onSubmit: (values: { name: string; description: string | null }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const [busy, setBusy] = useState(false);

  const guard = useUnsavedChangesGuard(useChangedSinceMount(values));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = values.name.trim();
    const description = values.description.trim();
    const next: typeof errors = {};
    if (!name) next.name = t('teams.form.nameRequired');
    else if (name.length > 100) next.name = t('teams.form.nameTooLong');
    if (description.length > 1000) next.description = t('teams.form.descriptionTooLong');
    setErrors(next);
    if (next.name || next.description) return;
    setBusy(true);
    try {
      await guard.whileSaving(() => onSubmit({ name, description: description || null }));
    } catch (caught) {
      if (isApiError(caught)) setErrors({ name: caught.errors.name, description: caught.errors.description });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('teams.form.name')}
        name="name"
        value={values.name}
        onChange={(name) => setValues((current) => ({ ...current, name }))}
        isRequired
        isInvalid={Boolean(errors.name)}
        errorMessage={errors.name}
      />
      <TextField
        label={t('teams.form.description')}
        name="description"
        multiline
        description={t('teams.form.descriptionHint')}
        value={values.description}
        onChange={(description) => setValues((current) => ({ ...current, description }))}
        isInvalid={Boolean(errors.description)}
        errorMessage={errors.description}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={busy} loadingLabel={submittingLabel}>
          {submitLabel}
        </Button>
        <Button asChild variant="outline">
          <Link href={cancelHref}>{t('teams.form.cancel')}</Link>
        </Button>
      </div>
    </form>
  );
}
