import type { NotificationChannelType } from '@hlidka/contract';
import { chatWebhookModule } from './chat';
import { emailModule } from './email';
import { gotifyModule } from './gotify';
import type { ChannelFormModule } from './module';
import { ntfyModule } from './ntfy';
import { opsgenieModule } from './opsgenie';
import { pagerDutyModule } from './pagerduty';
import { pushoverModule } from './pushover';
import { smsModule } from './sms';
import { telegramModule } from './telegram';
import { webhookModule } from './webhook';
import { webPushModule } from './webpush';

export type { ChannelField, ChannelFieldErrors, ChannelFieldValues, ChannelFormModule } from './module';

/** Every channel type's form module: a type the contract adds does not compile until it has one here. */
export const channelFormModules: { [T in NotificationChannelType]: ChannelFormModule<T> } = {
  email: emailModule,
  webhook: webhookModule,
  slack: chatWebhookModule,
  discord: chatWebhookModule,
  teams: chatWebhookModule,
  telegram: telegramModule,
  mattermost: chatWebhookModule,
  googlechat: chatWebhookModule,
  ntfy: ntfyModule,
  gotify: gotifyModule,
  pushover: pushoverModule,
  pagerduty: pagerDutyModule,
  opsgenie: opsgenieModule,
  sms: smsModule,
  webpush: webPushModule,
};

/** A type's module, for code that handles every type alike. */
export const channelFormModule = (type: NotificationChannelType) =>
  channelFormModules[type] as unknown as ChannelFormModule<NotificationChannelType>;
