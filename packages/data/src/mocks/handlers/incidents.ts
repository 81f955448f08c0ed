import { type IncidentActor, type IncidentDetail, type Postmortem, savePostmortemBodySchema } from '@hlidka/contract';
import { incidentRoutes, postmortemRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { fixtureId, isoMinutesAgo } from '../fixtures';
import { mockRoute } from '../mock-route';
import { nameOrder } from '../name-order';
import { type Both, fail, failIn, notFound, ok } from '../respond';
import { validateBody } from '../validate-body';

const NOT_FOUND = 'Incident nebyl nalezen';
const NOT_RESOLVED: Both = {
  cs: 'Postmortem lze napsat až k vyřešenému incidentu.',
  en: 'A postmortem can be written once the incident is resolved.',
};
const POSTMORTEM_NOT_FOUND: Both = { cs: 'Postmortem nebyl nalezen', en: 'Postmortem not found' };
const postmortemFields: Record<string, Both> = {
  body: {
    cs: 'Napište text postmortemu (nejvýše 50 000 znaků).',
    en: 'Write the postmortem (at most 50,000 characters).',
  },
};

/** The fixtures' fixed "now", so stories that acknowledge, resolve or add notes stay pixel-stable. */
const now = () => isoMinutesAgo(0);

const sortKeys: Record<string, (incident: IncidentDetail) => string> = {
  title: (incident) => incident.title,
  status: (incident) => incident.status,
  website: (incident) => incident.website.name,
  createdAt: (incident) => incident.createdAt,
  updatedAt: (incident) => incident.updatedAt,
  resolvedAt: (incident) => incident.resolvedAt ?? '',
};

function summary({ timeline: _timeline, notes: _notes, ...incident }: IncidentDetail) {
  return incident;
}

export function incidentHandlers(db: MockDb) {
  const find = (id: unknown) => db.incidents.find((incident) => incident.id === id);
  const actor = (): IncidentActor => ({ userId: db.user.id, name: `${db.user.firstName} ${db.user.lastName}` });
  let serial = 100;
  const entryId = () => {
    serial += 1;
    return fixtureId(serial, 14);
  };
  const note = async (request: Request) => {
    const body = (await request.json().catch(() => undefined)) as { note?: string } | undefined;
    return body?.note;
  };

  return [
    mockRoute(incidentRoutes.list, ({ request }) => {
      const url = new URL(request.url);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const limit = Math.max(1, Math.min(100, Number(url.searchParams.get('limit') ?? 20)));
      const statuses = url.searchParams
        .getAll('status')
        .flatMap((value) => value.split(','))
        .filter(Boolean);
      const websiteId = url.searchParams.get('websiteId');
      const search = url.searchParams.get('search')?.toLowerCase();
      const sortKey = sortKeys[url.searchParams.get('sort') ?? 'createdAt'] ?? sortKeys.createdAt;
      const direction = url.searchParams.get('order') === 'asc' ? 1 : -1;
      const compareText = nameOrder(request);
      const list = db.incidents
        .filter(
          (incident) =>
            (statuses.length === 0 || statuses.includes(incident.status)) &&
            (!websiteId || incident.website.id === websiteId) &&
            (!search || incident.title.toLowerCase().includes(search)),
        )
        .sort((a, b) => direction * compareText(sortKey?.(a) ?? '', sortKey?.(b) ?? ''));
      return ok({
        incidents: list.slice((page - 1) * limit, page * limit).map(summary),
        pagination: { page, limit, total: list.length, totalPages: Math.ceil(list.length / limit) },
      });
    }),
    mockRoute(incidentRoutes.get, ({ params }) => {
      const incident = find(params.id);
      return incident ? ok({ incident }) : notFound(NOT_FOUND);
    }),
    mockRoute(incidentRoutes.acknowledge, async ({ params, request }) => {
      const incident = find(params.id);
      if (!incident) return notFound(NOT_FOUND);
      if (incident.status === 'resolved') return fail(409, 'CONFLICT', 'Incident je již vyřešen');
      const text = await note(request);
      if (incident.status === 'open') {
        const now = isoMinutesAgo(0);
        Object.assign(incident, {
          status: 'acknowledged',
          acknowledgedAt: now,
          acknowledgedBy: actor(),
          updatedAt: now,
        });
        incident.timeline.push({
          id: entryId(),
          type: 'acknowledged',
          actor: actor(),
          causeCode: null,
          text: text ?? null,
          via: 'app',
          escalation: null,
          createdAt: now,
        });
      }
      return ok({ incident });
    }),
    mockRoute(incidentRoutes.resolve, async ({ params, request }) => {
      const incident = find(params.id);
      if (!incident) return notFound(NOT_FOUND);
      const text = await note(request);
      if (incident.status !== 'resolved') {
        const now = isoMinutesAgo(0);
        Object.assign(incident, { status: 'resolved', resolvedAt: now, resolvedBy: actor(), updatedAt: now });
        incident.timeline.push({
          id: entryId(),
          type: 'resolved',
          actor: actor(),
          causeCode: null,
          text: text ?? null,
          via: null,
          escalation: null,
          createdAt: now,
        });
      }
      return ok({ incident });
    }),
    mockRoute(incidentRoutes.addNote, async ({ params, request }) => {
      const incident = find(params.id);
      if (!incident) return notFound(NOT_FOUND);
      const body = (await request.json()) as { body: string };
      const created = { id: entryId(), author: actor(), body: body.body, createdAt: now() };
      incident.notes.push(created);
      incident.timeline.push({
        id: entryId(),
        type: 'note',
        actor: actor(),
        causeCode: null,
        text: body.body,
        via: null,
        escalation: null,
        createdAt: created.createdAt,
      });
      return ok({ note: created, incident }, 201);
    }),
    mockRoute(postmortemRoutes.get, ({ params }) => {
      if (!find(params.id)) return notFound(NOT_FOUND);
      return ok({ postmortem: db.postmortems.find((p) => p.incidentId === params.id) ?? null });
    }),
    mockRoute(postmortemRoutes.save, async ({ params, request }) => {
      const incident = find(params.id);
      if (!incident) return notFound(NOT_FOUND);
      if (incident.status !== 'resolved') return failIn(request, 409, 'CONFLICT', NOT_RESOLVED);
      const { data, response } = await validateBody(savePostmortemBodySchema, request, postmortemFields);
      if (!data) return response;
      const current = db.postmortems.find((p) => p.incidentId === incident.id);
      // Like the server: publishing again keeps the first publication's time; a draft has none.
      const saved: Postmortem = {
        incidentId: incident.id,
        body: data.body,
        published: data.published,
        publishedAt: data.published ? (current?.publishedAt ?? now()) : null,
        createdAt: current?.createdAt ?? now(),
        updatedAt: now(),
        updatedBy: actor(),
      };
      db.postmortems = [...db.postmortems.filter((p) => p.incidentId !== incident.id), saved];
      return ok({ postmortem: saved });
    }),
    mockRoute(postmortemRoutes.delete, ({ params, request }) => {
      if (!find(params.id)) return notFound(NOT_FOUND);
      if (!db.postmortems.some((p) => p.incidentId === params.id)) {
        return failIn(request, 404, 'NOT_FOUND', POSTMORTEM_NOT_FOUND);
      }
      db.postmortems = db.postmortems.filter((p) => p.incidentId !== params.id);
      return ok({ deleted: true as const });
    }),
  ];
}
