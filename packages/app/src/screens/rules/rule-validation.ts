import type { CreateNotificationRuleBody, NotificationEventType, NotificationRule } from '@hlidka/contract';
import '../../i18n/areas/channels';

export type RuleScope = 'all' | 'websites' | 'teams';

/** What the rule form holds; numbers stay text until submitted. */
export interface RuleFormValues {
  name: string;
  enabled: boolean;
  events: NotificationEventType[];
  scope: RuleScope;
  websiteIds: string[];
  teamIds: string[];
  channelIds: string[];
  quiet: boolean;
  quietStart: string;
  quietEnd: string;
  timeZone: string;
  days: number[];
  renotify: boolean;
  renotifyMinutes: string;
  escalate: boolean;
  escalationAfter: string;
  escalationChannelIds: string[];
}

export type RuleField =
  | 'name'
  | 'events'
  | 'websiteIds'
  | 'teamIds'
  | 'channelIds'
  | 'quietStart'
  | 'quietEnd'
  | 'timeZone'
  | 'renotifyMinutes'
  | 'escalationAfter'
  | 'escalationChannelIds';

/** Error keys under `channels.ruleForm.errors.`. */
export type RuleFormErrors = Partial<Record<RuleField, string>>;

const defaultTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Prague';
  } catch {
    return 'Europe/Prague';
  }
};

export function emptyRuleForm(timeZone = defaultTimeZone()): RuleFormValues {
  return {
    name: '',
    enabled: true,
    events: ['incident.opened', 'incident.resolved'],
    scope: 'all',
    websiteIds: [],
    teamIds: [],
    channelIds: [],
    quiet: false,
    quietStart: '22:00',
    quietEnd: '07:00',
    timeZone,
    days: [],
    renotify: false,
    renotifyMinutes: '30',
    escalate: false,
    escalationAfter: '15',
    escalationChannelIds: [],
  };
}

export function ruleFormFrom(rule: NotificationRule): RuleFormValues {
  const empty = emptyRuleForm(rule.quietHours?.timeZone);
  return {
    ...empty,
    name: rule.name,
    enabled: rule.enabled,
    events: [...rule.events],
    scope: rule.websiteIds.length > 0 ? 'websites' : rule.teamIds.length > 0 ? 'teams' : 'all',
    websiteIds: [...rule.websiteIds],
    teamIds: [...rule.teamIds],
    channelIds: [...rule.channelIds],
    quiet: rule.quietHours !== null,
    quietStart: rule.quietHours?.start ?? empty.quietStart,
    quietEnd: rule.quietHours?.end ?? empty.quietEnd,
    days: [...(rule.quietHours?.days ?? [])],
    renotify: rule.renotifyMinutes !== null,
    renotifyMinutes: String(rule.renotifyMinutes ?? empty.renotifyMinutes),
    escalate: rule.escalation !== null,
    escalationAfter: String(rule.escalation?.afterMinutes ?? empty.escalationAfter),
    escalationChannelIds: [...(rule.escalation?.channelIds ?? [])],
  };
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

function minutes(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** Checks the form as the contract will and builds the body to send. */
export function validateRuleForm(values: RuleFormValues): {
  errors: RuleFormErrors;
  body?: CreateNotificationRuleBody;
} {
  const errors: RuleFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > 100) errors.name = 'nameTooLong';
  if (values.events.length === 0) errors.events = 'eventsRequired';
  if (values.scope === 'websites' && values.websiteIds.length === 0) errors.websiteIds = 'websitesRequired';
  if (values.scope === 'teams' && values.teamIds.length === 0) errors.teamIds = 'teamsRequired';
  if (values.channelIds.length === 0) errors.channelIds = 'channelsRequired';
  if (values.quiet) {
    if (!CLOCK.test(values.quietStart)) errors.quietStart = 'timeInvalid';
    if (!CLOCK.test(values.quietEnd)) errors.quietEnd = 'timeInvalid';
    else if (values.quietStart === values.quietEnd) errors.quietEnd = 'timeSame';
    if (!isTimeZone(values.timeZone)) errors.timeZone = 'timeZoneInvalid';
  }
  const renotify = values.renotify ? minutes(values.renotifyMinutes, 5, 1440) : null;
  if (values.renotify && renotify === null) errors.renotifyMinutes = 'renotifyRange';
  const after = values.escalate ? minutes(values.escalationAfter, 1, 10_080) : null;
  if (values.escalate && after === null) errors.escalationAfter = 'escalationRange';
  if (values.escalate && values.escalationChannelIds.length === 0) {
    errors.escalationChannelIds = 'escalationChannelsRequired';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    body: {
      name,
      enabled: values.enabled,
      events: values.events,
      websiteIds: values.scope === 'websites' ? values.websiteIds : [],
      teamIds: values.scope === 'teams' ? values.teamIds : [],
      channelIds: values.channelIds,
      quietHours: values.quiet
        ? { start: values.quietStart, end: values.quietEnd, timeZone: values.timeZone, days: [...values.days].sort() }
        : null,
      renotifyMinutes: renotify,
      escalation:
        values.escalate && after !== null ? { afterMinutes: after, channelIds: values.escalationChannelIds } : null,
    },
  };
}

/** A server field error path (`quietHours.end`, `escalation.channelIds`…) → the form field it belongs to. */
export function ruleFieldOf(path: string): RuleField | undefined {
  const map: Record<string, RuleField> = {
    name: 'name',
    events: 'events',
    websiteIds: 'websiteIds',
    teamIds: 'teamIds',
    channelIds: 'channelIds',
    'quietHours.start': 'quietStart',
    'quietHours.end': 'quietEnd',
    'quietHours.timeZone': 'timeZone',
    renotifyMinutes: 'renotifyMinutes',
    'escalation.afterMinutes': 'escalationAfter',
    'escalation.channelIds': 'escalationChannelIds',
  };
  const [head, second] = path.split('.');
  return map[`${head}.${second}`] ?? map[head ?? ''];
}
