// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockClient, createMockDb, scenario } from '../mocks';
import { BASE, setupMockServer } from '../test/msw';
import { renderDataHook } from '../test/render';
import { useDownloadReportCsv, useReport } from './use-reports';

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
