import { z } from 'zod';
import { languageSchema } from './auth';
import { publicPostmortemSchema } from './postmortems';
import {
  statusPageAccessFields,
  statusPageAccessSchema,
  statusPageMemberPassDataSchema,
  statusPageMemberPassParamsSchema,
  statusPagePasswordBodySchema,
} from './status-page-access';
import { knownTimeZoneSchema } from './time-zone';

// Public status pages (issue 17): a user or a team publishes chosen websites, in named groups under public names, at
// `/status/{slug}` (no sign-in) or on their own domain. Managed by the owner and, for a team's page, its admins; any
// other id answers 404 like one that does not exist. The public answer carries only what is on the page.

const isoDateTime = z.iso.datetime({ offset: true });
const noControlCharacters = /^[^\p{Cc}]*$/u;
const text = (max: number) => z.string().trim().max(max).regex(noControlCharacters);

/** Lower-case letters, digits and single dashes inside: `acme`, `acme-shop-2`. */
export const STATUS_PAGE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,62}$/;
/** Slugs that would shadow a route of Hlídka or confuse visitors. */
export const RESERVED_STATUS_PAGE_SLUGS = ['admin', 'api', 'app', 'assets', 'feed', 'hlidka', 'status', 'www'] as const;
/** A host name of at least two labels, lower-case (`status.example.com`). */
export const CUSTOM_DOMAIN_PATTERN =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
/** `#1a2b3c` */
export const HEX_COLOUR_PATTERN = /^#[0-9a-f]{6}$/;
export const STATUS_PAGE_GROUP_LIMIT = 20;
export const STATUS_PAGE_WEBSITE_LIMIT = 100;
/** Days the public page's uptime bars cover. */
export const STATUS_PAGE_DAYS = 90;

export const statusPageSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((slug) => STATUS_PAGE_SLUG_PATTERN.test(slug), {
    params: {
      cs: 'Adresa může obsahovat malá písmena bez diakritiky, číslice a pomlčky (2–63 znaků).',
      en: 'The address may contain lower-case letters, digits and dashes (2–63 characters).',
    },
  })
  .refine((slug) => !(RESERVED_STATUS_PAGE_SLUGS as readonly string[]).includes(slug), {
    params: { cs: 'Tuto adresu nelze použít.', en: 'This address cannot be used.' },
  });
export const customDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((domain) => CUSTOM_DOMAIN_PATTERN.test(domain), {
    params: { cs: 'Zadejte doménu, např. status.example.cz.', en: 'Enter a domain name, e.g. status.example.com.' },
  });

/** The page's language: a fixed one, or the visitor's (`auto`). */
export const statusPageLanguageValues = ['auto', 'cs', 'en'] as const;
export const statusPageLanguageSchema = z.enum(statusPageLanguageValues).meta({ id: 'StatusPageLanguage' });
export type StatusPageLanguage = z.infer<typeof statusPageLanguageSchema>;

/**
 * A website's state as a status page tells it. `no_data`: not checked yet, or paused; never shown as up. `degraded`:
 * up but slower than its response-time budget ("Snížený výkon"). `affected` ("Ovlivněno"): down while a website it
 * depends on is down, its failure linked to that outage (website-dependencies.ts); it counts as down.
 */
export const publicWebsiteStateValues = ['up', 'degraded', 'down', 'affected', 'maintenance', 'no_data'] as const;
export const publicWebsiteStateSchema = z.enum(publicWebsiteStateValues).meta({ id: 'PublicWebsiteState' });
export type PublicWebsiteState = z.infer<typeof publicWebsiteStateSchema>;

/**
 * The headline of a page: every website up, some slower than their budget (none down), some down, all down, under
 * maintenance, or nothing known yet.
 */
export const statusPageStateValues = [
  'operational',
  'degraded_performance',
  'partial_outage',
  'major_outage',
  'maintenance',
  'no_data',
] as const;
export const statusPageStateSchema = z.enum(statusPageStateValues).meta({ id: 'StatusPageState' });
export type StatusPageState = z.infer<typeof statusPageStateSchema>;

