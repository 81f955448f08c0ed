import type { CreateMaintenanceWindowBody, UpdateMaintenanceWindowBody } from '@hlidka/contract';
import { maintenanceRoutes } from '@hlidka/contract/routes';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/maintenance-windows: the windows the user sees, each with its occurrence under way and the next one. */
export function useMaintenanceWindows() {
  const query = useResource(useAuthedKey(keys.maintenanceWindows()));
  return { ...query, maintenanceWindows: query.data?.maintenanceWindows };
}

/** GET /api/maintenance-windows/{id}. */
export function useMaintenanceWindow(id: string | null | undefined) {
  const query = useResource(useAuthedKey(id ? keys.maintenanceWindow(id) : null));
  return { ...query, maintenanceWindow: query.data?.maintenanceWindow };
}

const touched = [keyPrefixes.maintenanceWindows];

/** POST /api/maintenance-windows; a rule the server refuses comes back on the field `recurrence.rule`. */
export function useCreateMaintenanceWindow() {
  return useApiMutation(
    (client, body: CreateMaintenanceWindowBody) => client.call(maintenanceRoutes.create, { body }),
    { revalidate: touched, retries: 0 },
  );
}

/** PUT /api/maintenance-windows/{id}: occurrences not started yet follow the change. */
export function useUpdateMaintenanceWindow() {
  return useApiMutation(
    (client, { id, ...body }: UpdateMaintenanceWindowBody & { id: string }) =>
      client.call(maintenanceRoutes.update, { params: { id }, body }),
    { revalidate: touched },
  );
}

export function useDeleteMaintenanceWindow() {
  return useApiMutation((client, id: string) => client.call(maintenanceRoutes.delete, { params: { id } }), {
    revalidate: touched,
  });
}
