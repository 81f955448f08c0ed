/**
 * While the Google callback screen finishes a sign-in, the access guard waits (spec §2: polls every 100 ms, up to 30
 * times) instead of sending the visitor to /login.
 */
export const OAUTH_POLL_INTERVAL_MS = 100;
export const OAUTH_POLL_TRIES = 30;

let inProgress = false;

export function setGoogleReturnInProgress(value: boolean): void {
  inProgress = value;
}

export function isGoogleReturnInProgress(): boolean {
  return inProgress;
}

export async function waitForGoogleReturn(
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  for (let tries = 0; tries < OAUTH_POLL_TRIES && isGoogleReturnInProgress(); tries++) {
    await sleep(OAUTH_POLL_INTERVAL_MS);
  }
}
