import { z } from 'zod';
import { knownTimeZoneSchema } from './time-zone';

// On-call schedules (issue 28 §1): per team, layers of rotations (daily or weekly, a hand-off time in a zone, members
// in turn), overrides ("Petra drží sobotu"), who is on call now and next, shifts in a range, and a secret iCal feed.
// Who is on call is computed by `on-call-timeline.ts`; the server answers with its results.

const isoDateTime = z.iso.datetime({ offset: true });
const noControlCharacters = /^[^\p{Cc}]*$/u;
const DAY = 86_400_000;

/** How long before a shift starts its person is told (the bell, and e-mail unless they turned e-mails off). */
export const ON_CALL_NOTICE_MINUTES = 30;
/** Longest range of shifts one request may ask for, in days. */
export const MAX_ON_CALL_RANGE_DAYS = 62;
/** Longest override, in days. */
export const MAX_ON_CALL_OVERRIDE_DAYS = 31;
export const MAX_ON_CALL_LAYERS = 10;
export const MAX_ON_CALL_ROTATIONS = 10;
export const MAX_ON_CALL_ROTATION_MEMBERS = 50;

export const onCallFrequencyValues = ['daily', 'weekly'] as const;
export const onCallFrequencySchema = z.enum(onCallFrequencyValues).meta({ id: 'OnCallFrequency' });
export type OnCallFrequency = z.infer<typeof onCallFrequencySchema>;

const handoffTimeSchema = z.string().refine((value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value), {
  params: { cs: 'Zadejte čas ve tvaru 09:00.', en: 'Enter a time as 09:00.' },
});
const calendarDaySchema = z
  .string()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    params: { cs: 'Zadejte datum ve tvaru 2026-12-01.', en: 'Enter a date as 2026-12-01.' },
  });
const nameSchema = z.string().trim().min(1).max(120).regex(noControlCharacters);

export const onCallRotationSchema = z
  .object({
    id: z.uuid(),
    frequency: onCallFrequencySchema,
    /** Wall-clock time of the hand-off in `timeZone`: `09:00`. */
    handoffTime: z.string(),
    /** 1 Monday … 7 Sunday: the day a weekly rotation hands off on. */
    handoffWeekday: z.number().int(),
    timeZone: z.string(),
    /** The first hand-off is the first one on or after this day. */
    startsOn: z.string(),
    /** The rotation stops at its hand-off time on this day; null: it runs on. */
    endsOn: z.string().nullable(),
    /** Team members in turn order. */
    memberIds: z.array(z.uuid()),
  })
  .meta({ id: 'OnCallRotation' });
export type OnCallRotation = z.infer<typeof onCallRotationSchema>;

export const onCallLayerSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** 1 is the bottom layer; a higher one replaces the lower ones wherever it has someone. */
    position: z.number().int(),
    rotations: z.array(onCallRotationSchema),
  })
  .meta({ id: 'OnCallLayer' });
export type OnCallLayer = z.infer<typeof onCallLayerSchema>;

export const onCallOverrideSchema = z
  .object({ id: z.uuid(), userId: z.uuid(), startsAt: isoDateTime, endsAt: isoDateTime, createdAt: isoDateTime })
  .meta({ id: 'OnCallOverride' });
export type OnCallOverride = z.infer<typeof onCallOverrideSchema>;

/** Someone a schedule names (a rotation's member, an override's holder, a shift's person). */
export const onCallPersonSchema = z
  .object({ userId: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() })
  .meta({ id: 'OnCallPerson' });
export type OnCallPerson = z.infer<typeof onCallPersonSchema>;

export const onCallShiftSchema = z
  .object({
    userId: z.uuid(),
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    /** The shift begins as an override. */
    override: z.boolean(),
  })
  .meta({ id: 'OnCallShift' });
export type OnCallShift = z.infer<typeof onCallShiftSchema>;

export const onCallNowSchema = z
  .object({
    /** The server's "now" the answer is for (the calendar marks today by it). */
    at: isoDateTime,
    /** Who is on call now; each shift's `endsAt` is when it ends (within the next 35 days). */
    current: z.array(onCallShiftSchema),
    /** Who comes on next (the first shifts to start after now); empty when nobody comes within 35 days. */
    next: z.array(onCallShiftSchema),
  })
  .meta({ id: 'OnCallNow' });
export type OnCallNow = z.infer<typeof onCallNowSchema>;

