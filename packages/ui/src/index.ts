export { AppLayout, type AppLayoutProps } from './components/app-layout';
export { Badge, type BadgeProps, badgeVariants } from './components/badge';
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from './components/breadcrumbs';
export { Button, type ButtonProps, buttonVariants } from './components/button';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  type CardProps,
  CardTitle,
} from './components/card';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { ComboBox, type ComboBoxProps } from './components/combo-box';
export { DateRangePicker, type DateRangePickerProps } from './components/date-range-picker';
export { AlertDialog, type AlertDialogProps, Dialog, type DialogProps } from './components/dialog';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export {
  ERROR_SCREEN_RESET_AFTER,
  ErrorScreen,
  type ErrorScreenLabels,
  type ErrorScreenProps,
} from './components/error-screen';
export { FullScreenSpinner, type FullScreenSpinnerProps } from './components/full-screen-spinner';
export { Header, type HeaderProps } from './components/header';
export { Menu, type MenuEntry, type MenuProps, SUBMENU_OPEN_DELAY } from './components/menu';
export {
  NotificationBell,
  NotificationBellButton,
  type NotificationBellButtonProps,
  type NotificationBellLabels,
  type NotificationBellProps,
  type NotificationItem,
  type NotificationSeverity,
} from './components/notification-bell';
export { OfflineBanner, type OfflineBannerProps } from './components/offline-banner';
export { PageTransition, type PageTransitionProps } from './components/page-transition';
export { Pagination, type PaginationLabels, type PaginationProps, paginationRange } from './components/pagination';
export { PasswordField, type PasswordFieldProps } from './components/password-field';
export { PublicLayout, type PublicLayoutProps } from './components/public-layout';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/radio-group';
export {
  RESPONSE_TIME_PHASES,
  ResponseTimeChart,
  type ResponseTimeChartProps,
  type ResponseTimePhase,
  type ResponseTimeRange,
  type ResponseTimeSeries,
} from './components/response-time-chart';
export { Select, type SelectOption, type SelectProps } from './components/select';
export {
  preloadSidebarDrawer,
  Sidebar,
  type SidebarGroup,
  type SidebarItem,
  type SidebarProps,
} from './components/sidebar';
export { Skeleton, type SkeletonProps } from './components/skeleton';
export { SkipLink, type SkipLinkProps } from './components/skip-link';
export { Sparkline, type SparklineProps } from './components/sparkline';
export { type MonitorStatus, StatusBadge, type StatusBadgeProps, statusBadgeVariants } from './components/status-badge';
export { Switch, type SwitchProps } from './components/switch';
export {
  type Selection,
  type SortDescriptor,
  StaticTable,
  type StaticTableProps,
  Table,
  type TableColumn,
  type TableProps,
} from './components/table';
export { type TabItem, Tabs, type TabsProps } from './components/tabs';
export { TermsDialog, type TermsDialogLabels, type TermsDialogProps, type TermsLink } from './components/terms-dialog';
export { TextField, type TextFieldProps } from './components/text-field';
export { type Theme, ThemeToggle, type ThemeToggleProps } from './components/theme-toggle';
export {
  clearToasts,
  dismissToast,
  setToastDuration,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  Toaster,
  type ToasterProps,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
  toast,
  toastDuration,
  toastVariants,
  useToast,
} from './components/toast';
export { Tooltip, type TooltipProps } from './components/tooltip';
export {
  UPDATE_APPLY_DELAY,
  UpdateBanner,
  type UpdateBannerLabels,
  type UpdateBannerProps,
} from './components/update-banner';
export { UptimeBar, type UptimeBarProps, type UptimeDay } from './components/uptime-bar';
export {
  UserMenu,
  UserMenuButton,
  type UserMenuButtonProps,
  type UserMenuLabels,
  type UserMenuProps,
} from './components/user-menu';
export { WaveBackground, type WaveBackgroundProps } from './components/wave-background';
export { cn } from './lib/cn';
export { deferred, useOpenedOnce, whenPageIdle } from './lib/deferred';
export type { LinkRenderProps, RenderLink } from './lib/link';
