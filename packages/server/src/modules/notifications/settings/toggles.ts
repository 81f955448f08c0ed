import { DEFAULT_NOTIFICATION_EVENT_TOGGLES, type NotificationEventToggles } from '@hlidka/contract';

/** Stored toggles over the defaults (a new event type gets its default until the user changes it). */
export function mergeToggles(stored: Record<string, { email: boolean; inApp: boolean }> | null | undefined) {
  const merged: NotificationEventToggles = { ...DEFAULT_NOTIFICATION_EVENT_TOGGLES };
  for (const key of Object.keys(merged) as (keyof NotificationEventToggles)[]) {
    const value = stored?.[key];
    if (value) merged[key] = { email: value.email, inApp: value.inApp };
  }
  return merged;
}
