import { isDeepStrictEqual } from 'node:util';
import {
  type ConfigChange,
  type ConfigDocument,
  type ConfigExportData,
  type ConfigKind,
  type ConfigPlanData,
  type ConfigWebsite,
  configKindValues,
  configMaintenanceWindowSchema,
  configRuleSchema,
  configStatusPageSchema,
  configWebsiteSchema,
  type Language,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import type { Db } from '../../db/types';
import { AppError } from '../../http/app-error';
import {
  channelFromDocument,
  groupFromDocument,
  maintenanceFromDocument,
  policyFromDocument,
  ruleFromDocument,
  statusPageFromDocument,
  websiteFromDocument,
} from './canonical';
import { forItem } from './item-error';
import { type CurrentState, readState } from './state';

export interface ConfigContext {
  db: Db;
  userId: string;
  language: Language;
  now: Date;
  allowPrivateTargets: boolean;
  publicUrl: string;
  /** The project's password hashing, for a status page's password. */
  hashPassword: (password: string) => Promise<string>;
}

type Fields = Record<string, unknown>;
/** A document's item in comparable form, with where it is in the document. */
export interface DesiredItem<Item> {
  index: number;
  path: string;
  item: Item;
  fields: Fields;
}
export interface Desired {
  groups: DesiredItem<ConfigDocument['groups'][number]>[];
  websites: DesiredItem<ConfigDocument['websites'][number]>[];
  channels: DesiredItem<ConfigDocument['channels'][number]>[];
  rules: DesiredItem<ConfigDocument['rules'][number]>[];
  escalationPolicies: DesiredItem<ConfigDocument['escalationPolicies'][number]>[];
  statusPages: DesiredItem<ConfigDocument['statusPages'][number]>[];
  maintenanceWindows: DesiredItem<ConfigDocument['maintenanceWindows'][number]>[];
}

async function accountEmail(db: Db, userId: string): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED');
  return user.email;
}

/** Each item of the document as it would be stored (normalized by the services' own rules); errors name the item. */
export async function desiredOf(ctx: ConfigContext, doc: ConfigDocument, state: CurrentState): Promise<Desired> {
  const email = await accountEmail(ctx.db, ctx.userId);
  const each = async <Item extends { key: string }>(
    kind: ConfigKind,
    items: Item[],
    fields: (item: Item) => Fields,
  ): Promise<DesiredItem<Item>[]> => {
    const out: DesiredItem<Item>[] = [];
    for (const [index, item] of items.entries()) {
      const path = `${kind}[${index}]`;
      out.push({ index, path, item, fields: await forItem(path, item.key, () => fields(item)) });
    }
    return out;
  };
  const channelRows = new Map(state.channels.map((c) => [c.key, c.row.config]));
  return {
    groups: await each('groups', doc.groups, groupFromDocument),
    websites: await each('websites', doc.websites, (item) => websiteFromDocument(item, ctx.allowPrivateTargets)),
    channels: await each('channels', doc.channels, (item) =>
      channelFromDocument(item, channelRows.get(item.key) ?? null, {
        allowPrivateTargets: ctx.allowPrivateTargets,
        accountEmail: email,
      }),
    ),
    rules: await each('rules', doc.rules, ruleFromDocument),
    escalationPolicies: await each('escalationPolicies', doc.escalationPolicies, policyFromDocument),
    statusPages: await each('statusPages', doc.statusPages, statusPageFromDocument),
    maintenanceWindows: await each('maintenanceWindows', doc.maintenanceWindows, maintenanceFromDocument),
  };
}

/** The fields of `to` that differ from `from` (the key aside). */
export function fieldChanges(from: Fields, to: Fields): ConfigChange['fields'] {
  const names = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((name) => name !== 'key');
  return names
    .filter((name) => !isDeepStrictEqual(from[name] ?? null, to[name] ?? null))
    .map((field) => ({ field, from: from[field] ?? null, to: to[field] ?? null }));
}

/** What a plan calls an item: its name (a maintenance window's title). */
const nameOf = (item: { name: string } | { title: string }) => ('name' in item ? item.name : item.title);

