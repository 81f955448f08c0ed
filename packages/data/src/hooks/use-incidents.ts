import type { IncidentSort, IncidentStatus } from '@hlidka/contract';
import { incidentRoutes } from '@hlidka/contract/routes';
import { useSWRConfig } from 'swr';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

export interface IncidentListParams {
  page?: number;
  limit?: number;
  /** One status or several; "active" is open + acknowledged. */
  status?: IncidentStatus | readonly IncidentStatus[];
  websiteId?: string;
  teamId?: string;
  from?: string;
  to?: string;
  search?: string;
  sort?: IncidentSort;
  order?: 'asc' | 'desc';
}

/** GET /api/incidents (filtered, sorted, paged). */
export function useIncidents({ status, ...params }: IncidentListParams = {}) {
  const query = useResource(
    useAuthedKey(
      keys.incidents({
        ...params,
        status: status === undefined ? undefined : typeof status === 'string' ? status : [...status].join(','),
      }),
    ),
  );
  return { ...query, incidents: query.data?.incidents, pagination: query.data?.pagination };
}

/** GET /api/incidents/{id} with timeline and notes; 'Incident nebyl nalezen' on 404. */
export function useIncident(id: string | null | undefined) {
  const query = useResource(useAuthedKey(id ? keys.incident(id) : null));
  return { ...query, incident: query.data?.incident };
}

/** Incidents, their websites and the dashboard counts change with an incident. */
const touched = [keyPrefixes.incidents, keyPrefixes.websites, keyPrefixes.dashboard];

function useIncidentAction(
  route: typeof incidentRoutes.acknowledge | typeof incidentRoutes.resolve,
  message: 'incidentAcknowledgeFailed' | 'incidentResolveFailed',
) {
  const { mutate } = useSWRConfig();
  return useApiMutation(
    async (client, { id, note }: { id: string; note?: string }) => {
      const data = await client.call(
        route,
        { params: { id }, body: note ? { note } : undefined },
        { fallbackMessage: client.messages[message] },
      );
      await mutate(keys.incident(id), data, { revalidate: false });
      return data;
    },
    { revalidate: touched },
  );
}

/** POST /api/incidents/{id}/acknowledge ('Incident potvrzen'; failure 'Nepodařilo se potvrdit incident.'). */
export function useAcknowledgeIncident() {
  return useIncidentAction(incidentRoutes.acknowledge, 'incidentAcknowledgeFailed');
}

/** POST /api/incidents/{id}/resolve ('Incident vyřešen'; failure 'Nepodařilo se vyřešit incident.'). */
export function useResolveIncident() {
  return useIncidentAction(incidentRoutes.resolve, 'incidentResolveFailed');
}

export function useAddIncidentNote() {
  return useApiMutation(
    (client, { id, body }: { id: string; body: string }) =>
      client.call(incidentRoutes.addNote, { params: { id }, body: { body } }),
    { revalidate: [keyPrefixes.incidents] },
  );
}
