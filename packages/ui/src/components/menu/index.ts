export { Menu, type MenuEntry, type MenuProps, SUBMENU_OPEN_DELAY } from './menu';
