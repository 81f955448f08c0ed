import {
  createOnCallLayerBodySchema,
  createOnCallScheduleBodySchema,
  type OnCallSchedule,
  onCallOverrideBodySchema,
  onCallShifts,
  updateOnCallLayerBodySchema,
  updateOnCallScheduleBodySchema,
} from '@hlidka/contract';
import { onCallRoutes } from '@hlidka/contract/routes';
import type { z } from 'zod';
import type { MockDb } from '../db';
import { fixtureId, fixtureNowIso, onCallNowOf, onCallShiftOut, onCallSpecOf } from '../fixtures';
import { mockRoute } from '../mock-route';
import { type Both, failIn, ok } from '../respond';
import { validateBody } from '../validate-body';

const NOT_FOUND: Both = { cs: 'Rozpis pohotovosti nebyl nalezen', en: 'On-call schedule not found' };
const INVALID_FORM: Both = { cs: 'Formulář obsahuje chyby', en: 'The form contains errors' };
const NOT_MEMBER: Both = { cs: 'Tento člověk není členem týmu.', en: 'This person is not a member of the team.' };
const FORBIDDEN: Both = {
  cs: 'Na tuto akci nemáte v týmu dostatečnou roli.',
  en: 'Your role in the team does not allow this.',
};

const fieldMessages: Record<string, Both> = {
  name: { cs: 'Zadejte název (nejvýše 120 znaků)', en: 'Enter a name (at most 120 characters)' },
  timeZone: { cs: 'Neznámé časové pásmo', en: 'Unknown time zone' },
};
const parse = <S extends z.ZodType>(schema: S, request: Request) => validateBody(schema, request, fieldMessages);

