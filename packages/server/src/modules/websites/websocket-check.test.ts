import { testWebsiteDataSchema, websiteDataSchema } from '@hlidka/contract';
import { afterAll, expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { expectData, expectError } from '../../testing/auth';
import { describePrivateTargetRefused, websiteOwner } from '../../testing/website-owner';
import { startWebsocketServer } from '../../testing/websocket-server';

// The websocket check type through the API: saved and read back, a wrong URL or setting refused in both languages,
// tested unsaved against a WebSocket server on 127.0.0.1, and refused on a private target without
// ALLOW_PRIVATE_TARGETS.

const server = await startWebsocketServer();
afterAll(() => server.close());

describeEachApp(
  'websocket websites',
  (t) => {
    const { send } = websiteOwner(t);

    it('saves a websocket website with its message, expected reply and certificate setting, and updates them', async () => {
      const created = expectData(
        await send('POST', '/api/websites', {
          name: 'Chat',
          type: 'websocket',
          url: `${server.url}/chat`,
          websocket: { message: 'ping', expected: 'echo: ping' },
          verifyTls: false,
        }),
        websiteDataSchema,
        201,
      ).website;
      expect(created).toMatchObject({
        type: 'websocket',
        url: `${server.url}/chat`,
        websocket: { message: 'ping', expected: 'echo: ping' },
        verifyTls: false,
        udp: null,
      });
      const updated = expectData(
        await send('PUT', `/api/websites/${created.id}`, { websocket: { expected: 'welcome' } }),
        websiteDataSchema,
      ).website;
      expect(updated.websocket).toEqual({ message: null, expected: 'welcome' });
    });

    it('refuses an http URL and an empty expected text with translated field errors', async () => {
      const https = expectError(
        await send('POST', '/api/websites', { name: 'x', type: 'websocket', url: 'https://chat.example.cz/' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(https.errors?.url).toEqual(['Zadejte platnou adresu začínající ws:// nebo wss://.']);
      expect(https.translations?.en?.errors?.url).toEqual(['Enter a valid ws:// or wss:// URL.']);
      const empty = expectError(
        await send('POST', '/api/websites', {
          name: 'x',
          type: 'websocket',
          url: `${server.url}/`,
          websocket: { expected: '' },
        }),
        400,
        'VALIDATION_ERROR',
      );
      expect(empty.errors?.['websocket.expected']).toEqual(['Toto pole je povinné.']);
      expect(empty.translations?.en?.errors?.['websocket.expected']).toEqual(['This field is required.']);
    });

    it('tests an unsaved websocket check: the echo passes, a missing page fails with its status', async () => {
      const echo = expectData(
        await send('POST', '/api/websites/test', {
          type: 'websocket',
          url: `${server.url}/`,
          websocket: { message: 'ahoj', expected: 'echo: ahoj' },
          timeoutSeconds: 3,
        }),
        testWebsiteDataSchema,
      ).result;
      expect(echo).toMatchObject({ ok: true, code: null, statusCode: 101, resolvedAddress: '127.0.0.1' });
      const forbidden = expectData(
        await send('POST', '/api/websites/test', {
          type: 'websocket',
          url: `${server.url}/forbidden`,
          timeoutSeconds: 3,
        }),
        testWebsiteDataSchema,
      ).result;
      expect(forbidden).toMatchObject({ ok: false, code: 'status', statusCode: 403, causeParams: { statusCode: 403 } });
    });
  },
  { config: { allowPrivateTargets: true } },
);

describePrivateTargetRefused('websocket websites', { type: 'websocket', url: `${server.url}/` });
