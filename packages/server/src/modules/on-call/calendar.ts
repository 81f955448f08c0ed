import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OnCallPerson, OnCallShift } from '@hlidka/contract';
import type { Language } from '../../http/types';
import { onCallMessages as m } from './messages';

// The schedule's iCal feed (RFC 5545): a secret address signed over the schedule and its nonce (rotating the nonce
// ends the old address), one VEVENT per shift with its times in UTC.

/** The feed's days back and ahead of now. */
export const CALENDAR_DAYS_BACK = 30;
export const CALENDAR_DAYS_AHEAD = 90;

export function calendarToken(secret: string, scheduleId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`on-call-calendar:${scheduleId}:${nonce}`).digest('base64url');
}

export function isCalendarToken(secret: string, scheduleId: string, nonce: string, given: string): boolean {
  const expected = Buffer.from(calendarToken(secret, scheduleId, nonce));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function calendarUrl(publicUrl: string, secret: string, scheduleId: string, nonce: string): string {
  return `${publicUrl}/api/on-call-schedules/${scheduleId}/calendar.ics?token=${calendarToken(secret, scheduleId, nonce)}`;
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n|\r/g, '\\n');
}

/** Lines longer than 75 octets folded with CRLF and a space, never inside a UTF-8 character (§3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utc = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export interface CalendarInput {
  scheduleId: string;
  scheduleName: string;
  timeZone: string;
  shifts: OnCallShift[];
  people: OnCallPerson[];
  now: Date;
  language: Language;
  hostname: string;
}

export function renderCalendar(input: CalendarInput): string {
  const { scheduleId, scheduleName, timeZone, shifts, people, now, language, hostname } = input;
  const names = new Map(people.map((p) => [p.userId, `${p.firstName} ${p.lastName}`.trim() || p.email]));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hlidka//On-call//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(m.calendarName(scheduleName)[language])}`,
    `X-WR-TIMEZONE:${timeZone}`,
  ];
  for (const shift of shifts) {
    const person = names.get(shift.userId) ?? shift.userId;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${scheduleId}-${shift.userId}-${utc(new Date(shift.startsAt))}@${hostname}`,
      `DTSTAMP:${utc(now)}`,
      `DTSTART:${utc(new Date(shift.startsAt))}`,
      `DTEND:${utc(new Date(shift.endsAt))}`,
      `SUMMARY:${escapeText(m.shiftSummary(person, scheduleName)[language])}`,
      ...(shift.override ? [`DESCRIPTION:${escapeText(m.overrideNote[language])}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
