import { createNotificationChannelBodySchema, type NotificationChannelType } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { deviceName } from '../../../lib/web-push';
import { emptyChannelForm, validateChannelForm } from '../channel-validation';
import { smsModule } from './sms';

const form = (type: NotificationChannelType, fields: Record<string, string>) => ({
  ...emptyChannelForm,
  name: 'Pohotovost',
  type,
  fields,
});
const accepted = (values: ReturnType<typeof form>) => {
  const { errors, config } = validateChannelForm(values);
  expect(errors).toEqual({});
  const parsed = createNotificationChannelBodySchema.safeParse({ name: values.name, config });
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return config;
};

describe('Opsgenie, SMS and Web Push forms', () => {
  it('Opsgenie: the key and the region (EU first)', () => {
    expect(accepted(form('opsgenie', { apiKey: 'eb243592-faa2-4ba2-a551-1afdf565c889' }))).toEqual({
      type: 'opsgenie',
      apiKey: 'eb243592-faa2-4ba2-a551-1afdf565c889',
      region: 'eu',
    });
    expect(validateChannelForm(form('opsgenie', { apiKey: 'nope' })).errors).toEqual({
      apiKey: { key: 'apiKeyInvalid' },
    });
  });

  it('SMS: the SMSbrána preset with a password and numbers typed with spaces gives a config the contract accepts', () => {
    const config = accepted(
      form('sms', { ...smsModule.presets?.smsbrana, password: 'heslo', phones: '+420 777 123 456\n+421-905-123-456' }),
    );
    expect(config).toEqual({
      type: 'sms',
      gatewayUrl: 'https://api.smsbrana.cz/smsconnect/http.php',
      method: 'GET',
      contentType: 'form',
      template: 'action=send_sms&login=VAS_LOGIN&password={password}&number={phone}&message={message}',
      headers: '',
      successText: '<err>0</err>',
      password: 'heslo',
      phones: ['+420777123456', '+421905123456'],
    });
  });

  it('SMS: names a template without placeholders, a bad header, a number not in international form', () => {
    expect(
      validateChannelForm(
        form('sms', {
          gatewayUrl: 'https://sms.example.cz/api',
          template: 'text={message}',
          headers: 'Authorization Bearer x',
          phones: '777123456',
        }),
      ).errors,
    ).toEqual({
      template: { key: 'templateInvalid' },
      headers: { key: 'headersInvalid' },
      phones: { key: 'phoneInvalid', values: { phone: '777123456' } },
    });
  });

  it('Web Push: needs a subscription; an expired one must be made again; a stored one is sent back without its secret', () => {
    expect(validateChannelForm(form('webpush', {})).errors).toEqual({ subscription: { key: 'subscriptionRequired' } });
    const stored = { endpoint: 'https://push.example.com/s/1', p256dh: 'B'.repeat(87), device: 'Firefox, Windows' };
    expect(
      validateChannelForm(form('webpush', { subscription: JSON.stringify({ ...stored, expired: true }) })).errors,
    ).toEqual({ subscription: { key: 'subscriptionRequired' } });
    expect(validateChannelForm(form('webpush', { subscription: JSON.stringify(stored) })).config).toEqual({
      type: 'webpush',
      ...stored,
    });
    expect(accepted(form('webpush', { subscription: JSON.stringify({ ...stored, auth: 'a'.repeat(22) }) }))).toEqual({
      type: 'webpush',
      ...stored,
      auth: 'a'.repeat(22),
    });
  });

  it('names the browser and system from the user agent', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
      ),
    ).toBe('Edge, Windows');
    expect(deviceName('Mozilla/5.0 (Android 14; Mobile; rv:130.0) Gecko/130.0 Firefox/130.0')).toBe('Firefox, Android');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari, iOS');
  });
});
