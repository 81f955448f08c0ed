import { createMaintenanceWindow } from '@hlidka/data/mocks';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { timeZoneOptions } from '../common/time-zones';
import {
  emptyMaintenanceForm,
  maintenanceFieldOf,
  maintenanceFormFrom,
  validateMaintenanceForm,
} from './maintenance-model';
import { lengthText, occurrenceText, recurrenceText } from './maintenance-wording';

const cs = createI18n({ lng: 'cs', detect: false }).t;
const en = createI18n({ lng: 'en', detect: false }).t;
const timing = { startsAt: '2026-11-26T10:30', durationMinutes: 60, timeZone: 'Europe/Prague' };

describe('maintenance form', () => {
  it('sends a weekly window with its days in the week’s order, the duration in minutes and the notice', () => {
    const result = validateMaintenanceForm({
      ...emptyMaintenanceForm(),
      title: '  Noční zálohy ',
      startsAt: '2026-12-01T22:00',
      durationHours: '1',
      durationMinutes: '30',
      recurrence: 'weekly',
      days: ['TH', 'MO'],
      websiteIds: ['w1'],
      notifyMinutesBefore: '120',
    });
    expect(result.body).toEqual({
      title: 'Noční zálohy',
      description: null,
      startsAt: '2026-12-01T22:00',
      durationMinutes: 90,
      timeZone: 'Europe/Prague',
      recurrence: { kind: 'weekly', days: ['MO', 'TH'] },
      websiteIds: ['w1'],
      statusPageIds: [],
      groupIds: [],
      notifyMinutesBefore: 120,
    });
  });

  it('names what is missing before the server is asked', () => {
    expect(
      validateMaintenanceForm({
        ...emptyMaintenanceForm(),
        durationHours: '0',
        durationMinutes: '',
        recurrence: 'weekly',
        notifyMinutesBefore: 'hodinu',
      }).errors,
    ).toEqual({
      title: 'titleRequired',
      startsAt: 'startsAtInvalid',
      duration: 'durationInvalid',
      days: 'daysRequired',
      websiteIds: 'targetsRequired',
      notifyMinutesBefore: 'notifyInvalid',
    });
    expect(
      validateMaintenanceForm({ ...emptyMaintenanceForm(), durationHours: '169', recurrence: 'rrule', rule: 'FREQ' })
        .errors,
    ).toMatchObject({ duration: 'durationTooLong', rule: 'ruleRequired' });
  });

  it('reads a saved window back, notice off and its zone offered', () => {
    const values = maintenanceFormFrom(createMaintenanceWindow(3));
    expect(values).toMatchObject({ recurrence: 'rrule', durationHours: '2', durationMinutes: '0', notify: false });
    expect(timeZoneOptions('Europe/Prague')[0]).toBe('Europe/Prague');
    expect(timeZoneOptions('Asia/Kolkata').at(-1)).toBe('Asia/Kolkata');
  });

  it('puts the server’s field errors beside their fields', () => {
    expect(maintenanceFieldOf('recurrence.rule')).toBe('rule');
    expect(maintenanceFieldOf('recurrence.days.0')).toBe('days');
    expect(maintenanceFieldOf('websiteIds.2')).toBe('websiteIds');
    expect(maintenanceFieldOf('groupIds.0')).toBe('groupIds');
    expect(maintenanceFieldOf('durationMinutes')).toBe('duration');
    expect(maintenanceFieldOf('teamId')).toBeUndefined();
  });
});

describe('maintenance in words', () => {
  it('says how a window repeats, in its zone', () => {
    const weekly = (days: ('MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU')[]) => ({
      ...timing,
      recurrence: { kind: 'weekly' as const, days },
    });
    expect(recurrenceText(cs, weekly(['TH']), 'cs')).toBe('Každý čtvrtek 10:30–11:30 (Europe/Prague)');
    expect(recurrenceText(en, weekly(['TH']), 'en')).toBe('Every Thursday 10:30–11:30 (Europe/Prague)');
    expect(recurrenceText(cs, weekly(['FR', 'WE', 'MO']), 'cs')).toBe(
      // Intl's Czech list keeps 'a' with the next word (a no-break space).
      'Každý týden v pondělí, středu a\u00a0pátek 10:30–11:30 (Europe/Prague)',
    );
    expect(recurrenceText(en, weekly(['WE', 'SA']), 'en')).toBe(
      'Every week on Wednesday and Saturday 10:30–11:30 (Europe/Prague)',
    );
    expect(recurrenceText(cs, weekly(['MO', 'TU', 'WE', 'TH', 'FR']), 'cs')).toMatch(/^Každý pracovní den/);
    expect(
      recurrenceText(
        cs,
        { ...timing, startsAt: '2026-12-05T22:00', durationMinutes: 240, recurrence: { kind: 'once' } },
        'cs',
      ),
    ).toBe('Jednorázově 5. 12. 2026 22:00–2:00 (Europe/Prague)');
    expect(
      recurrenceText(
        en,
        { ...timing, durationMinutes: 2 * 1440 + 60, recurrence: { kind: 'rrule', rule: 'FREQ=DAILY' } },
        'en',
      ),
    ).toBe('By a custom rule from 10:30 for 2 days 1 hour (Europe/Prague)');
  });

  it('gives the next date in the window’s zone, and lengths of time in words', () => {
    const next = { startsAt: '2026-11-28T07:30:00.000Z', endsAt: '2026-11-28T09:00:00.000Z' };
    expect(occurrenceText(cs, next, 'Europe/Prague', 'cs')).toBe('sobota 28. listopadu 2026 8:30–10:00');
    expect(occurrenceText(en, next, 'Europe/Prague', 'en')).toBe('Saturday, 28 November 2026 8:30–10:00');
    expect(lengthText(cs, 60)).toBe('1 hodinu');
    expect(lengthText(cs, 1440 + 150)).toBe('1 den 2 hodiny 30 minut');
    expect(lengthText(en, 5)).toBe('5 minutes');
  });
});
