import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpConfigSchema, keywordConfigSchema, runHttpCheck } from './http';
import type { CheckContext } from './types';

let server: Server;
let base: string;
const health = { data: { items: [{ status: 'ok', latency: 42 }], version: 'v2.3.1' } };

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json', 'x-cache': 'HIT' });
      res.end(JSON.stringify(health));
    } else if (req.url === '/health.gz') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(gzipSync(JSON.stringify(health)));
    } else if (req.url === '/html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>Welcome</html>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const local: CheckContext = { deadlineMs: 5000, allowPrivateTargets: true };

describe('http checker: JSON and header assertions against a local server', () => {
  it('passes when the JSON body and the headers hold what the assertions say', async () => {
    const config = httpConfigSchema.parse({
      url: `${base}/health`,
      assertions: [
        { source: 'json', path: '$.data.items[0].status', operator: 'eq', expected: 'ok' },
        { source: 'json', path: 'data.items.0.latency', operator: 'lt', expected: '100' },
        { source: 'json', path: '$.data.version', operator: 'matches', expected: '^v2\\.' },
        { source: 'header', path: 'X-Cache', operator: 'eq', expected: 'HIT' },
        { source: 'header', path: 'content-type', operator: 'contains', expected: 'json' },
      ],
    });
    const result = await runHttpCheck(config, local);
    expect(result).toMatchObject({ ok: true, code: null, statusCode: 200 });
  });

  it('fails with code assertion, the path, the operator, the expected and the actual value', async () => {
    const config = httpConfigSchema.parse({
      url: `${base}/health`,
      assertions: [{ source: 'json', path: '$.data.items[0].latency', operator: 'gt', expected: '100' }],
    });
    const result = await runHttpCheck(config, local);
    expect(result).toMatchObject({
      ok: false,
      code: 'assertion',
      statusCode: 200,
      assertion: { source: 'json', path: '$.data.items[0].latency', operator: 'gt', expected: '100', actual: '42' },
    });
  });

  it('reads a gzip body', async () => {
    const config = httpConfigSchema.parse({
      url: `${base}/health.gz`,
      assertions: [{ source: 'json', path: '$.data.items[0].status', operator: 'eq', expected: 'ok' }],
    });
    expect(await runHttpCheck(config, local)).toMatchObject({ ok: true });
  });

  it('fails a missing header before reading the body, and a body that is not JSON with no value', async () => {
    const header = await runHttpCheck(
      httpConfigSchema.parse({
        url: `${base}/health`,
        assertions: [{ source: 'header', path: 'etag', operator: 'exists' }],
      }),
      local,
    );
    expect(header).toMatchObject({ code: 'assertion', assertion: { source: 'header', path: 'etag', actual: null } });
    const html = await runHttpCheck(
      httpConfigSchema.parse({
        url: `${base}/html`,
        assertions: [{ source: 'json', path: '$.a', operator: 'exists' }],
      }),
      local,
    );
    expect(html).toMatchObject({ code: 'assertion', assertion: { path: '$.a', actual: null } });
  });

  it('checks the keyword and the JSON assertions of one body', async () => {
    const config = keywordConfigSchema.parse({
      url: `${base}/health`,
      keyword: { value: '"status":"ok"' },
      assertions: [{ source: 'json', path: '$.data.version', operator: 'eq', expected: 'v9' }],
    });
    const result = await runHttpCheck(config, local);
    expect(result).toMatchObject({ code: 'assertion', assertion: { actual: 'v2.3.1' } });
  });

  it('refuses bad assertions and JSON assertions on HEAD requests in the schema', () => {
    const bad = httpConfigSchema.safeParse({
      url: `${base}/health`,
      assertions: [{ source: 'json', path: '$.a[', operator: 'exists' }],
    });
    expect(bad.success).toBe(false);
    const head = httpConfigSchema.safeParse({
      url: `${base}/health`,
      method: 'HEAD',
      assertions: [{ source: 'json', path: '$.a', operator: 'exists' }],
    });
    expect(head.success).toBe(false);
  });
});
