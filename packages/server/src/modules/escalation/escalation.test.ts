import {
  acknowledgementLinkDataSchema,
  escalationPolicyDataSchema,
  incidentDataSchema,
  onCallScheduleDataSchema,
  silenceDataSchema,
  websiteGroupDataSchema,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { incidentEscalationSteps } from '../../db/schema/escalation-steps';
import { websites } from '../../db/schema/monitoring';
import { notificationDeliveries } from '../../db/schema/notifications';
import { describeEachApp } from '../../testing/app';
import type { Registered } from '../../testing/auth';
import { incidentsOf, timelineOf } from '../../testing/incidents';
import { openIncident, resolveBy } from '../../testing/notifications';
import { addMember, bearer, createTeam, expectData, expectError, registerUser } from '../../testing/teams';
import { scheduleEscalationSteps } from '../notifications/delivery/escalation-steps';
import { processOutbox } from '../notifications/delivery/fanout';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 15, 10, 0, 30) + minutes * 60_000).toISOString();

// Issue 28, item 2: an escalation policy notifies its steps in order, each after the wait before it, until someone
// acknowledges or the incident resolves; a signed one-click link in the message acknowledges it signed out.
describeEachApp('escalation policies', (t) => {
  afterEach(async () => {
    // Later tests' rounds must not go on escalating this test's incidents.
    await t.db.update(websites).set({ escalationPolicyId: null });
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: Registered | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(user ? { headers: bearer(user.token) } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
  /** E-mails to one address that carry an acknowledgement link (the policy's steps). */
  const stepMails = (user: Registered) =>
    t.mailer.to(user.email).filter((mail) => mail.text?.includes('/acknowledge/'));
  const tokenOf = (user: Registered) => {
    const text = stepMails(user).at(-1)?.text ?? '';
    return /\/acknowledge\/([^\s]+)/.exec(text)?.[1] ?? '';
  };
  const round = async (minutes: number) => {
    t.clock.set(at(minutes));
    await t.app.notifications.runOnce();
  };

  /** A team of two (Jana owns it, Petr is a member), a website of the team with a two-step policy, and its incident. */
  async function twoStepIncident(name: string, options: { viaGroup?: boolean } = {}) {
    t.mailer.clear();
    const owner = await registerUser(t.app);
    const team = await createTeam(t.app, owner);
    const member = await addMember(t, owner, team.id);
    const policy = expectData(
      await call('POST', '/api/escalation-policies', owner, {
        name: `Pohotovost ${name}`,
        teamId: team.id,
        steps: [
          { target: { kind: 'user', userId: owner.user.id }, waitMinutes: 5 },
          { target: { kind: 'user', userId: member.user.id }, waitMinutes: 5 },
        ],
      }),
      escalationPolicyDataSchema,
      201,
    ).policy;
    t.clock.set(at(0));
    const { websiteId } = await openIncident(t.database, owner.user.id, { name, teamId: team.id });
    if (options.viaGroup) {
      const group = expectData(
        await call('POST', '/api/website-groups', owner, {
          name: `Skupina ${name}`,
          teamId: team.id,
          escalationPolicyId: policy.id,
        }),
        websiteGroupDataSchema,
        201,
      ).group;
      await t.db.update(websites).set({ groupId: group.id }).where(eq(websites.id, websiteId));
    } else {
      expectData(
        await call('PUT', `/api/escalation-policies/${policy.id}`, owner, { websiteIds: [websiteId] }),
        escalationPolicyDataSchema,
      );
    }
    const [incident] = await incidentsOf(t.db, websiteId);
    return { owner, member, team, policy, websiteId, incidentId: incident?.id ?? '' };
  }

  it("notifies step 1 at once and step 2 only after the wait (policy of the website's group)", async () => {
    const { owner, member, incidentId } = await twoStepIncident('Sklad', { viaGroup: true });
    await round(0);
    expect(stepMails(owner)).toHaveLength(1);
    expect(stepMails(owner)[0]?.subject).toBe('Web Sklad je nedostupný');
    expect(stepMails(member)).toHaveLength(0);
    await round(4);
    expect(stepMails(member)).toHaveLength(0);
    await round(5);
    expect(stepMails(member)).toHaveLength(1);
    expect(stepMails(member)[0]?.subject).toBe('Eskalace: Web Sklad je nedostupný');
    // The policy has run its course (no repeats): nothing more, to anyone.
    await round(30);
    expect(stepMails(owner)).toHaveLength(1);
    expect(stepMails(member)).toHaveLength(1);
    const timeline = await timelineOf(t.db, incidentId);
    expect(timeline.filter((e) => e.type === 'escalated').map((e) => e.data)).toEqual([
      { escalation: { round: 1, step: 1 } },
      { escalation: { round: 1, step: 2 } },
    ]);
  });

  it('repeats the whole policy as many times as it says', async () => {
    const { owner, member, policy } = await twoStepIncident('Sklad opakovaně');
    expectData(
      await call('PUT', `/api/escalation-policies/${policy.id}`, owner, { repeatCount: 1 }),
      escalationPolicyDataSchema,
    );
    for (const minutes of [0, 5, 10, 15, 20, 25]) await round(minutes);
    expect(stepMails(owner)).toHaveLength(2);
    expect(stepMails(member)).toHaveLength(2);
  });

  it('stops when someone acknowledges in the app', async () => {
    const { owner, member, incidentId } = await twoStepIncident('Pokladna');
    await round(0);
    expect(stepMails(owner)).toHaveLength(1);
    t.clock.set(at(2));
    expectData(await call('POST', `/api/incidents/${incidentId}/acknowledge`, owner, {}), incidentDataSchema);
    await round(5);
    await round(10);
    expect(stepMails(member)).toHaveLength(0);
  });

  it('stops when the incident resolves', async () => {
    const { owner, member, websiteId } = await twoStepIncident('Katalog');
    await round(0);
    expect(stepMails(owner)).toHaveLength(1);
    await resolveBy(t.database, websiteId, 90);
    await round(5);
    expect(stepMails(member)).toHaveLength(0);
  });

  it('holds the steps while the website is silenced, like every other alert', async () => {
    const { owner, websiteId } = await twoStepIncident('Tichý sklad');
    t.clock.set(at(0));
    expectData(
      await call('POST', '/api/silences', owner, {
        targetKind: 'website',
        targetId: websiteId,
        reason: 'Nasazení nové verze',
        durationMinutes: 10,
      }),
      silenceDataSchema,
      201,
    );
    await round(0);
    await round(5);
    expect(stepMails(owner)).toHaveLength(0);
    // The silence has run out: the policy starts at its first step.
    await round(11);
    expect(stepMails(owner)).toHaveLength(1);
  });

  it('sends a step once however many runs of the due-step task race for it', async () => {
    const { owner, incidentId } = await twoStepIncident('Závod');
    t.clock.set(at(0));
    const planned = await Promise.all([1, 2, 3, 4].map(() => scheduleEscalationSteps(t.db, t.clock.now())));
    expect(planned.reduce((sum, n) => sum + n, 0)).toBe(1);
    const steps = await t.db
      .select()
      .from(incidentEscalationSteps)
      .where(eq(incidentEscalationSteps.incidentId, incidentId));
    expect(steps.map((s) => [s.round, s.step])).toEqual([[1, 1]]);
    await round(0);
    expect(stepMails(owner)).toHaveLength(1);
  });

  it('acknowledges through the signed link signed out; tampered and expired links are refused', async () => {
    const { owner, member, incidentId } = await twoStepIncident('Platby');
    await round(0);
    await round(5);
    const token = tokenOf(member);
    expect(token).not.toBe('');

    const view = expectData(
      await call('GET', `/api/acknowledgement-links/${token}`, null),
      acknowledgementLinkDataSchema,
    );
    expect(view.incident).toMatchObject({
      id: incidentId,
      status: 'open',
      websiteName: 'Platby',
      acknowledgedBy: null,
    });
    expect(view.recipientName).toBe('Petr Dvořák');

    // Another incident, another recipient or another expiry under the same signature: refused.
    const [claims = '', signature = ''] = token.split('.');
    const bytes = Buffer.from(claims, 'base64url');
    bytes.writeUInt32BE(bytes.readUInt32BE(33) + 3600, 33);
    const tampered = `${bytes.toString('base64url')}.${signature}`;
    expectError(await call('GET', `/api/acknowledgement-links/${tampered}`, null), 400, 'ACK_LINK_INVALID');
    expectError(await call('POST', `/api/acknowledgement-links/${tampered}`, null), 400, 'ACK_LINK_INVALID');
    expectError(
      await call('POST', `/api/acknowledgement-links/${token.slice(0, -2)}xx`, null),
      400,
      'ACK_LINK_INVALID',
    );

    t.clock.set(at(7));
    const done = expectData(
      await call('POST', `/api/acknowledgement-links/${token}`, null),
      acknowledgementLinkDataSchema,
    );
    expect(done.incident).toMatchObject({
      status: 'acknowledged',
      acknowledgedBy: 'Petr Dvořák',
      acknowledgedAt: at(7),
    });
    // Already acknowledged: the second click changes nothing.
    t.clock.set(at(8));
    const again = expectData(
      await call('POST', `/api/acknowledgement-links/${token}`, null),
      acknowledgementLinkDataSchema,
    );
    expect(again.incident.acknowledgedAt).toBe(at(7));

    const detail = expectData(await call('GET', `/api/incidents/${incidentId}`, owner), incidentDataSchema).incident;
    const acknowledged = detail.timeline.filter((e) => e.type === 'acknowledged');
    expect(acknowledged).toEqual([
      expect.objectContaining({
        actor: { userId: member.user.id, name: 'Petr Dvořák' },
        via: 'email',
        createdAt: at(7),
      }),
    ]);
    expect(detail.acknowledgedBy).toEqual({ userId: member.user.id, name: 'Petr Dvořák' });

    // Three days later the link has run out.
    t.clock.set(at(5 + 3 * 24 * 60));
    expectError(await call('GET', `/api/acknowledgement-links/${token}`, null), 410, 'ACK_LINK_EXPIRED');
  });

  describe('one e-mail per address and incident event', () => {
    /** Every e-mail of the incident to one address (the personal one and the steps' have the same subject). */
    const incidentMails = (user: Registered, website: string) =>
      t.mailer.to(user.email).filter((mail) => mail.subject.includes(website));
    const hasAckLink = (mail: { text?: string } | undefined) => mail?.text?.includes('/acknowledge/') === true;

    it("the first step's person gets the step's e-mail (with the link) instead of the personal one", async () => {
      // Jana (step 1) and Petr (step 2) both have the personal incident e-mail on (the default).
      const { owner, member } = await twoStepIncident('Jediný e-mail');
      await round(0);
      const mails = incidentMails(owner, 'Jediný e-mail');
      expect(mails).toHaveLength(1);
      expect(hasAckLink(mails[0])).toBe(true);
      // Petr is not in step 1: his personal e-mail goes as usual.
      expect(incidentMails(member, 'Jediný e-mail')).toHaveLength(1);
      expect(hasAckLink(incidentMails(member, 'Jediný e-mail')[0])).toBe(false);
      // A later round sends nothing more to Jana.
      await round(1);
      expect(incidentMails(owner, 'Jediný e-mail')).toHaveLength(1);
    });

    it('the step planned before the fan-out keeps the personal e-mail from being written', async () => {
      const { owner, incidentId } = await twoStepIncident('Krok napřed');
      t.clock.set(at(0));
      expect(await scheduleEscalationSteps(t.db, t.clock.now())).toBe(1);
      await round(0);
      const mails = incidentMails(owner, 'Krok napřed');
      expect(mails).toHaveLength(1);
      expect(hasAckLink(mails[0])).toBe(true);
      const personal = await t.db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.incidentId, incidentId));
      expect(personal.filter((d) => d.userId === owner.user.id).map((d) => [d.purpose, d.status])).toEqual([
        ['escalation', 'sent'],
      ]);
    });

    it('the fan-out and the step racing each other still send one e-mail, the step’s', async () => {
      const { owner } = await twoStepIncident('Souběh');
      t.clock.set(at(0));
      const now = t.clock.now();
      await Promise.all([processOutbox(t.db, { now }), scheduleEscalationSteps(t.db, now)]);
      await round(0);
      const mails = incidentMails(owner, 'Souběh');
      expect(mails).toHaveLength(1);
      expect(hasAckLink(mails[0])).toBe(true);
    });

    it('a personal e-mail already sent keeps the address from a second e-mail of the same event', async () => {
      const { owner, policy, websiteId } = await twoStepIncident('Pozdní politika');
      // The policy is taken off before the incident's e-mails go, and put back once they have.
      expectData(
        await call('PUT', `/api/escalation-policies/${policy.id}`, owner, { websiteIds: [] }),
        escalationPolicyDataSchema,
      );
      await round(0);
      expect(incidentMails(owner, 'Pozdní politika')).toHaveLength(1);
      expectData(
        await call('PUT', `/api/escalation-policies/${policy.id}`, owner, { websiteIds: [websiteId] }),
        escalationPolicyDataSchema,
      );
      await round(1);
      expect(incidentMails(owner, 'Pozdní politika')).toHaveLength(1);
      expect(hasAckLink(incidentMails(owner, 'Pozdní politika')[0])).toBe(false);
    });
  });

  /**
   * A team of three (Jana owns it; Petr and Eva are members) with a schedule: daily at 09:00 Prague from 14 January,
   * Jana then Petr — Petr holds the shift of 15 January 08:00 UTC to the 16th 08:00 UTC (the incident opens at 10:00),
   * Jana the next one. Eva is never on call. A website of the team with a policy of `steps`.
   */
  async function scheduleIncident(name: string, steps: (scheduleId: string) => object[], repeatCount = 0) {
    t.mailer.clear();
    const owner = await registerUser(t.app);
    const team = await createTeam(t.app, owner);
    const member = await addMember(t, owner, team.id);
    const offCall = await addMember(t, owner, team.id);
    const schedule = expectData(
      await call('POST', '/api/on-call-schedules', owner, { teamId: team.id, name: `Služba ${name}` }),
      onCallScheduleDataSchema,
      201,
    ).schedule;
    expectData(
      await call('POST', `/api/on-call-schedules/${schedule.id}/layers`, owner, {
        name: 'Hlavní',
        rotations: [
          {
            frequency: 'daily',
            handoffTime: '09:00',
            timeZone: 'Europe/Prague',
            startsOn: '2026-01-14',
            memberIds: [owner.user.id, member.user.id],
          },
        ],
      }),
      onCallScheduleDataSchema,
      201,
    );
    t.clock.set(at(0));
    const { websiteId } = await openIncident(t.database, owner.user.id, { name, teamId: team.id });
    const policy = expectData(
      await call('POST', '/api/escalation-policies', owner, {
        name: `Pohotovost ${name}`,
        teamId: team.id,
        steps: steps(schedule.id),
        repeatCount,
        websiteIds: [websiteId],
      }),
      escalationPolicyDataSchema,
      201,
    ).policy;
    return { owner, member, offCall, team, schedule, policy, websiteId };
  }

  it('notifies whoever is on call under a schedule when the step goes; after the hand-off, the next person', async () => {
    const { owner, member, offCall, schedule, policy } = await scheduleIncident(
      'Sklad ve službě',
      (scheduleId) => [{ target: { kind: 'schedule', scheduleId }, waitMinutes: 24 * 60 }],
      1,
    );
    expect(policy.steps[0]).toMatchObject({ target: { kind: 'schedule' }, targetName: schedule.name });
    await round(0);
    // Petr holds the shift: he gets the step, Jana (off call today) and Eva (never on call) do not.
    expect(stepMails(member)).toHaveLength(1);
    expect(stepMails(member)[0]?.subject).toBe('Web Sklad ve službě je nedostupný');
    expect(stepMails(owner)).toHaveLength(0);
    expect(stepMails(offCall)).toHaveLength(0);
    // A day later the policy's second round goes: the shift has been handed to Jana.
    await round(24 * 60 - 1);
    expect(stepMails(owner)).toHaveLength(0);
    await round(24 * 60);
    expect(stepMails(owner)).toHaveLength(1);
    expect(stepMails(member)).toHaveLength(1);
    expect(stepMails(offCall)).toHaveLength(0);
    // Her link acknowledges as her.
    expect(tokenOf(owner)).not.toBe('');
  });

  it("notifies an override's holder instead of the rotation", async () => {
    const { owner, member, offCall, schedule } = await scheduleIncident('Sklad se zástupem', (scheduleId) => [
      { target: { kind: 'schedule', scheduleId }, waitMinutes: 5 },
    ]);
    expectData(
      await call('POST', `/api/on-call-schedules/${schedule.id}/overrides`, owner, {
        userId: offCall.user.id,
        startsAt: at(-60),
        endsAt: at(60),
      }),
      onCallScheduleDataSchema,
      201,
    );
    await round(0);
    expect(stepMails(offCall)).toHaveLength(1);
    expect(stepMails(member)).toHaveLength(0);
    expect(stepMails(owner)).toHaveLength(0);
  });

  it('refuses a schedule of another team, and any schedule in a policy without a team', async () => {
    const { owner, schedule } = await scheduleIncident('Cizí služba', (scheduleId) => [
      { target: { kind: 'schedule', scheduleId }, waitMinutes: 5 },
    ]);
    const otherTeam = await createTeam(t.app, owner);
    const steps = [{ target: { kind: 'schedule', scheduleId: schedule.id }, waitMinutes: 5 }];
    for (const teamId of [otherTeam.id, null]) {
      const body = expectError(
        await call('POST', '/api/escalation-policies', owner, { name: 'Jinde', teamId, steps }),
        400,
        'VALIDATION_ERROR',
      );
      expect(body.errors).toEqual({ 'steps.0.target': ['Vyberte rozpis pohotovosti týmu, kterému politika patří.'] });
    }
  });

  it("refuses steps with a person outside the team or a channel that is not the editor's", async () => {
    const owner = await registerUser(t.app);
    const team = await createTeam(t.app, owner);
    const stranger = await registerUser(t.app);
    const response = await call('POST', '/api/escalation-policies', owner, {
      name: 'Cizí',
      teamId: team.id,
      steps: [
        { target: { kind: 'user', userId: stranger.user.id }, waitMinutes: 5 },
        { target: { kind: 'channel', channelId: '00000000-0000-4000-8000-000000000000' }, waitMinutes: 5 },
      ],
    });
    const body = expectError(response, 400, 'VALIDATION_ERROR');
    expect(Object.keys(body.errors ?? {})).toEqual(['steps.0.target', 'steps.1.target']);
    // And nobody outside the team sees the team's policies.
    const list = await call('GET', '/api/escalation-policies', stranger);
    expect(list.json().data.policies).toEqual([]);
  });
});
