import type { ChannelFormModule } from './module';

/** Gotify: the server's address and an application's token. */
export const gotifyModule: ChannelFormModule<'gotify'> = {
  fields: [
    { name: 'serverUrl', kind: 'url', required: true, hint: true, placeholder: 'https://' },
    { name: 'appToken', kind: 'secret', required: true, hint: true },
  ],
};
