import type { OnCallScheduleSummary } from '@hlidka/contract';
import { useOnCallSchedules, useTeams } from '@hlidka/data';
import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState } from '@hlidka/ui';
import { CalendarDays, Pencil, PhoneCall, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { useTeamsThatCan } from '../../access/use-can';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { Context, ListStates } from '../common/query-states';
import { OnCallNowAndNext } from './on-call-now';
import '../../i18n/areas/on-call';

function AddButton() {
  const { t } = useTranslation();
  return (
    <Button asChild>
      <Link href="/on-call/create">
        <Plus aria-hidden="true" />
        {t('onCall.add')}
      </Link>
    </Button>
  );
}

function ScheduleCard({ schedule }: { schedule: OnCallScheduleSummary }) {
  const { t } = useTranslation();
  return (
    <Card className="h-full">
      <CardHeader className="gap-1">
        <CardTitle level={2} className="min-w-0 break-words text-base">
          <Link href={`/on-call/${schedule.id}`} className="hover:underline">
            {schedule.name}
          </Link>
        </CardTitle>
        <p className="text-muted-foreground text-sm">{t('onCall.team', { name: schedule.teamName })}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <OnCallNowAndNext onCall={schedule.onCall} people={schedule.people} timeZone={schedule.timeZone} />
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href={`/on-call/${schedule.id}`}>
              <CalendarDays aria-hidden="true" />
              {t('onCall.open')}
              <Context>{schedule.name}</Context>
            </Link>
          </Button>
          {schedule.canEdit ? (
            <Button asChild variant="outline" size="sm">
              <Link href={`/on-call/${schedule.id}/edit`}>
                <Pencil aria-hidden="true" />
                {t('onCall.edit')}
                <Context>{schedule.name}</Context>
              </Link>
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** /on-call: the schedules of the user's teams, each with who is on call now and next. */
export default function OnCallListScreen() {
  const { t } = useTranslation();
  const { schedules, error, isLoading, mutate } = useOnCallSchedules();
  const { teams } = useTeams();
  const hasTeams = (teams?.length ?? 0) > 0;
  // A schedule is made for a team whose role may (the permission table): no such team, no way to a new one.
  const mayCreate = (useTeamsThatCan('write', 'schedules')?.length ?? 0) > 0;

  return (
    <ScreenFrame wide busy={isLoading}>
      <PageHeader
        title={t('onCall.title')}
        description={t('onCall.description')}
        actions={schedules && schedules.length > 0 && mayCreate ? <AddButton /> : null}
      />
      <ListStates
        items={schedules}
        query={{ error, isLoading, mutate }}
        failedTitle={t('onCall.loadFailed')}
        retryLabel={t('onCall.retry')}
        loadingLabel={t('onCall.loading')}
        rows={3}
        empty={
          <EmptyState
            icon={<PhoneCall />}
            title={t('onCall.emptyTitle')}
            description={teams && !hasTeams ? t('onCall.noTeamsDescription') : t('onCall.emptyDescription')}
            action={
              teams && !hasTeams ? (
                <Button asChild variant="outline">
                  <Link href="/teams">{t('onCall.goToTeams')}</Link>
                </Button>
              ) : mayCreate ? (
                <AddButton />
              ) : null
            }
          />
        }
      >
        {(list) => (
          <ul aria-label={t('onCall.list')} className="grid gap-4 lg:grid-cols-2">
            {list.map((schedule) => (
              <li key={schedule.id}>
                <ScheduleCard schedule={schedule} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </ScreenFrame>
  );
}
