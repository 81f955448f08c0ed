import { incidentRoutes, postmortemRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { ok, registerRoute } from '../../http/register-route';
import {
  acknowledgeIncident,
  addIncidentNote,
  findVisibleIncident,
  incidentDetail,
  incidentMessages,
  listIncidents,
  refuseIncident,
  resolveIncidentByHand,
} from '../../monitoring/incidents/index';
import { requirePermission } from '../access/permissions';
import { deletePostmortem, getPostmortem, postmortemMessages, savePostmortem } from './postmortems';

/** Incidents of the caller's websites and teams' websites. Any other id answers 404 'Incident nebyl nalezen'. */
export function registerIncidentRoutes(app: FastifyInstance) {
  const now = () => app.clock.now();

  registerRoute(app, incidentRoutes.list, async (request) => {
    const userId = request.auth.userId;
    if (request.query.teamId) await requirePermission(app.db, request.query.teamId, userId, 'read', 'incidents');
    return listIncidents(app.db, userId, request.query, now(), request.language);
  });

  registerRoute(app, incidentRoutes.get, async (request) => {
    const userId = request.auth.userId;
    const incident = await findVisibleIncident(app.db, userId, request.params.id, now(), request.language);
    if (!incident) return refuseIncident(app.db, userId, request.params.id);
    return { incident: await incidentDetail(app.db, incident) };
  });

  registerRoute(app, incidentRoutes.acknowledge, async (request) => {
    const incident = await acknowledgeIncident(app.db, request.auth.userId, request.params.id, {
      note: request.body?.note,
      now: now(),
      language: request.language,
    });
    return ok({ incident }, { message: incidentMessages.acknowledged });
  });

  registerRoute(app, incidentRoutes.resolve, async (request) => {
    const incident = await resolveIncidentByHand(app.db, request.auth.userId, request.params.id, {
      note: request.body?.note,
      now: now(),
      language: request.language,
    });
    return ok({ incident }, { message: incidentMessages.resolved });
  });

  registerRoute(app, incidentRoutes.addNote, async (request) => {
    const result = await addIncidentNote(
      app.db,
      request.auth.userId,
      request.params.id,
      request.body.body,
      now(),
      request.language,
    );
    return ok(result, { message: incidentMessages.noteAdded });
  });

  registerRoute(app, postmortemRoutes.get, async (request) => ({
    postmortem: await getPostmortem(app.db, request.auth.userId, request.params.id, now()),
  }));

  registerRoute(app, postmortemRoutes.save, async (request) => {
    const postmortem = await savePostmortem(app.db, {
      userId: request.auth.userId,
      incidentId: request.params.id,
      body: request.body.body,
      published: request.body.published,
      now: now(),
    });
    const message = postmortem.published ? postmortemMessages.published : postmortemMessages.savedDraft;
    return ok({ postmortem }, { message });
  });

  registerRoute(app, postmortemRoutes.delete, async (request) => {
    await deletePostmortem(app.db, request.auth.userId, request.params.id, now());
    return ok({ deleted: true as const }, { message: postmortemMessages.deleted });
  });
}
