import {
  type CheckSettings,
  type ConfigChannel,
  type ConfigEscalationPolicy,
  type ConfigGroup,
  type ConfigRule,
  type ConfigWebsite,
  channelTypeDefinitions,
  checkSettingFieldsOf,
  checkSettingKeys,
  type NotificationChannelConfigInput,
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
/** The kinds an item refers to by key. */
export type RefKind = 'groups' | 'escalationPolicies';

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
    rest: row,
  });
}

/** A document's website as it would be stored (the address and settings normalized as the websites service does). */
export function websiteFromDocument(item: ConfigWebsite, allowPrivateTargets: boolean): Fields {
  const { key, group, escalationPolicy, ...body } = item;
  const { url, settings } = testConfig(body, allowPrivateTargets);
  return websiteItem({
    key,
    name: item.name,
    description: item.description ?? null,
    type: item.type,
    url,
    group,
    escalationPolicy,
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