export const onCallScheduleSummarySchema = z
  .object({
    id: z.uuid(),
    teamId: z.uuid(),
    teamName: z.string(),
    name: z.string(),
    /** The zone the schedule is shown in (its calendar, its feed). */
    timeZone: z.string(),
    onCall: onCallNowSchema,
    /** Everyone the schedule names, current team members only. */
    people: z.array(onCallPersonSchema),
    /** Whether the caller may change it (a team admin or the owner). */
    canEdit: z.boolean(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'OnCallScheduleSummary' });
export type OnCallScheduleSummary = z.infer<typeof onCallScheduleSummarySchema>;

export const onCallScheduleSchema = onCallScheduleSummarySchema
  .extend({
    /** Bottom layer first. */
    layers: z.array(onCallLayerSchema),
    /** Overrides not over yet, in order of start. */
    overrides: z.array(onCallOverrideSchema),
    /** The secret iCal feed of its shifts (works without signing in; rotating the token ends the old address). */
    calendarUrl: z.string(),
  })
  .meta({ id: 'OnCallSchedule' });
export type OnCallSchedule = z.infer<typeof onCallScheduleSchema>;

const scheduleFields = { name: nameSchema, timeZone: knownTimeZoneSchema };

export const createOnCallScheduleBodySchema = z
  .strictObject({ teamId: z.uuid(), ...scheduleFields, timeZone: scheduleFields.timeZone.default('Europe/Prague') })
  .meta({ id: 'CreateOnCallScheduleBody' });
export type CreateOnCallScheduleBody = z.input<typeof createOnCallScheduleBodySchema>;

export const updateOnCallScheduleBodySchema = z
  .strictObject(scheduleFields)
  .partial()
  .meta({ id: 'UpdateOnCallScheduleBody' });
export type UpdateOnCallScheduleBody = z.input<typeof updateOnCallScheduleBodySchema>;

export const onCallRotationBodySchema = z
  .strictObject({
    frequency: onCallFrequencySchema,
    handoffTime: handoffTimeSchema,
    handoffWeekday: z.number().int().min(1).max(7).default(1),
    timeZone: knownTimeZoneSchema,
    startsOn: calendarDaySchema,
    endsOn: calendarDaySchema.nullable().default(null),
    memberIds: z
      .array(z.uuid())
      .max(MAX_ON_CALL_ROTATION_MEMBERS)
      .refine((ids) => ids.length > 0, {
        params: { cs: 'Přidejte alespoň jednoho člověka.', en: 'Add at least one person.' },
      }),
  })
  .refine((body) => body.endsOn === null || body.endsOn > body.startsOn, {
    params: { cs: 'Konec musí být po začátku.', en: 'The end must come after the start.' },
    path: ['endsOn'],
  })
  .meta({ id: 'OnCallRotationBody' });
export type OnCallRotationBody = z.input<typeof onCallRotationBodySchema>;

const layerFields = {
  name: nameSchema,
  rotations: z.array(onCallRotationBodySchema).max(MAX_ON_CALL_ROTATIONS),
};

export const createOnCallLayerBodySchema = z
  .strictObject({ ...layerFields, rotations: layerFields.rotations.default([]) })
  .meta({ id: 'CreateOnCallLayerBody' });
export type CreateOnCallLayerBody = z.input<typeof createOnCallLayerBodySchema>;

export const updateOnCallLayerBodySchema = z
  .strictObject({
    ...layerFields,
    /** Move the layer to this place (1 is the bottom); the others shift to make room. */
    position: z.number().int().min(1).max(MAX_ON_CALL_LAYERS),
  })
  .partial()
  .meta({ id: 'UpdateOnCallLayerBody' });
export type UpdateOnCallLayerBody = z.input<typeof updateOnCallLayerBodySchema>;

export const onCallOverrideBodySchema = z
  .strictObject({ userId: z.uuid(), startsAt: isoDateTime, endsAt: isoDateTime })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    params: { cs: 'Konec musí být po začátku.', en: 'The end must come after the start.' },
    path: ['endsAt'],
  })
  .refine((body) => Date.parse(body.endsAt) - Date.parse(body.startsAt) <= MAX_ON_CALL_OVERRIDE_DAYS * DAY, {
    params: {
      cs: `Zástup může trvat nejvýš ${MAX_ON_CALL_OVERRIDE_DAYS} dní.`,
      en: `An override can last at most ${MAX_ON_CALL_OVERRIDE_DAYS} days.`,
    },
    path: ['endsAt'],
  })
  .meta({ id: 'OnCallOverrideBody' });
export type OnCallOverrideBody = z.input<typeof onCallOverrideBodySchema>;

export const onCallShiftsQuerySchema = z
  .strictObject({ from: isoDateTime, to: isoDateTime })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), {
    params: { cs: 'Konec musí být po začátku.', en: 'The end must come after the start.' },
    path: ['to'],
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_ON_CALL_RANGE_DAYS * DAY, {
    params: {
      cs: `Rozsah může mít nejvýš ${MAX_ON_CALL_RANGE_DAYS} dní.`,
      en: `The range can span at most ${MAX_ON_CALL_RANGE_DAYS} days.`,
    },
    path: ['to'],
  })
  .meta({ id: 'OnCallShiftsQuery' });