/** On-call schedules over the mock database; who is on call comes from the contract's timeline, as on the server. */
export function onCallHandlers(db: MockDb) {
  let serial = 100;
  const find = (id: unknown) => db.onCallSchedules.find((s) => s.id === id);
  const nextId = (group: number) => {
    serial += 1;
    return fixtureId(serial, group);
  };
  const save = (schedule: OnCallSchedule) => {
    const fresh = { ...schedule, onCall: onCallNowOf(schedule), updatedAt: fixtureNowIso() };
    db.onCallSchedules = db.onCallSchedules.map((s) => (s.id === fresh.id ? fresh : s));
    return fresh;
  };
  const isMember = (schedule: OnCallSchedule, userId: string) => schedule.people.some((p) => p.userId === userId);
  const rotationErrors = (schedule: OnCallSchedule, rotations: { memberIds: string[] }[] | undefined) => {
    const errors: Record<string, Both[]> = {};
    rotations?.forEach((r, i) => {
      r.memberIds.forEach((id, j) => {
        if (!isMember(schedule, id)) errors[`rotations.${i}.memberIds.${j}`] = [NOT_MEMBER];
      });
    });
    return Object.keys(errors).length > 0 ? errors : null;
  };
  const withIds = (rotations: z.output<typeof createOnCallLayerBodySchema>['rotations']) =>
    rotations.map((r) => ({ ...r, id: nextId(72) }));

  return [
    mockRoute(onCallRoutes.list, () => ok({ schedules: db.onCallSchedules })),
    mockRoute(onCallRoutes.create, async ({ request }) => {
      const { data, response } = await parse(createOnCallScheduleBodySchema, request);
      if (!data) return response;
      const team = db.teams.find((t) => t.id === data.teamId);
      if (!team) return failIn(request, 404, 'NOT_FOUND', { cs: 'Tým nebyl nalezen', en: 'Team not found' });
      const id = nextId(70);
      const created: OnCallSchedule = {
        id,
        teamId: team.id,
        teamName: team.name,
        name: data.name,
        timeZone: data.timeZone,
        onCall: onCallNowOf({ layers: [], overrides: [] }),
        people: (db.members[team.id] ?? []).map((m) => ({
          userId: m.userId,
          firstName: m.firstName,
          lastName: m.lastName,
          email: m.email,
        })),
        canEdit: true,
        createdAt: fixtureNowIso(),
        updatedAt: fixtureNowIso(),
        layers: [],
        overrides: [],
        calendarUrl: `https://hlidka.example.cz/api/on-call-schedules/${id}/calendar.ics?token=novy`,
      };
      db.onCallSchedules = [...db.onCallSchedules, created];
      return ok({ schedule: created }, 201);
    }),
    mockRoute(onCallRoutes.get, ({ params, request }) => {
      const found = find(params.id);
      return found ? ok({ schedule: found }) : failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
    }),
    mockRoute(onCallRoutes.update, async ({ params, request }) => {
      const found = find(params.id);
      if (!found) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      if (!found.canEdit) return failIn(request, 403, 'FORBIDDEN', FORBIDDEN);
      const { data, response } = await parse(updateOnCallScheduleBodySchema, request);
      if (!data) return response;
      return ok({ schedule: save({ ...found, ...data }) });
    }),
    mockRoute(onCallRoutes.delete, ({ params, request }) => {
      if (!find(params.id)) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      db.onCallSchedules = db.onCallSchedules.filter((s) => s.id !== params.id);
      return ok({ deleted: true });
    }),
    mockRoute(onCallRoutes.createLayer, async ({ params, request }) => {
      const found = find(params.id);
      if (!found) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      const { data, response } = await parse(createOnCallLayerBodySchema, request);
      if (!data) return response;
      const errors = rotationErrors(found, data.rotations);
      if (errors) return failIn(request, 400, 'VALIDATION_ERROR', INVALID_FORM, errors);
      const layer = {
        id: nextId(71),
        name: data.name,
        position: found.layers.length + 1,
        rotations: withIds(data.rotations),
      };
      return ok({ schedule: save({ ...found, layers: [...found.layers, layer] }) }, 201);
    }),
    mockRoute(onCallRoutes.updateLayer, async ({ params, request }) => {
      const found = find(params.id);
      const layer = found?.layers.find((l) => l.id === params.layerId);
      if (!found || !layer) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      const { data, response } = await parse(updateOnCallLayerBodySchema, request);
      if (!data) return response;
      const errors = rotationErrors(found, data.rotations);
      if (errors) return failIn(request, 400, 'VALIDATION_ERROR', INVALID_FORM, errors);
      const changed = {
        ...layer,
        ...(data.name === undefined ? {} : { name: data.name }),
        ...(data.rotations === undefined ? {} : { rotations: withIds(data.rotations) }),
      };
      const others = found.layers.filter((l) => l.id !== layer.id);
      others.splice(Math.min((data.position ?? layer.position) - 1, others.length), 0, changed);
      const layers = others.map((l, i) => ({ ...l, position: i + 1 }));
      return ok({ schedule: save({ ...found, layers }) });
    }),
    mockRoute(onCallRoutes.deleteLayer, ({ params, request }) => {
      const found = find(params.id);
      if (!found) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      const layers = found.layers.filter((l) => l.id !== params.layerId).map((l, i) => ({ ...l, position: i + 1 }));
      return ok({ schedule: save({ ...found, layers }) });
    }),
    mockRoute(onCallRoutes.createOverride, async ({ params, request }) => {
      const found = find(params.id);
      if (!found) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      const { data, response } = await parse(onCallOverrideBodySchema, request);
      if (!data) return response;
      if (!isMember(found, data.userId)) {
        return failIn(request, 400, 'VALIDATION_ERROR', INVALID_FORM, { userId: [NOT_MEMBER] });
      }
      const override = {
        id: nextId(73),
        userId: data.userId,
        startsAt: new Date(data.startsAt).toISOString(),
        endsAt: new Date(data.endsAt).toISOString(),
        createdAt: fixtureNowIso(),
      };
      const overrides = [...found.overrides, override].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
      return ok({ schedule: save({ ...found, overrides }) }, 201);
    }),
    mockRoute(onCallRoutes.updateOverride, async ({ params, request }) => {
      const found = find(params.id);
      if (!found) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      const { data, response } = await parse(onCallOverrideBodySchema, request);
      if (!data) return response;
      const overrides = found.overrides.map((o) =>
        o.id === params.overrideId
          ? {
              ...o,
              userId: data.userId,
              startsAt: new Date(data.startsAt).toISOString(),
              endsAt: new Date(data.endsAt).toISOString(),
            }
          : o,
      );
      return ok({ schedule: save({ ...found, overrides }) });
    }),
    mockRoute(onCallRoutes.deleteOverride, ({ params, request }) => {
      const found = find(params.id);
      if (!found) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      return ok({ schedule: save({ ...found, overrides: found.overrides.filter((o) => o.id !== params.overrideId) }) });
    }),
    mockRoute(onCallRoutes.onCall, ({ params, request }) => {
      const found = find(params.id);
      return found
        ? ok({ onCall: onCallNowOf(found), people: found.people })
        : failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
    }),
    mockRoute(onCallRoutes.shifts, ({ params, request }) => {
      const found = find(params.id);
      if (!found) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      const url = new URL(request.url);
      const from = new Date(url.searchParams.get('from') ?? fixtureNowIso());
      const to = new Date(url.searchParams.get('to') ?? fixtureNowIso());
      const shifts = onCallShifts(onCallSpecOf(found), from, to).map(onCallShiftOut);
      return ok({ shifts, people: found.people });
    }),
    mockRoute(onCallRoutes.rotateCalendarToken, ({ params, request }) => {
      const found = find(params.id);
      if (!found) return failIn(request, 404, 'NOT_FOUND', NOT_FOUND);
      const calendarUrl = found.calendarUrl.replace(/token=.*$/, `token=novy-${serial++}`);
      save({ ...found, calendarUrl });
      return ok({ calendarUrl });
    }),
  ];
}
