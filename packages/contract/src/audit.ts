import { z } from 'zod';

// The audit log (issue 30 §3): every change by a person or an API key, and every sign-in, as codes the app words per
// reader. Append-only: nothing in the API changes or deletes an entry; the plan decides how long entries are kept.
// Seen by a team's owners and admins (the team's entries) and by each user (their personal entries).

const isoDateTime = z.iso.datetime({ offset: true });

/** What was done. */
export const auditActionValues = [
  'create',
  'update',
  'delete',
  'pause',
  'resume',
  'clear',
  'invite',
  'revoke_invitation',
  'join',
  'remove',
  'leave',
  'role_change',
  'enable',
  'disable',
  'regenerate',
  'plan_change',
  'cancel',
  'reactivate',
  'sign_in',
  'sign_in_failed',
  'acknowledge',
  'resolve',
  'note',
  'checkout',
  'password_change',
  'password_reset',
  'email_change_request',
  'email_change_cancel',
  'email_change',
  'google_link',
  'google_unlink',
  'session_end',
  'verify',
  'accept',
  'payout_request',
] as const;
export const auditActionSchema = z.enum(auditActionValues).meta({ id: 'AuditAction' });
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What it was done to. */
export const auditResourceTypeValues = [
  'website',
  'website_group',
  'notification_channel',
  'notification_rule',
  'escalation_policy',
  'on_call_schedule',
  'status_page',
  'maintenance_window',
  'silence',
  'team',
  'team_member',
  'team_invitation',
  'subscription',
  'api_key',
  'two_factor',
  'passkey',
  'account',
  'incident',
  'incident_update',
  'postmortem',
  'payment_method',
  'billing_profile',
  'saved_report',
  'sso',
  'sso_domain',
  'status_page_subscriber',
  'affiliate',
] as const;
export const auditResourceTypeSchema = z.enum(auditResourceTypeValues).meta({ id: 'AuditResourceType' });
export type AuditResourceType = z.infer<typeof auditResourceTypeSchema>;

/** What a secret field shows in `before` and `after`: that it was set, never its value. */
export const AUDIT_REDACTED = '[redacted]';

/** A resource's fields before or after a change (secrets replaced by `AUDIT_REDACTED`). */
export const auditSnapshotSchema = z.record(z.string(), z.unknown()).meta({ id: 'AuditSnapshot' });
export type AuditSnapshot = z.infer<typeof auditSnapshotSchema>;

export const auditEventSchema = z
  .object({
    id: z.uuid(),
    /** The team the change belongs to; null for a personal one. */
    teamId: z.uuid().nullable(),
    /**
     * Who did it (null user id for a failed sign-in of an unknown e-mail). `erased`: the person deleted their account;
     * their name, e-mail, address and browser are gone from the log (the id stays as a pseudonym), the app words it
     * "deleted user".
     */
    actor: z.object({
      userId: z.uuid().nullable(),
      name: z.string(),
      email: z.string().nullable(),
      erased: z.boolean(),
    }),
    /** The API key it came through; null when done in the app. */
    apiKey: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    action: auditActionSchema,
    resourceType: auditResourceTypeSchema,
    resourceId: z.string().nullable(),
    /** The resource's name at the time. */
    resourceName: z.string().nullable(),
    before: auditSnapshotSchema.nullable(),
    after: auditSnapshotSchema.nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_SEARCH_MAX = 200;

/** The filters of the list and of its CSV export. */
export const auditFilterShape = {
  /** A team's log (its owners and admins); without it, the caller's personal log. */
  teamId: z.uuid().optional(),
  actorId: z.uuid().optional(),
  action: auditActionSchema.optional(),
  resourceType: auditResourceTypeSchema.optional(),
  resourceId: z.string().trim().min(1).max(100).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  /** Free text: the resource's name or id, the actor's name or e-mail, the API key's name, the address. */
  q: z.string().trim().min(1).max(AUDIT_SEARCH_MAX).optional(),
};

export const auditListQuerySchema = z
  .strictObject({
    ...auditFilterShape,
    /** `nextCursor` of the previous page (older entries). */
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  })
  .meta({ id: 'AuditListQuery' });
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditExportQuerySchema = z
  .strictObject({ ...auditFilterShape, lang: z.enum(['cs', 'en']).optional() })
  .meta({ id: 'AuditExportQuery' });
export type AuditExportQuery = z.input<typeof auditExportQuerySchema>;

export const auditListDataSchema = z
  .object({
    events: z.array(auditEventSchema),
    /** Null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'AuditList' });
export type AuditListData = z.infer<typeof auditListDataSchema>;

const tags = ['Audit log'];

export const auditRouteSchemas = {
  list: {
    summary: "The audit log, newest first: a team's (owners and admins) or the caller's personal one, filtered",
    tags,
    query: auditListQuerySchema,
    response: auditListDataSchema,
  },
  exportCsv: {
    summary: 'The same entries as CSV (streamed; cells a spreadsheet would run as formulas are quoted)',
    tags,
    query: auditExportQuerySchema,
    response: z.string(),
  },
} as const;
