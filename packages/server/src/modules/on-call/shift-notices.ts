import {
  ON_CALL_NEXT_HORIZON_DAYS,
  ON_CALL_NOTICE_MINUTES,
  type OnCallScheduleSpec,
  type OnCallShiftSpan,
  onCallShifts,
} from '@hlidka/contract';
import type { DeliveryPayload } from '../../db/schema/notifications';
import { onCallSchedules, onCallShiftNotices } from '../../db/schema/on-call';
import type { Db } from '../../db/types';
import { insertPersonalNotice } from '../notifications/delivery/personal-notice';
import { recipientsOf } from '../notifications/delivery/recipients';
import { loadSchedule, specOf } from './spec';

const DAY = 86_400_000;

/** Where a shift found in a short window really ends (looked for up to 35 days on). */
function shiftEnd(spec: OnCallScheduleSpec, shift: OnCallShiftSpan): Date {
  const ahead = new Date(shift.startsAt.getTime() + ON_CALL_NEXT_HORIZON_DAYS * DAY);
  const whole = onCallShifts(spec, shift.startsAt, ahead).find((s) => s.userId === shift.userId);
  return whole?.endsAt ?? ahead;
}

/**
 * "Your on-call shift starts soon": for every shift starting within the next `ON_CALL_NOTICE_MINUTES`, its person
 * gets a bell notice (and the e-mail, unless they turned e-mails off) through the notification pipeline. Once per
 * shift: the row in `on_call_shift_notices` (schedule, person, shift start) is written in the same transaction as the
 * notice, so a second round — in this process or another, at the same time — finds it and sends nothing.
 * Returns the number of notices made.
 */
export async function scheduleShiftNotices(db: Db, now: Date): Promise<number> {
  const until = new Date(now.getTime() + ON_CALL_NOTICE_MINUTES * 60_000);
  const schedules = await db.select().from(onCallSchedules);
  let made = 0;
  for (const row of schedules) {
    const spec = specOf(await loadSchedule(db, row, now));
    // A shift cut to start at `now` began before: only shifts starting after now are new.
    const starting = onCallShifts(spec, now, until).filter((s) => s.startsAt > now);
    for (const shift of starting) {
      const [recipient] = await recipientsOf(db, shift.userId, null);
      if (!recipient) continue;
      const payload: DeliveryPayload = {
        event: 'on_call.shift_starting',
        at: now.toISOString(),
        website: null,
        incident: null,
        actorName: null,
        onCall: {
          scheduleId: row.id,
          scheduleName: row.name,
          startsAt: shift.startsAt.toISOString(),
          endsAt: shiftEnd(spec, shift).toISOString(),
          timeZone: recipient.timeZone,
        },
      };
      const dedupKey = `on-call:${row.id}:${shift.userId}:${shift.startsAt.toISOString()}`;
      const sent = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(onCallShiftNotices)
          .values({ scheduleId: row.id, userId: shift.userId, shiftStartsAt: shift.startsAt, createdAt: now })
          .onConflictDoNothing()
          .returning({ userId: onCallShiftNotices.userId });
        if (!claimed) return false;
        const id = await insertPersonalNotice(tx, {
          recipient,
          payload,
          dedupKey,
          emailKey: `${dedupKey}:email`,
          websiteId: null,
          now,
        });
        return id !== null;
      });
      if (sent) made++;
    }
  }
  return made;
}
