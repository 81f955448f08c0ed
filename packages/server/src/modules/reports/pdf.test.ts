import type { ReportData, ReportDay, ReportFigures } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf';
import { renderReportPdf } from './pdf';

const figures = (uptime: number): ReportFigures => ({
  uptime,
  noDataExcluded: true,
  checks: 2880,
  failures: 3,
  downtimeSeconds: 3600,
  coveredSeconds: 172_800,
  noDataSeconds: 0,
  maintenanceSeconds: 0,
  degradedSeconds: 0,
  incidents: 2,
  mttrSeconds: 1800,
  response: { avgMs: 120, p50Ms: 110, p95Ms: 240, p99Ms: 400, maxMs: 900 },
});

const day = (date: string, uptime: number): ReportDay => ({
  date,
  uptime,
  checks: 1440,
  failures: 1,
  downtimeSeconds: 60,
  noDataSeconds: 0,
  degradedSeconds: 0,
  avgResponseMs: 120,
  p95Ms: 240,
});

const report: ReportData = {
  from: '2026-01-01',
  to: '2026-01-02',
  periodSeconds: 172_800,
  summary: figures(99.954),
  days: [day('2026-01-01', 99.5), day('2026-01-02', 100)],
  websites: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Portál',
      url: 'https://portal.cz',
      figures: figures(99.954),
      days: [],
    },
  ],
};

const words = async (language: 'cs' | 'en') =>
  (
    await pdfText(
      await renderReportPdf(report, { language, scope: 'Portál', generatedAt: new Date('2026-02-01T10:00:00Z') }),
    )
  ).split(/\s+/);

describe('report PDF', () => {
  it('keeps every column header whole (no word broken across lines)', async () => {
    for (const [language, incidents] of [
      ['cs', 'Incidenty'],
      ['en', 'Incidents'],
    ] as const) {
      const text = await words(language);
      // Once in the SLA summary, once as the websites table's column header.
      expect(text.filter((word) => word === incidents)).toHaveLength(2);
    }
  });

  it('shows every uptime with the same two decimals as the screens', async () => {
    const cs = (await words('cs')).join(' ');
    expect(cs).toContain('99,95 %');
    expect(cs).toContain('99,50 %');
    expect(cs).toContain('100,00 %');
    expect(cs).not.toContain('99,954');
    const en = (await words('en')).join(' ');
    expect(en).toContain('99.95 %');
    expect(en).toContain('99.50 %');
  });
});
