import { Card } from '@hlidka/ui';
import { Bell, ChevronRight, CreditCard, HelpCircle, Lock, ScrollText, Shield, User, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { Preferences } from './preferences';
import '../../i18n/areas/settings';
import { PageHeader, ScreenFrame } from '../common/page-header';

const sections: { href: string; key: string; icon: ReactNode }[] = [
  { href: '/settings/profile', key: 'profile', icon: <User /> },
  { href: '/settings/privacy', key: 'privacy', icon: <Lock /> },
  { href: '/settings/security', key: 'security', icon: <Shield /> },
  { href: '/settings/audit', key: 'audit', icon: <ScrollText /> },
  { href: '/settings/notifications', key: 'notifications', icon: <Bell /> },
  { href: '/settings/offline', key: 'offline', icon: <WifiOff /> },
  { href: '/subscription', key: 'subscription', icon: <CreditCard /> },
  { href: '/help', key: 'help', icon: <HelpCircle /> },
];

/** /settings: every section of the account, and the preferences that belong to none of them. */
export default function SettingsOverview() {
  const { t } = useTranslation();
  return (
    <ScreenFrame>
      <PageHeader title={t('settings.overview.title')} description={t('settings.overview.description')} />
      <nav aria-label={t('settings.overview.sections')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.href}>
              <Card className="h-full p-0 transition-colors hover:bg-accent/50">
                <Link
                  href={section.href}
                  className="flex h-full items-center gap-3 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span aria-hidden="true" className="rounded-full bg-muted p-2 text-muted-foreground [&_svg]:size-5">
                    {section.icon}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium">{t(`settings.overview.links.${section.key}.title`)}</span>
                    <span className="text-muted-foreground text-sm">
                      {t(`settings.overview.links.${section.key}.description`)}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </nav>
      <Preferences />
    </ScreenFrame>
  );
}
