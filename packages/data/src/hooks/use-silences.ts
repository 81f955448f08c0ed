import type { CreateSilenceBody } from '@hlidka/contract';
import { silenceRoutes } from '@hlidka/contract/routes';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/**
 * GET /api/silences: the silences that hold now, each with the websites it covers. Asked again every minute, so one
 * that runs out leaves the screens without waiting for a live event (a recovery comes with the incident's event).
 */
export function useSilences() {
  const query = useResource(useAuthedKey(keys.silences()), { refreshInterval: 60_000 });
  return { ...query, silences: query.data?.silences };
}

/** A silence changes the incidents' timelines too (silenced, silence cleared). */
const touched = [keyPrefixes.silences, keyPrefixes.incidents];

/** POST /api/silences: a website, a group or an incident silenced for a time, with a reason. */
export function useCreateSilence() {
  return useApiMutation((client, body: CreateSilenceBody) => client.call(silenceRoutes.create, { body }), {
    revalidate: touched,
    retries: 0,
  });
}

/** POST /api/silences/{id}/clear: alerts go out again. */
export function useClearSilence() {
  return useApiMutation((client, id: string) => client.call(silenceRoutes.clear, { params: { id } }), {
    revalidate: touched,
  });
}
