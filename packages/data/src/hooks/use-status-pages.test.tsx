// @vitest-environment jsdom
import { incidentUpdateDataSchema, statusPageDataSchema } from '@hlidka/contract';
import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createMockClient, createMockDb, fixtureId, scenario } from '../mocks';
import { BASE, setupMockServer } from '../testing/msw';
import { renderDataHook } from '../testing/render';
import {
  useCreateIncidentUpdate,
  useCreateStatusPage,
  useDeleteStatusPage,
  useIncidentUpdates,
  useRemoveStatusPageSubscriber,
  useSlugAvailability,
  useStatusPage,
  useStatusPageSubscribers,
  useStatusPages,
  useUpdateStatusPage,
} from './use-status-pages';

const server = setupMockServer();

describe('status page hooks', () => {
  it('list with the plan limit, create with groups, edit, then delete', async () => {
    const db = createMockDb();
    server.use(...scenario('populated', { db }));
    const { result } = renderDataHook(
      () => ({
        list: useStatusPages(),
        create: useCreateStatusPage(),
        update: useUpdateStatusPage(),
        remove: useDeleteStatusPage(),
      }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.list.statusPages).toHaveLength(2));
    // The populated user is on Start: three pages, no custom domains.
    expect(result.current.list).toMatchObject({ limit: 3, customDomains: false, limitReached: false });

    const created = await act(() =>
      result.current.create.trigger({
        name: 'Stav API',
        slug: 'Stav-API',
        groups: [
          { name: 'Rozhraní', websites: [{ websiteId: fixtureId(2, 12), displayName: 'Veřejné API' }] },
          { name: 'Obchod', websites: [{ websiteId: fixtureId(1, 12) }] },
        ],
      }),
    );
    expect(statusPageDataSchema.safeParse(created).success).toBe(true);
    expect(created.statusPage).toMatchObject({
      slug: 'stav-api',
      published: true,
      language: 'auto',
      publicUrl: expect.stringMatching(/\/status\/stav-api$/),
    });
    expect(created.statusPage.groups.map((group) => group.websites[0]?.websiteName)).toEqual(['API', 'E-shop']);
    await waitFor(() => expect(result.current.list.limitReached).toBe(true));

    // A saved group sent back with its id keeps it; one without is new.
    const [kept] = created.statusPage.groups;
    const edited = await act(() =>
      result.current.update.trigger({
        id: created.statusPage.id,
        groups: [
          { id: kept?.id, name: 'API', websites: [] },
          { name: 'Nová', websites: [] },
        ],
      }),
    );
    expect(edited.statusPage.groups[0]?.id).toBe(kept?.id);
    expect(created.statusPage.groups.map((group) => group.id)).not.toContain(edited.statusPage.groups[1]?.id);
    await act(() => result.current.update.trigger({ id: created.statusPage.id, published: false, groups: [] }));
    await waitFor(() => expect(result.current.list.statusPages?.[2]).toMatchObject({ published: false, groups: [] }));
    await act(() => result.current.remove.trigger(created.statusPage.id));
    await waitFor(() => expect(result.current.list.statusPages).toHaveLength(2));
  });

  it('refuses a taken slug, a custom domain the plan lacks and a page beyond the limit; unknown is 404', async () => {
    server.use(...scenario('populated'));
    const { result } = renderDataHook(
      () => ({ create: useCreateStatusPage(), missing: useStatusPage(fixtureId(999, 60)) }),
      createMockClient({ baseUrl: BASE }),
    );
    await expect(result.current.create.trigger({ name: 'Kopie', slug: 'zahradnictvi-novak' })).rejects.toMatchObject({
      status: 400,
      errors: { slug: 'Tuto adresu už používá jiná stránka' },
    });
    await expect(
      result.current.create.trigger({ name: 'Vlastní', slug: 'vlastni', customDomain: 'status.example.cz' }),
    ).rejects.toMatchObject({ status: 403, errors: { customDomain: expect.any(String) } });
    await expect(result.current.create.trigger({ name: 'Bez adresy', slug: 'api' })).rejects.toMatchObject({
      status: 400,
      errors: { slug: expect.any(String) },
    });
    await waitFor(() => expect(result.current.missing.error?.status).toBe(404));

    server.use(...scenario('planLimitReached'));
    await expect(result.current.create.trigger({ name: 'Druhá', slug: 'druha' })).rejects.toMatchObject({
      status: 403,
      code: 'PLAN_LIMIT_REACHED',
    });
  });

  it('tell whether a slug is free', async () => {
    server.use(...scenario('populated'));
    const { result } = renderDataHook(
      () => {
        const [slug, setSlug] = useState<string | null>('zahradnictvi-novak');
        return { setSlug, ...useSlugAvailability(slug) };
      },
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.available).toBe(false));
    act(() => result.current.setSlug('nova-stranka'));
    await waitFor(() => expect(result.current.available).toBe(true));
    act(() => result.current.setSlug(null));
    expect(result.current.available).toBeUndefined();
  });

  it("list a page's subscribers and remove one", async () => {
    server.use(...scenario('populated'));
    const pageId = fixtureId(1, 60);
    const { result } = renderDataHook(
      () => ({ list: useStatusPageSubscribers(pageId), remove: useRemoveStatusPageSubscriber() }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.list.subscribers).toHaveLength(3));
    await act(() => result.current.remove.trigger({ id: pageId, subscriberId: fixtureId(3, 63) }));
    await waitFor(() => expect(result.current.list.subscribers).toHaveLength(2));
  });

  it("list and post an incident's public updates", async () => {
    server.use(...scenario('populated'));
    const incidentId = fixtureId(1, 6);
    const { result } = renderDataHook(
      () => ({ updates: useIncidentUpdates(incidentId), post: useCreateIncidentUpdate() }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.updates.updates).toHaveLength(2));
    const posted = await act(() =>
      result.current.post.trigger({ id: incidentId, status: 'monitoring', message: { en: 'Fixed, watching.' } }),
    );
    expect(incidentUpdateDataSchema.safeParse(posted).success).toBe(true);
    expect(posted.update.message).toEqual({ cs: null, en: 'Fixed, watching.' });
    await waitFor(() => expect(result.current.updates.updates).toHaveLength(3));
    await expect(
      result.current.post.trigger({ id: incidentId, status: 'resolved', message: {} }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