/** What the team tells visitors about an incident, in the order such posts usually go. */
export const incidentUpdateStatusValues = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export const incidentUpdateStatusSchema = z.enum(incidentUpdateStatusValues).meta({ id: 'IncidentUpdateStatus' });
export type IncidentUpdateStatus = z.infer<typeof incidentUpdateStatusSchema>;

/** A page's times are shown in its zone; a new page's is Prague's. */
export const DEFAULT_STATUS_PAGE_TIME_ZONE = 'Europe/Prague';

/** The badges of a website on a page, each an SVG at `{page address}/badge/{badgeKey}/{kind}.svg`. */
export const statusPageBadgeKinds = ['status', 'uptime', 'response'] as const;
export type StatusPageBadgeKind = (typeof statusPageBadgeKinds)[number];
/** The uptime badge's `?window=`; without one it covers 90 days. */
export const badgeUptimeWindows = ['24h', '7d', '30d', '90d'] as const;
export type BadgeUptimeWindow = (typeof badgeUptimeWindows)[number];

/** A badge's address: `https://hlidka.example.cz/status/acme/badge/k3y/uptime.svg?window=7d`. */
export function statusPageBadgeUrl(
  pageUrl: string,
  badgeKey: string,
  kind: StatusPageBadgeKind,
  window?: BadgeUptimeWindow,
) {
  const address = `${pageUrl.replace(/\/$/, '')}/badge/${encodeURIComponent(badgeKey)}/${kind}.svg`;
  return kind === 'uptime' && window ? `${address}?window=${window}` : address;
}

// ---- Managing pages ----

export const statusPageWebsiteSchema = z
  .object({
    websiteId: z.uuid(),
    /** The website's own name, for the editor. */
    websiteName: z.string(),
    /** What visitors see; null shows the website's own name. */
    displayName: z.string().nullable(),
    /** The website's public key on this page: its badges' address. */
    badgeKey: z.string(),
  })
  .meta({ id: 'StatusPageWebsite' });

export const statusPageGroupSchema = z
  .object({ id: z.uuid(), name: z.string(), websites: z.array(statusPageWebsiteSchema) })
  .meta({ id: 'StatusPageGroup' });

export const statusPageSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    /** The team whose admins manage the page with its owner; null = only the owner. */
    teamId: z.uuid().nullable(),
    description: z.string().nullable(),
    footer: z.string().nullable(),
    logoUrl: z.string().nullable(),
    accentColor: z.string().nullable(),
    language: statusPageLanguageSchema,
    /** Visitors read the page's times in this zone (IANA name). */
    timeZone: z.string(),
    showResponseTimes: z.boolean(),
    customDomain: z.string().nullable(),
    /** An unpublished page answers 404 to visitors. */
    published: z.boolean(),
    /** Who may read it: everyone, with its password, from the allowlist's addresses, or the team's members. */
    access: statusPageAccessSchema,
    /** Addresses and CIDR ranges let in when `access` is `allowlist`. */
    allowlist: z.array(z.string()),
    /** Whether a password is set (the password itself never leaves the server). */
    hasPassword: z.boolean(),
    groups: z.array(statusPageGroupSchema),
    /** Where visitors find it: `{PUBLIC_URL}/status/{slug}`. */
    publicUrl: z.string(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'StatusPage' });
export type StatusPage = z.infer<typeof statusPageSchema>;

const groupInputSchema = z.strictObject({
  /** An existing group of the page keeps its id (maintenance windows may cover it); without one a group is new. */
  id: z.uuid().optional(),
  name: text(100).min(1),
  websites: z
    .array(z.strictObject({ websiteId: z.uuid(), displayName: text(100).min(1).nullable().optional() }))
    .max(STATUS_PAGE_WEBSITE_LIMIT),
});

