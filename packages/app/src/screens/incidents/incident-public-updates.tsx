import { type IncidentStatus, type IncidentUpdateStatus, incidentUpdateStatusValues } from '@hlidka/contract';
import { useCreateIncidentUpdate, useIncidentUpdates } from '@hlidka/data';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Select,
  TextField,
  toast,
} from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { LoadError, LoadingBlock } from '../common/query-states';
import { errorWording, fieldErrorWordings, type Wording, worded } from '../common/wording';
import '../../i18n/areas/incidents';
import { useLanguage } from '../../i18n';

const MAX_MESSAGE = 5000;

const statusVariant: Record<IncidentUpdateStatus, 'warning' | 'info' | 'secondary' | 'success'> = {
  investigating: 'warning',
  identified: 'info',
  monitoring: 'secondary',
  resolved: 'success',
};

type MessageField = 'cs' | 'en' | 'message';

/**
 * What the team tells visitors about the incident on every status page with its website: the posted updates, newest
 * first, and a form for the next (a status and the message in Czech, English or both).
 */
export function IncidentPublicUpdates({
  incidentId,
  incidentStatus,
}: {
  incidentId: string;
  incidentStatus: IncidentStatus;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { updates, error, isLoading, mutate } = useIncidentUpdates(incidentId);
  const post = useCreateIncidentUpdate();
  const [status, setStatus] = useState<IncidentUpdateStatus>(
    incidentStatus === 'resolved' ? 'resolved' : 'investigating',
  );
  const [cs, setCs] = useState('');
  const [en, setEn] = useState('');
  const [errors, setErrors] = useState<Partial<Record<MessageField, Wording>>>({});

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
      await post.trigger({ id: incidentId, status, message });
      setCs('');
      setEn('');
      toast({ title: t('incidents.publicUpdates.posted') });
    } catch (caught) {
      const mapped: typeof errors = {};
      for (const [path, wording] of Object.entries(fieldErrorWordings(caught))) {
        const field = path === 'message.cs' ? 'cs' : path === 'message.en' ? 'en' : 'message';
        mapped[field] = wording;
      }
      setErrors(mapped);
      const failure = worded(errorWording(caught, 'incidents.publicUpdates.postFailed'), t);
      const title = t('incidents.publicUpdates.postFailed');
      toast({ variant: 'destructive', title, description: failure !== title ? failure : undefined });
    }
  }

  const messageError = errorOf('message');
  const newestFirst = [...(updates ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('incidents.publicUpdates.title')}</CardTitle>
        <CardDescription>{t('incidents.publicUpdates.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {error ? (
          <LoadError error={error} title={t('incidents.publicUpdates.loadFailed')} onRetry={() => void mutate()} />
        ) : isLoading || !updates ? (
          <LoadingBlock lines={2} />
        ) : newestFirst.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('incidents.publicUpdates.empty')}</p>
        ) : (
          <ol aria-label={t('incidents.publicUpdates.list')} className="flex flex-col gap-3">
            {newestFirst.map((update) => (
              <li key={update.id} className="flex flex-col gap-2 rounded-md border p-3">
                <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
                  <Badge variant={statusVariant[update.status]}>
                    {t(`incidents.publicUpdates.statuses.${update.status}`)}
                  </Badge>
                  <time dateTime={update.createdAt}>{formatDateTime(update.createdAt, lng)}</time>
                </p>
                {update.message.cs ? (
                  <div className="text-sm">
                    <span className="text-muted-foreground text-xs">{t('incidents.publicUpdates.inCzech')}</span>
                    <p lang="cs" data-user-content="" className="whitespace-pre-wrap break-words">
                      {update.message.cs}
                    </p>
                  </div>
                ) : null}
                {update.message.en ? (
                  <div className="text-sm">
                    <span className="text-muted-foreground text-xs">{t('incidents.publicUpdates.inEnglish')}</span>
                    <p lang="en" data-user-content="" className="whitespace-pre-wrap break-words">
                      {update.message.en}
                    </p>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t pt-4">
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
            <p role="alert" className="text-destructive text-sm">
              {messageError}
            </p>
          ) : (
            <p className="text-muted-foreground text-xs">{t('incidents.publicUpdates.messageHint')}</p>
          )}
          <div>
            <Button
              type="submit"
              variant="secondary"
              isLoading={post.isMutating}
              loadingLabel={t('incidents.publicUpdates.posting')}
            >
              {t('incidents.publicUpdates.post')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
