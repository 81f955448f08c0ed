import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../client';
import { createRetainingCache } from '../swr/cache';
import { DataProvider } from '../swr/provider';

/** Render a hook inside a fresh DataProvider (own cache, no deduplication so refetches are observable). */
export function renderDataHook<T>(hook: () => T, client: ApiClient) {
  const cache = createRetainingCache();
  const config = { dedupingInterval: 0, errorRetryCount: 0 };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataProvider client={client} cache={cache} config={config}>
      {children}
    </DataProvider>
  );
  return { ...renderHook(hook, { wrapper }), cache };
}
