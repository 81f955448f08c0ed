import type { TFunction } from '../../i18n/translator';
import '../../i18n/areas/channels';

/** Nastavení › Notifikace › Kanály (or Pravidla) › page. */
export function notificationSettingsCrumbs(
  t: TFunction,
  section: 'channels' | 'rules',
  page?: { href: string; label: string },
) {
  return {
    label: t('channels.breadcrumbs'),
    items: [
      { href: '/settings', label: t('channels.settingsCrumb') },
      { href: '/settings/notifications', label: t('channels.notificationsCrumb') },
      section === 'channels'
        ? { href: '/settings/notifications/channels', label: t('channels.list.title') }
        : { href: '/settings/notifications/rules', label: t('channels.rules.title') },
      ...(page ? [page] : []),
    ],
  };
}
