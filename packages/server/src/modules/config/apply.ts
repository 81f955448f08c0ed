import { isDeepStrictEqual } from 'node:util';
import {
  type ConfigChange,
  type ConfigDocument,
  type ConfigKind,
  type ConfigPlanData,
  type CreateWebsiteBody,
  configKindValues,
} from '@hlidka/contract';
import type { Db } from '../../db/types';
import { createPolicy, deletePolicy, updatePolicy } from '../escalation/service';
import { createMaintenanceWindow, deleteMaintenanceWindow, updateMaintenanceWindow } from '../maintenance/service';
import type { PendingConfirmation } from '../notifications/channels/config';
import { createChannel, deleteChannel, updateChannel } from '../notifications/channels/service';
import { createRule, deleteRule, updateRule } from '../notifications/rules/service';
import { createStatusPage, deleteStatusPage, updateStatusPage } from '../status-pages/service';
import { createGroup, deleteGroup, updateGroup } from '../websites/groups/service';
import { createWebsite, deleteWebsite, updateWebsite } from '../websites/service';
import { forItem } from './item-error';
import { setKey } from './keys';
import { type ConfigContext, type Desired, desiredOf, planChanges, planData } from './service';
import { type CurrentState, readState } from './state';

/** What an apply leaves to do after its commit: the confirmation e-mails of new channel addresses. */
export interface AppliedConfig {
  plan: ConfigPlanData;
  confirmations: { confirmations: PendingConfirmation[]; language: 'cs' | 'en'; channelName: string }[];
}

type Ids = Record<ConfigKind, Map<string, string>>;

/**
 * POST /api/config/apply: the plan, carried out by the services (the same checks as the API: plan limits, permissions,
 * validation) inside ONE transaction; each service call runs in a savepoint of it, and any error rolls back everything.
 * Applying the same document again finds nothing to change.
 */
export async function applyDocument(ctx: ConfigContext, doc: ConfigDocument, prune: boolean): Promise<AppliedConfig> {
  const confirmations: AppliedConfig['confirmations'] = [];
  const plan = await ctx.db.transaction(async (tx) => {
    const inTx: ConfigContext = { ...ctx, db: tx as unknown as Db };
    const state = await readState(tx, ctx.userId, ctx.now);
    const desired = await desiredOf(inTx, doc, state);
    const changes = planChanges(state, desired, prune);
    const ids: Ids = {
      groups: new Map(state.groups.map((i) => [i.key, i.id])),
      websites: new Map(state.websites.map((i) => [i.key, i.id])),
      channels: new Map(state.channels.map((i) => [i.key, i.id])),
      rules: new Map(state.rules.map((i) => [i.key, i.id])),
      escalationPolicies: new Map(state.escalationPolicies.map((i) => [i.key, i.id])),
      statusPages: new Map(state.statusPages.map((i) => [i.key, i.id])),
      maintenanceWindows: new Map(state.maintenanceWindows.map((i) => [i.key, i.id])),
    };
    const todo = (kind: ConfigKind, action: ConfigChange['action']) =>
      new Set(changes.filter((c) => c.kind === kind && c.action === action).map((c) => c.key));
    // Deletions last and in reverse order: a rule goes before its channels, a website before its group.
    await writeItems(inTx, state, desired, ids, todo, confirmations);
    for (const kind of [...configKindValues].reverse()) {
      for (const key of todo(kind, 'delete')) {
        const id = ids[kind].get(key);
        if (!id) continue;
        ids[kind].delete(key);
        await forItem(kind, key, () => removeItem(inTx, kind, id));
      }
    }
    return planData(changes, changes.length > 0);
  });
  return { plan, confirmations };
}

async function removeItem(ctx: ConfigContext, kind: ConfigKind, id: string) {
  if (kind === 'groups') return deleteGroup(ctx, id);
  if (kind === 'websites') return deleteWebsite(ctx, id);
  if (kind === 'channels') return deleteChannel(ctx, id);
  if (kind === 'escalationPolicies') return deletePolicy(ctx, id);
  if (kind === 'statusPages') return deleteStatusPage(ctx, id);
  if (kind === 'maintenanceWindows') return deleteMaintenanceWindow(ctx, id);
  return deleteRule(ctx.db, ctx.userId, id);
}

