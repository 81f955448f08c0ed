export { preloadSidebarDrawer, Sidebar, type SidebarGroup, type SidebarItem, type SidebarProps } from './sidebar';