const statusPageFields = {
  name: text(100).min(1),
  slug: statusPageSlugSchema,
  teamId: z.uuid().nullable(),
  description: text(1000).nullable(),
  footer: text(500).nullable(),
  logoUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullable(),
  accentColor: z
    .string()
    .trim()
    .toLowerCase()
    .refine((colour) => HEX_COLOUR_PATTERN.test(colour), {
      params: { cs: 'Zadejte barvu ve tvaru #1a2b3c.', en: 'Enter a colour as #1a2b3c.' },
    })
    .nullable(),
  language: statusPageLanguageSchema,
  timeZone: knownTimeZoneSchema,
  showResponseTimes: z.boolean(),
  customDomain: customDomainSchema.nullable(),
  published: z.boolean(),
  ...statusPageAccessFields,
  /** The whole layout: groups in order, each with its websites in order (a save replaces it). */
  groups: z.array(groupInputSchema).max(STATUS_PAGE_GROUP_LIMIT),
};

export const createStatusPageBodySchema = z
  .strictObject({
    ...statusPageFields,
    teamId: statusPageFields.teamId.default(null),
    description: statusPageFields.description.default(null),
    footer: statusPageFields.footer.default(null),
    logoUrl: statusPageFields.logoUrl.default(null),
    accentColor: statusPageFields.accentColor.default(null),
    language: statusPageFields.language.default('auto'),
    timeZone: statusPageFields.timeZone.default(DEFAULT_STATUS_PAGE_TIME_ZONE),
    showResponseTimes: statusPageFields.showResponseTimes.default(true),
    customDomain: statusPageFields.customDomain.default(null),
    published: statusPageFields.published.default(true),
    access: statusPageFields.access.default('public'),
    allowlist: statusPageFields.allowlist.default([]),
    password: statusPageFields.password.optional(),
    groups: statusPageFields.groups.default([]),
  })
  .meta({ id: 'CreateStatusPageBody' });
export type CreateStatusPageBody = z.input<typeof createStatusPageBodySchema>;

export const updateStatusPageBodySchema = z
  .strictObject(statusPageFields)
  .partial()
  .meta({ id: 'UpdateStatusPageBody' });
export type UpdateStatusPageBody = z.input<typeof updateStatusPageBodySchema>;

export const statusPageIdParamsSchema = z.strictObject({ id: z.uuid() });
export const statusPageListDataSchema = z
  .object({
    statusPages: z.array(statusPageSchema),
    /** Pages the user owns, which count against the plan (a team's pages they manage may be listed too). */
    used: z.number().int().nonnegative(),
    /** How many the plan allows, and whether it serves custom domains. */
    limit: z.number().int(),
    customDomains: z.boolean(),
  })
  .meta({ id: 'StatusPageList' });
export const statusPageDataSchema = z.object({ statusPage: statusPageSchema }).meta({ id: 'StatusPageData' });
export const deleteStatusPageDataSchema = z.object({ deleted: z.literal(true) }).meta({ id: 'DeleteStatusPage' });
export const slugAvailabilityQuerySchema = z.strictObject({ slug: z.string().max(100) });
export const slugAvailabilityDataSchema = z
  .object({ slug: z.string(), available: z.boolean() })
  .meta({ id: 'SlugAvailability' });

// ---- Incident updates ----

export const incidentUpdateSchema = z
  .object({
    id: z.uuid(),
    incidentId: z.uuid(),
    status: incidentUpdateStatusSchema,
    /** The text per language; one language alone is shown to every visitor. */
    message: z.object({ cs: z.string().nullable(), en: z.string().nullable() }),
    /** When it was posted; an edit keeps it (the update stays where it was in the incident's story). */
    createdAt: isoDateTime,
    /** When its status or text was last changed, or null; the public page marks an edited update with it. */
    editedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'IncidentUpdate' });
export type IncidentUpdate = z.infer<typeof incidentUpdateSchema>;

/** An update's text in Czech, English or both (at least one). */
const incidentUpdateMessageSchema = z
  .strictObject({ cs: text(5000).min(1).nullable().default(null), en: text(5000).min(1).nullable().default(null) })
  .refine((m) => m.cs !== null || m.en !== null, {
    params: { cs: 'Napište zprávu alespoň v jednom jazyce.', en: 'Write the message in at least one language.' },
  });

