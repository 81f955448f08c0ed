import type { AddressInfo } from 'node:net';
import { testWebsiteDataSchema, websiteDataSchema, websiteDetailDataSchema } from '@hlidka/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { expectData, expectError } from '../../testing/auth';
import { describePrivateTargetRefused, websiteOwner } from '../../testing/website-owner';

// The smtp check through the API: saved with its settings and read back, refused with translated field errors, and
// tested unsaved against a real local mail server.

const server = new SMTPServer({ authOptional: true, logger: false, disabledCommands: ['STARTTLS'] });
let port: number;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describeEachApp(
  'smtp websites',
  (t) => {
    const { send, get } = websiteOwner(t);

    it('saves an smtp website with its security and warn days, and reads them back', async () => {
      const created = expectData(
        await send('POST', '/api/websites', {
          name: 'Pošta',
          type: 'smtp',
          url: 'Mail.Example.CZ',
          smtpSecurity: 'starttls',
          tlsWarnDays: 21,
        }),
        websiteDataSchema,
        201,
      ).website;
      expect(created).toMatchObject({
        type: 'smtp',
        url: 'mail.example.cz',
        smtpSecurity: 'starttls',
        tlsWarnDays: 21,
      });
      const updated = expectData(
        await send('PUT', `/api/websites/${created.id}`, { url: '[2001:db8::25]:465', smtpSecurity: 'implicit' }),
        websiteDataSchema,
      ).website;
      expect(updated).toMatchObject({ url: '[2001:db8::25]:465', smtpSecurity: 'implicit', tlsWarnDays: 21 });
      const read = expectData(await get(`/api/websites/${created.id}`), websiteDetailDataSchema).website;
      expect(read.smtpSecurity).toBe('implicit');
    });

    it('refuses a bad server and bad settings with translated per-field errors', async () => {
      const badPort = expectError(
        await send('POST', '/api/websites', { name: 'x', type: 'smtp', url: 'mail.example.cz:99999' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(badPort.errors?.url).toEqual([
        'Zadejte hostitele nebo IP adresu, případně s portem (mail.example.cz nebo mail.example.cz:587).',
      ]);
      const url = expectError(
        await send('POST', '/api/websites', { name: 'x', type: 'smtp', url: 'http://mail.example.cz' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(url.errors?.url).toEqual(badPort.errors?.url);
      const badSettings = expectError(
        await send('POST', '/api/websites', {
          name: 'x',
          type: 'smtp',
          url: 'mail.example.cz',
          smtpSecurity: 'ssl',
          tlsWarnDays: 400,
        }),
        400,
        'VALIDATION_ERROR',
      );
      expect(Object.keys(badSettings.errors ?? {}).sort()).toEqual(['smtpSecurity', 'tlsWarnDays']);
      expect(badSettings.errors?.tlsWarnDays?.[0]).toMatch(/365/);
    });

    it('tests an unsaved smtp check against a local mail server', async () => {
      const result = expectData(
        await send('POST', '/api/websites/test', { type: 'smtp', url: `127.0.0.1:${port}`, timeoutSeconds: 3 }),
        testWebsiteDataSchema,
      ).result;
      expect(result).toMatchObject({ ok: true, code: null, certificate: null, resolvedAddress: '127.0.0.1' });
      const required = expectData(
        await send('POST', '/api/websites/test', {
          type: 'smtp',
          url: `127.0.0.1:${port}`,
          smtpSecurity: 'starttls',
          timeoutSeconds: 3,
        }),
        testWebsiteDataSchema,
      ).result;
      expect(required).toMatchObject({
        ok: false,
        code: 'protocol',
        causeParams: { reply: expect.stringMatching(/^250/) },
      });
    });
  },
  { config: { allowPrivateTargets: true } },
);

describePrivateTargetRefused('smtp websites', { type: 'smtp', url: '127.0.0.1:25' });
