import { createWebsiteBodySchema } from '@hlidka/contract';
import { createWebsite } from '@hlidka/data/mocks';
import { describe, expect, it } from 'vitest';
import { defaultValues, toBody, validate, valuesFromWebsite, type WebsiteFormValues } from '../form-model';
import { udpModule } from './udp';

const form = (changes: Partial<WebsiteFormValues>): WebsiteFormValues => ({
  ...defaultValues(60),
  name: 'Herní server',
  type: 'udp',
  url: 'hra.example.cz:27015',
  ...changes,
});

describe('the form model of the UDP check', () => {
  it('sends the payload and expected reply the API accepts; an empty expected reply is none', () => {
    const body = toBody(form({ udpPayload: 'ff ff 54', udpEncoding: 'hex', udpExpected: '' }));
    expect(body).toMatchObject({ type: 'udp', udp: { payload: 'ff ff 54', encoding: 'hex', expected: null } });
    expect(createWebsiteBodySchema.safeParse(body).success).toBe(true);
  });

  it('refuses malformed hex and more than 1024 bytes, the way the server does', () => {
    const errors = validate(form({ udpPayload: 'abc', udpEncoding: 'hex', udpExpected: 'é'.repeat(513) }), 60);
    expect(errors.udpPayload).toEqual({ key: 'checkTypes.errors.hex' });
    expect(validate(form({ udpExpected: 'é'.repeat(513) }), 60).udpExpected).toEqual({
      key: 'checkTypes.errors.bytes',
      values: { max: 1024 },
    });
    expect(validate(form({ udpPayload: 'é'.repeat(512) }), 60)).toEqual({});
  });

  it("reads a saved website's settings back into the form, and places the server's errors on its fields", () => {
    const website = createWebsite(1, {
      type: 'udp',
      url: 'hra.example.cz:27015',
      udp: { payload: 'PING', encoding: 'text', expected: 'PONG' },
    });
    expect(valuesFromWebsite(website)).toMatchObject({ udpPayload: 'PING', udpEncoding: 'text', udpExpected: 'PONG' });
    expect(udpModule.formField?.('udp.expected')).toBe('udpExpected');
    expect(udpModule.formField?.('udp.payload')).toBe('udpPayload');
    expect(udpModule.formField?.('dns.resolver')).toBeUndefined();
  });
});