export const createIncidentUpdateBodySchema = z
  .strictObject({ status: incidentUpdateStatusSchema, message: incidentUpdateMessageSchema })
  .meta({ id: 'CreateIncidentUpdateBody' });
export type CreateIncidentUpdateBody = z.input<typeof createIncidentUpdateBodySchema>;
/**
 * A change to a posted update: its status, its text (which replaces both languages: a language left out is removed),
 * or both. The update keeps its time and records when it was edited; subscribers are not told again.
 */
export const editIncidentUpdateBodySchema = z
  .strictObject({ status: incidentUpdateStatusSchema.optional(), message: incidentUpdateMessageSchema.optional() })
  .meta({ id: 'EditIncidentUpdateBody' });
export type EditIncidentUpdateBody = z.input<typeof editIncidentUpdateBodySchema>;
export const incidentUpdateParamsSchema = z.strictObject({ id: z.uuid() });
export const oneIncidentUpdateParamsSchema = z.strictObject({ id: z.uuid(), updateId: z.uuid() });
export const deleteIncidentUpdateDataSchema = z
  .object({ deleted: z.literal(true) })
  .meta({ id: 'DeleteIncidentUpdate' });
export const incidentUpdateListDataSchema = z
  .object({ updates: z.array(incidentUpdateSchema) })
  .meta({ id: 'IncidentUpdateList' });
export const incidentUpdateDataSchema = z.object({ update: incidentUpdateSchema }).meta({ id: 'IncidentUpdateData' });

// ---- What visitors get ----

export const publicDaySchema = z
  .object({
    /** UTC day, `2026-11-25`. */
    date: z.iso.date(),
    /** Percent of the covered time up; null when nothing was checked that day. */
    uptime: z.number().min(0).max(100).nullable(),
    downtimeSeconds: z.number().int().nonnegative(),
  })
  .meta({ id: 'PublicDay' });
export type PublicDay = z.infer<typeof publicDaySchema>;

export const publicWebsiteSchema = z
  .object({
    /** The website's public key on this page (its badges' address); never the website's own id. */
    key: z.string(),
    name: z.string(),
    state: publicWebsiteStateSchema,
    /** Over the 90 days; null without data. */
    uptime: z.number().nullable(),
    /** Median response time over the last 24 h; null when the page hides response times or nothing was checked. */
    responseMs: z.number().int().nullable(),
    days: z.array(publicDaySchema),
  })
  .meta({ id: 'PublicWebsite' });
export type PublicWebsite = z.infer<typeof publicWebsiteSchema>;

export const publicIncidentSchema = z
  .object({
    id: z.uuid(),
    /** The website's public name on this page. */
    websiteName: z.string(),
    startedAt: isoDateTime,
    resolvedAt: isoDateTime.nullable(),
    /** What the team posted; the checks' technical causes stay private. */
    updates: z.array(incidentUpdateSchema.omit({ incidentId: true })),
    /** The published postmortem (Markdown), or null: drafts never leave the team. */
    postmortem: publicPostmortemSchema.nullable(),
  })
  .meta({ id: 'PublicIncident' });
export type PublicIncident = z.infer<typeof publicIncidentSchema>;

export const publicMaintenanceSchema = z
  .object({
    title: z.string(),
    description: z.string().nullable(),
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    ongoing: z.boolean(),
    /** The page's websites it covers, by their public names. */
    websiteNames: z.array(z.string()),
  })
  .meta({ id: 'PublicMaintenance' });
export type PublicMaintenance = z.infer<typeof publicMaintenanceSchema>;

export const publicStatusPageSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    footer: z.string().nullable(),
    logoUrl: z.string().nullable(),
    accentColor: z.string().nullable(),
    language: statusPageLanguageSchema,
    /** The zone the page's times are shown in. */
    timeZone: z.string(),
    showResponseTimes: z.boolean(),
    state: statusPageStateSchema,
    groups: z.array(z.object({ name: z.string(), websites: z.array(publicWebsiteSchema) })),
    activeIncidents: z.array(publicIncidentSchema),
    /** Maintenance under way, and planned for the next 14 days, soonest first. */
    maintenance: z.array(publicMaintenanceSchema),
    /** Resolved incidents of the last 90 days, newest first. */
    pastIncidents: z.array(publicIncidentSchema),
    generatedAt: isoDateTime,
  })
  .meta({ id: 'PublicStatusPage' });
