import { POSTMORTEM_MAX_LENGTH, type Postmortem } from '@hlidka/contract';
import { isApiError, usePostmortem, useSavePostmortem } from '@hlidka/data';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Tabs,
  TextField,
  toast,
} from '@hlidka/ui';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format';
import { Markdown } from '../common/markdown';
import { LoadError, LoadingBlock } from '../common/query-states';
import '../../i18n/areas/postmortems';

/**
 * A resolved incident's postmortem: Markdown written here, with a preview rendered as the status pages render it
 * (the contract's safe subset), saved as a draft or published to every status page with the website and its feed.
 * Without `canWrite` (a role that may not change the team's incidents) it is only read, rendered.
 */
export function IncidentPostmortem({ incidentId, canWrite }: { incidentId: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const { postmortem, error, isLoading, mutate } = usePostmortem(incidentId);

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle level={2}>{t('postmortems.title')}</CardTitle>
          {postmortem ? (
            <Badge variant={postmortem.published ? 'success' : 'secondary'}>
              {t(postmortem.published ? 'postmortems.published' : 'postmortems.draft')}
            </Badge>
          ) : null}
        </div>
        <CardDescription>{t('postmortems.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <LoadError error={error} title={t('postmortems.loadFailed')} onRetry={() => void mutate()} />
        ) : isLoading || postmortem === undefined ? (
          <LoadingBlock lines={3} />
        ) : canWrite ? (
          <PostmortemEditor incidentId={incidentId} saved={postmortem} />
        ) : (
          <PostmortemReading saved={postmortem} />
        )}
      </CardContent>
    </Card>
  );
}

/** Who saved it last and when (and when it was published). */
function SavedLine({ saved }: { saved: Postmortem }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <p className="text-muted-foreground text-sm">
      {saved.publishedAt ? `${t('postmortems.publishedAt', { when: formatDateTime(saved.publishedAt, lng) })} · ` : ''}
      {t('postmortems.savedBy', { who: saved.updatedBy.name, when: formatDateTime(saved.updatedAt, lng) })}
    </p>
  );
}

/** The postmortem as the status pages show it, for a reader who may not change it. */
function PostmortemReading({ saved }: { saved: Postmortem | null }) {
  const { t } = useTranslation();
  if (!saved) return <p className="text-muted-foreground text-sm">{t('postmortems.none')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <SavedLine saved={saved} />
      <Markdown source={saved.body} headingLevel={3} />
    </div>
  );
}

function PostmortemEditor({ incidentId, saved }: { incidentId: string; saved: Postmortem | null }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const save = useSavePostmortem();
  const [body, setBody] = useState(saved?.body ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [pending, setPending] = useState<'draft' | 'publish' | null>(null);
  // Another save (this tab's or a refetch) replaces the text only while nothing was typed over it.
  const [base, setBase] = useState(saved?.body ?? '');
  useEffect(() => {
    const next = saved?.body ?? '';
    if (next !== base) {
      if (body === base) setBody(next);
      setBase(next);
    }
  }, [saved?.body, base, body]);

  async function submit(published: boolean) {
    const text = body.trim();
    if (!text) return setFieldError(t('postmortems.required'));
    if (text.length > POSTMORTEM_MAX_LENGTH) {
      return setFieldError(t('postmortems.tooLong', { max: POSTMORTEM_MAX_LENGTH.toLocaleString(lng) }));
    }
    setFieldError(null);
    setPending(published ? 'publish' : 'draft');
    try {
      await save.trigger({ id: incidentId, body: text, published });
      const message = published
        ? 'postmortems.publishedToast'
        : saved?.published
          ? 'postmortems.unpublished'
          : 'postmortems.draftSaved';
      toast({ title: t(message) });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('postmortems.saveFailed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    } finally {
      setPending(null);
    }
  }

  const published = saved?.published === true;
  return (
    <div className="flex flex-col gap-4">
      {saved ? <SavedLine saved={saved} /> : null}
      <Tabs
        label={t('postmortems.tabs')}
        defaultSelectedKey={published ? 'preview' : 'write'}
        tabs={[
          {
            id: 'write',
            label: t('postmortems.write'),
            content: (
              <TextField
                label={t('postmortems.label')}
                description={t('postmortems.hint')}
                placeholder={t('postmortems.placeholder')}
                multiline
                value={body}
                onChange={setBody}
                isInvalid={Boolean(fieldError)}
                errorMessage={fieldError ?? undefined}
                className="[&_textarea]:min-h-64 [&_textarea]:font-mono [&_textarea]:text-sm"
              />
            ),
          },
          {
            id: 'preview',
            label: t('postmortems.preview'),
            content: (
              <section aria-label={t('postmortems.preview')} className="min-h-32 rounded-md border p-4">
                {body.trim() ? (
                  <Markdown source={body} headingLevel={3} />
                ) : (
                  <p className="text-muted-foreground text-sm">{t('postmortems.previewEmpty')}</p>
                )}
              </section>
            ),
          },
        ]}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => void submit(true)}
          isLoading={pending === 'publish'}
          loadingLabel={t('postmortems.publishing')}
          disabled={pending !== null}
        >
          {t(published ? 'postmortems.saveChanges' : 'postmortems.publish')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void submit(false)}
          isLoading={pending === 'draft'}
          loadingLabel={t('postmortems.savingDraft')}
          disabled={pending !== null}
        >
          {t(published ? 'postmortems.unpublish' : 'postmortems.saveDraft')}
        </Button>
      </div>
    </div>
  );
}
