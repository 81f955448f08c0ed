import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, formatTimeOrDateTime } from './format';

// formatDate and formatDateTime write what date-fns' format wrote for 'dd.MM.yyyy' and 'dd.MM.yyyy HH:mm' (they no
// longer load date-fns): every day of a leap year at two times of day, and years of fewer and more than four digits.
describe('dates without date-fns', () => {
  const dates = [
    ...Array.from({ length: 366 }, (_, day) => new Date(2028, 0, 1 + day, day % 24, (day * 7) % 60)),
    new Date(2026, 11, 31, 23, 59, 59, 999),
    new Date(2026, 0, 1, 0, 0, 0, 0),
    new Date(999, 4, 6, 7, 8),
    new Date(12345, 6, 7, 8, 9),
    new Date(-50, 0, 1, 12, 0),
  ];

  it('writes each as date-fns did', () => {
    for (const date of dates) {
      const day = format(date, 'dd.MM.yyyy');
      const dayAndTime = format(date, 'dd.MM.yyyy HH:mm');
      expect(formatDate(date), date.toISOString()).toBe(day);
      expect(formatDateTime(date), date.toISOString()).toBe(dayAndTime);
      expect(formatDateTime(date.toISOString(), 'en'), date.toISOString()).toBe(dayAndTime);
      expect(formatDate(date.getTime(), 'en'), date.toISOString()).toBe(day);
    }
  });

  it('answers N/A for nothing and for what is not a date', () => {
    for (const value of [null, undefined, '', 'not a date', Number.NaN]) {
      expect(formatDate(value)).toBe('N/A');
      expect(formatDateTime(value)).toBe('N/A');
    }
  });
});

describe('a moment to come', () => {
  it('is its time on the same day, with its date on another', () => {
    const now = new Date(2026, 10, 29, 9, 5);
    expect(formatTimeOrDateTime(new Date(2026, 10, 29, 14, 30), now)).toBe('14:30');
    expect(formatTimeOrDateTime(new Date(2026, 10, 30, 0, 5), now)).toBe('30.11.2026 00:05');
    expect(formatTime(new Date(2026, 0, 1, 7, 3))).toBe('07:03');
    expect(formatTimeOrDateTime('not a date', now)).toBe('N/A');
  });
});
