import { z } from 'zod';
import { createEscalationPolicyBodySchema, ESCALATION_STEPS_MAX, escalationStepSchema } from './escalation-policies';
import { createMaintenanceWindowBodySchema } from './maintenance';
import { createNotificationChannelBodySchema } from './notification-channels';
import { createNotificationRuleBodySchema, escalationSchema } from './notification-rules';
import { createStatusPageBodySchema, STATUS_PAGE_GROUP_LIMIT, STATUS_PAGE_WEBSITE_LIMIT } from './status-pages';
import { websiteDependencyKindSchema } from './website-dependencies';
import { createWebsiteGroupBodySchema } from './website-groups';
import { createWebsiteBodySchema } from './websites';

// Monitoring as code (issue 29 item 1): the caller's websites, website groups, notification channels and rules,
// escalation policies, maintenance windows and status pages as one document (YAML or JSON), which `hlidka plan` compares with the account and `hlidka apply` makes true. Each item has a
// stable `key` the user chooses; items refer to each other by key. The item fields are the create bodies' fields (one
// source): what an item leaves out takes the create body's default, so a document says only what differs.
// Scope: the caller's own items (websites, groups, escalation policies, maintenance windows and status pages without a
// team; the caller's channels and rules).

/** A key: lower-case letters, digits, `-` and `_`, starting with a letter or digit; unique within its list. */
export const configKeySchema = z
  .string()
  .refine((value) => /^[a-z0-9][a-z0-9_-]{0,62}$/.test(value), {
    message: 'Use lower-case letters, digits, - and _',
    params: {
      cs: 'Klíč smí obsahovat malá písmena, číslice, - a _ (nejvýše 63 znaků).',
      en: 'A key may hold lower-case letters, digits, - and _ (at most 63 characters).',
    },
  })
  .meta({
    id: 'ConfigKey',
    pattern: '^[a-z0-9][a-z0-9_-]{0,62}$',
    description: 'A stable key the user chooses; references between items use keys',
  });

export const CONFIG_DOCUMENT_VERSION = 1;
/** Where the server serves the document's JSON Schema (public, cacheable). */
export const CONFIG_SCHEMA_PATH = '/api/config/schema.json';

/** The key of an escalation policy of the document; null = none. */
const policyReference = configKeySchema.nullable().default(null);

export const configGroupSchema = createWebsiteGroupBodySchema
  .omit({ teamId: true, escalationPolicyId: true })
  .extend({ key: configKeySchema, escalationPolicy: policyReference })
  .meta({ id: 'ConfigGroup' });
export type ConfigGroup = z.output<typeof configGroupSchema>;

/** What a website depends on: a website or a group of the document, by key; null = nothing. */
export const configDependsOnSchema = z
  .strictObject({ kind: websiteDependencyKindSchema, key: configKeySchema })
  .nullable()
  .meta({ id: 'ConfigDependsOn' });

/**
 * A website: the create body's fields; `group` is a group's key, `dependsOn` a website's or a group's key. Write-only
 * settings (a password) never drift.
 */
export const configWebsiteSchema = createWebsiteBodySchema
  .omit({ teamId: true, groupId: true, escalationPolicyId: true, dependsOn: true, allowDuplicate: true })
  .extend({
    key: configKeySchema,
    group: configKeySchema.nullable().default(null),
    escalationPolicy: policyReference,
    dependsOn: configDependsOnSchema.default(null),
  })
  .meta({ id: 'ConfigWebsite' });
export type ConfigWebsite = z.output<typeof configWebsiteSchema>;
export type ConfigWebsiteInput = z.input<typeof configWebsiteSchema>;

/** A channel: its secrets are write-only (set on create; left out they stay) and never drift. */
export const configChannelSchema = createNotificationChannelBodySchema
  .extend({ key: configKeySchema })
  .meta({ id: 'ConfigChannel' });
export type ConfigChannel = z.output<typeof configChannelSchema>;

const keyList = z.array(configKeySchema).max(100);

/** A rule: `websites` and `channels` name keys of the document (no websites = every website the caller sees). */
export const configRuleSchema = createNotificationRuleBodySchema
  .omit({ websiteIds: true, channelIds: true, escalation: true })
  .extend({
    key: configKeySchema,
    websites: keyList.default([]),
    channels: keyList.min(1),
    escalation: escalationSchema
      .omit({ channelIds: true })
      .extend({ channels: keyList.min(1) })
      .nullable()
      .default(null),
  })
  .meta({ id: 'ConfigRule' });
export type ConfigRule = z.output<typeof configRuleSchema>;

