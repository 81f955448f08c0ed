import {
  type DigestMode,
  type EventToggle,
  type NotificationEventType,
  type NotificationSettings,
  notificationEventTypes,
} from '@hlidka/contract';
import { isApiError, useNotificationSettings, useSettings, useUpdateNotificationSettings } from '@hlidka/data';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Select, Switch, toast } from '@hlidka/ui';
import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { DetailSkeleton, ErrorState } from '../common/query-states';
import { eventLabel } from './event-label';
import '../../i18n/areas/notifications';

const digestModes: DigestMode[] = ['instant', 'hourly', 'daily'];

function EventToggles({
  settings,
  onToggle,
  isSaving,
}: {
  settings: NotificationSettings;
  onToggle: (event: NotificationEventType, toggle: EventToggle) => void;
  isSaving: boolean;
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('notifications.settings.event')}
          </th>
          <th scope="col" className="w-24 px-2 py-2 font-medium">
            {t('notifications.settings.email')}
          </th>
          <th scope="col" className="w-24 px-2 py-2 font-medium">
            {t('notifications.settings.inApp')}
          </th>
        </tr>
      </thead>
      <tbody>
        {notificationEventTypes.map((event) => {
          const toggle = settings.events[event];
          const label = eventLabel(t, event);
          return (
            <tr key={event} className="border-b last:border-b-0">
              <th scope="row" className="py-3 pr-3 text-left font-normal">
                {label}
              </th>
              <td className="px-2 py-3">
                <Switch
                  aria-label={t('notifications.settings.emailFor', { event: label })}
                  isSelected={toggle.email}
                  isDisabled={isSaving}
                  onChange={(email) => onToggle(event, { ...toggle, email })}
                />
              </td>
              <td className="px-2 py-3">
                <Switch
                  aria-label={t('notifications.settings.inAppFor', { event: label })}
                  isSelected={toggle.inApp}
                  isDisabled={isSaving}
                  onChange={(inApp) => onToggle(event, { ...toggle, inApp })}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function MoreLink({ href, title, description }: { href: string; title: string; description: string }) {
  return (
    <Link
      href={href}
      className="flex items-center justify-between gap-3 rounded-md border p-3 outline-hidden hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex flex-col">
        <span className="font-medium text-sm">{title}</span>
        <span className="text-muted-foreground text-xs">{description}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </Link>
  );
}

/** /notifications/settings = /settings/notifications: per-event e-mail and in-app toggles, the e-mail digest. */
export default function NotificationSettingsScreen() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { settings, error, isLoading, mutate } = useNotificationSettings();
  const account = useSettings();
  const update = useUpdateNotificationSettings();
  const underSettings = location.startsWith('/settings');

  async function save(body: Parameters<typeof update.trigger>[0]) {
    try {
      await update.trigger(body);
      toast({ title: t('notifications.settings.saved') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('notifications.settings.saveFailed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  return (
    <ScreenFrame>
      <PageHeader
        breadcrumbs={{
          label: t('notifications.settings.breadcrumbs'),
          items: underSettings
            ? [
                { href: '/settings', label: t('notifications.settings.settingsCrumb') },
                { href: '/settings/notifications', label: t('notifications.settings.title') },
              ]
            : [
                { href: '/notifications', label: t('notifications.title') },
                { href: '/notifications/settings', label: t('notifications.settings.title') },
              ],
        }}
        title={t('notifications.settings.title')}
        documentTitle={t('notifications.settings.title')}
        description={t('notifications.settings.description')}
      />
      {error ? (
        <ErrorState
          title={t('notifications.settings.loadFailed')}
          message={error.message}
          retryLabel={t('notifications.retry')}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !settings ? (
        <DetailSkeleton label={t('notifications.settings.loading')} />
      ) : (
        <>
          {account.settings?.emailNotifications === false ? (
            <p role="note" className="rounded-md border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
              {t('notifications.settings.emailOff')}
            </p>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle level={2}>{t('notifications.settings.eventsTitle')}</CardTitle>
              <CardDescription>{t('notifications.settings.eventsDescription')}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              <div className="overflow-x-auto">
                <EventToggles
                  settings={settings}
                  isSaving={update.isMutating}
                  onToggle={(event, toggle) => void save({ events: { [event]: toggle } })}
                />
              </div>
              <Select
                label={t('notifications.settings.digest')}
                selectedKey={settings.digest}
                isDisabled={update.isMutating}
                onSelectionChange={(key) => void save({ digest: key as DigestMode })}
                options={digestModes.map((id) => ({ id, label: t(`notifications.settings.digestModes.${id}`) }))}
                className="max-w-sm"
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle level={2}>{t('notifications.settings.moreTitle')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 sm:grid-cols-2">
              <MoreLink
                href="/settings/notifications/channels"
                title={t('notifications.settings.channels')}
                description={t('notifications.settings.channelsDescription')}
              />
              <MoreLink
                href="/settings/notifications/rules"
                title={t('notifications.settings.rules')}
                description={t('notifications.settings.rulesDescription')}
              />
            </CardContent>
          </Card>
        </>
      )}
    </ScreenFrame>
  );
}