async function writeItems(
  ctx: ConfigContext,
  state: CurrentState,
  desired: Desired,
  ids: Ids,
  todo: (kind: ConfigKind, action: ConfigChange['action']) => Set<string>,
  confirmations: AppliedConfig['confirmations'],
) {
  const idOf = (kind: ConfigKind, key: string) => ids[kind].get(key) as string;
  const policyId = (key: string | null) => (key === null ? null : idOf('escalationPolicies', key));
  const created = async (kind: ConfigKind, key: string, id: string) => {
    ids[kind].set(key, id);
    await setKey(ctx.db, ctx.userId, kind, id, key);
  };

  const channelsToCreate = todo('channels', 'create');
  const channelsToUpdate = todo('channels', 'update');
  for (const { path, item } of desired.channels) {
    const { key, ...body } = item;
    if (channelsToCreate.has(key)) {
      await forItem(path, key, async () => {
        const result = await createChannel(ctx, body);
        confirmations.push({ ...result, channelName: result.row.name });
        await created('channels', key, result.row.id);
      });
    } else if (channelsToUpdate.has(key)) {
      await forItem(path, key, async () => {
        const result = await updateChannel(ctx, idOf('channels', key), body);
        confirmations.push({ ...result, channelName: result.row.name });
      });
    }
  }

  const policiesToCreate = todo('escalationPolicies', 'create');
  const policiesToUpdate = todo('escalationPolicies', 'update');
  for (const { path, item } of desired.escalationPolicies) {
    const { key, steps, ...rest } = item;
    const body = {
      ...rest,
      steps: steps.map((step) => ({
        waitMinutes: step.waitMinutes,
        target:
          step.target.kind === 'user'
            ? step.target
            : { kind: 'channel' as const, channelId: idOf('channels', step.target.channel) },
      })),
    };
    if (policiesToCreate.has(key)) {
      await forItem(path, key, async () => created('escalationPolicies', key, (await createPolicy(ctx, body)).id));
    } else if (policiesToUpdate.has(key)) {
      await forItem(path, key, () => updatePolicy(ctx, idOf('escalationPolicies', key), body));
    }
  }

  const groupsToCreate = todo('groups', 'create');
  const groupsToUpdate = todo('groups', 'update');
  for (const { path, item } of desired.groups) {
    const { key, escalationPolicy, ...rest } = item;
    const body = { ...rest, escalationPolicyId: policyId(escalationPolicy) };
    if (groupsToCreate.has(key)) {
      await forItem(path, key, async () => created('groups', key, (await createGroup(ctx, body)).id));
    } else if (groupsToUpdate.has(key)) {
      await forItem(path, key, () => updateGroup(ctx, idOf('groups', key), body));
    }
  }

  const websitesToCreate = todo('websites', 'create');
  const websitesToUpdate = todo('websites', 'update');
  for (const { path, item } of desired.websites) {
    const { key, group, escalationPolicy, dependsOn: _parent, ...rest } = item;
    const body = {
      ...rest,
      groupId: group === null ? null : idOf('groups', group),
      escalationPolicyId: policyId(escalationPolicy),
    } as CreateWebsiteBody;
    if (websitesToCreate.has(key)) {
      await forItem(path, key, async () => created('websites', key, (await createWebsite(ctx, body)).id));
    } else if (websitesToUpdate.has(key)) {
      await forItem(path, key, () => updateWebsite(ctx, idOf('websites', key), body));
    }
  }
  await writeDependencies(ctx, state, desired, idOf, [...websitesToCreate, ...websitesToUpdate]);
  const pageGroupIds = await writeStatusPages(ctx, state, desired, ids, todo);
  await writeMaintenanceWindows(ctx, desired, idOf, pageGroupIds, todo);

  const rulesToCreate = todo('rules', 'create');
  const rulesToUpdate = todo('rules', 'update');
  for (const { path, item } of desired.rules) {
    const { key, websites, channels, escalation, ...rest } = item;
    const fields = {
      ...rest,
      websiteIds: websites.map((w) => idOf('websites', w)),
      channelIds: channels.map((c) => idOf('channels', c)),
      escalation: escalation
        ? { afterMinutes: escalation.afterMinutes, channelIds: escalation.channels.map((c) => idOf('channels', c)) }
        : null,
    };
    if (rulesToCreate.has(key)) {
      await forItem(path, key, async () =>
        created('rules', key, (await createRule(ctx.db, ctx.userId, fields, ctx.now)).id),
      );
    } else if (rulesToUpdate.has(key)) {
      await forItem(path, key, () => updateRule(ctx.db, ctx.userId, idOf('rules', key), fields, ctx.now));
    }
  }
}

/**
 * What websites depend on, once every website of the document exists (a website may depend on one after it): first
 * the parents that go or change are cleared, then the new ones set, so a swap does not look like a cycle.
 */
