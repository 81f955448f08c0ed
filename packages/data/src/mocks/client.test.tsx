// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNotifications } from '../hooks/use-notifications';
import { useUser } from '../hooks/use-user';
import { BASE, setupMockServer } from '../testing/msw';
import { renderDataHook } from '../testing/render';
import { createMockClient } from './client';
import { scenario } from './scenarios';

const server = setupMockServer();

describe('mocks as a story uses them', () => {
  it('a mock client and the populated scenario serve the hooks', async () => {
    server.use(...scenario('populated'));
    const { result } = renderDataHook(
      () => ({ user: useUser(), notifications: useNotifications() }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.user.data?.firstName).toBe('Jana'));
    await waitFor(() => expect(result.current.notifications.notifications).toHaveLength(5));
  });

  it('the expired-session scenario signs the mock client out', async () => {
    server.use(...scenario('expiredSession'));
    const client = createMockClient({ baseUrl: BASE });
    const { result } = renderDataHook(() => useUser(), client);
    await waitFor(() => expect(client.session.getState().isAuthenticated).toBe(false));
    expect(result.current.data).toBeUndefined();
  });

  it('the validation-error scenario answers field errors', async () => {
    server.use(...scenario('validationError'));
    const client = createMockClient({ baseUrl: BASE });
    await expect(client.request('/api/teams', { method: 'POST', body: { name: '' } })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      errors: { email: 'Zadejte platnou e-mailovou adresu', name: 'Název je povinný' },
    });
  });

  it('answers in the language the client asks for, as the server does', async () => {
    const client = createMockClient({ baseUrl: BASE, getLanguage: () => 'en' });
    server.use(...scenario('validationError'));
    await expect(client.request('/api/teams', { method: 'POST', body: { name: '' } })).rejects.toMatchObject({
      message: 'The form contains errors',
      errors: { name: 'The name is required' },
    });
    server.resetHandlers(...scenario('serverError'));
    await expect(client.request('/api/user')).rejects.toMatchObject({ message: 'An unexpected error occurred' });
  });

  it('the server-error and offline scenarios fail every call', async () => {
    const client = createMockClient({ baseUrl: BASE });
    server.use(...scenario('serverError'));
    await expect(client.request('/api/user')).rejects.toMatchObject({ status: 500 });
    server.resetHandlers(...scenario('offline'));
    await expect(client.request('/api/user')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('the plan-limit scenario refuses another website', async () => {
    server.use(...scenario('planLimitReached'));
    const client = createMockClient({ baseUrl: BASE });
    await expect(client.request('/api/websites', { method: 'POST', body: { name: 'Další' } })).rejects.toMatchObject({
      status: 403,
      code: 'PLAN_LIMIT_REACHED',
      message: 'Váš tarif Zdarma umožňuje nejvýše 3 weby. Pro další weby přejděte na vyšší tarif.',
    });
  });

  it('the slow scenario answers after its latency', async () => {
    server.use(...scenario('slow', { latency: 150 }));
    const client = createMockClient({ baseUrl: BASE });
    const started = Date.now();
    await client.request('/api/plans');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});
