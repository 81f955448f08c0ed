import type { ChannelFormModule } from './module';

const KEY = /^[A-Za-z0-9]{30}$/;

/** Pushover: the user's (or group's) key and the application's token, both kept when left empty on edit. */
export const pushoverModule: ChannelFormModule<'pushover'> = {
  fields: [
    { name: 'userKey', kind: 'secret', required: true, pattern: KEY, hint: true },
    { name: 'appToken', kind: 'secret', required: true, pattern: KEY, hint: true },
  ],
};