async function writeDependencies(
  ctx: ConfigContext,
  state: CurrentState,
  desired: Desired,
  idOf: (kind: ConfigKind, key: string) => string,
  written: string[],
) {
  const touched = new Set(written);
  const before = new Map(state.websites.map((w) => [w.key, w.fields.dependsOn ?? null]));
  const changing = desired.websites.filter(
    ({ item }) => touched.has(item.key) && !isDeepStrictEqual(before.get(item.key) ?? null, item.dependsOn),
  );
  for (const { path, item } of changing) {
    if ((before.get(item.key) ?? null) === null) continue;
    await forItem(path, item.key, () => updateWebsite(ctx, idOf('websites', item.key), { dependsOn: null }));
  }
  for (const { path, item } of changing) {
    const parent = item.dependsOn;
    if (parent === null) continue;
    const id = idOf(parent.kind === 'website' ? 'websites' : 'groups', parent.key);
    await forItem(path, item.key, () =>
      updateWebsite(ctx, idOf('websites', item.key), { dependsOn: { kind: parent.kind, id } }),
    );
  }
}

/**
 * Status pages with their layout: a group of the document keeps the id of the page's group with its key (maintenance
 * windows cover it by id); a new group gets its key once the page is saved. Answers `page-key/group-key` → group id.
 */
async function writeStatusPages(
  ctx: ConfigContext,
  state: CurrentState,
  desired: Desired,
  ids: Ids,
  todo: (kind: ConfigKind, action: ConfigChange['action']) => Set<string>,
): Promise<Map<string, string>> {
  const groupIds = new Map([...state.keys.statusPageGroups].map(([id, key]) => [key, id]));
  const rows = new Map(state.statusPages.map((p) => [p.key, p.row.row]));
  const toCreate = todo('statusPages', 'create');
  const toUpdate = todo('statusPages', 'update');
  for (const { path, item } of desired.statusPages) {
    const { key, groups, password, ...rest } = item;
    if (!toCreate.has(key) && !toUpdate.has(key)) continue;
    const layout = groups.map((group) => {
      const id = groupIds.get(`${key}/${group.key}`);
      return {
        ...(id === undefined ? {} : { id }),
        name: group.name,
        websites: group.websites.map((entry) => ({
          websiteId: ids.websites.get(entry.website) as string,
          displayName: entry.displayName,
        })),
      };
    });
    const page = await forItem(path, key, async () => {
      if (toCreate.has(key)) {
        const created = await createStatusPage(ctx, { ...rest, teamId: null, groups: layout, password });
        ids.statusPages.set(key, created.id);
        await setKey(ctx.db, ctx.userId, 'statusPages', created.id, key);
        return created;
      }
      // The password is write-only: given again on every apply, it would replace the page's (and end its visitors'
      // passes) each time; it is set only when the page has none.
      const hasPassword = rows.get(key)?.passwordHash != null;
      const body = { ...rest, groups: layout, ...(hasPassword || password === undefined ? {} : { password }) };
      return updateStatusPage(ctx, idOf(ids, 'statusPages', key), body);
    });
    // The page answers its groups in the document's order.
    for (const [index, group] of page.groups.entries()) {
      const own = groups[index]?.key;
      if (own === undefined) continue;
      const groupKey = `${key}/${own}`;
      groupIds.set(groupKey, group.id);
      await setKey(ctx.db, ctx.userId, 'statusPageGroups', group.id, groupKey);
    }
  }
  return groupIds;
}

const idOf = (ids: Ids, kind: ConfigKind, key: string) => ids[kind].get(key) as string;

async function writeMaintenanceWindows(
  ctx: ConfigContext,
  desired: Desired,
  idOfKey: (kind: ConfigKind, key: string) => string,
  pageGroupIds: Map<string, string>,
  todo: (kind: ConfigKind, action: ConfigChange['action']) => Set<string>,
) {
  const toCreate = todo('maintenanceWindows', 'create');
  const toUpdate = todo('maintenanceWindows', 'update');
  for (const { path, item } of desired.maintenanceWindows) {
    const { key, websites, statusPages, statusPageGroups, ...rest } = item;
    const body = {
      ...rest,
      websiteIds: websites.map((w) => idOfKey('websites', w)),
      statusPageIds: statusPages.map((p) => idOfKey('statusPages', p)),
      groupIds: statusPageGroups.map((ref) => pageGroupIds.get(`${ref.statusPage}/${ref.group}`) as string),
    };
    if (toCreate.has(key)) {
      await forItem(path, key, async () => {
        const created = await createMaintenanceWindow(ctx, { ...body, teamId: null });
        await setKey(ctx.db, ctx.userId, 'maintenanceWindows', created.id, key);
      });
    } else if (toUpdate.has(key)) {
      await forItem(path, key, () => updateMaintenanceWindow(ctx, idOfKey('maintenanceWindows', key), body));
    }
  }
}
