import {
  type CheckSettings,
  type ConfigChannel,
  type ConfigEscalationPolicy,
  type ConfigGroup,
  type ConfigMaintenanceWindow,
  type ConfigRule,
  type ConfigStatusPage,
  type ConfigWebsite,
  channelTypeDefinitions,
  checkSettingFieldsOf,
  checkSettingKeys,
  type MaintenanceWindow,
  type NotificationChannelConfigInput,
  type StatusPage,
  type WebsiteType,
  writeOnlySettingFields,
} from '@hlidka/contract';
import type { EscalationPolicyRow } from '../../db/schema/escalation';
import type { WebsiteRow } from '../../db/schema/monitoring';
import type { NotificationChannelRow, NotificationRuleRow, StoredChannelConfig } from '../../db/schema/notifications';
import type { WebsiteGroupRow } from '../../db/schema/website-groups';
import { storedChangeWatch } from '../changes/watch';
import { storedConfig } from '../notifications/channels/config';
import { testConfig } from '../websites/service';

// Every item in one comparable form, whether it comes from the database or from a document: what `plan` diffs and
// `export` writes. Write-only values (a website's password, a channel's secrets) are not part of it: they never drift.

type Fields = Record<string, unknown>;
/** The kinds a website or a group refers to by key. */
export type RefKind = 'groups' | 'escalationPolicies' | 'websites';

/** The type's own settings without the write-only ones. */
function settingsOf(type: WebsiteType, settings: CheckSettings): Fields {
  const all = checkSettingFieldsOf(settings) as Fields;
  const own: Fields = {};
  for (const key of checkSettingKeys(type)) {
    if (!(writeOnlySettingFields as readonly string[]).includes(key)) own[key] = all[key];
  }
  return own;
}

interface WebsiteParts {
  key: string;
  name: string;
  description: string | null;
  type: WebsiteType;
  url: string;
  group: string | null;
  escalationPolicy: string | null;
  dependsOn: { kind: 'website' | 'group'; key: string } | null;
  settings: CheckSettings;
  rest: Pick<
    ConfigWebsite,
    | 'intervalSeconds'
    | 'timeoutSeconds'
    | 'failuresToOpen'
    | 'successesToResolve'
    | 'regions'
    | 'regionQuorum'
    | 'degradedAfterMs'
    | 'degradedMode'
    | 'degradedWindow'
    | 'changeWatch'
  >;
}

function websiteItem(parts: WebsiteParts): Fields {
  const { rest } = parts;
  return {
    key: parts.key,
    name: parts.name,
    description: parts.description,
    type: parts.type,
    url: parts.url,
    group: parts.group,
    escalationPolicy: parts.escalationPolicy,
    dependsOn: parts.dependsOn,
    intervalSeconds: rest.intervalSeconds,
    timeoutSeconds: rest.timeoutSeconds,
    ...settingsOf(parts.type, parts.settings),
    failuresToOpen: rest.failuresToOpen,
    successesToResolve: rest.successesToResolve,
    regions: rest.regions,
    regionQuorum: rest.regionQuorum,
    degradedAfterMs: rest.degradedAfterMs,
    degradedMode: rest.degradedMode,
    degradedWindow: rest.degradedWindow,
    changeWatch: rest.changeWatch,
  };
}

/** A website's parent by key (a parent without a key, of another scope, cannot be: the service refuses it). */
function dependsOnOf(row: WebsiteRow, refs: (kind: RefKind, id: string | null) => string | null) {
  const website = refs('websites', row.dependsOnWebsiteId);
  if (website !== null) return { kind: 'website' as const, key: website };
  const group = refs('groups', row.dependsOnGroupId);
  return group === null ? null : { kind: 'group' as const, key: group };
}

export function websiteFromRow(
  row: WebsiteRow,
  key: string,
  refs: (kind: RefKind, id: string | null) => string | null,
) {
  return websiteItem({
    ...row,
    key,
    group: refs('groups', row.groupId),
    escalationPolicy: refs('escalationPolicies', row.escalationPolicyId),
    dependsOn: dependsOnOf(row, refs),
    rest: row,
  });
}

