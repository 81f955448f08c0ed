import { createWebsiteBodySchema } from '@hlidka/contract';
import { createWebsite } from '@hlidka/data/mocks';
import { describe, expect, it } from 'vitest';
import {
  defaultValues,
  parseExpectedStatus,
  parseHeaders,
  parseRegions,
  toBody,
  validate,
  valuesFromWebsite,
  type WebsiteFormValues,
} from './form-model';

const form = (changes: Partial<WebsiteFormValues>): WebsiteFormValues => ({
  ...defaultValues(60),
  name: 'E-shop',
  url: 'https://eshop.example.cz',
  ...changes,
});

describe('the website form model', () => {
  it('accepts a complete HTTP configuration and sends a body the API schema accepts', () => {
    const values = form({ headers: 'Authorization: Bearer abc\nX-Env: prod', expectedStatus: '200, 3xx, 200-204' });
    expect(validate(values, 60)).toEqual({});
    const body = toBody(values);
    expect(body).toMatchObject({
      type: 'http',
      url: 'https://eshop.example.cz',
      intervalSeconds: 60,
      headers: { Authorization: 'Bearer abc', 'X-Env': 'prod' },
      expectedStatus: [200, '3xx', '200-204'],
      keyword: null,
    });
    expect(createWebsiteBodySchema.safeParse(body).success).toBe(true);
  });

  it('names every invalid field with a translation key and its values', () => {
    const errors = validate(
      form({
        name: ' ',
        url: 'eshop.example.cz',
        intervalSeconds: '30',
        headers: 'bez dvojtečky',
        timeoutSeconds: '0',
      }),
      60,
    );
    expect(errors).toEqual({
      name: { key: 'required' },
      url: { key: 'url' },
      intervalSeconds: { key: 'intervalMin', values: { min: 60 } },
      headers: { key: 'headers' },
      timeoutSeconds: { key: 'number', values: { min: 1, max: 120 } },
    });
    // "Test now" needs no name.
    expect(validate(form({ name: '' }), 60, true)).toEqual({});
  });

  it('asks only for the fields of the chosen type', () => {
    expect(validate(form({ type: 'keyword' }), 60)).toEqual({ keyword: { key: 'keyword' } });
    expect(validate(form({ type: 'tcp', url: 'mail.example.cz' }), 60)).toEqual({ url: { key: 'target' } });
    expect(validate(form({ type: 'tcp', url: 'mail.example.cz:587' }), 60)).toEqual({});
    expect(validate(form({ type: 'tls', url: 'example.cz' }), 60)).toEqual({});
    expect(validate(form({ type: 'heartbeat', url: '' }), 60)).toEqual({});
    const heartbeat = toBody(form({ type: 'heartbeat', url: 'ignored', graceSeconds: '120' }));
    expect(heartbeat).toMatchObject({ type: 'heartbeat', url: '', graceSeconds: 120 });
    expect(heartbeat).not.toHaveProperty('method');
    expect(toBody(form({ type: 'keyword', keyword: 'Košík', keywordMode: 'absent' })).keyword).toEqual({
      value: 'Košík',
      mode: 'absent',
      caseSensitive: true,
    });
  });

  it('refuses a body on GET and parses headers and status codes strictly', () => {
    expect(validate(form({ body: '{}' }), 60)).toEqual({ body: { key: 'bodyNotAllowed' } });
    expect(validate(form({ method: 'POST', body: '{}' }), 60)).toEqual({});
    expect(parseHeaders('Jméno: hodnota')).toBeNull();
    expect(parseHeaders('\n  X-A: 1 \n')).toEqual({ 'X-A': '1' });
    expect(parseExpectedStatus('200, 6xx')).toBeNull();
    expect(parseExpectedStatus('')).toBeNull();
  });

  it('takes regions as a list and a quorum only among several of them', () => {
    expect(parseRegions('eu-central, us-east ap-south')).toEqual(['eu-central', 'us-east', 'ap-south']);
    expect(parseRegions('EU')).toBeNull();
    expect(parseRegions('eu, eu')).toBeNull();
    expect(validate(form({ regions: 'eu, us', regionQuorum: '3' }), 60)).toEqual({
      regionQuorum: { key: 'regionQuorum', values: { max: 2 } },
    });
    expect(validate(form({ regions: 'eu, Us' }), 60)).toEqual({ regions: { key: 'regions' } });
    const body = toBody(form({ regions: 'eu, us, asia', regionQuorum: '3' }));
    expect(body).toMatchObject({ regions: ['eu', 'us', 'asia'], regionQuorum: 3 });
    expect(createWebsiteBodySchema.safeParse(body).success).toBe(true);
    // One region: nothing to agree on, the quorum is not sent.
    expect(toBody(form({ regions: 'eu', regionQuorum: '3' })).regionQuorum).toBeNull();
    expect(toBody(form({ regions: 'eu, us' })).regionQuorum).toBeNull();
  });

  it('takes a response-time budget only below the timeout, with a p95 window of 3 to 100, and none for a heartbeat', () => {
    expect(validate(form({ degradedAfterMs: '30000' }), 60)).toEqual({
      degradedAfterMs: { key: 'budgetAboveTimeout', values: { timeoutMs: 30_000 } },
    });
    expect(validate(form({ degradedAfterMs: '800', degradedMode: 'p95', degradedWindow: '2' }), 60)).toEqual({
      degradedWindow: { key: 'number', values: { min: 3, max: 100 } },
    });
    const body = toBody(form({ degradedAfterMs: '800', degradedMode: 'p95', degradedWindow: '20' }));
    expect(body).toMatchObject({ degradedAfterMs: 800, degradedMode: 'p95', degradedWindow: 20 });
    expect(createWebsiteBodySchema.safeParse(body).success).toBe(true);
    expect(toBody(form({})).degradedAfterMs).toBeNull();
    expect(toBody(form({ type: 'heartbeat', degradedAfterMs: '800' }))).not.toHaveProperty('degradedAfterMs');
  });

  it('round-trips a stored website', () => {
    const website = createWebsite();
    const values = valuesFromWebsite(website);
    expect(validate(values, 60)).toEqual({});
    expect(toBody(values)).toMatchObject({ name: website.name, url: website.url, expectedStatus: ['2xx'] });
  });
});
