import type { ChannelFormModule } from './module';

/** Slack, Discord, Microsoft Teams, Mattermost, Google Chat: the incoming-webhook URL the service gave. */
export const chatWebhookModule: ChannelFormModule<'slack' | 'discord' | 'teams' | 'mattermost' | 'googlechat'> = {
  fields: [{ name: 'url', kind: 'url', required: true, hint: true, placeholder: 'https://' }],
};
