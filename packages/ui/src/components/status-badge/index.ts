export { type MonitorStatus, StatusBadge, type StatusBadgeProps, statusBadgeVariants } from './status-badge';