/** Creates, updates and (with `prune`) deletes, per kind in the order they are applied. */
export function planChanges(state: CurrentState, desired: Desired, prune: boolean): ConfigChange[] {
  const changes: ConfigChange[] = [];
  for (const kind of configKindValues) {
    const current = new Map<string, { name: string; fields: Fields }>(state[kind].map((c) => [c.key, c]));
    const wanted = desired[kind] as DesiredItem<{ key: string } & ({ name: string } | { title: string })>[];
    for (const { item, fields } of wanted) {
      const now = current.get(item.key);
      const name = nameOf(item);
      if (!now) changes.push({ action: 'create', kind, key: item.key, name, fields: [] });
      else {
        const differ = fieldChanges(now.fields, fields);
        if (differ.length > 0) changes.push({ action: 'update', kind, key: item.key, name, fields: differ });
      }
    }
    if (prune) {
      const keep = new Set(wanted.map((w) => w.item.key));
      for (const item of state[kind]) {
        if (!keep.has(item.key)) changes.push({ action: 'delete', kind, key: item.key, name: item.name, fields: [] });
      }
    }
  }
  return changes;
}

export function planData(changes: ConfigChange[], applied: boolean): ConfigPlanData {
  const count = (action: ConfigChange['action']) => changes.filter((c) => c.action === action).length;
  return { changes, summary: { create: count('create'), update: count('update'), delete: count('delete') }, applied };
}

/** POST /api/config/plan: what apply would do; writes nothing but the keys of items that had none. */
export async function planDocument(ctx: ConfigContext, doc: ConfigDocument, prune: boolean): Promise<ConfigPlanData> {
  const state = await readState(ctx.db, ctx.userId, ctx.now);
  return planData(planChanges(state, await desiredOf(ctx, doc, state), prune), false);
}

/** Fields equal to what the item would get when left out are left out of the export: a document says what differs. */
function withoutDefaults(fields: Fields, defaults: Fields, keep: readonly string[]): Fields {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([name, value]) => keep.includes(name) || !(name in defaults) || !isDeepStrictEqual(value, defaults[name]),
    ),
  );
}

function websiteDefaults(fields: Fields, allowPrivateTargets: boolean): Fields {
  try {
    const minimal = configWebsiteSchema.parse({
      key: fields.key,
      name: fields.name,
      type: fields.type,
      url: fields.url,
    }) as ConfigWebsite;
    return websiteFromDocument(minimal, allowPrivateTargets);
  } catch {
    return {};
  }
}

/** GET /api/config: the account as a document (keys made for items that had none). */
export async function exportDocument(ctx: ConfigContext): Promise<ConfigExportData['document']> {
  const state = await readState(ctx.db, ctx.userId, ctx.now);
  const keep = ['key', 'name'];
  const pageDefaults = statusPageFromDocument(configStatusPageSchema.parse({ key: 'x', name: 'x', slug: 'xx' }));
  const windowDefaults = maintenanceFromDocument(
    configMaintenanceWindowSchema.parse({
      key: 'x',
      title: 'x',
      startsAt: '2026-01-01T00:00',
      durationMinutes: 1,
      websites: ['x'],
    }),
  );
  return {
    version: 1,
    escalationPolicies: state.escalationPolicies.map((p) =>
      withoutDefaults(p.fields, { repeatCount: 0 }, [...keep, 'steps']),
    ),
    groups: state.groups.map((g) => withoutDefaults(g.fields, { description: null, escalationPolicy: null }, keep)),
    websites: state.websites.map((w) =>
      withoutDefaults(w.fields, websiteDefaults(w.fields, ctx.allowPrivateTargets), [...keep, 'type', 'url']),
    ),
    channels: state.channels.map((c) => withoutDefaults(c.fields, { enabled: true }, [...keep, 'config'])),
    rules: state.rules.map((r) =>
      withoutDefaults(
        r.fields,
        ruleFromDocument(configRuleSchema.parse({ key: 'x', name: 'x', events: ['incident.opened'], channels: ['x'] })),
        [...keep, 'events', 'channels'],
      ),
    ),
    statusPages: state.statusPages.map((p) => {
      const fields = withoutDefaults(p.fields, pageDefaults, [...keep, 'slug']);
      // A group's website shows its own name unless it says otherwise: `displayName: null` is left out too.
      if (!Array.isArray(fields.groups)) return fields;
      const groups = fields.groups as { websites: { displayName: string | null }[] }[];
      return {
        ...fields,
        groups: groups.map((group) => ({
          ...group,
          websites: group.websites.map((entry) => withoutDefaults(entry, { displayName: null }, [])),
        })),
      };
    }),
    maintenanceWindows: state.maintenanceWindows.map((w) =>
      withoutDefaults(w.fields, { ...windowDefaults, websites: [] }, ['key', 'title', 'startsAt', 'durationMinutes']),
    ),
  };
}