export type PublicStatusPage = z.infer<typeof publicStatusPageSchema>;
export const publicStatusPageParamsSchema = z.strictObject({ slug: z.string().max(100) });

// ---- Subscribers ----

export const subscriberKindValues = ['email', 'webhook'] as const;
export const subscriberKindSchema = z.enum(subscriberKindValues).meta({ id: 'SubscriberKind' });
export type SubscriberKind = z.infer<typeof subscriberKindSchema>;

/** A visitor's subscription: an e-mail address (after they confirm it) or a webhook URL. */
export const subscribeBodySchema = z
  .strictObject({
    email: z.email().max(254).optional(),
    webhookUrl: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
    /** The language of the messages; the page's (or cs) by default. */
    language: languageSchema.optional(),
  })
  .refine((body) => (body.email === undefined) !== (body.webhookUrl === undefined), {
    params: { cs: 'Zadejte e-mail, nebo adresu webhooku.', en: 'Enter an e-mail address or a webhook URL.' },
  })
  .meta({ id: 'SubscribeBody' });
export type SubscribeBody = z.input<typeof subscribeBodySchema>;
/** The same answer whether or not the address was subscribed already (no one learns who subscribes). */
export const subscribeDataSchema = z
  .object({ kind: subscriberKindSchema, confirmationSent: z.boolean() })
  .meta({ id: 'Subscribed' });

