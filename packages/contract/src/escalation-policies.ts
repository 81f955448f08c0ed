import { z } from 'zod';
import { causeParamsSchema } from './cause-params-schema';
import { incidentStatusValueSchema } from './events';

// Escalation policies (issue 28 item 2): per owner or team, ordered steps — notify a target, wait N minutes unless
// someone acknowledges, go on to the next step — and the whole sequence again `repeatCount` times. Attached to websites
// and website groups (`escalationPolicyId` on each; a website's own policy wins over its group's). Seen and edited by
// whoever sees the owner's or team's websites; any other id answers 404 'Eskalační politika nebyla nalezena'.

const isoDateTime = z.iso.datetime({ offset: true });
const noControlCharacters = /^[^\p{Cc}]*$/u;
export const ESCALATION_POLICY_NAME_MAX = 100;
export const ESCALATION_STEPS_MAX = 10;
export const ESCALATION_WAIT_MINUTES_MAX = 24 * 60;
export const ESCALATION_REPEAT_MAX = 10;

/**
 * Whom a step notifies. A discriminated union: the server resolves every kind to recipients in one function
 * (`stepRecipients`), so a new kind is one member here and one case there.
 * - `user`: a person who may see the policy's websites, at their account's e-mail address;
 * - `channel`: one of the editor's notification channels (Slack, Telegram, an e-mail list…);
 * - `schedule`: an on-call schedule of the policy's team — whoever is on call when the step goes, at their account's
 *   e-mail address (a team policy only).
 */
export const escalationStepTargetSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('user'), userId: z.uuid() }),
    z.strictObject({ kind: z.literal('channel'), channelId: z.uuid() }),
    z.strictObject({ kind: z.literal('schedule'), scheduleId: z.uuid() }),
  ])
  .meta({ id: 'EscalationStepTarget' });
export type EscalationStepTarget = z.infer<typeof escalationStepTargetSchema>;
export type EscalationStepTargetKind = EscalationStepTarget['kind'];

export const escalationStepSchema = z
  .strictObject({
    target: escalationStepTargetSchema,
    /** Minutes to wait for an acknowledgement before the next step (after the last one: before the next round). */
    waitMinutes: z.number().int().min(1).max(ESCALATION_WAIT_MINUTES_MAX),
  })
  .meta({ id: 'EscalationStep' });
export type EscalationStep = z.infer<typeof escalationStepSchema>;

/** A step as the API answers it: with the target's name for the screens (null when it is gone). */
export const escalationStepViewSchema = escalationStepSchema
  .extend({ targetName: z.string().nullable() })
  .meta({ id: 'EscalationStepView' });
export type EscalationStepView = z.infer<typeof escalationStepViewSchema>;

export const escalationPolicySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    teamId: z.uuid().nullable(),
    ownerId: z.uuid(),
    /** In order; step 1 goes when an incident opens. */
    steps: z.array(escalationStepViewSchema),
    /** How many times the whole sequence runs again after the first pass (0 = once). */
    repeatCount: z.number().int().min(0).max(ESCALATION_REPEAT_MAX),
    /** Websites and groups the policy is attached to (of the same owner or team). */
    websites: z.array(z.object({ id: z.uuid(), name: z.string() })),
    groups: z.array(z.object({ id: z.uuid(), name: z.string() })),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'EscalationPolicy' });
export type EscalationPolicy = z.infer<typeof escalationPolicySchema>;

const policyFields = {
  name: z.string().trim().min(1).max(ESCALATION_POLICY_NAME_MAX).regex(noControlCharacters),
  steps: z.array(escalationStepSchema).min(1).max(ESCALATION_STEPS_MAX),
  repeatCount: z.number().int().min(0).max(ESCALATION_REPEAT_MAX),
  websiteIds: z.array(z.uuid()).max(1000),
  groupIds: z.array(z.uuid()).max(1000),
};

export const createEscalationPolicyBodySchema = z
  .strictObject({
    name: policyFields.name,
    /** The team the policy belongs to; null = the caller's own. */
    teamId: z.uuid().nullable().default(null),
    steps: policyFields.steps,
    repeatCount: policyFields.repeatCount.default(0),
    /** Websites and groups to attach it to (each leaves the policy it had). */
    websiteIds: policyFields.websiteIds.default([]),
    groupIds: policyFields.groupIds.default([]),
  })
  .meta({ id: 'CreateEscalationPolicyBody' });
export type CreateEscalationPolicyBody = z.input<typeof createEscalationPolicyBodySchema>;

/** A policy never changes its owner or team. Given lists replace the attachments. */
export const updateEscalationPolicyBodySchema = z
  .strictObject({
    name: policyFields.name.optional(),
    steps: policyFields.steps.optional(),
    repeatCount: policyFields.repeatCount.optional(),
    websiteIds: policyFields.websiteIds.optional(),
    groupIds: policyFields.groupIds.optional(),
  })
  .meta({ id: 'UpdateEscalationPolicyBody' });
