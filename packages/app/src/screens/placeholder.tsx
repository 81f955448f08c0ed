import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@hlidka/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Resources } from '../i18n/cs';

export type ScreenKey = keyof Resources['screens'];

const onwards: { href: string; key: 'dashboard' | 'websites' | 'incidents' | 'settings' | 'help' }[] = [
  { href: '/dashboard', key: 'dashboard' },
  { href: '/websites', key: 'websites' },
  { href: '/incidents', key: 'incidents' },
  { href: '/settings', key: 'settings' },
  { href: '/help', key: 'help' },
];

/** An honest stand-in for a screen whose content comes in a later issue: its title, a plain note and links on. */
export function Placeholder({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation();
  const title = t(`screens.${screen}`);
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 p-6">
      <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('app.name')}</CardTitle>
          <CardDescription>{t('placeholder.building')}</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="mb-2 text-muted-foreground text-sm">{t('placeholder.links')}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {onwards
              .filter((link) => link.key !== screen)
              .map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-primary text-sm underline underline-offset-4">
                    {t(`screens.${link.key}`)}
                  </Link>
                </li>
              ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
