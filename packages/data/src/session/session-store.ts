import type { User } from '@hlidka/contract';
import { isUsableRefreshToken } from './refresh-token';
import { type KeyValueStorage, storageKeys } from './storage';
import type { SubscriptionData } from './subscription-data';

export type AuthMethod = 'email' | 'google';

/** Spec §3 Auth session (kept locally). */
export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  user: User | null;
  subscriptionData: SubscriptionData | null;
  isAuthenticated: boolean;
  authMethod: AuthMethod | null;
  isOAuthUser: boolean;
  /** When the access token expires (ms since epoch), stored at login. */
  tokenExpiresAt: number | null;
}

export interface SignInInput {
  token: string;
  refreshToken: string;
  user: User;
  /** ISO 8601 or ms since epoch. */
  expiresAt?: string | number | null | undefined;
  authMethod: AuthMethod;
}

export type SessionEndReason = 'logout' | 'expired';
export type SessionEvent = { type: 'signed-in' } | { type: 'signed-out'; reason: SessionEndReason };

export interface SessionStore {
  getState(): SessionState;
  /** For `useSyncExternalStore`. */
  subscribe(listener: () => void): () => void;
  /** Sign-ins and sign-outs (a sign-out is reported once, however many requests saw it). */
  onEvent(listener: (event: SessionEvent) => void): () => void;
  signIn(input: SignInInput): void;
  updateTokens(input: { token: string; refreshToken?: string | undefined; expiresAt?: string | number | null }): void;
  /** Sets the profile; with a token present this (re)activates the session. */
  setUser(user: User | null): void;
  setSubscriptionData(data: SubscriptionData | null): void;
  /** Clears tokens, user and subscription data. */
  signOut(reason: SessionEndReason): void;
  /** Whether the stored access token has passed its expiry (false when unknown). */
  isTokenExpired(now?: number): boolean;
  /** Re-read the session from storage (another tab may have changed it). */
  reload(): void;
}

const emptyState: SessionState = {
  token: null,
  refreshToken: null,
  user: null,
  subscriptionData: null,
  isAuthenticated: false,
  authMethod: null,
  isOAuthUser: false,
  tokenExpiresAt: null,
};

interface PersistedAuth {
  state: Pick<SessionState, 'user' | 'subscriptionData' | 'isAuthenticated' | 'authMethod' | 'isOAuthUser'>;
  version: 0;
}

