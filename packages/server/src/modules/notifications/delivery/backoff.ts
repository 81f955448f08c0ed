/** Retries: 30 s, 1 min, 2 min, 4 min … doubling up to 1 h between attempts; given up 24 h after the event. */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** Delay before the attempt after `attempts` failed ones (1 → 30 s). No jitter: deliveries are spread by their events. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
}