export const statusPageSubscriberSchema = z
  .object({
    id: z.uuid(),
    kind: subscriberKindSchema,
    /** The address, or the webhook's URL. */
    target: z.string(),
    language: languageSchema,
    confirmed: z.boolean(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'StatusPageSubscriber' });
export type StatusPageSubscriber = z.infer<typeof statusPageSubscriberSchema>;
export const statusPageSubscriberListDataSchema = z
  .object({ subscribers: z.array(statusPageSubscriberSchema) })
  .meta({ id: 'StatusPageSubscriberList' });
export const subscriberParamsSchema = z.strictObject({ id: z.uuid(), subscriberId: z.uuid() });
export const removeSubscriberDataSchema = z.object({ removed: z.literal(true) }).meta({ id: 'RemoveSubscriber' });

/** What a subscriber's webhook receives (POST, JSON). */
export const subscriberWebhookPayloadSchema = z
  .object({
    event: z.enum(['incident.opened', 'incident.updated', 'incident.resolved', 'maintenance.scheduled']),
    page: z.object({ name: z.string(), url: z.string() }),
    incident: z
      .object({
        id: z.uuid(),
        websiteName: z.string(),
        startedAt: isoDateTime,
        resolvedAt: isoDateTime.nullable(),
      })
      .nullable(),
    maintenance: z
      .object({
        title: z.string(),
        description: z.string().nullable(),
        startsAt: isoDateTime,
        endsAt: isoDateTime,
      })
      .nullable(),
    update: z
      .object({
        status: incidentUpdateStatusSchema,
        message: z.object({ cs: z.string().nullable(), en: z.string().nullable() }),
      })
      .nullable(),
    occurredAt: isoDateTime,
  })
  .meta({ id: 'SubscriberWebhookPayload' });
export type SubscriberWebhookPayload = z.infer<typeof subscriberWebhookPayloadSchema>;

/**
 * The first POST a subscriber's webhook receives, before anything else: the receiver answers 2xx with the challenge
 * echoed, as the whole body (text) or as JSON `{"challenge": "<value>"}`. Until then nothing else is sent to the URL.
 */
export const subscriberWebhookChallengeSchema = z
  .object({
    event: z.literal('subscription.challenge'),
    challenge: z.string(),
    page: z.object({ name: z.string(), url: z.string() }),
    occurredAt: isoDateTime,
  })
  .meta({ id: 'SubscriberWebhookChallenge' });
export type SubscriberWebhookChallenge = z.infer<typeof subscriberWebhookChallengeSchema>;

// ---- What visitors open (HTML, Atom, SVG, the widget's script; the subscription's forms and links) ----

/** Any parameters (a visitor's link may carry others); `lng` sets the language of a page that follows its visitors. */
const visitorQuerySchema = z.looseObject({ lng: languageSchema.optional().catch(undefined) });
const visitorParamsSchema = z.strictObject({ slug: z.string() });
/** The token of a confirmation or unsubscribe link; a missing or malformed one is simply not valid. */
const subscriptionLinkQuerySchema = visitorQuerySchema.extend({ token: z.string().catch('') });
/** The page's form as a browser posts it; whatever it holds, the visitor gets a page that says what happened. */
const subscribeFormBodySchema = z.looseObject({
  email: z.string().optional(),
  language: languageSchema.optional().catch(undefined),
  /** A field hidden from people: filled in, the post is a bot's. */
  website: z.string().optional(),
});

const tags = ['Status pages'];

export const statusPageRouteSchemas = {
  list: { summary: 'Status pages the signed-in user manages', tags, response: statusPageListDataSchema },
  create: {
    summary: 'Create a status page',
    tags,
    body: createStatusPageBodySchema,
    response: statusPageDataSchema,
  },
  get: { summary: 'One status page', tags, params: statusPageIdParamsSchema, response: statusPageDataSchema },
  update: {
    summary: 'Change a status page (groups, when given, replace the layout)',
    tags,
    params: statusPageIdParamsSchema,
    body: updateStatusPageBodySchema,
    response: statusPageDataSchema,
  },
  delete: {
    summary: 'Delete a status page',
    tags,
    params: statusPageIdParamsSchema,
    response: deleteStatusPageDataSchema,
  },
  slugAvailability: {
    summary: 'Whether a slug is free',
    tags,
    query: slugAvailabilityQuerySchema,
    response: slugAvailabilityDataSchema,
  },
  listIncidentUpdates: {
    summary: "An incident's public updates",
    tags,
    params: incidentUpdateParamsSchema,
    response: incidentUpdateListDataSchema,
  },
  createIncidentUpdate: {
    summary: 'Post a public update to an incident (shown on every status page with its website)',
    tags,
    params: incidentUpdateParamsSchema,
    body: createIncidentUpdateBodySchema,
    response: incidentUpdateDataSchema,
  },
  editIncidentUpdate: {
    summary: 'Change a public update (it keeps its time and shows as edited; subscribers are not told again)',
    description:
      'Anyone who may post updates to the incident may change them. 404 NOT_FOUND for an incident out of reach or an ' +
      "update not of this incident, 403 TWO_FACTOR_REQUIRED for a member the team's two-factor requirement shuts " +
      'out, 400 VALIDATION_ERROR for a message without text in either language.',
    tags,
    params: oneIncidentUpdateParamsSchema,
    body: editIncidentUpdateBodySchema,
    response: incidentUpdateDataSchema,
  },
  deleteIncidentUpdate: {
    summary: 'Delete a public update (it leaves the incident and every status page)',
    description:
      'Anyone who may post updates to the incident may delete them. 404 NOT_FOUND for an incident out of reach or an ' +
      "update not of this incident, 403 TWO_FACTOR_REQUIRED for a member the team's two-factor requirement shuts out.",
    tags,
    params: oneIncidentUpdateParamsSchema,
    response: deleteIncidentUpdateDataSchema,
  },
  listSubscribers: {
    summary: "A page's subscribers",
    tags,
    params: statusPageIdParamsSchema,
    response: statusPageSubscriberListDataSchema,
  },
  removeSubscriber: {
    summary: 'Remove a subscriber',
    tags,
    params: subscriberParamsSchema,
    response: removeSubscriberDataSchema,
  },
  subscribe: {
    summary: "Subscribe to a page's incidents by e-mail (double opt-in) or webhook",
    description:
      'An e-mail address gets a confirmation link. A webhook URL first receives a `SubscriberWebhookChallenge` (POST, ' +
      'JSON, header `X-Hlidka-Event: subscription.challenge`); the receiver confirms the URL by answering 2xx with the ' +
      'challenge echoed, as the whole body or as JSON `{"challenge": "<value>"}`. Until it has, nothing else is sent ' +
      'to it; a challenge that finds no receiver is retried like any delivery (30 s, 1 min, 2 min … for 24 h), a 2xx ' +
      'without the echo or another 4xx ends it (subscribe again for a new one). Afterwards the URL receives ' +
      '`SubscriberWebhookPayload`s with `X-Hlidka-Delivery` and `Idempotency-Key` headers that stay the same for every ' +
      'retry of one message (delivery is at least once: keep the key and drop repeats).',
    tags,
    params: z.strictObject({ slug: z.string().max(100) }),
    body: subscribeBodySchema,
    response: subscribeDataSchema,
  },
  public: {
    summary: 'A published status page as visitors see it (cached; ETag)',
    tags,
    params: publicStatusPageParamsSchema,
    response: publicStatusPageSchema,
  },
  page: {
    summary: "A published status page as HTML, in its language or the visitor's (ETag)",
    tags,
    params: visitorParamsSchema,
    query: visitorQuerySchema,
    response: z.string(),
  },
  feed: {
    summary: "A page's incidents as an Atom feed (ETag)",
    tags,
    params: visitorParamsSchema,
    query: visitorQuerySchema,
    response: z.string(),
  },
  badge: {
    summary: "An SVG badge of a website on a page: `{badgeKey}/{status|uptime|response}.svg`, uptime's `?window=`",
    tags,
    params: z.strictObject({ slug: z.string(), key: z.string(), file: z.string() }),
    query: visitorQuerySchema.extend({ window: z.string().optional() }),
    response: z.string(),
  },
  passwordForm: {
    summary: "A private page's password form: the right password sets the page's 30-day cookie and goes to the page",
    description:
      'Wrong passwords are counted per page and address: after 10 in 15 minutes the form answers 429 until the window ends.',
    tags,
    params: visitorParamsSchema,
    query: visitorQuerySchema,
    body: statusPagePasswordBodySchema,
    response: z.string(),
  },
  memberPass: {
    summary: "A signed-in member's way into their team's private page: an address that sets the page's cookie",
    description: '404 NOT_FOUND for a page the user is not a member of the owning team of (or the owner).',
    tags,
    params: statusPageMemberPassParamsSchema,
    response: statusPageMemberPassDataSchema,
  },
  memberAccess: {
    summary: "Exchanges a member pass for the page's cookie and goes to the page",
    tags,
    params: visitorParamsSchema,
    query: visitorQuerySchema.extend({ token: z.string().catch('') }),
    response: z.string(),
  },
  widget: {
    summary:
      'The embeddable widget: `<script src=".../status/widget.js" data-slug="acme" async>` shows the page\'s headline',
    tags,
    response: z.string(),
  },
  subscribeForm: {
    summary: "The page's subscribe form (an e-mail address, double opt-in); answers with a page",
    tags,
    params: visitorParamsSchema,
    query: visitorQuerySchema,
    body: subscribeFormBodySchema,
    response: z.string(),
  },
  confirm: {
    summary: 'Confirm an e-mail subscription (the link of the confirmation e-mail)',
    tags,
    params: visitorParamsSchema,
    query: subscriptionLinkQuerySchema,
    response: z.string(),
  },
  unsubscribe: {
    summary: "Unsubscribe (the link in every subscriber's e-mail)",
    tags,
    params: visitorParamsSchema,
    query: subscriptionLinkQuerySchema,
    response: z.string(),
  },
  unsubscribeOneClick: {
    summary: 'Unsubscribe in one click (RFC 8058: mail clients POST the same link)',
    tags,
    params: visitorParamsSchema,
    query: subscriptionLinkQuerySchema,
    response: z.string(),
  },
} as const;