/**
 * An escalation policy: its steps notify a person (`userId`, one who sees your websites) or a channel of the document
 * (`channel`: its key). Websites and groups name the policy they use (`escalationPolicy`).
 */
export const configEscalationPolicySchema = createEscalationPolicyBodySchema
  .omit({ teamId: true, steps: true, websiteIds: true, groupIds: true })
  .extend({
    key: configKeySchema,
    steps: z
      .array(
        escalationStepSchema.omit({ target: true }).extend({
          target: z.discriminatedUnion('kind', [
            z.strictObject({ kind: z.literal('user'), userId: z.uuid() }),
            z.strictObject({ kind: z.literal('channel'), channel: configKeySchema }),
          ]),
        }),
      )
      .min(1)
      .max(ESCALATION_STEPS_MAX),
  })
  .meta({ id: 'ConfigEscalationPolicy' });
export type ConfigEscalationPolicy = z.output<typeof configEscalationPolicySchema>;

/**
 * A status page: the create body's fields; its groups have a key (unique within the page; maintenance windows name
 * them) and list websites by key. The password is write-only: it is set when the page is created or has none, and never
 * drifts (change it in the app).
 */
const pageGroupInput = createStatusPageBodySchema.shape.groups.unwrap().element.shape;
export const configStatusPageSchema = createStatusPageBodySchema
  .omit({ teamId: true, groups: true })
  .extend({
    key: configKeySchema,
    groups: z
      .array(
        z.strictObject({
          key: configKeySchema,
          name: pageGroupInput.name,
          websites: z
            .array(
              z.strictObject({
                website: configKeySchema,
                displayName: pageGroupInput.websites.element.shape.displayName.unwrap().default(null),
              }),
            )
            .max(STATUS_PAGE_WEBSITE_LIMIT)
            .default([]),
        }),
      )
      .max(STATUS_PAGE_GROUP_LIMIT)
      .default([]),
  })
  .meta({ id: 'ConfigStatusPage' });
export type ConfigStatusPage = z.output<typeof configStatusPageSchema>;

/** A group of a status page of the document: the page's key and the group's key within it. */
export const configStatusPageGroupReferenceSchema = z
  .strictObject({ statusPage: configKeySchema, group: configKeySchema })
  .meta({ id: 'ConfigStatusPageGroupReference' });

const {
  teamId: _team,
  websiteIds: _websites,
  statusPageIds: _pages,
  groupIds: _groups,
  ...maintenanceShape
} = createMaintenanceWindowBodySchema.shape;
/**
 * A maintenance window: the create body's fields; it covers websites, status pages (every website on them) and groups
 * of status pages of the document, by key (at least one of them).
 */
export const configMaintenanceWindowSchema = z
  .strictObject({
    key: configKeySchema,
    ...maintenanceShape,
    websites: keyList.default([]),
    statusPages: keyList.default([]),
    statusPageGroups: z.array(configStatusPageGroupReferenceSchema).max(100).default([]),
  })
  .refine((item) => item.websites.length + item.statusPages.length + item.statusPageGroups.length > 0, {
    params: {
      cs: 'Vyberte alespoň jeden web nebo stavovou stránku.',
      en: 'Choose at least one website or status page.',
    },
    path: ['websites'],
  })
  .meta({ id: 'ConfigMaintenanceWindow' });
export type ConfigMaintenanceWindow = z.output<typeof configMaintenanceWindowSchema>;

/** The lists of a document, in the order they are applied (a list may refer only to lists before it). */
export const configKindValues = [
  'channels',
  'escalationPolicies',
  'groups',
  'websites',
  'statusPages',
  'maintenanceWindows',
  'rules',
] as const;
export type ConfigKind = (typeof configKindValues)[number];
export const configKindSchema = z.enum(configKindValues).meta({ id: 'ConfigKind' });

const itemSchemas = {
  escalationPolicies: configEscalationPolicySchema,
  groups: configGroupSchema,
  websites: configWebsiteSchema,
  channels: configChannelSchema,
  rules: configRuleSchema,
  statusPages: configStatusPageSchema,
  maintenanceWindows: configMaintenanceWindowSchema,
} as const;

const uniqueKeys = (kind: ConfigKind) => (items: { key: string }[], ctx: z.core.$RefinementCtx) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.key)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'key'],
        message: `Duplicate key ${item.key} in ${kind}`,
        params: {
          cs: `Klíč ${item.key} je v seznamu ${kind} víckrát.`,
          en: `The key ${item.key} is in ${kind} more than once.`,
        },
      });
    }
    seen.add(item.key);
  });
};

