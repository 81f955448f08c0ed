import {
  deleteOnCallDataSchema,
  notificationListDataSchema,
  onCallCalendarDataSchema,
  onCallNowDataSchema,
  onCallScheduleDataSchema,
  onCallScheduleListDataSchema,
  onCallShiftsDataSchema,
  teamDataSchema,
} from '@hlidka/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { onCallShiftNotices } from '../../db/schema/on-call';
import { describeEachApp } from '../../testing/app';
import type { Registered } from '../../testing/auth';
import { addMember, bearer, createTeam, expectData, expectError, registerUser } from '../../testing/teams';
import { enableTotp } from '../../testing/two-factor';
import { resolveOnCallUsers } from './resolve';
import { scheduleShiftNotices } from './shift-notices';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describeEachApp('on-call schedules', (t) => {
  // The test clock stands at Thursday 2026-01-15 10:00 UTC (11:00 in Prague).
  let owner: Registered;
  let admin: Registered;
  let member: Registered;
  let stranger: Registered;
  let teamId: string;

  const call = (method: Method, url: string, user: Registered, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload === undefined ? {} : { payload }) });

  /** Daily at 09:00 Prague from 14 January: the owner on the 14th, the member on the 15th, and so on. */
  const dailyRotation = () => ({
    frequency: 'daily',
    handoffTime: '09:00',
    timeZone: 'Europe/Prague',
    startsOn: '2026-01-14',
    memberIds: [owner.user.id, member.user.id],
  });

  async function createSchedule(name = 'Provoz') {
    return expectData(
      await call('POST', '/api/on-call-schedules', admin, { teamId, name }),
      onCallScheduleDataSchema,
      201,
    ).schedule;
  }

  async function scheduleWithRotation(name = 'Provoz') {
    const schedule = await createSchedule(name);
    return expectData(
      await call('POST', `/api/on-call-schedules/${schedule.id}/layers`, admin, {
        name: 'Hlavní',
        rotations: [dailyRotation()],
      }),
      onCallScheduleDataSchema,
      201,
    ).schedule;
  }

  beforeAll(async () => {
    owner = await registerUser(t.app, { firstName: 'Olga', lastName: 'Vlastníková' });
    teamId = (await createTeam(t.app, owner)).id;
    admin = await addMember(t, owner, teamId, 'admin');
    member = await addMember(t, owner, teamId, 'editor');
    stranger = await registerUser(t.app);
  });

  describe('schedules, layers and overrides', () => {
    it('lets an admin build a schedule and tells everyone in the team who is on call now and next', async () => {
      const schedule = await scheduleWithRotation();
      expect(schedule).toMatchObject({ teamId, name: 'Provoz', timeZone: 'Europe/Prague', canEdit: true });
      expect(schedule.layers).toMatchObject([{ name: 'Hlavní', position: 1, rotations: [{ handoffWeekday: 1 }] }]);
      // 15 January 09:00 Prague is 08:00 UTC: the member's turn since then, the owner's from the 16th.
      expect(schedule.onCall.current).toEqual([
        {
          userId: member.user.id,
          startsAt: '2026-01-15T10:00:00.000Z',
          endsAt: '2026-01-16T08:00:00.000Z',
          override: false,
        },
      ]);
      expect(schedule.onCall.next.map((s) => [s.userId, s.startsAt])).toEqual([
        [owner.user.id, '2026-01-16T08:00:00.000Z'],
      ]);
      expect(schedule.people.map((p) => p.userId).sort()).toEqual(
        [owner.user.id, admin.user.id, member.user.id].sort(),
      );

      const asMember = expectData(
        await call('GET', `/api/on-call-schedules/${schedule.id}/on-call`, member),
        onCallNowDataSchema,
      );
      expect(asMember.onCall.current.map((s) => s.userId)).toEqual([member.user.id]);
      const list = expectData(
        await call('GET', `/api/on-call-schedules?teamId=${teamId}`, member),
        onCallScheduleListDataSchema,
      );
      expect(list.schedules.find((s) => s.id === schedule.id)).toMatchObject({
        canEdit: false,
        teamName: 'Provozní tým',
      });

      const shifts = expectData(
        await call(
          'GET',
          `/api/on-call-schedules/${schedule.id}/shifts?from=2026-01-14T00:00:00Z&to=2026-01-16T12:00:00Z`,
          member,
        ),
        onCallShiftsDataSchema,
      ).shifts;
      expect(shifts.map((s) => [s.userId, s.startsAt, s.endsAt])).toEqual([
        [owner.user.id, '2026-01-14T08:00:00.000Z', '2026-01-15T08:00:00.000Z'],
        [member.user.id, '2026-01-15T08:00:00.000Z', '2026-01-16T08:00:00.000Z'],
        [owner.user.id, '2026-01-16T08:00:00.000Z', '2026-01-16T12:00:00.000Z'],
      ]);
      expect(await resolveOnCallUsers(t.db, schedule.id, t.clock.now())).toEqual([member.user.id]);
    });

    it('puts an override holder on call instead of the layers, and moves and removes layers', async () => {
      const schedule = await scheduleWithRotation('Víkendy');
      const withOverride = expectData(
        await call('POST', `/api/on-call-schedules/${schedule.id}/overrides`, admin, {
          userId: admin.user.id,
          startsAt: '2026-01-15T09:00:00Z',
          endsAt: '2026-01-15T12:00:00Z',
        }),
        onCallScheduleDataSchema,
        201,
      ).schedule;
      expect(withOverride.onCall.current).toEqual([
        {
          userId: admin.user.id,
          startsAt: '2026-01-15T10:00:00.000Z',
          endsAt: '2026-01-15T12:00:00.000Z',
          override: true,
        },
      ]);
      expect(withOverride.onCall.next.map((s) => s.userId)).toEqual([member.user.id]);
      const overrideId = withOverride.overrides[0]?.id as string;
      const moved = expectData(
        await call('PUT', `/api/on-call-schedules/${schedule.id}/overrides/${overrideId}`, admin, {
          userId: owner.user.id,
          startsAt: '2026-01-15T09:00:00Z',
          endsAt: '2026-01-15T11:00:00Z',
        }),
        onCallScheduleDataSchema,
      ).schedule;
      expect(moved.onCall.current.map((s) => s.userId)).toEqual([owner.user.id]);

      // A second layer on top, then moved below the first: the first layer decides again.
      const twoLayers = expectData(
        await call('POST', `/api/on-call-schedules/${schedule.id}/layers`, admin, {
          name: 'Noční',
          rotations: [{ ...dailyRotation(), memberIds: [admin.user.id] }],
        }),
        onCallScheduleDataSchema,
        201,
      ).schedule;
      const top = twoLayers.layers[1]?.id as string;
      expect(twoLayers.layers.map((l) => [l.name, l.position])).toEqual([
        ['Hlavní', 1],
        ['Noční', 2],
      ]);
      const reordered = expectData(
        await call('PUT', `/api/on-call-schedules/${schedule.id}/layers/${top}`, admin, { position: 1 }),
        onCallScheduleDataSchema,
      ).schedule;
      expect(reordered.layers.map((l) => [l.name, l.position])).toEqual([
        ['Noční', 1],
        ['Hlavní', 2],
      ]);
      expectData(
        await call('DELETE', `/api/on-call-schedules/${schedule.id}/overrides/${overrideId}`, admin),
        onCallScheduleDataSchema,
      );
      const afterDelete = expectData(
        await call('DELETE', `/api/on-call-schedules/${schedule.id}/layers/${top}`, admin),
        onCallScheduleDataSchema,
      ).schedule;
      expect(afterDelete.layers.map((l) => [l.name, l.position])).toEqual([['Hlavní', 1]]);
      expect(afterDelete.onCall.current.map((s) => s.userId)).toEqual([member.user.id]);

      expectData(await call('DELETE', `/api/on-call-schedules/${schedule.id}`, owner), deleteOnCallDataSchema);
      expectError(await call('GET', `/api/on-call-schedules/${schedule.id}`, owner), 404, 'NOT_FOUND');
    });

    it('accepts only team members in rotations and overrides, in words per field', async () => {
      const schedule = await createSchedule('Kontrola');
      const rotation = expectError(
        await call('POST', `/api/on-call-schedules/${schedule.id}/layers`, admin, {
          name: 'Hlavní',
          rotations: [{ ...dailyRotation(), memberIds: [owner.user.id, stranger.user.id] }],
        }),
        400,
        'VALIDATION_ERROR',
      );
      expect(rotation.errors?.['rotations.0.memberIds.1']).toEqual(['Tento člověk není členem týmu.']);
      const override = expectError(
        await call('POST', `/api/on-call-schedules/${schedule.id}/overrides`, admin, {
          userId: stranger.user.id,
          startsAt: '2026-01-17T00:00:00Z',
          endsAt: '2026-01-18T00:00:00Z',
        }),
        400,
        'VALIDATION_ERROR',
      );
      expect(override.errors?.userId).toEqual(['Tento člověk není členem týmu.']);
      const backwards = expectError(
        await call('POST', `/api/on-call-schedules/${schedule.id}/overrides`, admin, {
          userId: owner.user.id,
          startsAt: '2026-01-18T00:00:00Z',
          endsAt: '2026-01-17T00:00:00Z',
        }),
        400,
        'VALIDATION_ERROR',
      );
      expect(backwards.errors?.endsAt).toEqual(['Konec musí být po začátku.']);
      const badTime = expectError(
        await call('POST', `/api/on-call-schedules/${schedule.id}/layers`, admin, {
          name: 'Hlavní',
          rotations: [{ ...dailyRotation(), handoffTime: '25:00', timeZone: 'Mars/Olympus' }],
        }),
        400,
        'VALIDATION_ERROR',
      );
      expect(Object.keys(badTime.errors ?? {}).sort()).toEqual(['rotations.0.handoffTime', 'rotations.0.timeZone']);
    });
  });

  describe('who may do what', () => {
    it('lets members read but not change; keeps strangers out as if the schedule did not exist', async () => {
      const schedule = await scheduleWithRotation('Role');
      const url = `/api/on-call-schedules/${schedule.id}`;
      expectData(await call('GET', url, member), onCallScheduleDataSchema);
      expectError(await call('PUT', url, member, { name: 'Moje' }), 403, 'FORBIDDEN');
      expectError(await call('POST', `${url}/layers`, member, { name: 'Moje' }), 403, 'FORBIDDEN');
      expectError(await call('DELETE', url, member), 403, 'FORBIDDEN');
      expectError(await call('POST', '/api/on-call-schedules', member, { teamId, name: 'Moje' }), 403, 'FORBIDDEN');
      expectError(await call('POST', `${url}/calendar-token`, member), 403, 'FORBIDDEN');

      expectError(await call('GET', url, stranger), 404, 'NOT_FOUND');
      expectError(await call('GET', `${url}/on-call`, stranger), 404, 'NOT_FOUND');
      expectError(await call('PUT', url, stranger, { name: 'Cizí' }), 404, 'NOT_FOUND');
      expectError(await call('POST', '/api/on-call-schedules', stranger, { teamId, name: 'Cizí' }), 404, 'NOT_FOUND');
      const strangers = expectData(await call('GET', '/api/on-call-schedules', stranger), onCallScheduleListDataSchema);
      expect(strangers.schedules).toEqual([]);

      const renamed = expectData(await call('PUT', url, admin, { name: 'Role a práva' }), onCallScheduleDataSchema);
      expect(renamed.schedule.name).toBe('Role a práva');
    });
  });

  describe('the iCal feed', () => {
    it('serves a VEVENT per shift to the holder of the secret address, without signing in; rotating ends the old one', async () => {
      const schedule = await scheduleWithRotation('Kalendář');
      const path = new URL(schedule.calendarUrl).pathname + new URL(schedule.calendarUrl).search;
      const feed = await t.app.inject({ method: 'GET', url: `${path}&lang=cs` });
      expect(feed.statusCode, feed.body).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(feed.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(feed.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(feed.body).toContain('X-WR-TIMEZONE:Europe/Prague');
      // The member's shift of 15 January, in UTC.
      expect(feed.body).toContain(
        'DTSTART:20260115T080000Z\r\nDTEND:20260116T080000Z\r\nSUMMARY:Pohotovost Kalendář: Petr Dvořák',
      );
      const events = feed.body.match(/BEGIN:VEVENT/g) ?? [];
      // From 30 days back (the rotation starts on 14 January) to 90 days ahead: one shift a day.
      expect(events.length).toBe(92);
      for (const line of feed.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

      const english = await t.app.inject({ method: 'GET', url: `${path}&lang=en` });
      expect(english.body).toContain('SUMMARY:On call for Kalendář: Petr Dvořák');

      expect(
        (await t.app.inject({ method: 'GET', url: `/api/on-call-schedules/${schedule.id}/calendar.ics?token=wrong` }))
          .statusCode,
      ).toBe(404);
      const rotated = expectData(
        await call('POST', `/api/on-call-schedules/${schedule.id}/calendar-token`, admin),
        onCallCalendarDataSchema,
      );
      expect(rotated.calendarUrl).not.toBe(schedule.calendarUrl);
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
      const fresh = new URL(rotated.calendarUrl);
      expect((await t.app.inject({ method: 'GET', url: fresh.pathname + fresh.search })).statusCode).toBe(200);
    });
  });

  describe('the notice before a shift', () => {
    it('tells the person once, in the bell and by e-mail, even when two rounds run at once', async () => {
      const schedule = await scheduleWithRotation('Upozornění');
      // The owner's next shift starts on 16 January at 08:00 UTC; 20 minutes before it, two rounds at once.
      t.clock.set('2026-01-16T07:40:00.000Z');
      try {
        const made = await Promise.all([
          scheduleShiftNotices(t.db, t.clock.now()),
          scheduleShiftNotices(t.db, t.clock.now()),
        ]);
        expect(made.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
        const rows = await t.db
          .select()
          .from(onCallShiftNotices)
          .where(and(eq(onCallShiftNotices.scheduleId, schedule.id), eq(onCallShiftNotices.userId, owner.user.id)));
        expect(rows.map((r) => r.shiftStartsAt.toISOString())).toEqual(['2026-01-16T08:00:00.000Z']);
        // Once more later in the lead time: still one notice.
        t.clock.set('2026-01-16T07:50:00.000Z');
        await t.app.notifications.runOnce();
        // Back to the time the test users' access tokens were issued.
        t.clock.set('2026-01-15T10:00:00.000Z');
        const notices = await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, owner.user.id), eq(notifications.kind, 'on_call.shift_starting')));
        expect(notices.filter((n) => n.params.scheduleName === 'Upozornění')).toHaveLength(1);

        const bell = expectData(await call('GET', '/api/notifications', owner), notificationListDataSchema);
        const notice = bell.notifications.find(
          (n) => n.kind === 'on_call.shift_starting' && n.params.scheduleName === 'Upozornění',
        );
        expect(notice?.params).toMatchObject({
          scheduleId: schedule.id,
          startsAt: '2026-01-16T08:00:00.000Z',
          endsAt: '2026-01-17T08:00:00.000Z',
        });
        expect(notice?.subject).toBe('Vaše pohotovost brzy začíná');

        const mails = t.mailer.to(owner.email).filter((mail) => mail.subject === 'Vaše pohotovost brzy začíná');
        expect(mails.filter((mail) => mail.text?.includes('Upozornění'))).toHaveLength(1);
        // The member, whose shift ends then, is told nothing.
        expect(t.mailer.to(member.email).filter((mail) => mail.subject === 'Vaše pohotovost brzy začíná')).toHaveLength(
          0,
        );
      } finally {
        t.clock.set('2026-01-15T10:00:00.000Z');
      }
    });
  });

  describe('a member shut out by the team’s two-factor requirement', () => {
    it('sees no schedule until they turn two-factor on', async () => {
      const schedule = await scheduleWithRotation('Dvoufázové');
      await enableTotp(t.app, owner.token, t.clock);
      expectData(await call('PUT', `/api/teams/${teamId}`, owner, { requireTwoFactor: true }), teamDataSchema);
      try {
        const refused = expectError(
          await call('GET', `/api/on-call-schedules/${schedule.id}`, member),
          403,
          'TWO_FACTOR_REQUIRED',
        );
        expect(refused.message).toContain('vyžaduje dvoufázové ověření');
        expectError(
          await call(
            'GET',
            `/api/on-call-schedules/${schedule.id}/shifts?from=2026-01-15T00:00:00Z&to=2026-01-16T00:00:00Z`,
            member,
          ),
          403,
          'TWO_FACTOR_REQUIRED',
        );
        expectError(await call('GET', `/api/on-call-schedules?teamId=${teamId}`, member), 403, 'TWO_FACTOR_REQUIRED');
        const all = expectData(await call('GET', '/api/on-call-schedules', member), onCallScheduleListDataSchema);
        expect(all.schedules).toEqual([]);
      } finally {
        expectData(await call('PUT', `/api/teams/${teamId}`, owner, { requireTwoFactor: false }), teamDataSchema);
      }
    });
  });
});
