import type { UpdateUserSettingsBody } from '@hlidka/contract';
import { useSettings, useUpdateSettings } from '@hlidka/data';
import { Select, Switch, toast } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/settings';
import { isNotFound, LoadError, LoadingBlock } from '../common/query-states';
import { Section } from '../common/section';
import { errorText } from '../common/wording';

const TIME_ZONES = ['Europe/Prague', 'Europe/Bratislava', 'Europe/Berlin', 'Europe/London', 'UTC', 'America/New_York'];

/** User settings (GET/PUT /api/user/settings): time zone and e-mail preferences. */
export function Preferences() {
  const { t } = useTranslation();
  const { settings, error, isLoading, mutate } = useSettings();
  const update = useUpdateSettings();

  async function save(body: UpdateUserSettingsBody) {
    try {
      await update.trigger(body);
      toast({ title: t('settings.preferences.saved') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('settings.preferences.saveFailed'),
        description: errorText(caught, t('common.unexpected')),
      });
    }
  }

  const zones = settings && !TIME_ZONES.includes(settings.timezone) ? [settings.timezone, ...TIME_ZONES] : TIME_ZONES;

  return (
    <Section title={t('settings.preferences.title')} description={t('settings.preferences.description')}>
      {isLoading && !settings && <LoadingBlock lines={3} />}
      {error && !settings && (
        <LoadError
          error={error}
          title={isNotFound(error) ? t('settings.preferences.notFound') : undefined}
          onRetry={() => void mutate()}
        />
      )}
      {settings && (
        <div className="flex flex-col gap-4">
          <Select
            label={t('settings.preferences.timezone')}
            className="max-w-xs"
            options={zones.map((zone) => ({ id: zone, label: zone }))}
            selectedKey={settings.timezone}
            isDisabled={update.isMutating}
            onSelectionChange={(key) => {
              if (key && key !== settings.timezone) void save({ timezone: String(key) });
            }}
          />
          <Switch
            isSelected={settings.emailNotifications}
            isDisabled={update.isMutating}
            onChange={(value) => void save({ emailNotifications: value })}
          >
            {t('settings.preferences.emailNotifications')}
          </Switch>
          <Switch
            isSelected={settings.loginAlerts}
            isDisabled={update.isMutating}
            onChange={(value) => void save({ loginAlerts: value })}
          >
            {t('settings.preferences.loginAlerts')}
          </Switch>
        </div>
      )}
    </Section>
  );
}
