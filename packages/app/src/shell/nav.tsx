import type { SidebarGroup } from '@hlidka/ui';
import {
  Bell,
  CreditCard,
  FileChartColumn,
  Globe,
  Handshake,
  LayoutDashboard,
  PhoneCall,
  RadioTower,
  Settings,
  TriangleAlert,
  User,
  Users,
  Wrench,
} from 'lucide-react';
import type { TFunction } from '../i18n/translator';
import '../i18n/areas/nav';

const icon = 'size-4';

/** The sidebar of spec §2: the same for everyone, no badges set. */
export function navGroups(t: TFunction): SidebarGroup[] {
  return [
    {
      label: t('nav.main'),
      items: [
        { href: '/dashboard', label: t('nav.dashboard'), icon: <LayoutDashboard className={icon} /> },
        { href: '/websites', label: t('nav.websites'), icon: <Globe className={icon} /> },
        { href: '/reports', label: t('nav.reports'), icon: <FileChartColumn className={icon} /> },
        { href: '/teams', label: t('nav.teams'), icon: <Users className={icon} /> },
        { href: '/incidents', label: t('nav.incidents'), icon: <TriangleAlert className={icon} /> },
        { href: '/status-pages', label: t('nav.statusPages'), icon: <RadioTower className={icon} /> },
        { href: '/maintenance', label: t('nav.maintenance'), icon: <Wrench className={icon} /> },
        { href: '/on-call', label: t('nav.onCall'), icon: <PhoneCall className={icon} /> },
        { href: '/notifications', label: t('nav.notifications'), icon: <Bell className={icon} /> },
      ],
    },
    {
      label: t('nav.account'),
      items: [
        { href: '/profile', label: t('nav.profile'), icon: <User className={icon} /> },
        { href: '/subscription', label: t('nav.subscription'), icon: <CreditCard className={icon} /> },
        { href: '/affiliate', label: t('nav.affiliate'), icon: <Handshake className={icon} /> },
        { href: '/settings', label: t('nav.settings'), icon: <Settings className={icon} /> },
      ],
    },
  ];
}
