import type { DeliveryAttempt, DeliveryStatus, NotificationChannel } from '@hlidka/contract';
import { isApiError, useTestNotificationChannel, useUpdateNotificationChannel } from '@hlidka/data';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Switch, toast } from '@hlidka/ui';
import { Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format';
import { Context } from '../common/query-states';
import { channelFormModule } from './channel-types/index';
import { storedSecret } from './channel-types/module';
import '../../i18n/areas/channels';
import { useLanguage } from '../../i18n';

const statusVariant: Record<DeliveryStatus, 'success' | 'destructive' | 'warning' | 'outline'> = {
  sent: 'success',
  failed: 'destructive',
  pending: 'warning',
  cancelled: 'outline',
};

/** Where the channel sends: addresses, or its fields' values; a stored secret as its note (`list.secrets.<name>`). */
function ChannelTarget({ channel }: { channel: NotificationChannel }) {
  const { t } = useTranslation();
  const config = channel.config;
  if (config.type === 'email') {
    return (
      <ul className="flex flex-col gap-0.5">
        {config.addresses.map((item) => (
          <li key={item.address} className="break-all">
            {item.address}
            {item.confirmed ? null : <span className="text-muted-foreground"> ({t('channels.list.unconfirmed')})</span>}
          </li>
        ))}
      </ul>
    );
  }
  if (config.type === 'webpush') {
    return (
      <span className="flex flex-col gap-0.5">
        <span className="break-words">{t('channels.list.pushDevice', { device: config.device })}</span>
        {config.expired ? <span className="text-destructive-text">{t('channels.list.pushExpired')}</span> : null}
      </span>
    );
  }
  const stored = config as Record<string, unknown>;
  const fields = channelFormModule(channel.type).fields;
  const shown = fields
    .filter((field) => field.kind === 'text' || field.kind === 'url')
    .map((field) => stored[field.name])
    .filter((value): value is string => typeof value === 'string' && value !== '');
  const notes = fields
    .filter((field) => field.kind === 'secret')
    .map((field) => {
      const secret = storedSecret(stored, field.name);
      return secret.has ? t(`channels.list.secrets.${field.name}`, { hint: secret.hint }) : null;
    })
    .filter(Boolean);
  return (
    <span className="break-all">
      {shown.join(' · ')}
      {notes.length > 0 ? <span className="text-muted-foreground"> · {notes.join(' · ')}</span> : null}
    </span>
  );
}

function AttemptDetail({ attempt }: { attempt: DeliveryAttempt }) {
  const { t } = useTranslation();
  return (
    <>
      {attempt.responseCode !== null ? ` · ${t('channels.list.responseCode', { code: attempt.responseCode })}` : ''}
      {` · ${attempt.durationMs} ms`}
      {attempt.error ? <span className="block text-destructive-text">{attempt.error.message}</span> : null}
    </>
  );
}

/** One channel: target, enable switch, last delivery, "send test" with its result, edit and delete. */
export function ChannelCard({ channel, onDelete }: { channel: NotificationChannel; onDelete: () => void }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const update = useUpdateNotificationChannel();
  const test = useTestNotificationChannel();
  const [result, setResult] = useState<DeliveryAttempt | null>(null);

  async function toggle(enabled: boolean) {
    try {
      await update.trigger({ id: channel.id, enabled });
      toast({ title: t(enabled ? 'channels.list.enabledOn' : 'channels.list.enabledOff') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('channels.list.enableFailed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  async function sendTest() {
    setResult(null);
    try {
      const { result: attempt } = await test.trigger(channel.id);
      setResult(attempt);
      toast(
        attempt.ok
          ? { title: t('channels.list.testOk', { duration: attempt.durationMs }) }
          : { variant: 'destructive', title: t('channels.list.testFailed'), description: attempt.error?.message },
      );
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('channels.list.testError'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  const last = channel.lastDelivery;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle level={2} className="break-words text-base">
            {channel.name}
          </CardTitle>
          <Badge variant="secondary">{t(`channels.types.${channel.type}`)}</Badge>
        </div>
        <Switch
          isSelected={channel.enabled}
          isDisabled={update.isMutating}
          onChange={(enabled) => void toggle(enabled)}
        >
          {t('channels.list.enabled')}
          <Context>{channel.name}</Context>
        </Switch>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <ChannelTarget channel={channel} />
        <div>
          <p className="text-muted-foreground text-xs">{t('channels.list.lastDelivery')}</p>
          {last ? (
            <p>
              <Badge variant={statusVariant[last.status]}>{t(`channels.list.deliveryStatus.${last.status}`)}</Badge>{' '}
              <time dateTime={last.at}>{formatDateTime(last.at, lng)}</time>
              {last.attempt ? <AttemptDetail attempt={last.attempt} /> : null}
            </p>
          ) : (
            <p className="text-muted-foreground">{t('channels.list.neverDelivered')}</p>
          )}
        </div>
        {result ? (
          <p role="status" className={result.ok ? 'text-foreground' : 'text-destructive-text'}>
            {result.ok
              ? t('channels.list.testOk', { duration: result.durationMs })
              : `${t('channels.list.testFailed')}${result.error ? `: ${result.error.message}` : ''}`}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            isLoading={test.isMutating}
            loadingLabel={t('channels.list.testing')}
            onClick={() => void sendTest()}
          >
            <Send aria-hidden="true" />
            {t('channels.list.test')}
            <Context>{channel.name}</Context>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link href={`/settings/notifications/channels/${channel.id}/edit`}>
              <Pencil aria-hidden="true" />
              {t('channels.list.edit')}
              <Context>{channel.name}</Context>
            </Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            {t('channels.list.delete')}
            <Context>{channel.name}</Context>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
