import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse, unstable_serialize, useSWRConfig } from 'swr';
import { type ApiError, isApiError } from '../api-error';
import type { ApiClient } from '../client';
import { type DataKey, matchKeys } from '../key-match';
import { useApiClient, useDataCache, useSession } from './provider';

/** A query: SWR with the shared fetcher, keeping its cache entry while mounted; typed by the key's route. */
export function useResource<T>(
  key: DataKey<T> | null,
  options?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  const cache = useDataCache();
  const serialized = key ? unstable_serialize(key) : null;
  useEffect(() => (serialized && cache ? cache.retain(serialized) : undefined), [cache, serialized]);
  return useSWR<T, ApiError>(key, options ?? {});
}

/** `key` when signed in, else `null` (not ready). */
export function useAuthedKey<Key extends DataKey>(key: Key | null): Key | null {
  const { isAuthenticated, token } = useSession();
  return isAuthenticated && token ? key : null;
}

/** Network failures and gateway errors are retried once (spec §7 "mutations retry once"); answers are not. */
export function isTransientError(error: unknown): boolean {
  return (
    isApiError(error) &&
    ((error.status === 0 && error.code === 'NETWORK_ERROR') || [502, 503, 504].includes(error.status))
  );
}

export async function withRetry<T>(run: () => Promise<T>, retries = 1): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= retries || !isTransientError(error)) throw error;
    }
  }
}

export interface MutationOptions<Result> {
  /** Path prefixes whose keys are revalidated after success. */
  revalidate?: readonly string[];
  onSuccess?: (result: Result) => void | Promise<void>;
  retries?: number;
}

export interface MutationState<Arg, Result> {
  /** Mutations without an argument are triggered as `trigger()`. */
  trigger: (...args: undefined extends Arg ? [arg?: Arg] : [arg: Arg]) => Promise<Result>;
  isMutating: boolean;
  error: ApiError | undefined;
  reset: () => void;
}

/** A mutation: retried once on transient failures, revalidating the keys it touches. */
export function useApiMutation<Arg, Result>(
  run: (client: ApiClient, arg: Arg) => Promise<Result>,
  options: MutationOptions<Result> = {},
): MutationState<Arg, Result> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<{ isMutating: boolean; error: ApiError | undefined }>({
    isMutating: false,
    error: undefined,
  });
  const latest = useRef({ run, options });
  latest.current = { run, options };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const trigger = useCallback(
    async (...args: [arg?: Arg]) => {
      const arg = args[0] as Arg;
      const { run: execute, options: opts } = latest.current;
      setState({ isMutating: true, error: undefined });
      try {
        const result = await withRetry(() => execute(client, arg), opts.retries ?? 1);
        if (opts.revalidate?.length) await mutate(matchKeys(...opts.revalidate));
        await opts.onSuccess?.(result);
        if (mounted.current) setState({ isMutating: false, error: undefined });
        return result;
      } catch (error) {
        if (mounted.current) setState({ isMutating: false, error: isApiError(error) ? error : undefined });
        throw error;
      }
    },
    [client, mutate],
  );
  const reset = useCallback(() => setState({ isMutating: false, error: undefined }), []);
  return { trigger: trigger as MutationState<Arg, Result>['trigger'], ...state, reset };
}
