/** The local storage keys of spec §9 that the session uses. */
export const storageKeys = {
  token: 'token',
  refreshToken: 'refreshToken',
  tokenExpiresAt: 'tokenExpiresAt',
  authStorage: 'auth-storage',
  oauthState: 'oauth_state',
} as const;

/** The part of the Web Storage API the data layer uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** `localStorage` where it exists and works (it throws in some private modes), else memory. */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      const probe = '__hlidka_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}
