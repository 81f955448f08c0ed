import type { NotificationChannel, NotificationRule } from '@hlidka/contract';
import { isApiError, useUpdateNotificationRule } from '@hlidka/data';
import { Button, Card, CardContent, CardHeader, CardTitle, Switch, toast } from '@hlidka/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { Context, Field } from '../common/query-states';
import { eventLabel } from '../notifications/event-label';
import '../../i18n/areas/channels';

/** One rule in words: events, websites, channels, quiet hours, re-notify, escalation; enable, edit, delete. */
export function RuleCard({
  rule,
  channels,
  onDelete,
}: {
  rule: NotificationRule;
  channels: NotificationChannel[];
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateNotificationRule();
  const channelNames = (ids: string[]) =>
    ids
      .map((id) => channels.find((channel) => channel.id === id)?.name ?? t('channels.rules.unknownChannel'))
      .join(', ');

  async function toggle(enabled: boolean) {
    try {
      await update.trigger({ id: rule.id, enabled });
      toast({ title: t(enabled ? 'channels.rules.enabledOn' : 'channels.rules.enabledOff') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('channels.rules.enableFailed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  const scope =
    rule.websiteIds.length > 0
      ? t('channels.rules.scopeWebsites', { count: rule.websiteIds.length })
      : rule.teamIds.length > 0
        ? t('channels.rules.scopeTeams', { count: rule.teamIds.length })
        : t('channels.rules.scopeAll');

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <CardTitle level={2} className="min-w-0 break-words text-base">
          {rule.name}
        </CardTitle>
        <Switch
          aria-label={t('channels.rules.enabledLabel', { name: rule.name })}
          isSelected={rule.enabled}
          isDisabled={update.isMutating}
          onChange={(enabled) => void toggle(enabled)}
        />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label={t('channels.rules.events')}>
            {rule.events.map((event) => eventLabel(t, event)).join(', ')}
          </Field>
          <Field label={t('channels.rules.scope')}>{scope}</Field>
          <Field label={t('channels.rules.channels')}>{channelNames(rule.channelIds)}</Field>
          <Field label={t('channels.rules.quietHours')}>
            {rule.quietHours ? t('channels.rules.quietHoursValue', rule.quietHours) : t('channels.rules.off')}
          </Field>
          <Field label={t('channels.rules.renotify')}>
            {rule.renotifyMinutes
              ? t('channels.rules.renotifyValue', { minutes: rule.renotifyMinutes })
              : t('channels.rules.off')}
          </Field>
          <Field label={t('channels.rules.escalation')}>
            {rule.escalation
              ? t('channels.rules.escalationValue', {
                  minutes: rule.escalation.afterMinutes,
                  channels: channelNames(rule.escalation.channelIds),
                })
              : t('channels.rules.off')}
          </Field>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href={`/settings/notifications/rules/${rule.id}/edit`}>
              <Pencil aria-hidden="true" />
              {t('channels.rules.edit')}
              <Context>{rule.name}</Context>
            </Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            {t('channels.rules.delete')}
            <Context>{rule.name}</Context>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
