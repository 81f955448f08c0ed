import { onCallRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { ok, registerRoute, type SignedIn } from '../../http/register-route';
import { onCallMessages as m } from './messages';
import {
  createOnCallLayer,
  createOnCallOverride,
  createOnCallSchedule,
  deleteOnCallLayer,
  deleteOnCallOverride,
  deleteOnCallSchedule,
  getOnCallSchedule,
  listOnCallSchedules,
  type OnCallContext,
  rotateCalendarToken,
  updateOnCallLayer,
  updateOnCallOverride,
  updateOnCallSchedule,
} from './service';
import { calendarFeed, getOnCallNow, getOnCallShifts } from './timeline';

export function registerOnCallRoutes(app: FastifyInstance) {
  const ctx = (request: SignedIn): OnCallContext => ({
    db: app.db,
    userId: request.auth.userId,
    now: app.clock.now(),
    publicUrl: app.config.publicUrl,
    secret: app.config.jwtSecret,
  });

  registerRoute(app, onCallRoutes.list, async (request) => ({
    schedules: await listOnCallSchedules(ctx(request), request.query.teamId),
  }));
  registerRoute(app, onCallRoutes.create, async (request) =>
    ok({ schedule: await createOnCallSchedule(ctx(request), request.body) }, { message: m.created }),
  );
  registerRoute(app, onCallRoutes.get, async (request) => ({
    schedule: await getOnCallSchedule(ctx(request), request.params.id),
  }));
  registerRoute(app, onCallRoutes.update, async (request) =>
    ok({ schedule: await updateOnCallSchedule(ctx(request), request.params.id, request.body) }, { message: m.updated }),
  );
  registerRoute(app, onCallRoutes.delete, async (request) => {
    await deleteOnCallSchedule(ctx(request), request.params.id);
    return ok({ deleted: true as const }, { message: m.deleted });
  });

  registerRoute(app, onCallRoutes.createLayer, async (request) =>
    ok({ schedule: await createOnCallLayer(ctx(request), request.params.id, request.body) }, { message: m.layerAdded }),
  );
  registerRoute(app, onCallRoutes.updateLayer, async (request) => {
    const { id, layerId } = request.params;
    return ok({ schedule: await updateOnCallLayer(ctx(request), id, layerId, request.body) }, { message: m.updated });
  });
  registerRoute(app, onCallRoutes.deleteLayer, async (request) => {
    const { id, layerId } = request.params;
    return ok({ schedule: await deleteOnCallLayer(ctx(request), id, layerId) }, { message: m.layerDeleted });
  });

  registerRoute(app, onCallRoutes.createOverride, async (request) =>
    ok(
      { schedule: await createOnCallOverride(ctx(request), request.params.id, request.body) },
      { message: m.overrideAdded },
    ),
  );
  registerRoute(app, onCallRoutes.updateOverride, async (request) => {
    const { id, overrideId } = request.params;
    return ok(
      { schedule: await updateOnCallOverride(ctx(request), id, overrideId, request.body) },
      { message: m.updated },
    );
  });
  registerRoute(app, onCallRoutes.deleteOverride, async (request) => {
    const { id, overrideId } = request.params;
    return ok({ schedule: await deleteOnCallOverride(ctx(request), id, overrideId) }, { message: m.overrideDeleted });
  });

  registerRoute(app, onCallRoutes.onCall, async (request) =>
    getOnCallNow(app.db, request.auth.userId, request.params.id, app.clock.now()),
  );
  registerRoute(app, onCallRoutes.shifts, async (request) =>
    getOnCallShifts(app.db, request.auth.userId, request.params.id, {
      from: new Date(request.query.from),
      to: new Date(request.query.to),
    }),
  );
  registerRoute(app, onCallRoutes.rotateCalendarToken, async (request) =>
    ok({ calendarUrl: await rotateCalendarToken(ctx(request), request.params.id) }, { message: m.calendarRotated }),
  );

  registerRoute(app, onCallRoutes.calendar, async (request, reply) => {
    const feed = await calendarFeed({
      db: app.db,
      secret: app.config.jwtSecret,
      scheduleId: request.params.id,
      token: request.query.token,
      now: app.clock.now(),
      language: request.query.lang ?? request.language,
      hostname: new URL(app.config.publicUrl).hostname,
    });
    // The address is a secret: keep it out of shared caches and referrers.
    reply.header('cache-control', 'private, max-age=300').header('referrer-policy', 'no-referrer');
    return feed;
  });
}
