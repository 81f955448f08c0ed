import { ApiError, isApiError, messageTranslations } from '../api-error';
import type { ApiClient, OfflineQueueBinding, QueuedRequest } from '../client';
import { defaultMessages } from '../messages';

/** A mutation made while offline, kept in IndexedDB until it is sent. */
export interface QueuedMutation extends QueuedRequest {
  id: number;
  createdAt: string;
  attempts: number;
}

export interface SyncResult {
  succeeded: number;
  failed: number;
  /** Still queued (failed for a reason that may pass: no network, server error). */
  remaining: number;
}

export interface OfflineQueue extends OfflineQueueBinding {
  setEnabled(enabled: boolean): Promise<void>;
  list(): Promise<QueuedMutation[]>;
  count(): Promise<number>;
  remove(id: number): Promise<void>;
  clear(): Promise<void>;
  /** Called after every change this queue makes (a mutation queued or sent, offline mode switched); returns unsubscribe. */
  subscribe(listener: () => void): () => void;
  close(): void;
}

export interface OfflineQueueOptions {
  indexedDB?: IDBFactory;
  dbName?: string;
  now?: () => Date;
}

const MUTATIONS = 'mutations';
const SETTINGS = 'settings';
const ENABLED_KEY = 'offlineMode';

function promisify<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** The offline queue (spec §4): IndexedDB, so queued mutations survive a reload. */
export function createOfflineQueue(options: OfflineQueueOptions = {}): OfflineQueue {
  const factory = options.indexedDB ?? globalThis.indexedDB;
  const dbName = options.dbName ?? 'hlidka-offline';
  const now = options.now ?? (() => new Date());
  let db: Promise<IDBDatabase> | undefined;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  function open(): Promise<IDBDatabase> {
    if (!factory) return Promise.reject(new Error('IndexedDB is not available'));
    db ??= new Promise((resolve, reject) => {
      const request = factory.open(dbName, 1);
      request.onupgradeneeded = () => {
        const database = request.result;
        if (!database.objectStoreNames.contains(MUTATIONS)) {
          database.createObjectStore(MUTATIONS, { keyPath: 'id', autoIncrement: true });
        }
        if (!database.objectStoreNames.contains(SETTINGS)) database.createObjectStore(SETTINGS);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return db;
  }

  async function withStore<T>(
    name: string,
    mode: IDBTransactionMode,
    run: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> {
    const transaction = (await open()).transaction(name, mode);
    const result = promisify(run(transaction.objectStore(name)));
    await done(transaction);
    return result;
  }

  return {
    async isEnabled() {
      if (!factory) return false;
      return (await withStore(SETTINGS, 'readonly', (store) => store.get(ENABLED_KEY))) === true;
    },
    async setEnabled(enabled) {
      await withStore(SETTINGS, 'readwrite', (store) => store.put(enabled, ENABLED_KEY));
      changed();
    },
    async enqueue(request) {
      const entry: Omit<QueuedMutation, 'id'> = {
        method: request.method,
        path: request.path,
        query: request.query,
        body: request.body,
        createdAt: now().toISOString(),
        attempts: 0,
      };
      const id = await withStore(MUTATIONS, 'readwrite', (store) => store.add(entry));
      changed();
      return id;
    },
    async list() {
      const all = await withStore(MUTATIONS, 'readonly', (store) => store.getAll() as IDBRequest<QueuedMutation[]>);
      return all.sort((a, b) => a.id - b.id);
    },
    count: () => withStore(MUTATIONS, 'readonly', (store) => store.count()),
    async remove(id) {
      await withStore(MUTATIONS, 'readwrite', (store) => store.delete(id));
      changed();
    },
    async clear() {
      await withStore(MUTATIONS, 'readwrite', (store) => store.clear());
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      void db?.then((database) => database.close());
      db = undefined;
    },
  };
}

export interface OfflineSyncOptions {
  isOnline?: () => boolean;
  messages?: { offline: string };
}

/**
 * Send the queued mutations in order (spec §4). Refused while offline. A mutation the server accepts, or refuses for
 * good (4xx), leaves the queue; one that fails for a passing reason (network, 5xx) stays for the next sync.
 */
export async function syncOfflineQueue(
  queue: OfflineQueue,
  client: Pick<ApiClient, 'request'>,
  options: OfflineSyncOptions = {},
): Promise<SyncResult> {
  const isOnline = options.isOnline ?? (() => (globalThis as { navigator?: Navigator }).navigator?.onLine ?? true);
  const offlineMessage = options.messages?.offline ?? defaultMessages.offline;
  if (!isOnline()) {
    throw new ApiError({
      message: offlineMessage,
      code: 'OFFLINE',
      status: 0,
      translations: messageTranslations('offline'),
    });
  }
  let succeeded = 0;
  let failed = 0;
  let remaining = 0;
  for (const entry of await queue.list()) {
    try {
      await client.request(entry.path, {
        method: entry.method,
        query: entry.query,
        body: entry.body,
        queueable: false,
      });
      succeeded += 1;
      await queue.remove(entry.id);
    } catch (error) {
      failed += 1;
      if (isApiError(error) && error.code === 'OFFLINE') {
        // The connection dropped during the sync: everything left waits for the next one.
        remaining = await queue.count();
        break;
      }
      if (isApiError(error) && error.status >= 400 && error.status < 500) await queue.remove(entry.id);
      else remaining += 1;
    }
  }
  return { succeeded, failed, remaining };
}

/** Sync whenever the browser comes back online; returns a stop function. */
export function syncWhenOnline(
  sync: () => Promise<SyncResult>,
  onResult: (result: SyncResult) => void,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
): () => void {
  if (!target) return () => {};
  const listener = () => {
    sync().then(onResult, () => undefined);
  };
  target.addEventListener('online', listener);
  return () => target.removeEventListener('online', listener);
}
