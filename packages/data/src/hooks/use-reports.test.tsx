// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockClient, createMockDb, scenario } from '../mocks';
import { BASE, setupMockServer } from '../testing/msw';
import { renderDataHook } from '../testing/render';
import {
  useCreateSavedReport,
  useDeleteSavedReport,
  useDownloadReportCsv,
  useDownloadReportPdf,
  useReport,
  useSavedReport,
  useSavedReports,
  useUpdateSavedReport,
} from './use-reports';

const server = setupMockServer();

describe('report hooks', () => {
  it('a report for some websites and a period; its CSV under the server name', async () => {
    const db = createMockDb();
    server.use(...scenario('populated', { db }));
    const ids = [db.websites[0]?.id ?? '', db.websites[1]?.id ?? ''];
    const { result } = renderDataHook(
      () => ({
        report: useReport({ websiteIds: ids, from: '2026-11-01', to: '2026-11-07' }),
        download: useDownloadReportCsv(),
      }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.report.report?.websites).toHaveLength(2));
    expect(result.current.report.report?.days).toHaveLength(7);
    const file = await result.current.download({ websiteIds: ids });
    expect(file.filename).toMatch(/^report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await file.blob.text()).split('\n')[0]).toBe('web;den;dostupnost;kontroly;selhání');
  });
});

describe('saved report hooks', () => {
  it('lists, creates, computes, changes and deletes saved reports; downloads the PDF', async () => {
    const db = createMockDb();
    server.use(...scenario('populated', { db }));
    const { result } = renderDataHook(
      () => ({
        list: useSavedReports(),
        create: useCreateSavedReport(),
        update: useUpdateSavedReport(),
        remove: useDeleteSavedReport(),
        pdf: useDownloadReportPdf(),
      }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.list.reports).toHaveLength(2));
    const websiteId = db.websites[0]?.id ?? '';
    const created = await result.current.create.trigger({
      name: 'Nový',
      scope: 'websites',
      websiteIds: [websiteId],
      period: 'last_month',
    });
    expect(created.report.name).toBe('Nový');
    await waitFor(() => expect(result.current.list.reports).toHaveLength(3));

    const { result: detail } = renderDataHook(
      () => useSavedReport(created.report.id),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(detail.current.data?.from).toBe('2026-10-01'));
    expect(detail.current.data?.to).toBe('2026-10-31');
    expect(detail.current.data?.websites.map((w) => w.id)).toEqual([websiteId]);

    const changed = await result.current.update.trigger({
      id: created.report.id,
      name: 'Změněný',
      scope: 'websites',
      websiteIds: [websiteId],
      period: 'this_month',
      schedule: { monthly: true, recipients: ['a@example.cz'], language: 'en' },
    });
    expect(changed.report.schedule.monthly).toBe(true);
    await expect(
      result.current.create.trigger({ name: 'x', scope: 'team', period: 'this_month' }),
    ).rejects.toMatchObject({ errors: { teamId: 'Vyberte tým.' } });

    await result.current.remove.trigger(created.report.id);
    await waitFor(() => expect(result.current.list.reports).toHaveLength(2));

    const file = await result.current.pdf({ websiteIds: [websiteId], from: '2026-11-01', to: '2026-11-07' }, 'en');
    expect(file.filename).toBe('hlidka-report-2026-11-01-2026-11-07.pdf');
    expect((await file.blob.text()).startsWith('%PDF-')).toBe(true);
  });
});
