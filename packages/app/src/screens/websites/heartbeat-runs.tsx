import type { HeartbeatRun } from '@hlidka/contract';
import { useHeartbeatRuns } from '@hlidka/data';
import { Badge, Card, CardContent, CardHeader, CardTitle, Table, type TableColumn } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format';
import { ErrorState } from '../common/query-states';
import { useFormats } from './labels';
import { TableSkeleton } from './parts';
import '../../i18n/areas/heartbeats';

type Outcome = 'success' | 'failed' | 'running' | 'noEnd';
const outcomeOf = (run: HeartbeatRun): Outcome => run.outcome ?? (run.running ? 'running' : 'noEnd');
const badgeVariant = { success: 'success', failed: 'destructive', running: 'info', noEnd: 'outline' } as const;

function RunOutput({ run, label }: { run: HeartbeatRun; label: string }) {
  const { t } = useTranslation();
  if (run.output === null) return <span className="text-muted-foreground">{t('heartbeats.runs.none')}</span>;
  return (
    <details className="min-w-0 max-w-md">
      <summary className="cursor-pointer text-sm underline-offset-4 hover:underline">
        {t('heartbeats.runs.showOutput')}
      </summary>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label={label}
        className="mt-1 max-h-64 overflow-auto rounded-md bg-muted p-2"
      >
        <pre className="whitespace-pre-wrap break-all text-xs">{run.output}</pre>
      </section>
      {run.outputTruncated ? <p className="text-muted-foreground text-xs">{t('heartbeats.runs.truncated')}</p> : null}
    </details>
  );
}

/** A heartbeat's latest runs: start, end, duration, outcome (with the exit status), output. */
export function HeartbeatRunsCard({ websiteId }: { websiteId: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { runs, error, isLoading, mutate } = useHeartbeatRuns(websiteId);
  const at = (value: string | null) =>
    value === null ? t('heartbeats.runs.none') : formatDateTime(value, formats.lng);
  const columns: TableColumn<HeartbeatRun>[] = [
    { id: 'startedAt', label: t('heartbeats.runs.started'), isRowHeader: true, render: (run) => at(run.startedAt) },
    { id: 'endedAt', label: t('heartbeats.runs.ended'), render: (run) => at(run.endedAt) },
    {
      id: 'duration',
      label: t('heartbeats.runs.duration'),
      align: 'end',
      render: (run) => formats.ms(run.durationMs),
    },
    {
      id: 'outcome',
      label: t('heartbeats.runs.outcome'),
      render: (run) => {
        const outcome = outcomeOf(run);
        return (
          <span className="flex flex-wrap items-center gap-1">
            <Badge variant={badgeVariant[outcome]}>{t(`heartbeats.runs.${outcome}`)}</Badge>
            {run.exitStatus !== null ? (
              <span className="text-muted-foreground text-xs">
                {t('heartbeats.runs.exit', { code: run.exitStatus })}
              </span>
            ) : null}
          </span>
        );
      },
    },
    {
      id: 'output',
      label: t('heartbeats.runs.output'),
      render: (run) => (
        <RunOutput run={run} label={`${t('heartbeats.runs.output')} – ${at(run.endedAt ?? run.startedAt)}`} />
      ),
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="text-base">
          {t('heartbeats.runs.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {error ? (
          <ErrorState title={t('heartbeats.runs.error')} message={error.message} onRetry={() => void mutate()} />
        ) : isLoading || !runs ? (
          <TableSkeleton rows={3} label={t('heartbeats.runs.title')} />
        ) : (
          <Table label={t('heartbeats.runs.label')} columns={columns} rows={runs} empty={t('heartbeats.runs.empty')} />
        )}
      </CardContent>
    </Card>
  );
}
