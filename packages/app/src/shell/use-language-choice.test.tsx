// @vitest-environment jsdom
import { userRoutes } from '@hlidka/contract/routes';
import { type ApiClient, createRetainingCache, DataProvider } from '@hlidka/data';
import { createMockClient } from '@hlidka/data/mocks';
import { clearToasts, useToast } from '@hlidka/ui';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { TranslationProvider } from '../i18n/use-translation';
import { useLanguageChoice } from './use-language-choice';

// @hlidka/ui's charts (uPlot) ask for matchMedia when they load; jsdom has none.
vi.hoisted(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});

const BASE = 'http://api.test';
const saved: unknown[] = [];
let refuse = false;
let noAnswer = false;
const server = setupServer(
  http.put(`${BASE}${userRoutes.updateSettings.path}`, async ({ request }) => {
    saved.push(await request.json());
    if (noAnswer) return HttpResponse.error();
    if (refuse) return HttpResponse.json({ success: false, code: 'INTERNAL_ERROR', message: 'Chyba' }, { status: 500 });
    return HttpResponse.json({ success: true, data: { settings: { language: 'en' } } });
  }),
  http.get(`${BASE}/api/*`, () => HttpResponse.json({ success: true, data: {} })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  saved.length = 0;
  refuse = false;
  noAnswer = false;
  clearToasts();
  cleanup();
});
afterAll(() => server.close());

function render(client: ApiClient) {
  const i18n = createI18n({ lng: 'cs', detect: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TranslationProvider i18n={i18n}>
      <DataProvider client={client} cache={createRetainingCache()} config={{ errorRetryCount: 0 }}>
        {children}
      </DataProvider>
    </TranslationProvider>
  );
  const { result } = renderHook(() => ({ choice: useLanguageChoice(), toasts: useToast().toasts }), { wrapper });
  return { i18n, result };
}

describe('choosing the language', () => {
  it('signed in, saves it as the account language', async () => {
    const { i18n, result } = render(createMockClient({ baseUrl: BASE }));
    await act(() => result.current.choice.choose('en'));
    expect(i18n.resolvedLanguage).toBe('en');
    expect(result.current.choice.language).toBe('en');
    expect(saved).toEqual([{ language: 'en' }]);
    expect(result.current.toasts).toEqual([]);
  });

  it('signed in, goes back with a toast in the language shown when the account refuses it', async () => {
    refuse = true;
    const { i18n, result } = render(createMockClient({ baseUrl: BASE }));
    await act(() => result.current.choice.choose('en'));
    expect(saved).toEqual([{ language: 'en' }]);
    expect(i18n.resolvedLanguage).toBe('cs');
    await waitFor(() => expect(result.current.choice.language).toBe('cs'));
    expect(result.current.toasts.map((t) => [t.variant, t.title])).toEqual([
      ['destructive', 'Jazyk se nepodařilo uložit k účtu'],
    ]);
  });

  it('signed in, stays in the chosen language with a toast when no answer comes (offline, or a reload aborted it)', async () => {
    noAnswer = true;
    const { i18n, result } = render(createMockClient({ baseUrl: BASE }));
    await act(() => result.current.choice.choose('en'));
    expect(saved).toEqual([{ language: 'en' }]);
    expect(i18n.resolvedLanguage).toBe('en');
    expect(result.current.choice.language).toBe('en');
    expect(result.current.toasts.map((t) => [t.variant, t.title])).toEqual([
      ['destructive', 'The language could not be saved to your account'],
    ]);
  });

  it('signed out, stays in this browser', async () => {
    const { i18n, result } = render(createMockClient({ baseUrl: BASE, signedIn: false }));
    await act(() => result.current.choice.choose('en'));
    expect(i18n.resolvedLanguage).toBe('en');
    expect(saved).toEqual([]);
  });
});