export const onCallScheduleListQuerySchema = z.strictObject({ teamId: z.uuid().optional() });
export const onCallScheduleIdParamsSchema = z.strictObject({ id: z.uuid() });
export const onCallLayerParamsSchema = z.strictObject({ id: z.uuid(), layerId: z.uuid() });
export const onCallOverrideParamsSchema = z.strictObject({ id: z.uuid(), overrideId: z.uuid() });
export const onCallCalendarQuerySchema = z.strictObject({
  token: z.string().min(1).max(200),
  /** The language of the events' titles; else the request's. */
  lang: z.enum(['cs', 'en']).optional(),
});

export const onCallScheduleListDataSchema = z
  .object({ schedules: z.array(onCallScheduleSummarySchema) })
  .meta({ id: 'OnCallScheduleList' });
export const onCallScheduleDataSchema = z.object({ schedule: onCallScheduleSchema }).meta({ id: 'OnCallScheduleData' });
export const onCallNowDataSchema = z
  .object({ onCall: onCallNowSchema, people: z.array(onCallPersonSchema) })
  .meta({ id: 'OnCallNowData' });
export const onCallShiftsDataSchema = z
  .object({ shifts: z.array(onCallShiftSchema), people: z.array(onCallPersonSchema) })
  .meta({ id: 'OnCallShiftsData' });
export const onCallCalendarDataSchema = z.object({ calendarUrl: z.string() }).meta({ id: 'OnCallCalendarData' });
export const deleteOnCallDataSchema = z.object({ deleted: z.literal(true) }).meta({ id: 'DeleteOnCall' });

const tags = ['On-call'];

export const onCallRouteSchemas = {
  list: {
    summary: 'On-call schedules of the teams the caller may use, with who is on call now and next',
    tags,
    query: onCallScheduleListQuerySchema,
    response: onCallScheduleListDataSchema,
  },
  create: {
    summary: 'Create an on-call schedule for a team (team admins)',
    tags,
    body: createOnCallScheduleBodySchema,
    response: onCallScheduleDataSchema,
  },
  get: {
    summary: 'One schedule with its layers, rotations and overrides',
    tags,
    params: onCallScheduleIdParamsSchema,
    response: onCallScheduleDataSchema,
  },
  update: {
    summary: 'Rename a schedule or change its time zone (team admins)',
    tags,
    params: onCallScheduleIdParamsSchema,
    body: updateOnCallScheduleBodySchema,
    response: onCallScheduleDataSchema,
  },
  delete: {
    summary: 'Delete a schedule (team admins)',
    tags,
    params: onCallScheduleIdParamsSchema,
    response: deleteOnCallDataSchema,
  },
  createLayer: {
    summary: 'Add a layer on top of the others, with its rotations (team admins)',
    tags,
    params: onCallScheduleIdParamsSchema,
    body: createOnCallLayerBodySchema,
    response: onCallScheduleDataSchema,
  },
  updateLayer: {
    summary: 'Rename, move or replace the rotations of a layer (team admins)',
    tags,
    params: onCallLayerParamsSchema,
    body: updateOnCallLayerBodySchema,
    response: onCallScheduleDataSchema,
  },
  deleteLayer: {
    summary: 'Remove a layer (team admins)',
    tags,
    params: onCallLayerParamsSchema,
    response: onCallScheduleDataSchema,
  },
  createOverride: {
    summary: 'Put a team member on call for a time range instead of the layers (team admins)',
    tags,
    params: onCallScheduleIdParamsSchema,
    body: onCallOverrideBodySchema,
    response: onCallScheduleDataSchema,
  },
  updateOverride: {
    summary: 'Change an override (team admins)',
    tags,
    params: onCallOverrideParamsSchema,
    body: onCallOverrideBodySchema,
    response: onCallScheduleDataSchema,
  },
  deleteOverride: {
    summary: 'Remove an override (team admins)',
    tags,
    params: onCallOverrideParamsSchema,
    response: onCallScheduleDataSchema,
  },
  onCall: {
    summary: 'Who is on call now and who comes on next',
    tags,
    params: onCallScheduleIdParamsSchema,
    response: onCallNowDataSchema,
  },
  shifts: {
    summary: `Everyone's shifts overlapping a range (at most ${MAX_ON_CALL_RANGE_DAYS} days), cut to it`,
    tags,
    params: onCallScheduleIdParamsSchema,
    query: onCallShiftsQuerySchema,
    response: onCallShiftsDataSchema,
  },
  rotateCalendarToken: {
    summary: 'Give the iCal feed a new secret address; the old one stops working (team admins)',
    tags,
    params: onCallScheduleIdParamsSchema,
    response: onCallCalendarDataSchema,
  },
  calendar: {
    summary: 'The iCal feed of a schedule: a VEVENT per shift from 30 days back to 90 days ahead (no sign-in)',
    description: 'The secret `token` is part of the address the schedule shows; a wrong or rotated token answers 404.',
    tags,
    params: onCallScheduleIdParamsSchema,
    query: onCallCalendarQuerySchema,
    response: z.string(),
  },
} as const;
