import { defineRoute, errorEnvelopeSchema } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/app';
import { AppError } from './app-error';
import { ok, registerRoute } from './register-route';

const echoRoute = defineRoute({
  method: 'POST',
  path: '/api/test/echo',
  summary: 'Echo',
  tags: ['test'],
  auth: 'none',
  body: z.object({
    name: z.string().min(2).max(10),
    age: z.number().int(),
    email: z.email(),
    nested: z.strictObject({ city: z.string() }).optional(),
  }),
  response: z.object({ name: z.string(), age: z.number() }),
  status: 201,
});

const itemRoute = defineRoute({
  method: 'GET',
  path: '/api/test/items/:id',
  summary: 'Item',
  tags: ['test'],
  auth: 'none',
  params: z.object({ id: z.uuid() }),
  query: z.object({ sort: z.enum(['name', 'createdAt']).default('name') }),
  response: z.object({ id: z.string(), sort: z.string() }),
});

const boomRoute = defineRoute({
  method: 'GET',
  path: '/api/test/boom',
  summary: 'Fails',
  tags: ['test'],
  auth: 'none',
  response: z.object({}),
});

const notFoundRoute = defineRoute({
  method: 'GET',
  path: '/api/test/missing',
  summary: 'Not found',
  tags: ['test'],
  auth: 'none',
  response: z.object({}),
});

const privateRoute = defineRoute({
  method: 'GET',
  path: '/api/test/private',
  summary: 'Needs a user',
  tags: ['test'],
  auth: 'user',
  query: z.object({ limit: z.coerce.number().int().min(1) }),
  response: z.object({ userId: z.string() }),
});

const rawRoute = defineRoute({
  method: 'GET',
  path: '/api/test/raw',
  summary: 'Flat answer',
  tags: ['test'],
  auth: 'none',
  raw: true,
  response: z.object({ success: z.boolean(), authorization_url: z.string() }),
});

const textRoute = defineRoute({
  method: 'GET',
  path: '/api/test/text',
  summary: 'An answer of another media type',
  tags: ['test'],
  auth: 'none',
  contentType: 'text/csv; charset=utf-8',
  query: z.looseObject({ n: z.coerce.number().int() }),
  response: z.string(),
});

const leakyRoute = defineRoute({
  method: 'GET',
  path: '/api/test/leaky',
  summary: 'Returns more than its schema',
  tags: ['test'],
  auth: 'none',
  response: z.object({ email: z.string() }),
});

async function testRoutes(app: FastifyInstance) {
  registerRoute(app, echoRoute, async (request) =>
    ok({ name: request.body.name, age: request.body.age }, { message: { cs: 'Uloženo.', en: 'Saved.' } }),
  );
  registerRoute(app, itemRoute, async (request) => ({ id: request.params.id, sort: request.query.sort }));
  registerRoute(app, boomRoute, async () => {
    throw new Error('connection to 10.0.0.5 refused: password=hunter2');
  });
  registerRoute(app, notFoundRoute, async () => {
    throw new AppError('NOT_FOUND', { cs: 'Web nenalezen.', en: 'Website not found.' });
  });
  registerRoute(app, privateRoute, async (request) => ({ userId: request.auth?.userId ?? '' }));
  registerRoute(app, rawRoute, async () => ({ success: true, authorization_url: 'https://example.test/auth' }));
  registerRoute(app, textRoute, async (request) => `n\n${request.query.n}\n`);
  registerRoute(app, leakyRoute, async () => ({ email: 'a@b.cz', passwordHash: 'secret' }) as { email: string });
}

