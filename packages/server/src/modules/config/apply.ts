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
import type { PendingConfirmation } from '../notifications/channels/config';
import { createChannel, deleteChannel, updateChannel } from '../notifications/channels/service';
import { createRule, deleteRule, updateRule } from '../notifications/rules/service';
import { createGroup, deleteGroup, updateGroup } from '../websites/groups/service';
import { createWebsite, deleteWebsite, updateWebsite } from '../websites/service';
import { forItem } from './item-error';
import { setKey } from './keys';
import { type ConfigContext, type Desired, desiredOf, planChanges, planData } from './service';
import { readState } from './state';

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
    const state = await readState(tx, ctx.userId);
    const desired = await desiredOf(inTx, doc, state);
    const changes = planChanges(state, desired, prune);
    const ids: Ids = {
      groups: new Map(state.groups.map((i) => [i.key, i.id])),
      websites: new Map(state.websites.map((i) => [i.key, i.id])),
      channels: new Map(state.channels.map((i) => [i.key, i.id])),
      rules: new Map(state.rules.map((i) => [i.key, i.id])),
      escalationPolicies: new Map(state.escalationPolicies.map((i) => [i.key, i.id])),
    };
    const todo = (kind: ConfigKind, action: ConfigChange['action']) =>
      new Set(changes.filter((c) => c.kind === kind && c.action === action).map((c) => c.key));
    // Deletions last and in reverse order: a rule goes before its channels, a website before its group.
    await writeItems(inTx, desired, ids, todo, confirmations);
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
  return deleteRule(ctx.db, ctx.userId, id);
}

async function writeItems(
  ctx: ConfigContext,
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
    const { key, group, escalationPolicy, ...rest } = item;
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
