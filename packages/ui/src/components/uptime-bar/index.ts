export { UptimeBar, type UptimeBarProps, type UptimeDay } from './uptime-bar';
