// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMockClient, createMockDb, scenario } from '../mocks';
import { BASE, setupMockServer } from '../testing/msw';
import { renderDataHook } from '../testing/render';
import { useAcknowledgeIncident, useIncident, useIncidents, useResolveIncident } from './use-incidents';

const server = setupMockServer();

describe('incident hooks', () => {
  it('list with status filters; acknowledge and resolve update the detail and the lists', async () => {
    const db = createMockDb();
    server.use(...scenario('populated', { db }));
    const id = db.incidents[0]?.id ?? '';
    const { result } = renderDataHook(
      () => ({
        active: useIncidents({ status: ['open', 'acknowledged'] }),
        detail: useIncident(id),
        acknowledge: useAcknowledgeIncident(),
        resolve: useResolveIncident(),
      }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() =>
      expect(result.current.active.incidents?.map((i) => i.status)).toEqual(['open', 'acknowledged']),
    );
    await waitFor(() => expect(result.current.detail.incident?.status).toBe('open'));
    await act(() => result.current.acknowledge.trigger({ id, note: 'Díváme se na to' }));
    await waitFor(() => expect(result.current.detail.incident?.status).toBe('acknowledged'));
    await act(() => result.current.resolve.trigger({ id }));
    await waitFor(() => expect(result.current.detail.incident?.status).toBe('resolved'));
    await waitFor(() => expect(result.current.active.incidents).toHaveLength(1));
  });

  it("failures without a server message read 'Nepodařilo se potvrdit incident.' / 'Nepodařilo se vyřešit incident.'", async () => {
    server.use(
      http.post(`${BASE}/api/incidents/:id/acknowledge`, () => HttpResponse.json({ success: false }, { status: 409 })),
      http.post(`${BASE}/api/incidents/:id/resolve`, () => HttpResponse.json({ success: false }, { status: 409 })),
    );
    const { result } = renderDataHook(
      () => ({ acknowledge: useAcknowledgeIncident(), resolve: useResolveIncident() }),
      createMockClient({ baseUrl: BASE }),
    );
    const id = createMockDb().incidents[0]?.id ?? '';
    await expect(result.current.acknowledge.trigger({ id })).rejects.toMatchObject({
      message: 'Nepodařilo se potvrdit incident.',
    });
    await expect(result.current.resolve.trigger({ id })).rejects.toMatchObject({
      message: 'Nepodařilo se vyřešit incident.',
    });
  });

  it("an unknown incident reads 'Incident nebyl nalezen'", async () => {
    server.use(
      http.get(`${BASE}/api/incidents/:id`, () =>
        HttpResponse.json({ success: false, message: 'Not Found', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 }),
      ),
    );
    const { result } = renderDataHook(
      () => useIncident('00000000-0000-4000-8000-000000000999'),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.error?.message).toBe('Incident nebyl nalezen'));
  });
});
