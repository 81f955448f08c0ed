import { createNotificationChannelBodySchema, type NotificationChannelType } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { emptyChannelForm, formFieldOf, validateChannelForm } from './channel-validation';

const form = (type: NotificationChannelType, fields: Record<string, string>, changes = {}) => ({
  ...emptyChannelForm,
  name: 'Ops',
  type,
  fields,
  ...changes,
});

describe('channel form validation', () => {
  it('builds a config the contract accepts for every type', () => {
    const cases = [
      form('email', { addresses: 'a@example.cz\nb@example.cz' }),
      form('webhook', { url: 'https://hooks.example.cz/x', secret: 'sixteen-chars-ok' }),
      form('slack', { url: 'https://hooks.slack.com/services/T/B/X' }),
      form('discord', { url: 'https://discord.com/api/webhooks/1/a' }),
      form('teams', { url: 'https://example.webhook.office.com/x' }),
      form('telegram', { botToken: '123456789:AAbbCCddEEffGGhhIIjjKK', chatId: '-100123' }),
    ];
    for (const values of cases) {
      const { errors, config } = validateChannelForm(values);
      expect(errors).toEqual({});
      const parsed = createNotificationChannelBodySchema.safeParse({ name: values.name, config });
      expect(parsed.success, `${values.type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('names what is wrong, field by field', () => {
    expect(validateChannelForm(form('email', { addresses: 'a@example.cz, nope' }, { name: ' ' })).errors).toEqual({
      name: { key: 'nameRequired' },
      addresses: { key: 'addressInvalid', values: { address: 'nope' } },
    });
    expect(validateChannelForm(form('email', { addresses: 'a@example.cz A@example.cz' })).errors).toEqual({
      addresses: { key: 'addressesDuplicate' },
    });
    expect(validateChannelForm(form('email', {})).errors).toEqual({ addresses: { key: 'addressesRequired' } });
    expect(validateChannelForm(form('slack', { url: 'ftp://example.cz' })).errors).toEqual({
      url: { key: 'urlInvalid' },
    });
    expect(validateChannelForm(form('webhook', { url: 'https://x.cz', secret: 'short' })).errors).toEqual({
      secret: { key: 'secretInvalid' },
    });
    expect(validateChannelForm(form('telegram', { botToken: '', chatId: 'abc' })).errors).toEqual({
      botToken: { key: 'botTokenRequired' },
      chatId: { key: 'chatIdInvalid' },
    });
  });

  it('on edit an empty secret or token keeps the stored one; "stop signing" sends null', () => {
    const editing = { id: 'x' } as never;
    expect(validateChannelForm(form('webhook', { url: 'https://x.cz' }), editing).config).toEqual({
      type: 'webhook',
      url: 'https://x.cz',
    });
    expect(validateChannelForm(form('webhook', { url: 'https://x.cz' })).config).toEqual({
      type: 'webhook',
      url: 'https://x.cz',
      secret: null,
    });
    expect(
      validateChannelForm(form('webhook', { url: 'https://x.cz' }, { remove: { secret: true } }), editing).config,
    ).toEqual({ type: 'webhook', url: 'https://x.cz', secret: null });
    expect(validateChannelForm(form('telegram', { chatId: '@hlidka_ops' }), editing).errors).toEqual({});
  });

  it('maps server field paths to form fields', () => {
    expect(formFieldOf('config.url', 'webhook')).toBe('url');
    expect(formFieldOf('config.addresses.1', 'email')).toBe('addresses');
    expect(formFieldOf('name', 'email')).toBe('name');
    expect(formFieldOf('enabled', 'email')).toBeUndefined();
  });
});
