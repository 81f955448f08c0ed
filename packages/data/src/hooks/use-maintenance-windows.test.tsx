// @vitest-environment jsdom
import { maintenanceWindowDataSchema, maintenanceWindowListDataSchema } from '@hlidka/contract';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockClient, createMockDb, fixtureId, scenario } from '../mocks';
import { BASE, setupMockServer } from '../testing/msw';
import { renderDataHook } from '../testing/render';
import {
  useCreateMaintenanceWindow,
  useDeleteMaintenanceWindow,
  useMaintenanceWindow,
  useMaintenanceWindows,
  useUpdateMaintenanceWindow,
} from './use-maintenance-windows';

const server = setupMockServer();

describe('maintenance window hooks', () => {
  it('list with what is under way and next, create a weekly window, edit it, then delete', async () => {
    const db = createMockDb();
    server.use(...scenario('populated', { db }));
    const { result } = renderDataHook(
      () => ({
        list: useMaintenanceWindows(),
        create: useCreateMaintenanceWindow(),
        update: useUpdateMaintenanceWindow(),
        remove: useDeleteMaintenanceWindow(),
      }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.list.maintenanceWindows).toHaveLength(4));
    expect(maintenanceWindowListDataSchema.safeParse(result.current.list.data).success).toBe(true);
    // Saturday 21 Nov 2026 09:00 in Prague: the Saturday 08:30 window is under way, the next one a week later.
    expect(result.current.list.maintenanceWindows?.[0]).toMatchObject({
      ongoing: { startsAt: '2026-11-21T07:30:00.000Z', endsAt: '2026-11-21T09:00:00.000Z' },
      next: { startsAt: '2026-11-28T07:30:00.000Z' },
    });
    // Every third month on the 15th at 22:00 (winter time, UTC+1); the one-off of 10 November is over.
    expect(result.current.list.maintenanceWindows?.[2]?.next?.startsAt).toBe('2026-12-15T21:00:00.000Z');
    expect(result.current.list.maintenanceWindows?.[3]).toMatchObject({ ongoing: null, next: null });

    const created = await act(() =>
      result.current.create.trigger({
        title: 'Noční zálohy',
        startsAt: '2026-11-23T02:00',
        durationMinutes: 30,
        recurrence: { kind: 'weekly', days: ['MO', 'TH'] },
        websiteIds: [fixtureId(2, 12)],
      }),
    );
    expect(maintenanceWindowDataSchema.safeParse(created).success).toBe(true);
    expect(created.maintenanceWindow).toMatchObject({
      timeZone: 'Europe/Prague',
      notifyMinutesBefore: 60,
      statusPageIds: [],
      ongoing: null,
      next: { startsAt: '2026-11-23T01:00:00.000Z', endsAt: '2026-11-23T01:30:00.000Z' },
    });
    await waitFor(() => expect(result.current.list.maintenanceWindows).toHaveLength(5));

    await act(() =>
      result.current.update.trigger({
        id: created.maintenanceWindow.id,
        notifyMinutesBefore: null,
        durationMinutes: 45,
      }),
    );
    await waitFor(() =>
      expect(result.current.list.maintenanceWindows?.[4]).toMatchObject({
        notifyMinutesBefore: null,
        next: { endsAt: '2026-11-23T01:45:00.000Z' },
      }),
    );
    await act(() => result.current.remove.trigger(created.maintenanceWindow.id));
    await waitFor(() => expect(result.current.list.maintenanceWindows).toHaveLength(4));
  });

  it('refuses a rule the server cannot read and a window that covers nothing; an unknown window is 404', async () => {
    server.use(...scenario('populated'));
    const { result } = renderDataHook(
      () => ({ create: useCreateMaintenanceWindow(), missing: useMaintenanceWindow(fixtureId(999, 64)) }),
      createMockClient({ baseUrl: BASE }),
    );
    const base = { title: 'Údržba', startsAt: '2026-12-01T22:00', durationMinutes: 60 };
    await expect(
      result.current.create.trigger({
        ...base,
        recurrence: { kind: 'rrule', rule: 'FREQ=YEARLY;BYMONTH=1' },
        websiteIds: [fixtureId(1, 12)],
      }),
    ).rejects.toMatchObject({
      status: 400,
      errors: { 'recurrence.rule': 'Pravidlo musí mít FREQ=DAILY, WEEKLY nebo MONTHLY.' },
    });
    await expect(result.current.create.trigger(base)).rejects.toMatchObject({
      status: 400,
      errors: { websiteIds: 'Vyberte alespoň jeden web nebo stavovou stránku.' },
    });
    await waitFor(() => expect(result.current.missing.error?.status).toBe(404));
  });
});
