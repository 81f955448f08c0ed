import type { ReportData } from '@hlidka/contract';
import { createPdf } from '../../pdf/document';
import { formatDay, formatDuration, formatMoment, formatMs, formatPercent, type Lang } from './format';

const labels = {
  cs: {
    title: 'Report dostupnosti',
    scope: 'Rozsah',
    period: 'Období',
    generated: 'Vygenerováno',
    sla: 'Souhrn (SLA)',
    uptime: 'Dostupnost',
    downtime: 'Výpadky celkem',
    noData: 'Doba bez dat',
    maintenance: 'Údržba',
    degraded: 'Zpomaleno (počítá se jako dostupné)',
    noDataNote:
      'Doba bez dat (web pozastaven, ještě nevytvořen nebo nekontrolován) ani plánovaná údržba se do dostupnosti nezapočítávají.',
    incidents: 'Incidenty',
    mttr: 'Průměrná doba vyřešení (MTTR)',
    checks: 'Kontroly (z toho selhání)',
    response: 'Odezva průměr / p50 / p95 / p99',
    websites: 'Weby',
    website: 'Web',
    daily: 'Po dnech',
    day: 'Den',
    p95: 'P95',
    avg: 'Průměr',
    none: 'Žádné weby',
  },
  en: {
    title: 'Uptime report',
    scope: 'Scope',
    period: 'Period',
    generated: 'Generated',
    sla: 'Summary (SLA)',
    uptime: 'Uptime',
    downtime: 'Total downtime',
    noData: 'No-data time',
    maintenance: 'Maintenance',
    degraded: 'Degraded (counted as up)',
    noDataNote:
      'Neither no-data time (website paused, not yet created or not checked) nor planned maintenance counts in uptime.',
    incidents: 'Incidents',
    mttr: 'Mean time to resolve (MTTR)',
    checks: 'Checks (failed)',
    response: 'Response avg / p50 / p95 / p99',
    websites: 'Websites',
    website: 'Website',
    daily: 'By day',
    day: 'Day',
    p95: 'P95',
    avg: 'Average',
    none: 'No websites',
  },
} as const;

export interface ReportPdfOptions {
  language: Lang;
  /** What the report covers: a team's name or the websites' names. */
  scope: string;
  /** A saved report's name, shown under the title. */
  name?: string;
  generatedAt: Date;
}

const LEFT = 50;
const WIDTH = 495;
const BOTTOM = 780;
const BRAND = '#0f766e';

