import type { OnCallFrequency } from '@hlidka/contract';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { users } from './users';

/**
 * An on-call schedule of a team (issue 28 §1). `calendar_nonce` is a random value the iCal feed's secret token is
 * signed over: rotating it ends every address given out before.
 */
export const onCallSchedules = pgTable(
  'on_call_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull(),
    calendarNonce: text('calendar_nonce').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('on_call_schedules_team_idx').on(t.teamId)],
);
export type OnCallScheduleRow = typeof onCallSchedules.$inferSelect;

/** A layer of a schedule: 1 is the bottom; a higher one replaces the lower ones wherever it has someone. */
export const onCallLayers = pgTable(
  'on_call_layers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => onCallSchedules.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('on_call_layers_schedule_idx').on(t.scheduleId)],
);
export type OnCallLayerRow = typeof onCallLayers.$inferSelect;

/**
 * A rotation of a layer: members in turn (user ids, team members when saved; people who left the team are passed
 * over when read), handing off daily or weekly at a wall-clock time in its zone.
 */
export const onCallRotations = pgTable(
  'on_call_rotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    layerId: uuid('layer_id')
      .notNull()
      .references(() => onCallLayers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    frequency: text('frequency').$type<OnCallFrequency>().notNull(),
    /** `09:00` in `time_zone`. */
    handoffTime: text('handoff_time').notNull(),
    /** 1 Monday … 7 Sunday (weekly rotations). */
    handoffWeekday: integer('handoff_weekday').notNull(),
    timeZone: text('time_zone').notNull(),
    /** `2026-12-01`. */
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on'),
    memberIds: jsonb('member_ids').$type<string[]>().notNull(),
  },
  (t) => [index('on_call_rotations_layer_idx').on(t.layerId)],
);
export type OnCallRotationRow = typeof onCallRotations.$inferSelect;

/** Someone on call for a time range instead of the layers ("Petra drží sobotu"). */
export const onCallOverrides = pgTable(
  'on_call_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => onCallSchedules.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('on_call_overrides_schedule_idx').on(t.scheduleId, t.endsAt)],
);
export type OnCallOverrideRow = typeof onCallOverrides.$inferSelect;

/**
 * "Your shift starts soon" notices sent: one row per (schedule, person, shift start). The notice is written in the
 * same transaction as this row, so two rounds at once (or a round run twice) tell the person once.
 */
export const onCallShiftNotices = pgTable(
  'on_call_shift_notices',
  {
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => onCallSchedules.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shiftStartsAt: timestamp('shift_starts_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.userId, t.shiftStartsAt] })],
);