describe('error handling and route registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [testRoutes] });
  });
  afterAll(() => t.close());

  const post = (payload: string | Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  function expectError(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }, status: number) {
    expect(res.statusCode).toBe(status);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(body.requestId.length).toBeGreaterThan(7);
    return body;
  }

  it('wraps the answer in the envelope with a translated message and the route status', async () => {
    const res = await post(JSON.stringify({ name: 'Jiří', age: 30, email: 'jiri@example.cz' }), {
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, data: { name: 'Jiří', age: 30 }, message: 'Saved.' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers 400 INVALID_BODY for malformed JSON', async () => {
    const body = expectError(await post('{"name": "x",'), 400);
    expect(body.code).toBe('INVALID_BODY');
    expect(body.message).toBe('Tělo požadavku není platný JSON v UTF-8.');
  });

  it('treats an empty JSON body as no body (required fields reported), and a non-object body by its type', async () => {
    const empty = expectError(await post(''), 400);
    expect(empty).toMatchObject({ code: 'VALIDATION_ERROR', errors: { body: ['Toto pole je povinné.'] } });
    const array = expectError(await post('[1,2]'), 400);
    expect(array.errors).toEqual({ body: ['Očekáváno: objekt.'] });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await post('name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(expectError(res, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 400 for invalid UTF-8 instead of accepting replacement characters', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('","age":1,"email":"a@b.cz"}'),
    ]);
    const body = expectError(await post(bytes), 400);
    expect(body.code).toBe('INVALID_BODY');
  });

  it('answers 413 for a body over 1 MB', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), age: 1, email: 'a@b.cz' });
    const body = expectError(await post(big, { 'accept-language': 'en' }), 413);
    expect(body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(body.message).toMatch(/1 MB/);
  });

  it('answers 400 with per-field Czech messages for wrong types, missing and unknown fields', async () => {
    const res = await post(
      JSON.stringify({ name: 'x', age: 'thirty', email: 'nope', admin: true, nested: { city: 'Brno', zip: 1 } }),
    );
    const body = expectError(res, 400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Zkontrolujte zadané údaje.');
    expect(body.errors).toEqual({
      name: ['Musí mít alespoň 2 znaky.'],
      age: ['Očekáváno: číslo.'],
      email: ['Zadejte platnou e-mailovou adresu.'],
      admin: ['Neznámé pole.'],
      'nested.zip': ['Neznámé pole.'],
    });
  });

  it('translates field errors to English by Accept-Language', async () => {
    const res = await post(JSON.stringify({ age: 1.5 }), { 'accept-language': 'en-GB' });
    const body = expectError(res, 400);
    expect(body.message).toBe('Please check the data you entered.');
    expect(body.errors).toEqual({
      name: ['This field is required.'],
      age: ['Expected a whole number.'],
      email: ['This field is required.'],
    });
  });

  it('validates params and query (unknown sort key → 400)', async () => {
    const good = await t.app.inject({ url: '/api/test/items/3f1c1b0e-8a4b-4b39-9d7a-5f8f3e1b2c3d?sort=createdAt' });
    expect(good.json()).toEqual({
      success: true,
      data: { id: '3f1c1b0e-8a4b-4b39-9d7a-5f8f3e1b2c3d', sort: 'createdAt' },
    });
    const badSort = expectError(
      await t.app.inject({ url: '/api/test/items/3f1c1b0e-8a4b-4b39-9d7a-5f8f3e1b2c3d?sort=password' }),
      400,
    );
    expect(badSort.errors?.sort?.[0]).toMatch(/^Povolené hodnoty: name, createdAt/);
    const badId = expectError(await t.app.inject({ url: '/api/test/items/42' }), 400);
    expect(badId.errors).toEqual({ id: ['Neplatný identifikátor.'] });
    const extra = expectError(
      await t.app.inject({ url: '/api/test/items/3f1c1b0e-8a4b-4b39-9d7a-5f8f3e1b2c3d?x=1' }),
      400,
    );
    expect(extra.errors).toEqual({ x: ['Neznámé pole.'] });
  });

  it('hides internals of a 500 behind a generic translated message', async () => {
    const res = await t.app.inject({ url: '/api/test/boom', headers: { 'accept-language': 'en' } });
    const body = expectError(res, 500);
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(body.message).toBe('Something went wrong on the server. Please try again.');
    expect(res.body).not.toMatch(/hunter2|10\.0\.0\.5|stack/);
  });

  it('maps AppError codes to statuses with their own message', async () => {
    const body = expectError(await t.app.inject({ url: '/api/test/missing' }), 404);
    expect(body).toMatchObject({ code: 'NOT_FOUND', message: 'Web nenalezen.' });
  });

  it('sends an answer of its declared media type as it is, with loose queries keeping unknown keys', async () => {
    const res = await t.app.inject({ url: '/api/test/text?n=2&utm_source=mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toBe('n\n2\n');
    expect(expectError(await t.app.inject({ url: '/api/test/text?n=x' }), 400).errors).toHaveProperty('n');
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/test/text'].get.responses['200'].content)).toEqual(['text/csv; charset=utf-8']);
  });

  it('answers JSON 404 for an unknown /api route', async () => {
    const body = expectError(await t.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } }), 404);
    expect(body.code).toBe('NOT_FOUND');
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/test/echo' }), 404);
  });

  it('answers 401 on auth routes until the auth module provides app.authenticate', async () => {
    const body = expectError(await t.app.inject({ url: '/api/test/private?limit=5' }), 401);
    expect(body.code).toBe('UNAUTHORIZED');
  });

  it('authenticates before validating, so an anonymous caller learns nothing about the input', async () => {
    const body = expectError(await t.app.inject({ url: '/api/test/private?limit=nope&extra=1' }), 401);
    expect(body.code).toBe('UNAUTHORIZED');
    expect(body.errors).toBeUndefined();
  });

  it('returns raw answers unwrapped', async () => {
    const res = await t.app.inject({ url: '/api/test/raw' });
    expect(res.json()).toEqual({ success: true, authorization_url: 'https://example.test/auth' });
  });

  it('drops fields the response schema does not declare', async () => {
    const res = await t.app.inject({ url: '/api/test/leaky' });
    expect(res.json()).toEqual({ success: true, data: { email: 'a@b.cz' } });
  });

  it('keeps a sane incoming x-request-id and replaces a bad one', async () => {
    const kept = await t.app.inject({ url: '/api/nope', headers: { 'x-request-id': 'trace-12345678' } });
    expect(kept.json().requestId).toBe('trace-12345678');
    const replaced = await t.app.inject({ url: '/api/nope', headers: { 'x-request-id': 'bad id\nwith newline' } });
    // A fresh UUID in place of the bad one (not `not.toMatch(/bad/)`: a random UUID can hold the hex letters "bad").
    expect(replaced.json().requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('serves the health check and the OpenAPI document with the routes and schemas', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json()).toMatchObject({
      success: true,
      data: { status: 'ok', database: 'postgres', databaseOk: true },
    });
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(
      doc.paths['/api/test/echo'].post.requestBody.content['application/json'].schema.properties.email,
    ).toBeTruthy();
    expect(doc.paths['/api/test/items/{id}'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['id', 'sort']),
    );
    expect(doc.paths['/api/test/private'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/health']).toBeTruthy();
    const docs = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('sets security headers with a CSP fit for the SPA', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [], rateLimit: { max: 2 } });
  });
  afterAll(() => t.close());

  it('answers 429 RATE_LIMITED with Retry-After and a request id', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/health' });
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeTruthy();
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again shortly.' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });
});
