import { useUnreadCount } from '@hlidka/data';
import { deferred, NotificationBellButton, UserMenuButton, whenPageIdle } from '@hlidka/ui';
import { Suspense, startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { HeaderMenu, HeaderMenusProps } from './header-menu-slots';
import '../i18n/areas/bell';
import '../i18n/areas/shell';

const menus = deferred(() => import('./header-menus'));

/**
 * The bell and the user menu. Their dropdowns' code (React Aria's overlays) stays off the first screen's critical path
 * (issue 25, item 12: a slow link): the buttons show at once, the dropdowns load once the page is idle, or when one is
 * pressed before that (it then opens as soon as it is here).
 */
export function HeaderMenuButtons({ user, onLogout }: Pick<HeaderMenusProps, 'user' | 'onLogout'>) {
  const { t } = useTranslation();
  const { count } = useUnreadCount();
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState<HeaderMenu | null>(null);
  const [focused, setFocused] = useState<HeaderMenu | null>(null);
  // In a transition: the buttons stay as they are until the dropdowns' code is here, then are swapped in one go.
  const load = useCallback(() => startTransition(() => setWanted(true)), []);
  useEffect(() => whenPageIdle(load), [load]);

  const focusProps = (menu: HeaderMenu) => ({
    onFocus: () => setFocused(menu),
    onBlur: () => setFocused((current) => (current === menu ? null : current)),
  });
  const standIns = (
    <>
      <NotificationBellButton
        unreadCount={count}
        labels={{ bell: t('bell.bell'), unread: (n) => t('bell.unread', { count: n }) }}
        aria-haspopup="dialog"
        aria-expanded={false}
        onPress={() => {
          setOpened('bell');
          load();
        }}
        {...focusProps('bell')}
      />
      <UserMenuButton
        fullName={user.fullName}
        labels={{ trigger: t('shell.userMenu') }}
        aria-haspopup="menu"
        aria-expanded={false}
        onPress={() => {
          setOpened('user');
          load();
        }}
        {...focusProps('user')}
      />
    </>
  );
  return (
    <Suspense fallback={standIns}>
      {wanted ? <menus.Lazy opened={opened} focused={focused} user={user} onLogout={onLogout} /> : standIns}
    </Suspense>
  );
}
