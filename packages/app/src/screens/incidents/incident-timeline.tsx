import type { CauseParams, IncidentTimelineEntry } from '@hlidka/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@hlidka/ui';
import {
  Bell,
  BellOff,
  CheckCircle2,
  Eye,
  Link2,
  MessageSquare,
  Network,
  Siren,
  TriangleAlert,
  Wrench,
} from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { causeLabel } from '../../lib/cause-text';
import { formatDateTime } from '../../lib/format';
import '../../i18n/areas/incidents';
import { useLanguage } from '../../i18n';

const icons = {
  opened: <TriangleAlert className="size-4 text-destructive-text" />,
  acknowledged: <Eye className="size-4 text-warning" />,
  resolved: <CheckCircle2 className="size-4 text-success" />,
  note: <MessageSquare className="size-4 text-muted-foreground" />,
  maintenance_started: <Wrench className="size-4 text-info" />,
  maintenance_ended: <Wrench className="size-4 text-muted-foreground" />,
  silenced: <BellOff className="size-4 text-info" />,
  silence_cleared: <Bell className="size-4 text-muted-foreground" />,
  silence_expired: <Bell className="size-4 text-muted-foreground" />,
  silence_recovered: <Bell className="size-4 text-muted-foreground" />,
  escalated: <Siren className="size-4 text-warning" />,
  dependency_linked: <Link2 className="size-4 text-info" />,
  dependent_linked: <Network className="size-4 text-destructive-text" />,
  dependency_recovered: <Bell className="size-4 text-warning" />,
} as const satisfies Record<IncidentTimelineEntry['type'], unknown>;

/**
 * The incident's history, oldest first: opened, acknowledged, notes, resolved — who and when. The opening's cause is
 * worded with the incident's values (`causeParams`).
 */
export function IncidentTimeline({
  entries,
  causeParams = {},
}: {
  entries: IncidentTimelineEntry[];
  causeParams?: CauseParams;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('incidents.detail.timeline')}</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('incidents.detail.timelineEmpty')}</p>
        ) : (
          <ol className="flex flex-col gap-4 border-l pl-4">
            {entries.map((entry) => (
              <li key={entry.id} className="relative flex flex-col gap-0.5">
                <span aria-hidden="true" className="-left-[1.6rem] absolute top-0.5 rounded-full bg-background p-0.5">
                  {icons[entry.type]}
                </span>
                <p className="font-medium text-sm">
                  {t(`incidents.detail.events.${entry.type}`, { step: entry.escalation?.step })}
                  <span className="font-normal text-muted-foreground">
                    {' · '}
                    {entry.actor?.name ?? t('incidents.detail.system')}
                    {entry.via ? ` · ${t(`incidents.detail.via.${entry.via}`)}` : null}
                    {entry.escalation && entry.escalation.round > 1
                      ? ` · ${t('incidents.detail.escalationRound', { round: entry.escalation.round })}`
                      : null}
                  </span>
                </p>
                <p className="text-muted-foreground text-xs">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, lng)}</time>
                </p>
                {entry.causeCode ? (
                  <p className="text-sm">
                    {causeLabel(t, entry.causeCode, entry.type === 'opened' ? causeParams : {})}
                  </p>
                ) : null}
                {entry.text ? <p className="whitespace-pre-wrap break-words text-sm">{entry.text}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
