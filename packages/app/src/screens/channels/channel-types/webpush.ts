import type { ChannelFieldErrors, ChannelFormModule } from './module';

/** The form's value of the push field: the subscription as JSON (auth only when newly made), and `expired`. */
export interface PushFieldValue {
  endpoint: string;
  p256dh: string;
  auth?: string;
  device: string;
  expired?: boolean;
}

export const parsePushValue = (text: string | undefined): PushFieldValue | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as PushFieldValue;
  } catch {
    return null;
  }
};

/**
 * Web Push: this browser's subscription, made by the field's button (the browser asks for permission). Editing
 * without subscribing again keeps the stored subscription (its secret stays on the server).
 */
export const webPushModule: ChannelFormModule<'webpush'> = {
  fields: [{ name: 'subscription', kind: 'push', required: true, hint: true }],
  valuesOf: (config) => ({
    subscription: JSON.stringify({
      endpoint: config.endpoint,
      p256dh: config.p256dh,
      device: config.device,
      ...(config.expired ? { expired: true } : {}),
    } satisfies PushFieldValue),
  }),
  // A subscription the push service called gone must be made again (the stored one would stay expired).
  validate: ({ fields }): ChannelFieldErrors => {
    const value = parsePushValue(fields.subscription);
    return value?.expired && !value.auth ? { subscription: { key: 'subscriptionRequired' } } : {};
  },
  toConfig: ({ fields }) => {
    const value = parsePushValue(fields.subscription);
    return {
      type: 'webpush',
      endpoint: value?.endpoint ?? '',
      p256dh: value?.p256dh ?? '',
      device: value?.device ?? '',
      ...(value?.auth ? { auth: value.auth } : {}),
    };
  },
};
