import { addDays, type OnCallPerson, type OnCallSchedule, type OnCallShift } from '@hlidka/contract';
import { useOnCallSchedule, useOnCallShifts } from '@hlidka/data';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, cn, Dialog } from '@hlidka/ui';
import { ChevronLeft, ChevronRight, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { Context, DetailSkeleton, ErrorState, LoadingBlock, NotFoundState } from '../common/query-states';
import { OnCallNowAndNext } from './on-call-now';
import { type OverrideDraft, OverrideForm } from './on-call-overrides';
import { type CalendarDay, weekDays, weekOf } from './on-call-week';
import { clockTime, dayLabel, personColour, personName } from './on-call-wording';
import '../../i18n/areas/on-call';

/**
 * What choosing a shift of the calendar opens in the override editor: the override it shows (one of the schedule's
 * overrides not over yet, of the same person, holding the shift's start), or a new override over the shift's time.
 * Null for an override shift that is over (nothing left to change).
 */
function draftOf(shift: OnCallShift, overrides: OnCallSchedule['overrides']): OverrideDraft | null {
  if (!shift.override) return { id: null, userId: '', startsAt: shift.startsAt, endsAt: shift.endsAt };
  const start = Date.parse(shift.startsAt);
  const override = overrides.find(
    (o) => o.userId === shift.userId && Date.parse(o.startsAt) <= start && start < Date.parse(o.endsAt),
  );
  return override
    ? { id: override.id, userId: override.userId, startsAt: override.startsAt, endsAt: override.endsAt }
    : null;
}

function DayColumn({
  day,
  today,
  shifts,
  people,
  timeZone,
  overrides,
  onChoose,
}: {
  day: CalendarDay;
  today: boolean;
  shifts: OnCallShift[];
  people: OnCallPerson[];
  timeZone: string;
  /** The schedule's overrides, when the caller may change them (each shift then opens the override editor). */
  overrides: OnCallSchedule['overrides'] | null;
  onChoose: (draft: OverrideDraft) => void;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const inDay = shifts.filter((s) => Date.parse(s.startsAt) < day.endsAt && Date.parse(s.endsAt) > day.startsAt);
  const time = (ms: number, edge: 'start' | 'end') =>
    edge === 'end' && ms >= day.endsAt ? '24:00' : clockTime(ms, timeZone, lng);
  return (
    <li
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-lg border p-2',
        today && 'border-primary bg-primary/5 ring-1 ring-primary',
      )}
      aria-current={today ? 'date' : undefined}
    >
      <h3 className="flex flex-wrap items-center justify-between gap-1 font-medium text-sm">
        <span className="whitespace-nowrap">{dayLabel(day.day, lng)}</span>
        {today ? <Badge>{t('onCall.calendar.today')}</Badge> : null}
      </h3>
      {inDay.length === 0 ? (
        <p className="text-muted-foreground text-xs">{t('onCall.calendar.noShifts')}</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {inDay.map((shift) => {
            const from = Math.max(Date.parse(shift.startsAt), day.startsAt);
            const to = Math.min(Date.parse(shift.endsAt), day.endsAt);
            const draft = overrides ? draftOf(shift, overrides) : null;
            const content = (
              <>
                <span className="block break-words font-medium">{personName(people, shift.userId)}</span>
                <span className="block tabular-nums">
                  {time(from, 'start')}–{time(to, 'end')}
                  {shift.override ? ` · ${t('onCall.override')}` : ''}
                </span>
              </>
            );
            return (
              <li
                key={`${shift.userId}-${shift.startsAt}`}
                className={cn('rounded-md border text-xs', personColour(people, shift.userId))}
              >
                {draft ? (
                  <button
                    type="button"
                    onClick={() => onChoose(draft)}
                    className="block w-full cursor-pointer rounded-md px-2 py-1 text-left outline-hidden hover:bg-foreground/5 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {content}
                    <Context>{t(draft.id ? 'onCall.editor.editOverride' : 'onCall.editor.addOverride')}</Context>
                  </button>
                ) : (
                  <div className="px-2 py-1">{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

function WeekView({ schedule }: { schedule: OnCallSchedule }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { timeZone } = schedule;
  const thisWeek = weekOf(schedule.onCall.at, timeZone);
  const [monday, setMonday] = useState(thisWeek);
  const days = weekDays(monday, timeZone);
  const first = days[0] as CalendarDay;
  const last = days[6] as CalendarDay;
  const range = { from: new Date(first.startsAt).toISOString(), to: new Date(last.endsAt).toISOString() };
  const { shifts, error, isLoading, mutate } = useOnCallShifts(schedule.id, range);
  const today = weekDays(weekOf(schedule.onCall.at, timeZone), timeZone).find((d) => {
    const at = Date.parse(schedule.onCall.at);
    return d.startsAt <= at && at < d.endsAt;
  })?.day;
  const shiftWeek = (weeks: number) => setMonday(addDays(monday, weeks * 7));
  /** The override editor opened from a shift (null: closed). */
  const [draft, setDraft] = useState<OverrideDraft | null>(null);
  const heading = t('onCall.calendar.week', { range: `${dayLabel(first.day, lng)} – ${dayLabel(last.day, lng)}` });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <CardTitle level={2} className="text-base">
            {heading}
          </CardTitle>
          <p className="text-muted-foreground text-xs">{t('onCall.calendar.inZone', { zone: timeZone })}</p>
          {schedule.canEdit ? <p className="text-muted-foreground text-xs">{t('onCall.calendar.editHint')}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => shiftWeek(-1)} aria-label={t('onCall.calendar.previous')}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" size="sm" onClick={() => setMonday(thisWeek)} disabled={monday === thisWeek}>
            {t('onCall.calendar.thisWeek')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => shiftWeek(1)} aria-label={t('onCall.calendar.nextWeek')}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent aria-busy={isLoading || undefined}>
        {error ? (
          <ErrorState title={t('onCall.calendar.loadFailed')} retryLabel={t('onCall.retry')} onRetry={() => mutate()} />
        ) : !shifts ? (
          <div role="status" aria-label={t('onCall.calendar.loading')}>
            <LoadingBlock lines={5} />
          </div>
        ) : (
          <ol aria-label={heading} className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-7">
            {days.map((day) => (
              <DayColumn
                key={day.day}
                day={day}
                today={day.day === today}
                shifts={shifts}
                people={schedule.people}
                timeZone={timeZone}
                overrides={schedule.canEdit ? schedule.overrides : null}
                onChoose={setDraft}
              />
            ))}
          </ol>
        )}
        {draft ? (
          <Dialog
            isOpen
            onOpenChange={(open) => !open && setDraft(null)}
            title={t(draft.id ? 'onCall.editor.editOverrideForm' : 'onCall.editor.addOverride')}
          >
            <OverrideForm
              schedule={schedule}
              draft={draft}
              stacked
              onSaved={() => setDraft(null)}
              onCancel={() => setDraft(null)}
            />
          </Dialog>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** /on-call/{id}: who is on call now and next, and the week's shifts, a colour per person, today marked. */
export default function OnCallCalendarScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const { schedule, error, isLoading, mutate } = useOnCallSchedule(id);

  if (error?.status === 404) {
    return (
      <ScreenFrame>
        <NotFoundState
          title={t('onCall.notFound')}
          description={t('onCall.notFoundDescription')}
          backHref="/on-call"
          backLabel={t('onCall.back')}
        />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame wide busy={isLoading}>
      <PageHeader
        back={{ href: '/on-call', label: t('onCall.back') }}
        title={schedule?.name ?? t('onCall.title')}
        description={schedule ? t('onCall.team', { name: schedule.teamName }) : undefined}
        actions={
          schedule?.canEdit ? (
            <Button asChild variant="outline">
              <Link href={`/on-call/${schedule.id}/edit`}>
                <Pencil aria-hidden="true" />
                {t('onCall.edit')}
              </Link>
            </Button>
          ) : null
        }
      />
      {error ? (
        <ErrorState title={t('onCall.loadFailed')} retryLabel={t('onCall.retry')} onRetry={() => mutate()} />
      ) : !schedule ? (
        <DetailSkeleton label={t('onCall.loading')} />
      ) : (
        <>
          <Card>
            <CardContent>
              <OnCallNowAndNext onCall={schedule.onCall} people={schedule.people} timeZone={schedule.timeZone} />
            </CardContent>
          </Card>
          <WeekView schedule={schedule} />
        </>
      )}
    </ScreenFrame>
  );
}
