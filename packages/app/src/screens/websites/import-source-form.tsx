import { IMPORT_MAX_CHARS, type ImportSource, importSourceValues } from '@hlidka/contract';
import type { WebsiteImportInput } from '@hlidka/data';
import { Button, RadioGroup, Select, TextField } from '@hlidka/ui';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTeamsThatCan } from '../../access/use-can';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/website-import';
import '../../i18n/areas/websites';

/** The cap shown to people: the characters the API takes, as kilobytes. */
const MAX_SIZE_LABEL = `${Math.floor(IMPORT_MAX_CHARS / 1000)} kB`;
/** A file this large is not even read (its text could not be under the cap). */
const MAX_FILE_BYTES = IMPORT_MAX_CHARS * 4;

export interface ImportSourceValues {
  source: ImportSource;
  content: string;
  /** '' = no team. */
  teamId: string;
}

export const emptySource: ImportSourceValues = { source: 'uptime-kuma', content: '', teamId: '' };

export const toImportInput = (values: ImportSourceValues): WebsiteImportInput => ({
  source: values.source,
  content: values.content,
  teamId: values.teamId === '' ? null : values.teamId,
});

/** Step one: where the export comes from, its content (a file or pasted text) and the team; "Show preview". */
export function ImportSourceForm({
  values,
  onChange,
  onPreview,
  isPending,
  contentError,
}: {
  values: ImportSourceValues;
  onChange: (values: ImportSourceValues) => void;
  onPreview: () => void;
  isPending: boolean;
  /** The server's message about the content (not an export of this source…). */
  contentError?: string;
}) {
  const { t } = useTranslation();
  // Only the teams whose role may add websites (the API answers 403 for the others).
  const teams = useTeamsThatCan('write', 'websites');
  const fileId = useId();
  const [fileError, setFileError] = useState<string>();
  const [missing, setMissing] = useState(false);
  const set = (changes: Partial<ImportSourceValues>) => onChange({ ...values, ...changes });

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileError(undefined);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError(t('websiteImport.fileTooLarge', { size: MAX_SIZE_LABEL }));
      return;
    }
    try {
      const text = await file.text();
      if (text.length > IMPORT_MAX_CHARS) setFileError(t('websiteImport.fileTooLarge', { size: MAX_SIZE_LABEL }));
      else {
        setMissing(false);
        set({ content: text });
      }
    } catch {
      setFileError(t('websiteImport.fileUnreadable'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.content.trim() === '') {
      setMissing(true);
      return;
    }
    if (values.content.length > IMPORT_MAX_CHARS) return;
    onPreview();
  };

  const tooLong = values.content.length > IMPORT_MAX_CHARS;
  const contentMessage = missing
    ? t('websiteImport.contentRequired')
    : tooLong
      ? t('websiteImport.fileTooLarge', { size: MAX_SIZE_LABEL })
      : contentError;

  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-5">
      <RadioGroup
        label={t('websiteImport.source')}
        value={values.source}
        onChange={(source) => set({ source: source as ImportSource })}
        options={importSourceValues.map((source) => ({
          value: source,
          label: t(`websiteImport.sources.${source}`),
          description: t(`websiteImport.sourceHints.${source}`),
        }))}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="font-medium text-sm">
          {t('websiteImport.file')}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".json,.csv,application/json,text/csv,text/plain"
          aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
          aria-invalid={fileError ? true : undefined}
          onChange={(event) => void readFile(event)}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:font-medium file:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        />
        <p id={`${fileId}-hint`} className="text-muted-foreground text-xs">
          {t('websiteImport.fileHint', { size: MAX_SIZE_LABEL })}
        </p>
        {fileError ? (
          <p id={`${fileId}-error`} className="text-destructive-text text-sm">
            {fileError}
          </p>
        ) : null}
      </div>
      <TextField
        label={t('websiteImport.content')}
        description={t('websiteImport.contentHint')}
        multiline
        value={values.content}
        onChange={(content) => {
          setMissing(false);
          set({ content });
        }}
        isInvalid={Boolean(contentMessage)}
        errorMessage={contentMessage}
        className="[&_textarea]:min-h-40 [&_textarea]:font-mono [&_textarea]:text-xs"
      />
      <Select
        label={t('websites.form.team')}
        value={values.teamId === '' ? 'none' : values.teamId}
        onChange={(key) => set({ teamId: String(key) === 'none' ? '' : String(key) })}
        options={[
          { id: 'none', label: t('websites.form.noTeam') },
          ...(teams ?? []).map((team) => ({ id: team.id, label: team.name })),
        ]}
        className="max-w-sm"
      />
      <div>
        <Button type="submit" isLoading={isPending} loadingLabel={t('websiteImport.previewing')}>
          {t('websiteImport.preview')}
        </Button>
      </div>
    </form>
  );
}