export type UpdateEscalationPolicyBody = z.input<typeof updateEscalationPolicyBodySchema>;

export const escalationPolicyIdParamsSchema = z.strictObject({ id: z.uuid() });
export const escalationPolicyListDataSchema = z
  .object({ policies: z.array(escalationPolicySchema) })
  .meta({ id: 'EscalationPolicyList' });
export type EscalationPolicyListData = z.infer<typeof escalationPolicyListDataSchema>;
export const escalationPolicyDataSchema = z
  .object({ policy: escalationPolicySchema })
  .meta({ id: 'EscalationPolicyData' });
export const deleteEscalationPolicyDataSchema = z
  .object({ deleted: z.literal(true) })
  .meta({ id: 'DeleteEscalationPolicy' });

/** The people a step may notify: those who see the owner's or team's websites. */
export const escalationPolicyPeopleQuerySchema = z.strictObject({ teamId: z.uuid().optional() });
export const escalationPolicyPeopleDataSchema = z
  .object({ people: z.array(z.object({ userId: z.uuid(), name: z.string(), email: z.string() })) })
  .meta({ id: 'EscalationPolicyPeople' });
export type EscalationPolicyPeopleData = z.infer<typeof escalationPolicyPeopleDataSchema>;

const tags = ['Escalation policies'];

export const escalationPolicyRouteSchemas = {
  list: {
    summary: 'Escalation policies the caller sees (own and teams), by name',
    tags,
    response: escalationPolicyListDataSchema,
  },
  people: {
    summary: 'Who a step may notify: the caller (no team) or the team members who may use its websites',
    tags,
    query: escalationPolicyPeopleQuerySchema,
    response: escalationPolicyPeopleDataSchema,
  },
  create: {
    summary: 'Create an escalation policy',
    tags,
    body: createEscalationPolicyBodySchema,
    response: escalationPolicyDataSchema,
  },
  get: {
    summary: 'One escalation policy',
    tags,
    params: escalationPolicyIdParamsSchema,
    response: escalationPolicyDataSchema,
  },
  update: {
    summary: 'Change an escalation policy (its steps, repeats, name or attachments)',
    tags,
    params: escalationPolicyIdParamsSchema,
    body: updateEscalationPolicyBodySchema,
    response: escalationPolicyDataSchema,
  },
  delete: {
    summary: 'Delete an escalation policy (its websites and groups are left without one)',
    tags,
    params: escalationPolicyIdParamsSchema,
    response: deleteEscalationPolicyDataSchema,
  },
} as const;

// Acknowledgement from the alert itself: a signed one-click link (incident, recipient, expiry; good for nothing else)
// opens a screen that works signed out. GET shows the incident, POST acknowledges it.

/** How an incident was acknowledged: in the app, through an e-mail's link, through a chat message's button. */
export const acknowledgementViaValues = ['app', 'email', 'chat'] as const;
export const acknowledgementViaSchema = z.enum(acknowledgementViaValues).meta({ id: 'AcknowledgementVia' });
export type AcknowledgementVia = z.infer<typeof acknowledgementViaSchema>;

export const acknowledgementTokenParamsSchema = z.strictObject({ token: z.string().min(10).max(1000) });

export const acknowledgementLinkDataSchema = z
  .object({
    incident: z.object({
      id: z.uuid(),
      status: incidentStatusValueSchema,
      websiteName: z.string(),
      causeCode: z.string().nullable(),
      causeParams: causeParamsSchema,
      startedAt: isoDateTime,
      acknowledgedAt: isoDateTime.nullable(),
      /** Who acknowledged it (a person's or a channel's name); null while nobody has. */
      acknowledgedBy: z.string().nullable(),
    }),
    /** Whom the link was sent to (a person's or a channel's name). */
    recipientName: z.string(),
    /** The link's end. */
    expiresAt: isoDateTime,
  })
  .meta({ id: 'AcknowledgementLink' });
export type AcknowledgementLinkData = z.infer<typeof acknowledgementLinkDataSchema>;

const ackTags = ['Incidents'];

export const acknowledgementLinkRouteSchemas = {
  view: {
    summary:
      'The incident a signed acknowledgement link is for (no sign-in; 400 ACK_LINK_INVALID, 410 ACK_LINK_EXPIRED)',
    tags: ackTags,
    params: acknowledgementTokenParamsSchema,
    response: acknowledgementLinkDataSchema,
  },
  acknowledge: {
    summary: 'Acknowledge the incident of a signed link (no sign-in; an acknowledged one stays as it was)',
    tags: ackTags,
    params: acknowledgementTokenParamsSchema,
    response: acknowledgementLinkDataSchema,
  },
} as const;
