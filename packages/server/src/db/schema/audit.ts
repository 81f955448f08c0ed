import {
  type AuditAction,
  type AuditResourceType,
  type AuditSnapshot,
  auditActionValues,
  auditResourceTypeValues,
} from '@hlidka/contract';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './monitoring';

/**
 * The audit log (issue 30 §3): one row per change by a person or an API key, and per sign-in. Append-only: a trigger
 * (migrations 0047, 0049) refuses every UPDATE and DELETE, except the retention job's deletes, which it marks with the
 * transaction setting `hlidka.audit_retention = on` (modules/audit/retention.ts, the one path that deletes), and the
 * account deletion's erasure of a person's fields, marked `hlidka.audit_erasure = on` (modules/audit/erasure.ts, the
 * one path that updates: it may only blank the actor's name, e-mail, address, browser, the resource's name and the
 * snapshots).
 * No foreign keys on purpose: a cascade or `set null` from a deleted user, team or key would be such an UPDATE or
 * DELETE; names and e-mails are kept as they were at the time instead.
 * `owner_id` is whose plan decides how long a personal row is kept (the user); a team's rows go by the team owner's.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id'),
    teamId: uuid('team_id'),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email'),
    apiKeyId: uuid('api_key_id'),
    apiKeyName: text('api_key_name'),
    action: text('action', { enum: auditActionValues }).$type<AuditAction>().notNull(),
    resourceType: text('resource_type', { enum: auditResourceTypeValues }).$type<AuditResourceType>().notNull(),
    resourceId: text('resource_id'),
    resourceName: text('resource_name'),
    before: jsonb('before').$type<AuditSnapshot>(),
    after: jsonb('after').$type<AuditSnapshot>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_team_idx').on(t.teamId, t.createdAt, t.id),
    index('audit_events_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('audit_events_created_idx').on(t.createdAt),
    check('audit_events_action_check', oneOf(t.action, auditActionValues)),
    check('audit_events_resource_type_check', oneOf(t.resourceType, auditResourceTypeValues)),
  ],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEventRow = typeof auditEvents.$inferInsert;
