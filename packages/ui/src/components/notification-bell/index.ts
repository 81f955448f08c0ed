export {
  NotificationBell,
  type NotificationBellLabels,
  type NotificationBellProps,
  type NotificationItem,
  type NotificationStatus,
} from './notification-bell';