/** The report as an A4 PDF to forward to a customer: logo, period, SLA figures, websites and a daily table. */
export async function renderReportPdf(report: ReportData, options: ReportPdfOptions): Promise<Buffer> {
  const l = labels[options.language];
  const lang = options.language;
  const period = `${formatDay(report.from, lang)} – ${formatDay(report.to, lang)}`;
  const pdf = createPdf({ title: `${l.title} ${period}`, language: lang });
  const { doc, regular, bold } = pdf;
  const t = pdf.text;

  // Logo: a shield-like mark with a check, and the word mark.
  doc.save();
  doc.roundedRect(LEFT, 45, 28, 28, 6).fill(BRAND);
  doc
    .moveTo(LEFT + 7, 59)
    .lineTo(LEFT + 12.5, 65)
    .lineTo(LEFT + 21.5, 53)
    .lineWidth(3)
    .strokeColor('#ffffff')
    .stroke();
  doc.restore();
  doc
    .fillColor(BRAND)
    .font(bold)
    .fontSize(16)
    .text(t('Hlídka'), LEFT + 36, 50);
  doc.fillColor('#000000');

  doc.font(bold).fontSize(20).text(t(l.title), LEFT, 95, { width: WIDTH });
  if (options.name) doc.font(regular).fontSize(13).text(t(options.name), { width: WIDTH });
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    [l.period, `${period} (UTC)`],
    [l.scope, options.scope],
    [l.generated, formatMoment(options.generatedAt, lang)],
  ];
  const pair = (label: string, value: string, labelWidth = 200) => {
    const y = doc.y;
    doc.font(regular).fontSize(10).text(t(label), LEFT, y, { width: labelWidth });
    const after = doc.y;
    doc.font(bold).text(t(value), LEFT + labelWidth + 10, y, { width: WIDTH - labelWidth - 10 });
    doc.y = Math.max(after, doc.y);
  };
  for (const [label, value] of facts) pair(label, value, 120);

  const heading = (text: string) => {
    if (doc.y > BOTTOM - 60) doc.addPage();
    doc.moveDown(1);
    doc.font(bold).fontSize(13).fillColor(BRAND).text(t(text), LEFT, doc.y, { width: WIDTH });
    doc.fillColor('#000000').moveDown(0.3);
  };

  const s = report.summary;
  heading(l.sla);
  pair(l.uptime, formatPercent(s.uptime, lang));
  pair(l.downtime, formatDuration(s.downtimeSeconds));
  pair(l.noData, formatDuration(s.noDataSeconds));
  pair(l.maintenance, formatDuration(s.maintenanceSeconds));
  if (s.degradedSeconds > 0) pair(l.degraded, formatDuration(s.degradedSeconds));
  pair(l.incidents, String(s.incidents));
  pair(l.mttr, formatDuration(s.mttrSeconds));
  pair(l.checks, `${s.checks} (${s.failures})`);
  pair(
    l.response,
    [s.response.avgMs, s.response.p50Ms, s.response.p95Ms, s.response.p99Ms].map((v) => formatMs(v)).join(' / '),
  );
  doc.moveDown(0.5);
  doc.font(regular).fontSize(8).fillColor('#555555').text(t(l.noDataNote), LEFT, doc.y, { width: WIDTH });
  doc.fillColor('#000000');

  const table = (headers: string[], rows: string[][], xs: number[], widths: number[]) => {
    const row = (cells: string[], font: string) => {
      if (doc.y > BOTTOM) doc.addPage();
      const y = doc.y;
      let bottom = y;
      doc.font(font).fontSize(9);
      cells.forEach((cell, i) => {
        doc.text(t(cell), xs[i], y, { width: widths[i], align: i === 0 ? 'left' : 'right' });
        bottom = Math.max(bottom, doc.y);
        doc.y = y;
      });
      doc.y = bottom + 3;
    };
    row(headers, bold);
    doc
      .moveTo(LEFT, doc.y - 1)
      .lineTo(LEFT + WIDTH, doc.y - 1)
      .strokeColor('#999999')
      .lineWidth(0.5)
      .stroke();
    for (const cells of rows) row(cells, regular);
  };

  heading(l.websites);
  if (report.websites.length === 0) doc.font(regular).fontSize(10).text(t(l.none), LEFT, doc.y);
  else {
    table(
      [l.website, l.uptime, l.downtime, l.noData, l.incidents, l.p95],
      report.websites.map((w) => [
        `${w.name}\n${w.url}`,
        formatPercent(w.figures.uptime, lang),
        formatDuration(w.figures.downtimeSeconds),
        formatDuration(w.figures.noDataSeconds),
        String(w.figures.incidents),
        formatMs(w.figures.response.p95Ms),
      ]),
      [50, 215, 280, 350, 420, 485],
      [160, 60, 65, 65, 60, 60],
    );
  }

  heading(l.daily);
  table(
    [l.day, l.uptime, l.downtime, l.noData, l.avg, l.p95],
    report.days.map((d) => [
      formatDay(d.date, lang),
      formatPercent(d.uptime, lang),
      formatDuration(d.downtimeSeconds),
      formatDuration(d.noDataSeconds),
      formatMs(d.avgResponseMs),
      formatMs(d.p95Ms),
    ]),
    [50, 160, 245, 330, 415, 485],
    [105, 80, 80, 80, 65, 60],
  );
  return pdf.finish();
}

/** `hlidka-report-2026-01-01-2026-01-31.pdf` / `hlidka-report-…`; ASCII only. */
export function reportFileName(report: Pick<ReportData, 'from' | 'to'>, extension: 'pdf' | 'csv'): string {
  return `hlidka-report-${report.from}-${report.to}.${extension}`;
}
