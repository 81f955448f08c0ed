import type { ChannelFormModule } from './module';

/** Slack, Discord and Microsoft Teams: the incoming-webhook URL the service gave. */
export const chatWebhookModule: ChannelFormModule<'slack' | 'discord' | 'teams'> = {
  fields: [{ name: 'url', kind: 'url', required: true, hint: true, placeholder: 'https://' }],
};