/** A document's website as it would be stored (the address and settings normalized as the websites service does). */
export function websiteFromDocument(item: ConfigWebsite, allowPrivateTargets: boolean): Fields {
  const { key, group, escalationPolicy, dependsOn, ...body } = item;
  const { url, settings } = testConfig(body, allowPrivateTargets);
  return websiteItem({
    key,
    name: item.name,
    description: item.description ?? null,
    type: item.type,
    url,
    group,
    escalationPolicy,
    dependsOn,
    settings,
    rest: { ...item, changeWatch: storedChangeWatch(item.changeWatch) },
  });
}

export function groupFromRow(
  row: WebsiteGroupRow,
  key: string,
  refs: (kind: RefKind, id: string | null) => string | null,
) {
  return {
    key,
    name: row.name,
    description: row.description,
    escalationPolicy: refs('escalationPolicies', row.escalationPolicyId),
  };
}

export function groupFromDocument(item: ConfigGroup): Fields {
  return { key: item.key, name: item.name, description: item.description, escalationPolicy: item.escalationPolicy };
}

export function policyFromRow(row: EscalationPolicyRow, key: string, channelKeys: Map<string, string>): Fields {
  return {
    key,
    name: row.name,
    steps: row.steps.map((step) => ({
      target:
        // A schedule's step exists only in a team's policy, which the document does not hold.
        step.target.kind === 'channel'
          ? { kind: 'channel', channel: channelKeys.get(step.target.channelId) ?? step.target.channelId }
          : step.target,
      waitMinutes: step.waitMinutes,
    })),
    repeatCount: row.repeatCount,
  };
}

export function policyFromDocument(item: ConfigEscalationPolicy): Fields {
  return { key: item.key, name: item.name, steps: item.steps, repeatCount: item.repeatCount };
}

/** A channel's configuration without its secrets (and without what only the server keeps, like confirmations). */
function publicInput(config: StoredChannelConfig): Fields {
  if (config.type === 'email') return { type: 'email', addresses: config.addresses.map((a) => a.address) };
  const definition = channelTypeDefinitions[config.type];
  const fields = Object.keys(definition.input.shape);
  const stored = config as Fields;
  const view: Fields = {};
  for (const field of fields) {
    if (field in definition.secrets) continue;
    if (stored[field] !== undefined) view[field] = stored[field];
  }
  return view;
}

export function channelFromRow(row: NotificationChannelRow, key: string): Fields {
  return { key, name: row.name, enabled: row.enabled, config: publicInput(row.config) };
}

/** A document's channel as it would be stored over `previous` (URLs checked and normalized as the service does). */
export function channelFromDocument(
  item: ConfigChannel,
  previous: StoredChannelConfig | null,
  options: { allowPrivateTargets: boolean; accountEmail: string },
): Fields {
  const sameType = previous?.type === item.config.type ? previous : null;
  const { config } = storedConfig(item.config as NotificationChannelConfigInput, sameType, options);
  return { key: item.key, name: item.name, enabled: item.enabled, config: publicInput(config) };
}

/** Ids to keys; ids without a key in the document (another scope's websites) are left out. */
const keysFor = (ids: readonly string[], keys: Map<string, string>) =>
  ids.flatMap((id) => {
    const key = keys.get(id);
    return key === undefined ? [] : [key];
  });

export function ruleFromRow(
  row: NotificationRuleRow,
  key: string,
  websiteKeys: Map<string, string>,
  channelKeys: Map<string, string>,
): Fields {
  return {
    key,
    name: row.name,
    enabled: row.enabled,
    events: row.events,
    websites: keysFor(row.websiteIds, websiteKeys),
    teamIds: row.teamIds,
    channels: keysFor(row.channelIds, channelKeys),
    quietHours: row.quietHours ?? null,
    renotifyMinutes: row.renotifyMinutes,
    escalation: row.escalation
      ? { afterMinutes: row.escalation.afterMinutes, channels: keysFor(row.escalation.channelIds, channelKeys) }
      : null,
  };
}

