import type { ChannelFormModule } from './module';

/** Opsgenie: an API integration's key (kept when left empty on edit) and where the account lives. */
export const opsgenieModule: ChannelFormModule<'opsgenie'> = {
  fields: [
    {
      name: 'apiKey',
      kind: 'secret',
      required: true,
      pattern: /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      hint: true,
    },
    { name: 'region', kind: 'select', options: ['eu', 'us'], hint: true },
  ],
};
