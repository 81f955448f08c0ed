import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient, useSession } from '../swr/provider';
import { connectLiveEvents, type LiveEvent, matchPatterns } from './live-events';

/** Listen to /api/events while signed in; each event revalidates exactly the keys it touches. */
export function useLiveEvents(onEvent?: (event: LiveEvent) => void) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { isAuthenticated } = useSession();
  useEffect(() => {
    if (!isAuthenticated) return;
    const connection = connectLiveEvents({
      client,
      revalidate: (patterns) => {
        void mutate(matchPatterns(patterns));
      },
      onEvent,
    });
    return () => connection.close();
  }, [client, mutate, isAuthenticated, onEvent]);
}
