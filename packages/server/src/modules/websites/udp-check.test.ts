import { testWebsiteDataSchema, websiteDataSchema, websiteDetailDataSchema } from '@hlidka/contract';
import { afterAll, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { expectData, expectError } from '../../testing/auth';
import { startUdpServer } from '../../testing/udp-server';
import { describePrivateTargetRefused, websiteOwner } from '../../testing/website-owner';

// The udp check type through the API: saved and read back, its settings validated in the reader's language, tested
// unsaved against a UDP server on 127.0.0.1, and refused on a private target without ALLOW_PRIVATE_TARGETS.

const echo = await startUdpServer((bytes) => Buffer.concat([Buffer.from('PONG '), bytes]));
afterAll(() => echo.close());
const target = `127.0.0.1:${echo.port}`;

describeEachApp(
  'udp websites',
  (t) => {
    const { send, get } = websiteOwner(t);

    it('saves a udp website with its payload and expected reply, and reads them back', async () => {
      const created = expectData(
        await send('POST', '/api/websites', {
          name: 'Herní server',
          type: 'udp',
          url: target,
          udp: { payload: 'ping', expected: 'PONG ping' },
        }),
        websiteDataSchema,
        201,
      ).website;
      expect(created).toMatchObject({
        type: 'udp',
        url: target,
        udp: { payload: 'ping', encoding: 'text', expected: 'PONG ping' },
        dns: null,
      });
      const updated = expectData(
        await send('PUT', `/api/websites/${created.id}`, { udp: { payload: 'ff 00', encoding: 'hex' } }),
        websiteDataSchema,
      ).website;
      expect(updated.udp).toEqual({ payload: 'ff 00', encoding: 'hex', expected: null });
      const read = expectData(await get(`/api/websites/${created.id}`), websiteDetailDataSchema).website;
      expect(read.udp?.encoding).toBe('hex');
      // Another type's website answers null for the udp settings.
      const tcp = expectData(
        await send('POST', '/api/websites', { name: 'TCP', type: 'tcp', url: '127.0.0.1:1' }),
        websiteDataSchema,
        201,
      ).website;
      expect(tcp.udp).toBeNull();
    });

    it('refuses malformed hex, an oversized payload and a target without a port with translated field errors', async () => {
      const badHex = expectError(
        await send('POST', '/api/websites', {
          name: 'x',
          type: 'udp',
          url: target,
          udp: { payload: '0a f', encoding: 'hex', expected: 'zz' },
        }),
        400,
        'VALIDATION_ERROR',
      );
      expect(badHex.errors?.['udp.payload']).toEqual([
        'Zadejte bajty šestnáctkově, dvě číslice na bajt (například 0a ff 10).',
      ]);
      expect(badHex.errors?.['udp.expected']).toHaveLength(1);
      const tooLong = expectError(
        await send('POST', '/api/websites', { name: 'x', type: 'udp', url: target, udp: { payload: 'é'.repeat(600) } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(tooLong.errors?.['udp.payload']).toEqual(['Může mít nejvýše 1 024 bajtů.']);
      // The body carries both languages (the caller's is the user's own language).
      expect(badHex.translations?.en?.errors?.['udp.payload']).toEqual([
        'Enter the bytes in hex, two digits per byte (for example 0a ff 10).',
      ]);
      const noPort = expectError(
        await send('POST', '/api/websites', { name: 'x', type: 'udp', url: '127.0.0.1' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(noPort.errors?.url).toHaveLength(1);
    });

    it('tests an unsaved udp check: the reply passes, a reply without the expected bytes fails with keyword', async () => {
      const passed = expectData(
        await send('POST', '/api/websites/test', {
          type: 'udp',
          url: target,
          udp: { payload: '68 69', encoding: 'hex', expected: '50 4f 4e 47 20 68 69' },
          timeoutSeconds: 3,
        }),
        testWebsiteDataSchema,
      ).result;
      expect(passed).toMatchObject({ ok: true, code: null, resolvedAddress: '127.0.0.1' });
      expect(passed.timings.firstByte).not.toBeNull();
      const mismatch = expectData(
        await send('POST', '/api/websites/test', {
          type: 'udp',
          url: target,
          udp: { payload: 'hi', expected: 'welcome' },
          timeoutSeconds: 3,
        }),
        testWebsiteDataSchema,
      ).result;
      expect(mismatch).toMatchObject({ ok: false, code: 'keyword' });
    });
  },
  { config: { allowPrivateTargets: true } },
);

describePrivateTargetRefused('udp websites', { type: 'udp', url: target });
