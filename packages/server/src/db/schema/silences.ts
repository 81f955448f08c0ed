import {
  type SilenceClearReason,
  type SilenceTargetKind,
  silenceClearReasonValues,
  silenceTargetKindValues,
} from '@hlidka/contract';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './monitoring';
import { teams } from './teams';
import { users } from './users';

/**
 * A silence (issue 28 §3) of a website, a website group or an incident (`target_id`, no foreign key: it names any of
 * the three; a silence of a deleted target simply matches nothing). `owner_id` and `team_id` are the target's scope
 * when it was silenced, so whoever sees the target sees the silence. It holds from `created_at` until `until`, or until
 * `cleared_at` (with why: recovery, expiry, by hand).
 */
export const silences = pgTable(
  'silences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetKind: text('target_kind', { enum: silenceTargetKindValues }).$type<SilenceTargetKind>().notNull(),
    targetId: uuid('target_id').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedReason: text('cleared_reason', { enum: silenceClearReasonValues }).$type<SilenceClearReason>(),
    clearedByUserId: uuid('cleared_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('silences_target_idx').on(t.targetKind, t.targetId),
    index('silences_open_until_idx').on(t.until),
    check('silences_target_kind_check', oneOf(t.targetKind, silenceTargetKindValues)),
    check('silences_cleared_reason_check', oneOf(t.clearedReason, silenceClearReasonValues)),
  ],
);
export type SilenceRow = typeof silences.$inferSelect;
