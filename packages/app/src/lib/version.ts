import { useEffect, useState } from 'react';

/** The built-in version (spec §9), the same as packages/app/package.json. */
export const APP_VERSION = '1.0.0';
export const VERSION_KEY = 'app_version';
/** Checked on load, then every 30 minutes (spec §7). */
export const VERSION_CHECK_INTERVAL_MS = 30 * 60_000;
/** Kept on a version reset (spec §9): auth_token, refresh_token, user_preferences, language, theme, the version keys. */
export const KEEP_ON_RESET = ['auth_token', 'refresh_token', 'user_preferences', 'language', 'theme', VERSION_KEY];

/** Compares dotted versions: >0 when a is newer. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const pb = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

async function deleteCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

/**
 * On a mismatch between the stored and the built-in version: local storage is cleared except the keep-list, caches
 * are deleted and the stored version updated (spec §4). A first visit (nothing stored) only records the version.
 */
export async function reconcileStoredVersion(storage: Storage = localStorage): Promise<boolean> {
  const stored = storage.getItem(VERSION_KEY);
  if (stored === APP_VERSION) return false;
  if (stored !== null) {
    for (const key of Object.keys(storage)) {
      if (!KEEP_ON_RESET.includes(key)) storage.removeItem(key);
    }
    await deleteCaches();
  }
  storage.setItem(VERSION_KEY, APP_VERSION);
  return stored !== null;
}

/** Fetches `/version.json?t=<timestamp>`; a failure is only logged (spec §8). */
export async function fetchLatestVersion(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch (error) {
    console.info('Version check failed', error);
    return null;
  }
}

/** Whether a newer version than the running one has been published. */
export function useUpdateAvailable(enabled = true): [boolean, () => void] {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const check = async () => {
      const latest = await fetchLatestVersion();
      if (!cancelled && latest && compareVersions(latest, APP_VERSION) > 0) setAvailable(true);
    };
    void check();
    const timer = setInterval(check, VERSION_CHECK_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [enabled]);
  return [available, () => setAvailable(false)];
}

/** 'Aktualizovat': the service worker fetches the new build (it takes over at once), caches go, the page reloads. */
export async function applyUpdate(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await registration?.update();
  } catch (error) {
    console.info('Service worker update failed', error);
  }
  await deleteCaches();
  window.location.reload();
}
