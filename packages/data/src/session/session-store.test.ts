import { describe, expect, it } from 'vitest';
import { createUser } from '../mocks/fixtures';
import { createSessionStore, type SessionEvent } from './session-store';
import { createMemoryStorage } from './storage';

function storageEvent(key: string | null) {
  return Object.assign(new Event('storage'), { key });
}

describe('session store across tabs', () => {
  it('follows sign-out and token rotation in another tab', () => {
    const storage = createMemoryStorage();
    const thisTab = new EventTarget();
    const store = createSessionStore(storage, { crossTab: thisTab });
    const otherTab = createSessionStore(storage, { crossTab: null });
    store.signIn({ token: 't1', refreshToken: 'r1', user: createUser(), authMethod: 'email' });
    const events: SessionEvent[] = [];
    store.onEvent((event) => events.push(event));
    let notified = 0;
    store.subscribe(() => {
      notified += 1;
    });

    otherTab.reload();
    otherTab.updateTokens({ token: 't2', refreshToken: 'r2' });
    thisTab.dispatchEvent(storageEvent('refreshToken'));
    expect(store.getState()).toMatchObject({ token: 't2', refreshToken: 'r2', isAuthenticated: true });
    expect(notified).toBe(1);

    thisTab.dispatchEvent(storageEvent('theme'));
    expect(notified).toBe(1);

    otherTab.signOut('logout');
    thisTab.dispatchEvent(storageEvent('token'));
    expect(store.getState().isAuthenticated).toBe(false);
    expect(events).toEqual([{ type: 'signed-out', reason: 'logout' }]);
  });

  it('refuses a blank refresh token on rotation and keeps the one it has', () => {
    const store = createSessionStore(createMemoryStorage(), { crossTab: null });
    store.signIn({ token: 't1', refreshToken: 'r1', user: createUser(), authMethod: 'email' });
    store.updateTokens({ token: 't2', refreshToken: '  ' });
    expect(store.getState()).toMatchObject({ token: 't2', refreshToken: 'r1' });
  });
});