const list = <K extends ConfigKind>(kind: K) =>
  z
    .array(itemSchemas[kind] as (typeof itemSchemas)[K])
    .max(1000)
    .superRefine(uniqueKeys(kind))
    .default([]);

/** A reference to a key that the document does not have. */
function unknownKey(ctx: z.core.$RefinementCtx, path: (string | number)[], kind: ConfigKind, key: string) {
  ctx.addIssue({
    code: 'custom',
    path,
    message: `No ${kind} item has the key ${key}`,
    params: { cs: `V seznamu ${kind} není položka s klíčem ${key}.`, en: `No item of ${kind} has the key ${key}.` },
  });
}

export const configDocumentSchema = z
  .strictObject({
    /** The JSON Schema's address, for editors (ignored). */
    $schema: z.string().optional(),
    version: z.literal(CONFIG_DOCUMENT_VERSION),
    groups: list('groups'),
    websites: list('websites'),
    channels: list('channels'),
    rules: list('rules'),
    escalationPolicies: list('escalationPolicies'),
    statusPages: list('statusPages'),
    maintenanceWindows: list('maintenanceWindows'),
  })
  .superRefine((doc, ctx) => {
    const groups = new Set(doc.groups.map((g) => g.key));
    const policies = new Set(doc.escalationPolicies.map((p) => p.key));
    const channelKeys = new Set(doc.channels.map((c) => c.key));
    doc.escalationPolicies.forEach((policy, i) => {
      policy.steps.forEach((step, j) => {
        if (step.target.kind === 'channel' && !channelKeys.has(step.target.channel)) {
          unknownKey(ctx, ['escalationPolicies', i, 'steps', j, 'target', 'channel'], 'channels', step.target.channel);
        }
      });
    });
    for (const kind of ['groups', 'websites'] as const) {
      doc[kind].forEach((item, i) => {
        if (item.escalationPolicy !== null && !policies.has(item.escalationPolicy)) {
          unknownKey(ctx, [kind, i, 'escalationPolicy'], 'escalationPolicies', item.escalationPolicy);
        }
      });
    }
    const websites = new Set(doc.websites.map((w) => w.key));
    const channels = new Set(doc.channels.map((c) => c.key));
    doc.websites.forEach((website, i) => {
      if (website.group !== null && !groups.has(website.group)) {
        unknownKey(ctx, ['websites', i, 'group'], 'groups', website.group);
      }
      const parent = website.dependsOn;
      if (parent && !(parent.kind === 'website' ? websites : groups).has(parent.key)) {
        unknownKey(
          ctx,
          ['websites', i, 'dependsOn', 'key'],
          parent.kind === 'website' ? 'websites' : 'groups',
          parent.key,
        );
      }
    });
    const pageGroups = new Map<string, Set<string>>();
    doc.statusPages.forEach((page, i) => {
      const seen = new Set<string>();
      page.groups.forEach((group, j) => {
        if (seen.has(group.key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['statusPages', i, 'groups', j, 'key'],
            message: `Duplicate group key ${group.key}`,
            params: {
              cs: `Klíč skupiny ${group.key} je na stránce víckrát.`,
              en: `The group key ${group.key} is on the page more than once.`,
            },
          });
        }
        seen.add(group.key);
        group.websites.forEach((entry, k) => {
          if (!websites.has(entry.website)) {
            unknownKey(ctx, ['statusPages', i, 'groups', j, 'websites', k, 'website'], 'websites', entry.website);
          }
        });
      });
      pageGroups.set(page.key, seen);
    });
    doc.maintenanceWindows.forEach((window, i) => {
      window.websites.forEach((key, j) => {
        if (!websites.has(key)) unknownKey(ctx, ['maintenanceWindows', i, 'websites', j], 'websites', key);
      });
      window.statusPages.forEach((key, j) => {
        if (!pageGroups.has(key)) unknownKey(ctx, ['maintenanceWindows', i, 'statusPages', j], 'statusPages', key);
      });
      window.statusPageGroups.forEach((ref, j) => {
        const path = ['maintenanceWindows', i, 'statusPageGroups', j];
        const groupsOfPage = pageGroups.get(ref.statusPage);
        if (!groupsOfPage) unknownKey(ctx, [...path, 'statusPage'], 'statusPages', ref.statusPage);
        else if (!groupsOfPage.has(ref.group)) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'group'],
            message: `The status page ${ref.statusPage} has no group with the key ${ref.group}`,
            params: {
              cs: `Stavová stránka ${ref.statusPage} nemá skupinu s klíčem ${ref.group}.`,
              en: `The status page ${ref.statusPage} has no group with the key ${ref.group}.`,
            },
          });
        }
      });
    });
    doc.rules.forEach((rule, i) => {
      rule.websites.forEach((key, j) => {
        if (!websites.has(key)) unknownKey(ctx, ['rules', i, 'websites', j], 'websites', key);
      });
      rule.channels.forEach((key, j) => {
        if (!channels.has(key)) unknownKey(ctx, ['rules', i, 'channels', j], 'channels', key);
      });
      rule.escalation?.channels.forEach((key, j) => {
        if (!channels.has(key)) unknownKey(ctx, ['rules', i, 'escalation', 'channels', j], 'channels', key);
      });
    });
  })
  .meta({ id: 'ConfigDocument', title: 'Hlídka configuration' });
