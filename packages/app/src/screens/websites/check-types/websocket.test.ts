import { createWebsiteBodySchema } from '@hlidka/contract';
import { createWebsite } from '@hlidka/data/mocks';
import { describe, expect, it } from 'vitest';
import { defaultValues, toBody, validate, valuesFromWebsite, type WebsiteFormValues } from '../form-model';
import { websocketModule } from './websocket';

const form = (changes: Partial<WebsiteFormValues>): WebsiteFormValues => ({
  ...defaultValues(60),
  name: 'Chat',
  type: 'websocket',
  url: 'wss://chat.example.cz/socket',
  ...changes,
});

describe('the form model of the WebSocket check', () => {
  it('sends the message, expected text and certificate setting the API accepts; empty ones are none', () => {
    const body = toBody(form({ wsMessage: 'ping', wsExpected: '', verifyTls: false }));
    expect(body).toMatchObject({ type: 'websocket', websocket: { message: 'ping', expected: null }, verifyTls: false });
    expect(createWebsiteBodySchema.safeParse(body).success).toBe(true);
  });

  it('refuses an http URL and an overlong expected text', () => {
    const errors = validate(form({ url: 'https://chat.example.cz', wsExpected: 'x'.repeat(1025) }), 60);
    expect(errors.url).toEqual({ key: 'checkTypes.errors.wsUrl' });
    expect(errors.wsExpected).toEqual({ key: 'checkTypes.errors.length', values: { max: 1024 } });
    expect(validate(form({}), 60)).toEqual({});
  });

  it("reads a saved website back, and places the server's errors on its fields", () => {
    const website = createWebsite(1, {
      type: 'websocket',
      url: 'wss://chat.example.cz/socket',
      websocket: { message: null, expected: 'welcome' },
    });
    expect(valuesFromWebsite(website)).toMatchObject({ wsMessage: '', wsExpected: 'welcome', verifyTls: true });
    expect(websocketModule.formField?.('websocket.expected')).toBe('wsExpected');
    expect(websocketModule.formField?.('udp.payload')).toBeUndefined();
  });
});
