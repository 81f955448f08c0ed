import { confirmChannelEmailDataSchema } from '@hlidka/contract';
import { expect, it } from 'vitest';
import { describeEachApp } from '../../../testing/app';
import { createChannel, createRule, openIncident } from '../../../testing/notifications';
import { addMember, createTeam, expectData, registerUser } from '../../../testing/teams';
import { oneEmailPerAddress, type PlannedDelivery } from './one-email-per-address';

describeEachApp('one e-mail per address and event', (t) => {
  /** Confirm a channel address by the link e-mailed to it. */
  async function confirm(address: string) {
    const mail = t.mailer.to(address).at(-1);
    const token = /confirmEmail=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token, `no confirmation link for ${address}`).toBeDefined();
    expectData(
      await t.app.inject({ method: 'POST', url: '/api/notification-channels/confirm-email', payload: { token } }),
      confirmChannelEmailDataSchema,
    );
  }

  const incidentMails = (address: string) => t.mailer.to(address).filter((m) => m.subject.includes('nedostupný'));

  it('the default e-mail alert and a rule’s e-mail channels reach each address once', async () => {
    t.clock.set('2026-01-15T10:00:30.000Z');
    const owner = await registerUser(t.app);
    const colleague = 'kolega@example.cz';
    // The owner's own address in a channel (and the colleague's in two channels, typed differently).
    const both = await createChannel(t.app, owner.token, {
      name: 'Já a kolega',
      config: { type: 'email', addresses: [owner.email.toUpperCase(), colleague] },
    });
    await confirm(colleague);
    const again = await createChannel(t.app, owner.token, {
      name: 'Kolega',
      config: { type: 'email', addresses: [colleague.toUpperCase()] },
    });
    await confirm(colleague.toUpperCase());
    await createRule(t.app, owner.token, {
      name: 'Výpadky',
      events: ['incident.opened'],
      channelIds: [both.id, again.id],
    });
    t.mailer.clear();
    await openIncident(t.database, owner.user.id, { name: 'Obchod' });
    await t.app.notifications.runOnce();
    expect(incidentMails(owner.email)).toHaveLength(1);
    expect(incidentMails(colleague)).toHaveLength(1);
  });

  it('a team member’s address in the owner’s channel gets the event once', async () => {
    t.clock.set('2026-01-15T10:00:30.000Z');
    const owner = await registerUser(t.app);
    const team = await createTeam(t.app, owner);
    const member = await addMember(t, owner, team.id);
    const channel = await createChannel(t.app, owner.token, {
      name: 'Člen týmu',
      config: { type: 'email', addresses: [member.email] },
    });
    await confirm(member.email);
    await createRule(t.app, owner.token, { name: 'Výpadky', events: ['incident.opened'], channelIds: [channel.id] });
    t.mailer.clear();
    await openIncident(t.database, owner.user.id, { name: 'Týmový web', teamId: team.id });
    await t.app.notifications.runOnce();
    expect(incidentMails(owner.email)).toHaveLength(1);
    expect(incidentMails(member.email)).toHaveLength(1);
  });
});

it('keeps digest items, leaves out a channel reached in full and trims one reached in part', () => {
  const base = {
    userId: 'u',
    purpose: 'event' as const,
    event: 'incident.opened',
    payload: {
      event: 'incident.opened',
      at: '2026-01-15T10:00:30.000Z',
      website: null,
      incident: null,
      actorName: null,
    },
    notificationId: null,
    incidentId: null,
    websiteId: null,
    nextAttemptAt: new Date(0),
  };
  const planned: PlannedDelivery[] = [
    {
      ...base,
      dedupKey: 'c1',
      channelId: 'c1',
      kind: 'channel',
      email: { addresses: ['a@x.cz'], confirmed: ['a@x.cz'] },
    },
    {
      ...base,
      dedupKey: 'me',
      channelId: null,
      kind: 'account_email',
      email: { addresses: ['A@x.cz'], confirmed: [] },
    },
    {
      ...base,
      dedupKey: 'dg',
      channelId: null,
      kind: 'account_email',
      purpose: 'digest',
      email: { addresses: ['d@x.cz'], confirmed: [] },
    },
    {
      ...base,
      dedupKey: 'c2',
      channelId: 'c2',
      kind: 'channel',
      email: { addresses: ['d@x.cz', 'b@x.cz'], confirmed: ['d@x.cz', 'b@x.cz'] },
    },
    {
      ...base,
      dedupKey: 'c3',
      channelId: 'c3',
      kind: 'channel',
      email: { addresses: ['b@x.cz', 'c@x.cz'], confirmed: ['b@x.cz'] },
    },
    { ...base, dedupKey: 'hook', channelId: 'h', kind: 'channel' },
  ];
  const kept = oneEmailPerAddress(planned);
  expect(kept.map((d) => [d.dedupKey, (d.payload as { skipAddresses?: string[] }).skipAddresses ?? null])).toEqual([
    ['me', null],
    ['dg', null],
    ['c2', null],
    ['c3', ['b@x.cz']],
    ['hook', null],
  ]);
  expect(kept.some((d) => 'email' in d)).toBe(false);
});
