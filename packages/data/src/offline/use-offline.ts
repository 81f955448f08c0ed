import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useApiClient } from '../swr/provider';
import { type OfflineQueue, type QueuedMutation, type SyncResult, syncOfflineQueue } from './offline-queue';

function subscribeOnline(listener: () => void) {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const readOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** Whether the browser is online (the offline banner of spec §2). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeOnline, readOnline, () => true);
}

export interface OfflineModeState {
  /** Undefined while loading from IndexedDB. */
  enabled: boolean | undefined;
  setEnabled(enabled: boolean): Promise<void>;
  /** Mutations waiting to be sent. */
  pending: number;
  /** The same, oldest first. */
  queued: QueuedMutation[];
  /** Send them now (refused while offline with the offline message). */
  sync(): Promise<SyncResult>;
  refresh(): Promise<void>;
}

/** /settings/offline: the offline-mode switch, the queue length and a manual sync. */
export function useOfflineMode(queue: OfflineQueue): OfflineModeState {
  const client = useApiClient();
  const [enabled, setEnabledState] = useState<boolean | undefined>(undefined);
  const [queued, setQueued] = useState<QueuedMutation[]>([]);
  const online = useOnlineStatus();

  const refresh = useCallback(async () => {
    const [isEnabled, list] = await Promise.all([queue.isEnabled(), queue.list()]);
    setEnabledState(isEnabled);
    setQueued(list);
  }, [queue]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the connection changes (a sync may have emptied the queue)
  useEffect(() => {
    void refresh().catch(() => undefined);
  }, [refresh, online]);

  // Read again whenever the queue changes (a mutation queued offline, the sync after reconnecting).
  useEffect(() => queue.subscribe(() => void refresh().catch(() => undefined)), [queue, refresh]);

  const setEnabled = useCallback(
    async (next: boolean) => {
      await queue.setEnabled(next);
      setEnabledState(next);
    },
    [queue],
  );

  const sync = useCallback(async () => {
    try {
      return await syncOfflineQueue(queue, client, { messages: client.messages });
    } finally {
      await refresh().catch(() => undefined);
    }
  }, [client, queue, refresh]);

  return { enabled, setEnabled, pending: queued.length, queued, sync, refresh };
}
