import { cronToOnCalendar, intervalToCron, type Website } from '@hlidka/contract';
import { Button, Card, CardContent, CardHeader, CardTitle, toast } from '@hlidka/ui';
import { Copy } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/heartbeats';
import '../../i18n/areas/websites';

const EXAMPLE_IDS = ['curl', 'systemd', 'kubernetes'] as const;
type ExampleId = (typeof EXAMPLE_IDS)[number];

/** When the heartbeat expects its job: a cron expression in a zone, or an interval. */
export interface HeartbeatSchedule {
  cron: string | null;
  timeZone: string;
  intervalSeconds: number;
}

/**
 * The timer's schedule lines: the cron expression as `OnCalendar=` (in its zone), or for an interval heartbeat the
 * interval itself after each run.
 */
export function systemdSchedule({ cron, timeZone, intervalSeconds }: HeartbeatSchedule): string[] {
  const calendar = cron ? cronToOnCalendar(cron, timeZone) : null;
  if (calendar) return calendar.map((value) => `OnCalendar=${value}`);
  return ['OnBootSec=1min', `OnUnitActiveSec=${intervalSeconds}s`];
}

/**
 * Ready-to-adapt setups that report start, output and exit status to the push URL, each run on the heartbeat's own
 * schedule: systemd's `OnCalendar=` translated from the cron expression, the CronJob's `schedule` and `timeZone`.
 */
export function heartbeatExamples(pushUrl: string, schedule: HeartbeatSchedule): Record<ExampleId, string> {
  const cron = schedule.cron ?? intervalToCron(schedule.intervalSeconds);
  const job = '/usr/local/bin/backup.sh';
  return {
    curl: [
      `curl -fsS -m 10 --retry 5 ${pushUrl}/start`,
      `${job} > /tmp/job.log 2>&1`,
      `curl -fsS -m 10 --retry 5 --data-binary @/tmp/job.log ${pushUrl}/$?`,
    ].join('\n'),
    systemd: [
      '# /etc/systemd/system/backup.service',
      '[Unit]',
      'Description=Backup',
      '',
      '[Service]',
      'Type=oneshot',
      `ExecStartPre=-/usr/bin/curl -fsS -m 10 --retry 5 ${pushUrl}/start`,
      `ExecStart=/bin/sh -c '${job} > /tmp/backup.log 2>&1; curl -fsS -m 10 --retry 5 --data-binary @/tmp/backup.log ${pushUrl}/$$?'`,
      '',
      '# /etc/systemd/system/backup.timer (systemctl enable --now backup.timer)',
      '[Unit]',
      'Description=Backup timer',
      '',
      '[Timer]',
      ...systemdSchedule(schedule),
      'Persistent=true',
      '',
      '[Install]',
      'WantedBy=timers.target',
    ].join('\n'),
    kubernetes: [
      'apiVersion: batch/v1',
      'kind: CronJob',
      'metadata:',
      '  name: backup',
      'spec:',
      `  schedule: "${cron}"`,
      // Kubernetes 1.27 and later; a heartbeat without a cron expression runs by the interval, zone-free.
      ...(schedule.cron ? [`  timeZone: "${schedule.timeZone}"`] : []),
      '  concurrencyPolicy: Forbid',
      '  jobTemplate:',
      '    spec:',
      '      template:',
      '        spec:',
      '          restartPolicy: Never',
      '          containers:',
      '            - name: backup',
      '              image: curlimages/curl:8.11.1',
      '              command: ["/bin/sh", "-c"]',
      '              args:',
      '                - >-',
      `                  curl -fsS -m 10 ${pushUrl}/start;`,
      `                  ${job} > /tmp/job.log 2>&1;`,
      `                  curl -fsS -m 10 --data-binary @/tmp/job.log ${pushUrl}/$?`,
    ].join('\n'),
  };
}

/** The heartbeat's setup examples (curl, a systemd service and timer, a Kubernetes CronJob), each with a copy button. */
export function HeartbeatExamplesCard({ website }: { website: Website }) {
  const { t } = useTranslation();
  if (!website.pushUrl) return null;
  const examples = heartbeatExamples(website.pushUrl, website);
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('heartbeats.examples.copied') });
    } catch {
      toast({ title: t('websites.toast.copyFailed'), variant: 'destructive' });
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="text-base">
          {t('heartbeats.examples.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-foreground text-sm">{t('heartbeats.examples.hint')}</p>
        {EXAMPLE_IDS.map((id) => (
          <div key={id} className="flex min-w-0 flex-col gap-2">
            <div className="flex items-center justify-between gap-2">
              <h3 id={`heartbeat-example-${id}`} className="font-medium text-sm">
                {t(`heartbeats.examples.${id}`)}
              </h3>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${t('heartbeats.examples.copy')}: ${t(`heartbeats.examples.${id}`)}`}
                onClick={() => void copy(examples[id])}
              >
                <Copy aria-hidden="true" />
                {t('websites.detail.copy')}
              </Button>
            </div>
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
              tabIndex={0}
              aria-label={t(`heartbeats.examples.${id}`)}
              className="max-h-72 overflow-auto rounded-md bg-muted p-2"
            >
              <pre className="text-xs">
                <code>{examples[id]}</code>
              </pre>
            </section>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
