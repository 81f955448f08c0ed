import {
  type CreateEscalationPolicyBody,
  ESCALATION_POLICY_NAME_MAX,
  ESCALATION_REPEAT_MAX,
  ESCALATION_WAIT_MINUTES_MAX,
  type EscalationPolicy,
  type EscalationStepTarget,
} from '@hlidka/contract';
import type { Wording } from '../common/wording';
import '../../i18n/areas/escalation-policies';

/**
 * A step as the form holds it: the target as `user:<id>` / `channel:<id>` / `schedule:<id>` ('' = not chosen), the
 * wait as typed.
 */
export interface StepValues {
  key: number;
  target: string;
  wait: string;
}

export interface PolicyFormValues {
  name: string;
  teamId: string;
  steps: StepValues[];
  repeat: string;
  websiteIds: string[];
  groupIds: string[];
}

export type PolicyErrors = Partial<Record<string, Wording>>;

let nextKey = 1;
export const newStep = (wait = '5'): StepValues => ({ key: nextKey++, target: '', wait });

export function targetKey(target: EscalationStepTarget): string {
  switch (target.kind) {
    case 'user':
      return `user:${target.userId}`;
    case 'channel':
      return `channel:${target.channelId}`;
    case 'schedule':
      return `schedule:${target.scheduleId}`;
  }
}

/** The contract's target of a form key, or null for none. */
export function targetOf(key: string): EscalationStepTarget | null {
  const [kind, id] = key.split(':');
  if (!id) return null;
  if (kind === 'user') return { kind: 'user', userId: id };
  if (kind === 'channel') return { kind: 'channel', channelId: id };
  if (kind === 'schedule') return { kind: 'schedule', scheduleId: id };
  return null;
}

export function policyFormFrom(policy: EscalationPolicy | undefined): PolicyFormValues {
  if (!policy) {
    return { name: '', teamId: 'none', steps: [newStep()], repeat: '0', websiteIds: [], groupIds: [] };
  }
  return {
    name: policy.name,
    teamId: policy.teamId ?? 'none',
    steps: policy.steps.map((step) => ({ ...newStep(String(step.waitMinutes)), target: targetKey(step.target) })),
    repeat: String(policy.repeatCount),
    websiteIds: policy.websites.map((w) => w.id),
    groupIds: policy.groups.map((g) => g.id),
  };
}

const wholeIn = (text: string, min: number, max: number) => {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : null;
};

/** Client checks with the contract's limits (the server has the last word); field keys as the server names them. */
export function validatePolicy(values: PolicyFormValues): PolicyErrors {
  const errors: PolicyErrors = {};
  if (values.name.trim() === '') errors.name = { key: 'escalationPolicies.form.required' };
  else if (values.name.trim().length > ESCALATION_POLICY_NAME_MAX)
    errors.name = { key: 'escalationPolicies.form.tooLong', params: { max: ESCALATION_POLICY_NAME_MAX } };
  values.steps.forEach((step, index) => {
    if (!targetOf(step.target)) errors[`steps.${index}.target`] = { key: 'escalationPolicies.form.targetRequired' };
    if (wholeIn(step.wait, 1, ESCALATION_WAIT_MINUTES_MAX) === null)
      errors[`steps.${index}.waitMinutes`] = {
        key: 'escalationPolicies.form.waitInvalid',
        params: { max: ESCALATION_WAIT_MINUTES_MAX },
      };
  });
  if (wholeIn(values.repeat, 0, ESCALATION_REPEAT_MAX) === null)
    errors.repeatCount = { key: 'escalationPolicies.form.repeatInvalid', params: { max: ESCALATION_REPEAT_MAX } };
  return errors;
}

/** The body to save (after `validatePolicy` found nothing). */
export function policyBody(values: PolicyFormValues): Required<Omit<CreateEscalationPolicyBody, 'teamId'>> & {
  teamId: string | null;
} {
  return {
    name: values.name.trim(),
    teamId: values.teamId === 'none' ? null : values.teamId,
    steps: values.steps.map((step) => ({
      target: targetOf(step.target) as EscalationStepTarget,
      waitMinutes: Number(step.wait.trim()),
    })),
    repeatCount: Number(values.repeat.trim()),
    websiteIds: values.websiteIds,
    groupIds: values.groupIds,
  };
}

/** The steps with the one at `from` moved to `to` (both in range). */
export function moveStep(steps: StepValues[], from: number, to: number): StepValues[] {
  if (to < 0 || to >= steps.length || from === to) return steps;
  const next = [...steps];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
