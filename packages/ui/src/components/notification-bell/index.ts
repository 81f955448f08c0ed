export {
  NotificationBell,
  type NotificationBellLabels,
  type NotificationBellProps,
  type NotificationItem,
  type NotificationSeverity,
} from './notification-bell';
