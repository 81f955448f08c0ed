// @vitest-environment jsdom
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { useUser } from '../hooks/use-user';
import { createUser, scenario } from '../mocks';
import { BASE, createTestClient, setupMockServer } from '../testing/msw';
import { createRetainingCache } from './cache';
import { DataProvider, FRESH_MS, swrDefaults, useSession } from './provider';

const server = setupMockServer();

function Name() {
  const { data } = useUser();
  return <p>{data?.firstName ?? '…'}</p>;
}

describe('<DataProvider> (spec §7 client-side data handling)', () => {
  it('carries the spec defaults', () => {
    const { client } = createTestClient();
    const { result } = renderHook(() => useSWRConfig(), {
      wrapper: ({ children }) => <DataProvider client={client}>{children}</DataProvider>,
    });
    expect(FRESH_MS).toBe(300_000);
    expect(result.current).toMatchObject({
      dedupingInterval: 300_000,
      errorRetryCount: 1,
      revalidateOnFocus: false,
      revalidateIfStale: false,
      revalidateOnReconnect: true,
    });
    expect(swrDefaults.shouldRetryOnError(new Error('network'))).toBe(true);
  });

  it('does not refetch on mount when the answer is cached', async () => {
    const { client } = createTestClient();
    client.session.signIn({ token: 't', refreshToken: 'r', user: createUser(), authMethod: 'email' });
    let gets = 0;
    server.use(
      http.get(`${BASE}/api/user`, () => {
        gets += 1;
        return HttpResponse.json({ success: true, data: createUser({ firstName: 'Eva' }) });
      }),
    );
    const cache = createRetainingCache();
    const first = render(
      <DataProvider client={client} cache={cache}>
        <Name />
      </DataProvider>,
    );
    await screen.findByText('Eva');
    first.unmount();
    render(
      <DataProvider client={client} cache={cache}>
        <Name />
      </DataProvider>,
    );
    expect(screen.getByText('Eva')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gets).toBe(1);
    // The profile is written to the session too.
    expect(client.session.getState().user?.firstName).toBe('Eva');
  });

  it('drops every cached answer when the session ends', async () => {
    const { client } = createTestClient();
    client.session.signIn({ token: 't', refreshToken: 'r', user: createUser(), authMethod: 'email' });
    server.use(...scenario('populated'));
    const cache = createRetainingCache();
    const { result } = renderHook(() => ({ user: useUser(), session: useSession() }), {
      wrapper: ({ children }) => (
        <DataProvider client={client} cache={cache}>
          {children}
        </DataProvider>
      ),
    });
    await waitFor(() => expect(result.current.user.data?.email).toBe('jana.novakova@example.cz'));
    expect(cache.size).toBeGreaterThan(0);
    await client.logout();
    await waitFor(() => expect(result.current.session.isAuthenticated).toBe(false));
    await waitFor(() => expect(result.current.user.data).toBeUndefined());
    expect([...cache.keys()].filter((key) => cache.get(key)?.data !== undefined)).toEqual([]);
  });

  it("a 404 on the profile reads 'Profil uživatele nebyl nalezen'", async () => {
    const { client } = createTestClient();
    client.session.signIn({ token: 't', refreshToken: 'r', user: createUser(), authMethod: 'email' });
    server.use(
      http.get(`${BASE}/api/user`, () =>
        HttpResponse.json({ success: false, message: 'Not found', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 }),
      ),
    );
    const { result } = renderHook(() => useUser(), {
      wrapper: ({ children }) => <DataProvider client={client}>{children}</DataProvider>,
    });
    await waitFor(() => expect(result.current.error?.message).toBe('Profil uživatele nebyl nalezen'));
  });
});
