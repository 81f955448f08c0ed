import {
  type CreateMaintenanceWindowBody,
  LOCAL_DATE_TIME_PATTERN,
  MAX_MAINTENANCE_MINUTES,
  type MaintenanceWindow,
  type Weekday,
  weekdayValues,
} from '@hlidka/contract';
import '../../i18n/areas/maintenance';

// The maintenance editor's values, checks and body: the contract's rules, checked before the server checks them again
// (it alone reads RRULE rules and knows which websites and pages are the user's).

export type RecurrenceKind = 'once' | 'weekly' | 'rrule';

export interface MaintenanceFormValues {
  title: string;
  description: string;
  /** A wall-clock time as a `datetime-local` input gives it: `2026-12-01T22:00`. */
  startsAt: string;
  durationHours: string;
  durationMinutes: string;
  timeZone: string;
  recurrence: RecurrenceKind;
  days: Weekday[];
  rule: string;
  websiteIds: string[];
  statusPageIds: string[];
  /** Groups of status pages (every website in them). */
  groupIds: string[];
  notify: boolean;
  notifyMinutesBefore: string;
}

/** The form's fields that can show an error. */
export type MaintenanceField =
  | 'title'
  | 'description'
  | 'startsAt'
  | 'duration'
  | 'timeZone'
  | 'days'
  | 'rule'
  | 'websiteIds'
  | 'statusPageIds'
  | 'groupIds'
  | 'notifyMinutesBefore';

/** Error keys under `maintenance.form.errors.`, by field. */
export type MaintenanceFormErrors = Partial<Record<MaintenanceField, string>>;

export const DEFAULT_TIME_ZONE = 'Europe/Prague';

export function emptyMaintenanceForm(timeZone = DEFAULT_TIME_ZONE): MaintenanceFormValues {
  return {
    title: '',
    description: '',
    startsAt: '',
    durationHours: '1',
    durationMinutes: '0',
    timeZone,
    recurrence: 'once',
    days: [],
    rule: '',
    websiteIds: [],
    statusPageIds: [],
    groupIds: [],
    notify: true,
    notifyMinutesBefore: '60',
  };
}

export function maintenanceFormFrom(window: MaintenanceWindow): MaintenanceFormValues {
  const { recurrence } = window;
  return {
    title: window.title,
    description: window.description ?? '',
    startsAt: window.startsAt,
    durationHours: String(Math.floor(window.durationMinutes / 60)),
    durationMinutes: String(window.durationMinutes % 60),
    timeZone: window.timeZone,
    recurrence: recurrence.kind,
    days: recurrence.kind === 'weekly' ? recurrence.days : [],
    rule: recurrence.kind === 'rrule' ? recurrence.rule : '',
    websiteIds: window.websiteIds,
    statusPageIds: window.statusPageIds,
    groupIds: window.groupIds,
    notify: window.notifyMinutesBefore !== null,
    notifyMinutesBefore: String(window.notifyMinutesBefore ?? 60),
  };
}

/** A whole number from a field ('' counts as 0 when `emptyIsZero`), or NaN. */
function wholeNumber(value: string, emptyIsZero = false): number {
  const text = value.trim();
  if (text === '') return emptyIsZero ? 0 : Number.NaN;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** The duration the hours and minutes fields give, in minutes (NaN when either is not a whole number). */
export function durationOf(values: Pick<MaintenanceFormValues, 'durationHours' | 'durationMinutes'>): number {
  return wholeNumber(values.durationHours, true) * 60 + wholeNumber(values.durationMinutes, true);
}

/** Days in the week's order (Monday first), each once. */
export const sortedDays = (days: readonly Weekday[]): Weekday[] => weekdayValues.filter((day) => days.includes(day));

/** Checks the form as the contract will and builds the body to send. */
export function validateMaintenanceForm(values: MaintenanceFormValues): {
  errors: MaintenanceFormErrors;
  body?: CreateMaintenanceWindowBody;
} {
  const errors: MaintenanceFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'titleRequired';
  else if (title.length > 200) errors.title = 'titleTooLong';
  const description = values.description.trim();
  if (description.length > 2000) errors.description = 'descriptionTooLong';
  const startsAt = values.startsAt.trim().slice(0, 16);
  if (!LOCAL_DATE_TIME_PATTERN.test(startsAt) || Number.isNaN(Date.parse(`${startsAt}:00Z`))) {
    errors.startsAt = 'startsAtInvalid';
  }
  const duration = durationOf(values);
  if (!Number.isInteger(duration) || duration < 1) errors.duration = 'durationInvalid';
  else if (duration > MAX_MAINTENANCE_MINUTES) errors.duration = 'durationTooLong';
  if (values.recurrence === 'weekly' && values.days.length === 0) errors.days = 'daysRequired';
  const rule = values.rule.trim();
  if (values.recurrence === 'rrule') {
    if (rule.length < 6) errors.rule = 'ruleRequired';
    else if (rule.length > 500) errors.rule = 'ruleTooLong';
  }
  if (values.websiteIds.length + values.statusPageIds.length + values.groupIds.length === 0) {
    errors.websiteIds = 'targetsRequired';
  }
  const notifyMinutes = wholeNumber(values.notifyMinutesBefore);
  if (values.notify && !(notifyMinutes >= 0 && notifyMinutes <= 7 * 24 * 60)) {
    errors.notifyMinutesBefore = 'notifyInvalid';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    body: {
      title,
      description: description === '' ? null : description,
      startsAt,
      durationMinutes: duration,
      timeZone: values.timeZone,
      recurrence:
        values.recurrence === 'weekly'
          ? { kind: 'weekly', days: sortedDays(values.days) }
          : values.recurrence === 'rrule'
            ? { kind: 'rrule', rule }
            : { kind: 'once' },
      websiteIds: values.websiteIds,
      statusPageIds: values.statusPageIds,
      groupIds: values.groupIds,
      notifyMinutesBefore: values.notify ? notifyMinutes : null,
    },
  };
}

/**
 * A server field path → the form's field it belongs to: `recurrence.rule` to the rule, `recurrence.days` to the
 * weekdays, `websiteIds.3` to the websites, `durationMinutes` to the duration; anything else to the form as a whole.
 */
export function maintenanceFieldOf(path: string): MaintenanceField | undefined {
  const [head = '', second] = path.split('.');
  switch (head) {
    case 'title':
    case 'description':
    case 'startsAt':
    case 'timeZone':
    case 'websiteIds':
    case 'statusPageIds':
    case 'groupIds':
    case 'notifyMinutesBefore':
      return head;
    case 'durationMinutes':
      return 'duration';
    case 'recurrence':
      return second === 'days' ? 'days' : second === 'rule' ? 'rule' : undefined;
    default:
      return undefined;
  }
}
