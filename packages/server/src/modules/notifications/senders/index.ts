import { discordSender } from './discord';
import { emailSender } from './email';
import { googleChatSender } from './googlechat';
import { gotifySender } from './gotify';
import { mattermostSender } from './mattermost';
import { ntfySender } from './ntfy';
import { opsgenieSender } from './opsgenie';
import { pagerDutySender } from './pagerduty';
import { pushoverSender } from './pushover';
import { slackSender } from './slack';
import { smsSender } from './sms';
import { teamsSender } from './teams';
import { telegramSender } from './telegram';
import type { Sender, SenderConfigs } from './types';
import { webhookSender } from './webhook';
import { webPushSender } from './webpush';

export type { SenderOptions, SendResult } from './types';

/** One sender per channel type: the compiler proves every type is handled. */
export const senders: { [T in keyof SenderConfigs]: Sender<T> } = {
  email: emailSender,
  webhook: webhookSender,
  slack: slackSender,
  discord: discordSender,
  teams: teamsSender,
  telegram: telegramSender,
  mattermost: mattermostSender,
  googlechat: googleChatSender,
  ntfy: ntfySender,
  gotify: gotifySender,
  pushover: pushoverSender,
  pagerduty: pagerDutySender,
  opsgenie: opsgenieSender,
  sms: smsSender,
  webpush: webPushSender,
};
