import type { ChannelFormModule } from './module';

/** ntfy: a server (ntfy.sh or one's own), a topic, and an access token for servers with access control. */
export const ntfyModule: ChannelFormModule<'ntfy'> = {
  fields: [
    { name: 'serverUrl', kind: 'url', required: true, hint: true, placeholder: 'https://ntfy.sh' },
    { name: 'topic', kind: 'text', required: true, pattern: /^[A-Za-z0-9_-]{1,64}$/, hint: true },
    { name: 'token', kind: 'secret', removable: true, hint: true },
  ],
};
