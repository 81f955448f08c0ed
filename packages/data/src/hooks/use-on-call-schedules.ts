import type {
  CreateOnCallLayerBody,
  CreateOnCallScheduleBody,
  OnCallOverrideBody,
  UpdateOnCallLayerBody,
  UpdateOnCallScheduleBody,
} from '@hlidka/contract';
import { onCallRoutes } from '@hlidka/contract/routes';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/on-call-schedules: the schedules of the user's teams, each with who is on call now and next. */
export function useOnCallSchedules() {
  const query = useResource(useAuthedKey(keys.onCallSchedules()));
  return { ...query, schedules: query.data?.schedules };
}

/** GET /api/on-call-schedules/{id}: layers, rotations, overrides, the team's people and the feed's address. */
export function useOnCallSchedule(id: string | null | undefined) {
  const query = useResource(useAuthedKey(id ? keys.onCallSchedule(id) : null));
  return { ...query, schedule: query.data?.schedule };
}

/** GET /api/on-call-schedules/{id}/shifts: everyone's shifts in [from, to), cut to it. */
export function useOnCallShifts(id: string | null | undefined, range: { from: string; to: string }) {
  const query = useResource(useAuthedKey(id ? keys.onCallShifts(id, range) : null));
  return { ...query, shifts: query.data?.shifts, people: query.data?.people };
}

// Every change answers with the whole schedule; the list (now and next) and the shifts follow it.
const touched = [keyPrefixes.onCallSchedules];

export function useCreateOnCallSchedule() {
  return useApiMutation((client, body: CreateOnCallScheduleBody) => client.call(onCallRoutes.create, { body }), {
    revalidate: touched,
    retries: 0,
  });
}

export function useUpdateOnCallSchedule() {
  return useApiMutation(
    (client, { id, ...body }: UpdateOnCallScheduleBody & { id: string }) =>
      client.call(onCallRoutes.update, { params: { id }, body }),
    { revalidate: touched },
  );
}

export function useDeleteOnCallSchedule() {
  return useApiMutation((client, id: string) => client.call(onCallRoutes.delete, { params: { id } }), {
    revalidate: touched,
  });
}

export function useCreateOnCallLayer() {
  return useApiMutation(
    (client, { id, ...body }: CreateOnCallLayerBody & { id: string }) =>
      client.call(onCallRoutes.createLayer, { params: { id }, body }),
    { revalidate: touched, retries: 0 },
  );
}

export function useUpdateOnCallLayer() {
  return useApiMutation(
    (client, { id, layerId, ...body }: UpdateOnCallLayerBody & { id: string; layerId: string }) =>
      client.call(onCallRoutes.updateLayer, { params: { id, layerId }, body }),
    { revalidate: touched },
  );
}

export function useDeleteOnCallLayer() {
  return useApiMutation(
    (client, { id, layerId }: { id: string; layerId: string }) =>
      client.call(onCallRoutes.deleteLayer, { params: { id, layerId } }),
    { revalidate: touched },
  );
}

export function useCreateOnCallOverride() {
  return useApiMutation(
    (client, { id, ...body }: OnCallOverrideBody & { id: string }) =>
      client.call(onCallRoutes.createOverride, { params: { id }, body }),
    { revalidate: touched, retries: 0 },
  );
}

export function useUpdateOnCallOverride() {
  return useApiMutation(
    (client, { id, overrideId, ...body }: OnCallOverrideBody & { id: string; overrideId: string }) =>
      client.call(onCallRoutes.updateOverride, { params: { id, overrideId }, body }),
    { revalidate: touched },
  );
}

export function useDeleteOnCallOverride() {
  return useApiMutation(
    (client, { id, overrideId }: { id: string; overrideId: string }) =>
      client.call(onCallRoutes.deleteOverride, { params: { id, overrideId } }),
    { revalidate: touched },
  );
}

export function useRotateOnCallCalendar() {
  return useApiMutation((client, id: string) => client.call(onCallRoutes.rotateCalendarToken, { params: { id } }), {
    revalidate: touched,
  });
}
