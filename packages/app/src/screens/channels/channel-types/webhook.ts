import type { ChannelFormModule } from './module';

/** A signed JSON webhook; the signing secret is optional and can be removed. */
export const webhookModule: ChannelFormModule<'webhook'> = {
  fields: [
    { name: 'url', kind: 'url', required: true, hint: true, placeholder: 'https://' },
    { name: 'secret', kind: 'secret', pattern: /^.{16,256}$/su, removable: true, hint: true },
  ],
};
