// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMockClient, createMockDb, scenario } from '../mocks';
import { BASE, setupMockServer } from '../testing/msw';
import { renderDataHook } from '../testing/render';
import { useDashboard } from './use-dashboard';
import { usePlanQuota } from './use-plan-quota';
import { useDeleteWebsite, usePauseWebsite, useWebsite } from './use-website';
import { useResponseTimes, useWebsiteChecks } from './use-website-checks';
import { useCreateWebsite, useWebsites } from './use-websites';

const server = setupMockServer();

describe('website hooks', () => {
  it('list, detail, checks, series; pause and delete revalidate what they touch', async () => {
    const db = createMockDb();
    server.use(...scenario('populated', { db }));
    const id = db.websites[1]?.id ?? '';
    const { result } = renderDataHook(
      () => ({
        list: useWebsites({ sort: 'name' }),
        down: useWebsites({ status: 'down' }),
        detail: useWebsite(id),
        checks: useWebsiteChecks(id, { limit: 10 }),
        series: useResponseTimes(id, '7d'),
        quota: usePlanQuota(),
        dashboard: useDashboard(),
        pause: usePauseWebsite(),
        remove: useDeleteWebsite(),
      }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.list.websites).toHaveLength(6));
    expect(result.current.list.websites?.[0]?.name).toBe('API');
    await waitFor(() => expect(result.current.down.websites?.map((w) => w.name)).toEqual(['E-shop']));
    await waitFor(() => expect(result.current.detail.uptime?.['30d'].uptime).toBeGreaterThan(99));
    await waitFor(() => expect(result.current.checks.checks).toHaveLength(10));
    await waitFor(() => expect(result.current.series.series?.resolution).toBe('hour'));
    await waitFor(() =>
      expect(result.current.quota).toMatchObject({ limitReached: false, quota: { websitesUsed: 6 } }),
    );

    await waitFor(() => expect(result.current.dashboard.dashboard?.websites).toMatchObject({ total: 6, up: 3 }));

    await act(() => result.current.pause.trigger(id));
    await waitFor(() => expect(result.current.detail.website?.status).toBe('paused'));
    await waitFor(() => expect(result.current.dashboard.dashboard?.websites).toMatchObject({ up: 2, paused: 2 }));
    await act(() => result.current.remove.trigger(id));
    await waitFor(() => expect(result.current.list.websites).toHaveLength(5));
    await waitFor(() => expect(result.current.quota.quota?.websitesUsed).toBe(5));
  });

  it('creating beyond the plan fails with PLAN_LIMIT_REACHED', async () => {
    server.use(...scenario('planLimitReached'));
    const { result } = renderDataHook(
      () => ({ create: useCreateWebsite(), quota: usePlanQuota() }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.quota.limitReached).toBe(true));
    await expect(
      result.current.create.trigger({ name: 'Další', url: 'https://dalsi.example.cz' }),
    ).rejects.toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      status: 403,
    });
  });

  it("an unknown website reads 'Web nebyl nalezen'", async () => {
    server.use(
      http.get(`${BASE}/api/websites/:id`, () =>
        HttpResponse.json(
          { success: false, message: 'Website not found', code: 'NOT_FOUND', requestId: 'r' },
          { status: 404 },
        ),
      ),
    );
    const { result } = renderDataHook(
      () => useWebsite('00000000-0000-4000-8000-000000000999'),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.error?.message).toBe('Web nebyl nalezen'));
  });
  it('asks for the checks of a time window (from inclusive, to exclusive) and pages within it', async () => {
    const db = createMockDb();
    server.use(...scenario('populated', { db }));
    const id = db.websites[1]?.id ?? '';
    const all = renderDataHook(() => useWebsiteChecks(id, { limit: 200 }), createMockClient({ baseUrl: BASE }));
    await waitFor(() => expect(all.result.current.checks).toHaveLength(200));
    const newest = all.result.current.checks ?? [];
    const to = newest[10]?.checkedAt ?? '';
    const from = newest[40]?.checkedAt ?? '';
    const { result } = renderDataHook(
      () => useWebsiteChecks(id, { limit: 20, from, to }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.checks).toHaveLength(20));
    expect(result.current.pagination?.total).toBe(30);
    expect(result.current.checks?.[0]?.checkedAt).toBe(newest[11]?.checkedAt);
    for (const check of result.current.checks ?? []) {
      expect(Date.parse(check.checkedAt)).toBeGreaterThanOrEqual(Date.parse(from));
      expect(Date.parse(check.checkedAt)).toBeLessThan(Date.parse(to));
    }
  });
});
