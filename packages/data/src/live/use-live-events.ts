import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { matchKeys } from '../key-match';
import { useApiClient, useSession } from '../swr/provider';
import type { StreamEvent } from './event-stream';
import { connectLiveEvents } from './live-events';

/** Listen to /api/events while signed in; each event revalidates exactly the keys it touches. */
export function useLiveEvents(onEvent?: (event: StreamEvent) => void) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { isAuthenticated } = useSession();
  useEffect(() => {
    if (!isAuthenticated) return;
    const connection = connectLiveEvents({
      client,
      revalidate: (patterns) => {
        void mutate(matchKeys(...patterns));
      },
      onEvent,
    });
    return () => connection.close();
  }, [client, mutate, isAuthenticated, onEvent]);
}
