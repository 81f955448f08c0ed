import { answerIssues, billingRoutes } from '@hlidka/contract';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { createUser } from '../mocks/fixtures';
import { createMemoryStorage } from '../session/storage';
import { BASE, createTestClient, setupMockServer } from '../testing/msw';
import { createApiClient } from './client';

const server = setupMockServer();

function signedIn(client: ReturnType<typeof createTestClient>['client'], token = 'old-token') {
  client.session.signIn({
    token,
    refreshToken: 'refresh-1',
    user: createUser(),
    expiresAt: '2026-11-21T08:15:00.000Z',
    authMethod: 'email',
  });
}

describe('fetcher', () => {
  it('sends JSON with the Bearer token after login and unwraps the envelope', async () => {
    const { client } = createTestClient();
    signedIn(client);
    let seen: { auth: string | null; type: string | null; body: unknown; url: string } | undefined;
    server.use(
      http.post(`${BASE}/api/things`, async ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          type: request.headers.get('content-type'),
          body: await request.json(),
          url: request.url,
        };
        return HttpResponse.json({ success: true, data: { id: 1 }, requestId: 'r' });
      }),
    );
    await expect(
      client.request('/api/things', { method: 'POST', body: { a: 1 }, query: { limit: 5, skip: undefined } }),
    ).resolves.toEqual({ id: 1 });
    expect(seen).toEqual({
      auth: 'Bearer old-token',
      type: 'application/json',
      body: { a: 1 },
      url: `${BASE}/api/things?limit=5`,
    });
  });

  it('sends no Authorization header before login', async () => {
    const { client } = createTestClient();
    let auth: string | null = 'unset';
    server.use(
      http.get(`${BASE}/api/plans`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ success: true, data: { plans: [] } });
      }),
    );
    await client.request('/api/plans');
    expect(auth).toBeNull();
  });

  it('uses the page origin when no base URL is given', () => {
    vi.stubGlobal('location', { origin: 'https://hlidka.example' });
    try {
      const client = createApiClient({ storage: createMemoryStorage() });
      expect(client.url('/api/user', { a: 'b c' })).toBe('https://hlidka.example/api/user?a=b+c');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('has no timeout of its own but honours an AbortSignal', async () => {
    const { client } = createTestClient();
    server.use(
      http.get(`${BASE}/api/slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = client.request('/api/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('throws one ApiError shape for error answers', async () => {
    const { client } = createTestClient();
    server.use(
      http.post(`${BASE}/api/register`, () =>
        HttpResponse.json(
          {
            success: false,
            message: '',
            code: 'VALIDATION_ERROR',
            errors: { email: ['Tento e-mail už je registrován'] },
            requestId: 'req-9',
          },
          { status: 400 },
        ),
      ),
    );
    const error = await client.request('/api/register', { method: 'POST', body: {}, auth: false }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Tento e-mail už je registrován',
      code: 'VALIDATION_ERROR',
      status: 400,
      errors: { email: 'Tento e-mail už je registrován' },
      requestId: 'req-9',
    });
  });

  it('takes the request id from the header when the body has none', async () => {
    const { client } = createTestClient();
    server.use(
      http.get(`${BASE}/api/x`, () => new HttpResponse('oops', { status: 503, headers: { 'x-request-id': 'hdr-1' } })),
    );
    await expect(client.request('/api/x')).rejects.toMatchObject({
      message: 'Došlo k neočekávané chybě',
      code: 503,
      requestId: 'hdr-1',
    });
  });

  it('reports status ≥ 500 to the error reporter, and nothing below', async () => {
    const { client, reported } = createTestClient();
    server.use(
      http.get(`${BASE}/api/boom`, () =>
        HttpResponse.json(
          { success: false, message: 'Interní chyba', code: 'INTERNAL_ERROR', requestId: 'r5' },
          {
            status: 500,
          },
        ),
      ),
      http.get(`${BASE}/api/missing`, () =>
        HttpResponse.json(
          { success: false, message: 'Nenalezeno', code: 'NOT_FOUND', requestId: 'r4' },
          {
            status: 404,
          },
        ),
      ),
    );
    await expect(client.request('/api/boom')).rejects.toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    await expect(client.request('/api/missing')).rejects.toMatchObject({ status: 404 });
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ status: 500, requestId: 'r5' });
  });

  it('asks for answers in the UI language', async () => {
    const { client } = createTestClient({ getLanguage: () => 'en' });
    let language: string | null = null;
    server.use(
      http.get(`${BASE}/api/plans`, ({ request }) => {
        language = request.headers.get('accept-language');
        return HttpResponse.json({ success: true, data: { plans: [] } });
      }),
    );
    await client.request('/api/plans');
    expect(language).toBe('en');
  });

  it('warns when an answer drifts from the contract (checkAnswer)', async () => {
    const { client, warnings } = createTestClient({ checkAnswer: answerIssues });
    server.use(
      http.get(`${BASE}/api/plans`, () => HttpResponse.json({ success: true, data: { plans: [{ id: 'x' }] } })),
    );
    await expect(client.call(billingRoutes.listPlans)).resolves.toEqual({ plans: [{ id: 'x' }] });
    expect(warnings).toEqual(['GET /api/plans: the answer does not match the contract']);
  });

  it('refuses requests while offline with the spec message', async () => {
    const { client } = createTestClient({ isOnline: () => false });
    await expect(client.request('/api/user')).rejects.toMatchObject({
      message: 'Jste offline. Požadavek bude odeslán, až budete online.',
      code: 'OFFLINE',
      status: 0,
    });
  });

  it('downloads a file under the name of Content-Disposition', async () => {
    const { client } = createTestClient();
    signedIn(client);
    server.use(
      http.get(
        `${BASE}/api/invoices/:id/download`,
        () =>
          new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': `attachment; filename="invoice.pdf"; filename*=UTF-8''faktura-2026-0001-%C5%BElu%C5%A5ou%C4%8Dk%C3%BD.pdf`,
            },
          }),
      ),
    );
    const file = await client.download('/api/invoices/abc/download');
    expect(file.filename).toBe('faktura-2026-0001-žluťoučký.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });
});
