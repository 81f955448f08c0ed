import type { ChannelFormModule } from './module';

/** PagerDuty: the Events API v2 integration key of a service (kept when left empty on edit). */
export const pagerDutyModule: ChannelFormModule<'pagerduty'> = {
  fields: [{ name: 'routingKey', kind: 'secret', required: true, pattern: /^[A-Za-z0-9]{32}$/, hint: true }],
};
