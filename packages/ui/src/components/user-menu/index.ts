export { UserMenu, type UserMenuLabels, type UserMenuProps } from './user-menu';
