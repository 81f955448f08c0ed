export { UserMenu, type UserMenuLabels, type UserMenuProps } from './user-menu';
export { UserMenuButton, type UserMenuButtonProps } from './user-menu-button';