function toTimestamp(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

function readState(storage: KeyValueStorage): SessionState {
  const token = storage.getItem(storageKeys.token);
  const refreshToken = storage.getItem(storageKeys.refreshToken);
  let persisted: Partial<PersistedAuth['state']> = {};
  try {
    const raw = storage.getItem(storageKeys.authStorage);
    const parsed = raw ? (JSON.parse(raw) as Partial<PersistedAuth>) : undefined;
    if (parsed && typeof parsed.state === 'object' && parsed.state !== null) persisted = parsed.state;
  } catch {
    persisted = {};
  }
  const authMethod =
    persisted.authMethod === 'google' || persisted.authMethod === 'email' ? persisted.authMethod : null;
  return {
    token: token || null,
    refreshToken: refreshToken || null,
    user: persisted.user ?? null,
    subscriptionData: persisted.subscriptionData ?? null,
    isAuthenticated: Boolean(token) && persisted.isAuthenticated === true,
    authMethod,
    isOAuthUser: persisted.isOAuthUser === true || authMethod === 'google',
    tokenExpiresAt: toTimestamp(storage.getItem(storageKeys.tokenExpiresAt)),
  };
}

export interface SessionStoreOptions {
  /** Where `storage` events of other tabs arrive (the window by default); each one re-reads the session. */
  crossTab?: Pick<EventTarget, 'addEventListener'> | null;
}

const sessionKeys = new Set<string | null>([
  storageKeys.token,
  storageKeys.refreshToken,
  storageKeys.tokenExpiresAt,
  storageKeys.authStorage,
  null, // storage.clear()
]);

function sameTokens(a: SessionState, b: SessionState) {
  return a.token === b.token && a.refreshToken === b.refreshToken && a.isAuthenticated === b.isAuthenticated;
}

export function createSessionStore(storage: KeyValueStorage, options: SessionStoreOptions = {}): SessionStore {
  let state = readState(storage);
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: SessionEvent) => void>();

  function setOrRemove(key: string, value: string | null) {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  }

  function persist() {
    setOrRemove(storageKeys.token, state.token);
    setOrRemove(storageKeys.refreshToken, state.refreshToken);
    setOrRemove(storageKeys.tokenExpiresAt, state.tokenExpiresAt === null ? null : String(state.tokenExpiresAt));
    if (!state.isAuthenticated && !state.user) {
      storage.removeItem(storageKeys.authStorage);
      return;
    }
    const persisted: PersistedAuth = {
      state: {
        user: state.user,
        subscriptionData: state.subscriptionData,
        isAuthenticated: state.isAuthenticated,
        authMethod: state.authMethod,
        isOAuthUser: state.isOAuthUser,
      },
      version: 0,
    };
    storage.setItem(storageKeys.authStorage, JSON.stringify(persisted));
  }

  function update(next: SessionState) {
    state = next;
    persist();
    for (const listener of listeners) listener();
  }

  function emit(event: SessionEvent) {
    for (const listener of eventListeners) listener(event);
  }

  const store: SessionStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    signIn(input) {
      update({
        token: input.token,
        refreshToken: input.refreshToken.trim() === '' ? null : input.refreshToken,
        user: input.user,
        subscriptionData: null,
        isAuthenticated: true,
        authMethod: input.authMethod,
        isOAuthUser: input.authMethod === 'google',
        tokenExpiresAt: toTimestamp(input.expiresAt),
      });
      emit({ type: 'signed-in' });
    },
    updateTokens(input) {
      update({
        ...state,
        token: input.token,
        // A blank refresh token is refused: the one we have stays.
        refreshToken: isUsableRefreshToken(input.refreshToken) ? input.refreshToken : state.refreshToken,
        tokenExpiresAt: input.expiresAt === undefined ? state.tokenExpiresAt : toTimestamp(input.expiresAt),
        isAuthenticated: state.user !== null || state.isAuthenticated,
      });
    },
    setUser(user) {
      // A profile loaded with a stored token (re)activates the session (spec §2 access guard: restore).
      update({ ...state, user, isAuthenticated: user !== null && state.token !== null });
    },
    setSubscriptionData(subscriptionData) {
      update({ ...state, subscriptionData });
    },
    signOut(reason) {
      const wasSignedIn = state.isAuthenticated || state.token !== null || state.refreshToken !== null;
      update({ ...emptyState });
      storage.removeItem(storageKeys.oauthState);
      if (wasSignedIn) emit({ type: 'signed-out', reason });
    },
    isTokenExpired(now = Date.now()) {
      return state.tokenExpiresAt !== null && state.tokenExpiresAt <= now;
    },
    reload() {
      const next = readState(storage);
      if (sameTokens(next, state) && next.user === state.user) return;
      const wasSignedIn = state.isAuthenticated;
      state = next;
      for (const listener of listeners) listener();
      if (wasSignedIn && !next.isAuthenticated) emit({ type: 'signed-out', reason: 'logout' });
      if (!wasSignedIn && next.isAuthenticated) emit({ type: 'signed-in' });
    },
  };
  // Another tab signed in, out, or rotated the tokens: follow it (a stale refresh token would be a reuse).
  const crossTab = options.crossTab === undefined ? (globalThis as { window?: EventTarget }).window : options.crossTab;
  crossTab?.addEventListener('storage', (event) => {
    if (sessionKeys.has((event as StorageEvent).key ?? null)) store.reload();
  });
  return store;
}