export type ConfigDocument = z.output<typeof configDocumentSchema>;
export type ConfigDocumentInput = z.input<typeof configDocumentSchema>;

/** The document's JSON Schema (what an editor validates a file with): the input side, so defaults are optional. */
export function configJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(configDocumentSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

/** `websites[3].url`: how errors and plans name a place in a document. */
export function configPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === 'number') return `${text}[${part}]`;
    return text === '' ? String(part) : `${text}.${String(part)}`;
  }, '');
}

// Plans and applies.

export const configActionValues = ['create', 'update', 'delete'] as const;
export const configActionSchema = z.enum(configActionValues).meta({ id: 'ConfigAction' });
export type ConfigAction = z.infer<typeof configActionSchema>;

/** One field that differs: what the account has (`from`) and what the document says (`to`). */
export const configFieldChangeSchema = z
  .object({ field: z.string(), from: z.unknown(), to: z.unknown() })
  .meta({ id: 'ConfigFieldChange' });
export type ConfigFieldChange = z.infer<typeof configFieldChangeSchema>;

export const configChangeSchema = z
  .object({
    action: configActionSchema,
    kind: configKindSchema,
    key: configKeySchema,
    name: z.string(),
    /** Updates: the fields that differ (a change made in the app shows here as drift). Empty for create and delete. */
    fields: z.array(configFieldChangeSchema),
  })
  .meta({ id: 'ConfigChange' });
export type ConfigChange = z.infer<typeof configChangeSchema>;

export const configPlanDataSchema = z
  .object({
    changes: z.array(configChangeSchema),
    summary: z.object({
      create: z.number().int().nonnegative(),
      update: z.number().int().nonnegative(),
      delete: z.number().int().nonnegative(),
    }),
    /** Whether anything was written (only `apply`). */
    applied: z.boolean(),
  })
  .meta({ id: 'ConfigPlan' });
export type ConfigPlanData = z.infer<typeof configPlanDataSchema>;

export const configPlanBodySchema = z
  .strictObject({
    document: configDocumentSchema,
    /** Delete the caller's items that the document does not list (off: they are left alone). */
    prune: z.boolean().default(false),
  })
  .meta({ id: 'ConfigPlanBody' });
export type ConfigPlanBody = z.input<typeof configPlanBodySchema>;

const exportedItems = z.array(z.record(z.string(), z.unknown()));
/** An exported document: a `ConfigDocument` whose items leave out the fields that are at their defaults. */
export const configExportDataSchema = z
  .object({
    document: z
      .object({
        version: z.literal(CONFIG_DOCUMENT_VERSION),
        groups: exportedItems,
        websites: exportedItems,
        channels: exportedItems,
        rules: exportedItems,
        escalationPolicies: exportedItems,
        statusPages: exportedItems,
        maintenanceWindows: exportedItems,
      })
      .meta({ description: 'A ConfigDocument; fields at their defaults are left out' }),
  })
  .meta({ id: 'ConfigExport' });
export type ConfigExportData = z.output<typeof configExportDataSchema>;

const tags = ['Configuration as code'];

export const configRouteSchemas = {
  schema: {
    summary: "The configuration document's JSON Schema (public; for editors and CI)",
    tags,
    response: z.record(z.string(), z.unknown()),
  },
  export: {
    summary:
      "The caller's websites, groups, channels, rules, escalation policies, maintenance windows and status pages as a configuration document",
    description: 'Items made in the app get a key from their name, kept from then on.',
    tags,
    response: configExportDataSchema,
  },
  plan: {
    summary: 'What applying the document would create, change and delete (writes nothing)',
    tags,
    body: configPlanBodySchema,
    response: configPlanDataSchema,
  },
  apply: {
    summary: 'Make the account match the document, in one transaction (nothing is written when any item fails)',
    description: 'Every item goes through the same checks as the API (plan limits, permissions, validation).',
    tags,
    body: configPlanBodySchema,
    response: configPlanDataSchema,
  },
} as const;
