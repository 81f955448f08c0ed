/** The header's two dropdown menus, by the `data-slot` of their buttons. */
export const headerMenuSlots = { bell: 'notification-bell', user: 'user-menu' } as const;
export type HeaderMenu = keyof typeof headerMenuSlots;

export interface HeaderMenusProps {
  /** Pressed before the menus' code had loaded: opens at once. */
  opened: HeaderMenu | null;
  /** Focused when the stand-ins were replaced: the real button takes the focus. */
  focused: HeaderMenu | null;
  user: { fullName: string; email: string };
  onLogout: () => void;
}
