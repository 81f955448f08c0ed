import type {
  CreateIncidentUpdateBody,
  CreateStatusPageBody,
  EditIncidentUpdateBody,
  UpdateStatusPageBody,
} from '@hlidka/contract';
import { statusPageRoutes } from '@hlidka/contract/routes';
import { useSWRConfig } from 'swr';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/status-pages: the pages the user manages, with the plan's limit and whether it serves custom domains. */
export function useStatusPages() {
  const query = useResource(useAuthedKey(keys.statusPages()));
  return {
    ...query,
    statusPages: query.data?.statusPages,
    used: query.data?.used,
    limit: query.data?.limit,
    customDomains: query.data?.customDomains,
    /** True once the list is known and holds as many pages as the plan allows. */
    limitReached: query.data ? query.data.used >= query.data.limit : undefined,
  };
}

/** GET /api/status-pages/{id}. */
export function useStatusPage(id: string | null | undefined) {
  const query = useResource(useAuthedKey(id ? keys.statusPage(id) : null));
  return { ...query, statusPage: query.data?.statusPage };
}

/**
 * GET /api/status-pages/slug-availability?slug=…: whether a slug is free (the page's own slug counts as taken, so the
 * editor asks only for a slug other than the saved one). `null` asks nothing (an empty or malformed slug).
 */
export function useSlugAvailability(slug: string | null) {
  const query = useResource(useAuthedKey(slug ? keys.statusPageSlug(slug) : null));
  return { ...query, available: query.data?.slug === slug ? query.data?.available : undefined };
}

const touched = [keyPrefixes.statusPages];

/** POST /api/status-pages; beyond the plan the error has code PLAN_LIMIT_REACHED (status 403). */
export function useCreateStatusPage() {
  return useApiMutation((client, body: CreateStatusPageBody) => client.call(statusPageRoutes.create, { body }), {
    revalidate: touched,
    retries: 0,
  });
}

/** PUT /api/status-pages/{id}: groups, when given, replace the whole layout. */
export function useUpdateStatusPage() {
  return useApiMutation(
    (client, { id, ...body }: UpdateStatusPageBody & { id: string }) =>
      client.call(statusPageRoutes.update, { params: { id }, body }),
    { revalidate: touched },
  );
}

/** POST /api/status-pages/by-slug/{slug}/member-pass: the address that lets a team member into a private page. */
export function useStatusPageMemberPass() {
  return useApiMutation((client, slug: string) => client.call(statusPageRoutes.memberPass, { params: { slug } }), {
    retries: 0,
  });
}

export function useDeleteStatusPage() {
  return useApiMutation((client, id: string) => client.call(statusPageRoutes.delete, { params: { id } }), {
    revalidate: touched,
  });
}

/** GET /api/status-pages/{id}/subscribers: who follows the page's incidents by e-mail or webhook. */
export function useStatusPageSubscribers(id: string | null | undefined) {
  const query = useResource(useAuthedKey(id ? keys.statusPageSubscribers(id) : null));
  return { ...query, subscribers: query.data?.subscribers };
}

/** DELETE /api/status-pages/{id}/subscribers/{subscriberId}. */
export function useRemoveStatusPageSubscriber() {
  return useApiMutation(
    (client, params: { id: string; subscriberId: string }) =>
      client.call(statusPageRoutes.removeSubscriber, { params }),
    { revalidate: touched },
  );
}

/** GET /api/incidents/{id}/updates: what the team told visitors of the status pages about an incident. */
export function useIncidentUpdates(incidentId: string | null | undefined) {
  const query = useResource(useAuthedKey(incidentId ? keys.incidentUpdates(incidentId) : null));
  return { ...query, updates: query.data?.updates };
}

/** POST /api/incidents/{id}/updates: a public update, shown on every status page with the incident's website. */
export function useCreateIncidentUpdate() {
  const { mutate } = useSWRConfig();
  return useApiMutation(
    async (client, { id, ...body }: CreateIncidentUpdateBody & { id: string }) => {
      const data = await client.call(statusPageRoutes.createIncidentUpdate, { params: { id }, body });
      await mutate(keys.incidentUpdates(id));
      return data;
    },
    { retries: 0 },
  );
}

/** PATCH /api/incidents/{id}/updates/{updateId}: a posted update's status or text; it keeps its time, shown as edited. */
export function useEditIncidentUpdate() {
  const { mutate } = useSWRConfig();
  return useApiMutation(
    async (client, { id, updateId, ...body }: EditIncidentUpdateBody & { id: string; updateId: string }) => {
      const data = await client.call(statusPageRoutes.editIncidentUpdate, { params: { id, updateId }, body });
      await mutate(keys.incidentUpdates(id));
      return data;
    },
    { retries: 0 },
  );
}

/** DELETE /api/incidents/{id}/updates/{updateId}: the update leaves the incident and every status page. */
export function useDeleteIncidentUpdate() {
  const { mutate } = useSWRConfig();
  return useApiMutation(
    async (client, { id, updateId }: { id: string; updateId: string }) => {
      const data = await client.call(statusPageRoutes.deleteIncidentUpdate, { params: { id, updateId } });
      await mutate(keys.incidentUpdates(id));
      return data;
    },
    { retries: 0 },
  );
}
