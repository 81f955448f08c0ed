import type { OnCallNow, OnCallPerson, OnCallShift } from '@hlidka/contract';
import { Badge, cn } from '@hlidka/ui';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { Field } from '../common/query-states';
import { personColour, personName, shiftTime } from './on-call-wording';
import '../../i18n/areas/on-call';

function ShiftPeople({
  shifts,
  people,
  timeZone,
  edge,
  none,
}: {
  shifts: OnCallShift[];
  people: OnCallPerson[];
  timeZone: string;
  edge: 'endsAt' | 'startsAt';
  none: string;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  if (shifts.length === 0) return <span className="text-muted-foreground">{none}</span>;
  return (
    <ul className="flex flex-col gap-1.5">
      {shifts.map((shift) => (
        <li key={`${shift.userId}-${shift.startsAt}`} className="flex flex-wrap items-center gap-2">
          <span className={cn('rounded-md border px-2 py-0.5 font-medium', personColour(people, shift.userId))}>
            {personName(people, shift.userId)}
          </span>
          <span className="text-muted-foreground text-sm">
            {edge === 'endsAt'
              ? t('onCall.until', { time: shiftTime(shift.endsAt, timeZone, lng) })
              : t('onCall.from', { time: shiftTime(shift.startsAt, timeZone, lng) })}
          </span>
          {shift.override ? <Badge variant="outline">{t('onCall.override')}</Badge> : null}
        </li>
      ))}
    </ul>
  );
}

/** Who is on call now (until when) and who comes next (from when), in the schedule's zone. */
export function OnCallNowAndNext({
  onCall,
  people,
  timeZone,
}: {
  onCall: OnCallNow;
  people: OnCallPerson[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Field label={t('onCall.now')}>
        <ShiftPeople
          shifts={onCall.current}
          people={people}
          timeZone={timeZone}
          edge="endsAt"
          none={t('onCall.nobody')}
        />
      </Field>
      <Field label={t('onCall.next')}>
        <ShiftPeople
          shifts={onCall.next}
          people={people}
          timeZone={timeZone}
          edge="startsAt"
          none={t('onCall.nobodyNext')}
        />
      </Field>
    </dl>
  );
}
