import type { IncidentNote } from '@hlidka/contract';
import { isApiError, useAddIncidentNote } from '@hlidka/data';
import { Button, Card, CardContent, CardHeader, CardTitle, TextField, toast } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format';
import '../../i18n/areas/incidents';
import { useLanguage } from '../../i18n';

const MAX_NOTE = 5000;

/** The incident's notes and, when the caller may add one (`canAdd`), a form for it. */
export function IncidentNotes({
  incidentId,
  notes,
  canAdd,
}: {
  incidentId: string;
  notes: IncidentNote[];
  canAdd: boolean;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const addNote = useAddIncidentNote();
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setFieldError(t('incidents.detail.noteRequired'));
    if (text.length > MAX_NOTE) return setFieldError(t('incidents.detail.noteTooLong'));
    setFieldError(null);
    try {
      await addNote.trigger({ id: incidentId, body: text });
      setBody('');
      toast({ title: t('incidents.detail.noteAdded') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('incidents.detail.noteFailed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('incidents.detail.notes')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {notes.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('incidents.detail.notesEmpty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {notes.map((note) => (
              <li key={note.id} className="rounded-md border p-3">
                <p className="text-muted-foreground text-xs">
                  {note.author.name} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, lng)}</time>
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-sm">{note.body}</p>
              </li>
            ))}
          </ul>
        )}
        {canAdd ? (
          <form noValidate onSubmit={submit} className="flex flex-col gap-3">
            <TextField
              label={t('incidents.detail.noteLabel')}
              placeholder={t('incidents.detail.notePlaceholder')}
              multiline
              value={body}
              onChange={setBody}
              isInvalid={Boolean(fieldError)}
              errorMessage={fieldError ?? undefined}
            />
            <div>
              <Button
                type="submit"
                variant="secondary"
                isLoading={addNote.isMutating}
                loadingLabel={t('incidents.detail.addingNote')}
              >
                {t('incidents.detail.addNote')}
              </Button>
            </div>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
