export {
  NotificationBell,
  type NotificationBellLabels,
  type NotificationBellProps,
  type NotificationItem,
  type NotificationSeverity,
} from './notification-bell';
export { NotificationBellButton, type NotificationBellButtonProps } from './notification-bell-button';
