import { z } from 'zod';
import { timeZoneSchema } from './notification-events';

// Maintenance windows (issue 17 §5): planned work on websites, one-off or recurring, in a time zone. During a window
// checks still run, but no incident opens and no alert goes out; the time counts as maintenance (neither up nor down)
// in uptime and reports; status pages show upcoming and ongoing maintenance and tell their subscribers beforehand.

const isoDateTime = z.iso.datetime({ offset: true });
const noControlCharacters = /^[^\p{Cc}]*$/u;

/** A wall-clock time in the window's zone: `2026-12-01T22:00`. */
export const LOCAL_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
export const MAX_MAINTENANCE_MINUTES = 7 * 24 * 60;
/** Days ahead a status page lists planned maintenance. */
export const UPCOMING_MAINTENANCE_DAYS = 14;

export const weekdayValues = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export const weekdaySchema = z.enum(weekdayValues).meta({ id: 'Weekday' });
export type Weekday = z.infer<typeof weekdaySchema>;

/**
 * How a window repeats: not at all, on weekdays at its start time, or by an RFC 5545 rule (the subset FREQ=DAILY,
 * WEEKLY or MONTHLY with INTERVAL, BYDAY, BYMONTHDAY, COUNT and UNTIL; the server checks it).
 */
export const maintenanceRecurrenceSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('once') }),
    z.strictObject({ kind: z.literal('weekly'), days: z.array(weekdaySchema).min(1).max(7) }),
    z.strictObject({ kind: z.literal('rrule'), rule: z.string().trim().min(6).max(500) }),
  ])
  .meta({ id: 'MaintenanceRecurrence' });
export type MaintenanceRecurrence = z.infer<typeof maintenanceRecurrenceSchema>;

export const maintenanceOccurrenceSchema = z
  .object({ startsAt: isoDateTime, endsAt: isoDateTime })
  .meta({ id: 'MaintenanceOccurrence' });
export type MaintenanceOccurrence = z.infer<typeof maintenanceOccurrenceSchema>;

export const maintenanceWindowSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    /** The team whose members see the window; null = only its owner. */
    teamId: z.uuid().nullable(),
    /** The first start, as a wall-clock time in `timeZone`. */
    startsAt: z.string(),
    durationMinutes: z.number().int(),
    timeZone: z.string(),
    recurrence: maintenanceRecurrenceSchema,
    websiteIds: z.array(z.uuid()),
    /** Every website on these status pages is under the window too. */
    statusPageIds: z.array(z.uuid()),
    /** And every website in these groups of status pages. */
    groupIds: z.array(z.uuid()),
    /** Subscribers of the pages are told this long before each start; null = not told. */
    notifyMinutesBefore: z.number().int().nullable(),
    /** The occurrence under way, if any. */
    ongoing: maintenanceOccurrenceSchema.nullable(),
    /** The next occurrence to start, if any. */
    next: maintenanceOccurrenceSchema.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'MaintenanceWindow' });
export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

const maintenanceFields = {
  title: z.string().trim().min(1).max(200).regex(noControlCharacters),
  description: z.string().trim().max(2000).nullable(),
  teamId: z.uuid().nullable(),
  startsAt: z
    .string()
    .refine((value) => LOCAL_DATE_TIME_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}:00Z`)), {
      params: {
        cs: 'Zadejte datum a čas ve tvaru 2026-12-01T22:00.',
        en: 'Enter a date and time as 2026-12-01T22:00.',
      },
    }),
  durationMinutes: z.number().int().min(1).max(MAX_MAINTENANCE_MINUTES),
  timeZone: timeZoneSchema,
  recurrence: maintenanceRecurrenceSchema,
  websiteIds: z.array(z.uuid()).max(1000),
  statusPageIds: z.array(z.uuid()).max(100),
  groupIds: z.array(z.uuid()).max(100),
  notifyMinutesBefore: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .nullable(),
};

export const createMaintenanceWindowBodySchema = z
  .strictObject({
    ...maintenanceFields,
    description: maintenanceFields.description.default(null),
    teamId: maintenanceFields.teamId.default(null),
    timeZone: maintenanceFields.timeZone.default('Europe/Prague'),
    recurrence: maintenanceFields.recurrence.default({ kind: 'once' }),
    websiteIds: maintenanceFields.websiteIds.default([]),
    statusPageIds: maintenanceFields.statusPageIds.default([]),
    groupIds: maintenanceFields.groupIds.default([]),
    notifyMinutesBefore: maintenanceFields.notifyMinutesBefore.default(60),
  })
  .refine((body) => body.websiteIds.length + body.statusPageIds.length + body.groupIds.length > 0, {
    params: {
      cs: 'Vyberte alespoň jeden web nebo stavovou stránku.',
      en: 'Choose at least one website or status page.',
    },
    path: ['websiteIds'],
  })
  .meta({ id: 'CreateMaintenanceWindowBody' });
export type CreateMaintenanceWindowBody = z.input<typeof createMaintenanceWindowBodySchema>;

export const updateMaintenanceWindowBodySchema = z
  .strictObject(maintenanceFields)
  .partial()
  .meta({ id: 'UpdateMaintenanceWindowBody' });
export type UpdateMaintenanceWindowBody = z.input<typeof updateMaintenanceWindowBodySchema>;

export const maintenanceWindowIdParamsSchema = z.strictObject({ id: z.uuid() });
export const maintenanceWindowListDataSchema = z
  .object({ maintenanceWindows: z.array(maintenanceWindowSchema) })
  .meta({ id: 'MaintenanceWindowList' });
export const maintenanceWindowDataSchema = z
  .object({ maintenanceWindow: maintenanceWindowSchema })
  .meta({ id: 'MaintenanceWindowData' });
export const deleteMaintenanceWindowDataSchema = z
  .object({ deleted: z.literal(true) })
  .meta({ id: 'DeleteMaintenanceWindow' });

const tags = ['Maintenance'];

export const maintenanceRouteSchemas = {
  list: { summary: 'Maintenance windows the signed-in user sees', tags, response: maintenanceWindowListDataSchema },
  create: {
    summary: 'Plan a maintenance window',
    tags,
    body: createMaintenanceWindowBodySchema,
    response: maintenanceWindowDataSchema,
  },
  get: {
    summary: 'One maintenance window',
    tags,
    params: maintenanceWindowIdParamsSchema,
    response: maintenanceWindowDataSchema,
  },
  update: {
    summary: 'Change a maintenance window (occurrences not started yet follow the change)',
    tags,
    params: maintenanceWindowIdParamsSchema,
    body: updateMaintenanceWindowBodySchema,
    response: maintenanceWindowDataSchema,
  },
  delete: {
    summary: 'Delete a maintenance window (time already counted as maintenance stays so in reports)',
    tags,
    params: maintenanceWindowIdParamsSchema,
    response: deleteMaintenanceWindowDataSchema,
  },
} as const;
