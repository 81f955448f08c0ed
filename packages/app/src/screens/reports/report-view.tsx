import type { ReportData, ReportDay, ReportWebsite } from '@hlidka/contract';
import { type ReportParams, saveFile, useDownloadReportCsv, useDownloadReportPdf } from '@hlidka/data';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Table,
  type TableColumn,
  toast,
  UptimeBar,
} from '@hlidka/ui';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import { Field } from '../common/query-states';
import { useReportFormat } from './report-format';
import '../../i18n/areas/reports';
import { useLanguage } from '../../i18n';

/** CSV and PDF (cs, en) downloads of the report shown. */
export function ExportButtons({ params }: { params: ReportParams }) {
  const { t } = useTranslation();
  const csv = useDownloadReportCsv();
  const pdf = useDownloadReportPdf();
  const [busy, setBusy] = useState<string | null>(null);
  async function run(kind: 'csv' | 'cs' | 'en') {
    setBusy(kind);
    try {
      const file = kind === 'csv' ? await csv(params) : await pdf(params, kind);
      saveFile(file.blob, file.filename);
    } catch {
      toast({ variant: 'destructive', title: t('reports.export.failed') });
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => void run('csv')} isLoading={busy === 'csv'} disabled={busy !== null}>
        <Download aria-hidden="true" />
        {t('reports.export.csv')}
      </Button>
      <Button variant="outline" onClick={() => void run('cs')} isLoading={busy === 'cs'} disabled={busy !== null}>
        <FileText aria-hidden="true" />
        {t('reports.export.pdfCs')}
      </Button>
      <Button variant="outline" onClick={() => void run('en')} isLoading={busy === 'en'} disabled={busy !== null}>
        <FileText aria-hidden="true" />
        {t('reports.export.pdfEn')}
      </Button>
    </div>
  );
}

/** Uptime (with the no-data time stated beside it), downtime, incidents, MTTR, response percentiles. */
function Summary({ report }: { report: ReportData }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const s = report.summary;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('reports.figures.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          <Field label={t('reports.figures.uptime')}>
            <span className="font-semibold text-2xl">{f.percent(s.uptime)}</span>
          </Field>
          <Field label={t('reports.figures.noData')}>{f.duration(s.noDataSeconds)}</Field>
          <Field label={t('reports.figures.downtime')}>{f.duration(s.downtimeSeconds)}</Field>
          {s.maintenanceSeconds > 0 ? (
            <Field label={t('reports.figures.maintenance')}>{f.duration(s.maintenanceSeconds)}</Field>
          ) : null}
          {s.degradedSeconds > 0 ? (
            <Field label={t('reports.figures.degraded')}>{f.duration(s.degradedSeconds)}</Field>
          ) : null}
          <Field label={t('reports.figures.incidents')}>{s.incidents}</Field>
          <Field label={t('reports.figures.mttr')}>{f.duration(s.mttrSeconds)}</Field>
          <Field label={t('reports.figures.checks')}>
            {s.checks} ({t('reports.figures.failures', { count: s.failures })})
          </Field>
          <Field label={t('reports.figures.response')}>
            {`${t('reports.figures.avg')} ${f.ms(s.response.avgMs)} · p50 ${f.ms(s.response.p50Ms)}`}
          </Field>
          <Field label="p95 / p99">{`${f.ms(s.response.p95Ms)} / ${f.ms(s.response.p99Ms)}`}</Field>
        </dl>
        <p className="text-muted-foreground text-xs">{t('reports.figures.noDataNote')}</p>
      </CardContent>
    </Card>
  );
}

function WebsitesTable({ report }: { report: ReportData }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const columns: TableColumn<ReportWebsite>[] = [
    {
      id: 'name',
      label: t('reports.websites.name'),
      isRowHeader: true,
      render: (w) => (
        <span className="flex min-w-0 flex-col">
          <span className="break-words font-medium">{w.name}</span>
          <span className="break-all text-muted-foreground text-xs">{w.url}</span>
        </span>
      ),
    },
    { id: 'uptime', label: t('reports.figures.uptime'), align: 'end', render: (w) => f.percent(w.figures.uptime) },
    {
      id: 'downtime',
      label: t('reports.figures.downtime'),
      align: 'end',
      render: (w) => f.duration(w.figures.downtimeSeconds),
    },
    {
      id: 'noData',
      label: t('reports.figures.noData'),
      align: 'end',
      render: (w) => f.duration(w.figures.noDataSeconds),
    },
    { id: 'incidents', label: t('reports.figures.incidents'), align: 'end', render: (w) => w.figures.incidents },
    { id: 'p95', label: 'p95', align: 'end', render: (w) => f.ms(w.figures.response.p95Ms) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('reports.websites.title')}</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <Table
          label={t('reports.websites.label')}
          columns={columns}
          rows={report.websites}
          empty={t('reports.websites.empty')}
        />
      </CardContent>
    </Card>
  );
}

function Daily({ report }: { report: ReportData }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const f = useReportFormat();
  const rows = report.days.map((d) => ({ ...d, id: d.date }));
  const columns: TableColumn<ReportDay & { id: string }>[] = [
    { id: 'date', label: t('reports.daily.day'), isRowHeader: true, render: (d) => formatDate(d.date, lng) },
    { id: 'uptime', label: t('reports.figures.uptime'), align: 'end', render: (d) => f.percent(d.uptime) },
    {
      id: 'downtime',
      label: t('reports.figures.downtime'),
      align: 'end',
      render: (d) => f.duration(d.downtimeSeconds),
    },
    { id: 'noData', label: t('reports.figures.noData'), align: 'end', render: (d) => f.duration(d.noDataSeconds) },
    { id: 'avg', label: t('reports.figures.avg'), align: 'end', render: (d) => f.ms(d.avgResponseMs) },
    { id: 'p95', label: 'p95', align: 'end', render: (d) => f.ms(d.p95Ms) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('reports.daily.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <UptimeBar
          label={t('reports.daily.chart')}
          days={report.days.map((d) => ({ date: d.date, uptime: d.uptime }))}
          describeDay={(d) =>
            t('reports.daily.describe', {
              date: formatDate(d.date, lng),
              uptime: d.uptime === null ? t('reports.daily.noData') : f.percent(d.uptime),
            })
          }
        />
        <div className="overflow-x-auto">
          <Table label={t('reports.daily.table')} columns={columns} rows={rows} />
        </div>
      </CardContent>
    </Card>
  );
}

/** A computed report: the period, the summary, each website and each day. */
export function ReportView({ report }: { report: ReportData }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <section className="flex flex-col gap-4" aria-label={t('reports.figures.title')}>
      <p className="text-muted-foreground text-sm">
        {t('reports.period.range', { from: formatDate(report.from, lng), to: formatDate(report.to, lng) })}
      </p>
      <Summary report={report} />
      <WebsitesTable report={report} />
      <Daily report={report} />
    </section>
  );
}
