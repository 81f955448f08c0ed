import { createNotificationChannelBodySchema } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { emptyChannelForm, formFieldOf, validateChannelForm } from './channel-validation';

const form = (changes: Partial<typeof emptyChannelForm>) => ({ ...emptyChannelForm, name: 'Ops', ...changes });

describe('channel form validation', () => {
  it('builds a config the contract accepts for every type', () => {
    const cases = [
      form({ type: 'email', addresses: 'a@example.cz\nb@example.cz' }),
      form({ type: 'webhook', url: 'https://hooks.example.cz/x', secret: 'sixteen-chars-ok' }),
      form({ type: 'slack', url: 'https://hooks.slack.com/services/T/B/X' }),
      form({ type: 'discord', url: 'https://discord.com/api/webhooks/1/a' }),
      form({ type: 'teams', url: 'https://example.webhook.office.com/x' }),
      form({ type: 'telegram', botToken: '123456789:AAbbCCddEEffGGhhIIjjKK', chatId: '-100123' }),
    ];
    for (const values of cases) {
      const { errors, config } = validateChannelForm(values);
      expect(errors).toEqual({});
      expect(createNotificationChannelBodySchema.safeParse({ name: values.name, config }).success).toBe(true);
    }
  });

  it('names what is wrong, field by field', () => {
    expect(validateChannelForm(form({ name: ' ', type: 'email', addresses: 'a@example.cz, nope' })).errors).toEqual({
      name: { key: 'nameRequired' },
      addresses: { key: 'addressInvalid', values: { address: 'nope' } },
    });
    expect(validateChannelForm(form({ type: 'email', addresses: 'a@example.cz A@example.cz' })).errors).toEqual({
      addresses: { key: 'addressesDuplicate' },
    });
    expect(validateChannelForm(form({ type: 'slack', url: 'ftp://example.cz' })).errors).toEqual({
      url: { key: 'urlInvalid' },
    });
    expect(validateChannelForm(form({ type: 'webhook', url: 'https://x.cz', secret: 'short' })).errors).toEqual({
      secret: { key: 'secretLength' },
    });
    expect(validateChannelForm(form({ type: 'telegram', botToken: '', chatId: 'abc' })).errors).toEqual({
      botToken: { key: 'botTokenRequired' },
      chatId: { key: 'chatIdInvalid' },
    });
  });

  it('on edit an empty secret or token keeps the stored one; "stop signing" sends null', () => {
    const editing = { id: 'x' } as never;
    expect(validateChannelForm(form({ type: 'webhook', url: 'https://x.cz' }), editing).config).toEqual({
      type: 'webhook',
      url: 'https://x.cz',
    });
    expect(
      validateChannelForm(form({ type: 'webhook', url: 'https://x.cz', removeSecret: true }), editing).config,
    ).toEqual({ type: 'webhook', url: 'https://x.cz', secret: null });
    expect(validateChannelForm(form({ type: 'telegram', chatId: '@hlidka_ops' }), editing).errors).toEqual({});
  });

  it('maps server field paths to form fields', () => {
    expect(formFieldOf('config.url')).toBe('url');
    expect(formFieldOf('config.addresses.1')).toBe('addresses');
    expect(formFieldOf('name')).toBe('name');
    expect(formFieldOf('enabled')).toBeUndefined();
  });
});