export function ruleFromDocument(item: ConfigRule): Fields {
  return {
    key: item.key,
    name: item.name,
    enabled: item.enabled,
    events: item.events,
    websites: item.websites,
    teamIds: item.teamIds,
    channels: item.channels,
    quietHours: item.quietHours,
    renotifyMinutes: item.renotifyMinutes,
    escalation: item.escalation,
  };
}

/** A status page's fields that a document holds (the password aside: write-only). */
type StatusPageFields = Omit<ConfigStatusPage, 'password'>;

function statusPageItem(page: StatusPageFields): Fields {
  return {
    key: page.key,
    name: page.name,
    slug: page.slug,
    description: page.description,
    footer: page.footer,
    logoUrl: page.logoUrl,
    accentColor: page.accentColor,
    language: page.language,
    timeZone: page.timeZone,
    showResponseTimes: page.showResponseTimes,
    customDomain: page.customDomain,
    published: page.published,
    access: page.access,
    allowlist: page.allowlist,
    groups: page.groups.map((group) => ({
      key: group.key,
      name: group.name,
      websites: group.websites.map((entry) => ({ website: entry.website, displayName: entry.displayName })),
    })),
  };
}

/** The key of a status page's group within its page: the part after `page-key/`. */
export const groupKeyWithin = (stored: string) => stored.slice(stored.indexOf('/') + 1);

export function statusPageFromRow(
  page: StatusPage,
  key: string,
  websiteKeys: Map<string, string>,
  groupKeys: Map<string, string>,
): Fields {
  return statusPageItem({
    ...page,
    key,
    groups: page.groups.map((group) => ({
      key: groupKeyWithin(groupKeys.get(group.id) ?? group.id),
      name: group.name,
      // A website without a key (a team's) cannot be named in a document: left out.
      websites: group.websites.flatMap((entry) => {
        const website = websiteKeys.get(entry.websiteId);
        return website === undefined ? [] : [{ website, displayName: entry.displayName }];
      }),
    })),
  });
}

export function statusPageFromDocument(item: ConfigStatusPage): Fields {
  return statusPageItem(item);
}

interface MaintenanceParts {
  key: string;
  title: string;
  description: string | null;
  startsAt: string;
  durationMinutes: number;
  timeZone: string;
  recurrence: ConfigMaintenanceWindow['recurrence'];
  notifyMinutesBefore: number | null;
  websites: string[];
  statusPages: string[];
  statusPageGroups: { statusPage: string; group: string }[];
}

/** Targets are sets: sorted, so their order in the document or the database is no change. */
function maintenanceItem(window: MaintenanceParts): Fields {
  const sorted = (keys: string[]) => [...keys].sort();
  return {
    key: window.key,
    title: window.title,
    description: window.description,
    startsAt: window.startsAt,
    durationMinutes: window.durationMinutes,
    timeZone: window.timeZone,
    recurrence: window.recurrence,
    notifyMinutesBefore: window.notifyMinutesBefore,
    websites: sorted(window.websites),
    statusPages: sorted(window.statusPages),
    statusPageGroups: [...window.statusPageGroups]
      .map((ref) => ({ statusPage: ref.statusPage, group: ref.group }))
      .sort((a, b) => `${a.statusPage}/${a.group}`.localeCompare(`${b.statusPage}/${b.group}`)),
  };
}

export function maintenanceFromRow(
  window: MaintenanceWindow,
  key: string,
  keys: { websites: Map<string, string>; statusPages: Map<string, string>; statusPageGroups: Map<string, string> },
): Fields {
  return maintenanceItem({
    ...window,
    key,
    websites: keysFor(window.websiteIds, keys.websites),
    statusPages: keysFor(window.statusPageIds, keys.statusPages),
    statusPageGroups: keysFor(window.groupIds, keys.statusPageGroups).map((stored) => ({
      statusPage: stored.slice(0, stored.indexOf('/')),
      group: groupKeyWithin(stored),
    })),
  });
}

export function maintenanceFromDocument(item: ConfigMaintenanceWindow): Fields {
  return maintenanceItem(item);
}
