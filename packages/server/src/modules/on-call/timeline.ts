import { type OnCallNow, type OnCallPerson, type OnCallShift, onCallShifts } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { onCallSchedules } from '../../db/schema/on-call';
import type { Db } from '../../db/types';
import { AppError } from '../../http/app-error';
import type { Language } from '../../http/types';
import { findVisibleSchedule } from './access';
import { CALENDAR_DAYS_AHEAD, CALENDAR_DAYS_BACK, isCalendarToken, renderCalendar } from './calendar';
import { onCallMessages as m } from './messages';
import { onCallNowOf, shiftOut } from './present';
import { loadSchedule, specOf } from './spec';

const DAY = 86_400_000;

export async function getOnCallNow(
  db: Db,
  userId: string,
  scheduleId: string,
  now: Date,
): Promise<{ onCall: OnCallNow; people: OnCallPerson[] }> {
  const { row } = await findVisibleSchedule(db, scheduleId, userId);
  const stored = await loadSchedule(db, row, now);
  return { onCall: onCallNowOf(stored, now), people: stored.people };
}

export async function getOnCallShifts(
  db: Db,
  userId: string,
  scheduleId: string,
  range: { from: Date; to: Date },
): Promise<{ shifts: OnCallShift[]; people: OnCallPerson[] }> {
  const { row } = await findVisibleSchedule(db, scheduleId, userId);
  const stored = await loadSchedule(db, row, range.from);
  return { shifts: onCallShifts(specOf(stored), range.from, range.to).map(shiftOut), people: stored.people };
}

export interface CalendarRequest {
  db: Db;
  secret: string;
  scheduleId: string;
  token: string;
  now: Date;
  language: Language;
  hostname: string;
}

/** The iCal feed of a schedule for the holder of its secret address; 404 for anything else. */
export async function calendarFeed(request: CalendarRequest): Promise<string> {
  const { db, secret, scheduleId, token, now, language, hostname } = request;
  const [row] = await db.select().from(onCallSchedules).where(eq(onCallSchedules.id, scheduleId));
  if (!row || !isCalendarToken(secret, row.id, row.calendarNonce, token)) throw new AppError('NOT_FOUND', m.notFound);
  const from = new Date(now.getTime() - CALENDAR_DAYS_BACK * DAY);
  const to = new Date(now.getTime() + CALENDAR_DAYS_AHEAD * DAY);
  const stored = await loadSchedule(db, row, from);
  return renderCalendar({
    scheduleId: row.id,
    scheduleName: row.name,
    timeZone: row.timeZone,
    shifts: onCallShifts(specOf(stored), from, to).map(shiftOut),
    people: stored.people,
    now,
    language,
    hostname,
  });
}
