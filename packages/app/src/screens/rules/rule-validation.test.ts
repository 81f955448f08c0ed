import { createNotificationRuleBodySchema } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { emptyRuleForm, ruleFieldOf, ruleFormFrom, validateRuleForm } from './rule-validation';

const channel = '00000020-0000-4000-8000-000000000001';
const team = '00000010-0000-4000-8000-000000000001';

describe('rule form validation', () => {
  it('builds a body the contract accepts, with quiet hours, re-notify and escalation', () => {
    const { errors, body } = validateRuleForm({
      ...emptyRuleForm('Europe/Prague'),
      name: 'Noc',
      scope: 'teams',
      teamIds: [team],
      channelIds: [channel],
      quiet: true,
      days: [7, 6],
      renotify: true,
      escalate: true,
      escalationChannelIds: [channel],
    });
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      websiteIds: [],
      teamIds: [team],
      quietHours: { start: '22:00', end: '07:00', timeZone: 'Europe/Prague', days: [6, 7] },
      renotifyMinutes: 30,
      escalation: { afterMinutes: 15, channelIds: [channel] },
    });
    expect(createNotificationRuleBodySchema.safeParse(body).success).toBe(true);
  });

  it('names every missing or bad field', () => {
    const { errors, body } = validateRuleForm({
      ...emptyRuleForm('Nowhere/City'),
      events: [],
      scope: 'websites',
      quiet: true,
      quietStart: '25:00',
      quietEnd: '07:00',
      renotify: true,
      renotifyMinutes: '2',
      escalate: true,
      escalationAfter: 'x',
    });
    expect(body).toBeUndefined();
    expect(errors).toEqual({
      name: 'nameRequired',
      events: 'eventsRequired',
      websiteIds: 'websitesRequired',
      channelIds: 'channelsRequired',
      quietStart: 'timeInvalid',
      timeZone: 'timeZoneInvalid',
      renotifyMinutes: 'renotifyRange',
      escalationAfter: 'escalationRange',
      escalationChannelIds: 'escalationChannelsRequired',
    });
    expect(validateRuleForm({ ...emptyRuleForm(), quiet: true, quietStart: '07:00' }).errors.quietEnd).toBe('timeSame');
  });

  it('round-trips a stored rule and maps server paths', () => {
    const values = ruleFormFrom({
      id: 'r',
      name: 'A',
      enabled: false,
      events: ['tls.expiring', 'domain.expiring'],
      websiteIds: ['w'],
      teamIds: [],
      channelIds: ['c'],
      quietHours: null,
      renotifyMinutes: null,
      escalation: null,
      createdAt: '',
      updatedAt: '',
    });
    expect(values).toMatchObject({ scope: 'websites', quiet: false, renotify: false, escalate: false, enabled: false });
    expect(values.events).toEqual(['tls.expiring', 'domain.expiring']);
    expect(ruleFieldOf('quietHours.end')).toBe('quietEnd');
    expect(ruleFieldOf('escalation.channelIds.0')).toBe('escalationChannelIds');
    expect(ruleFieldOf('channelIds')).toBe('channelIds');
  });
});
