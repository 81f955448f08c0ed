/**
 * Answers asked for before the app's code arrived. On a slow link the first GETs of a screen went out only once all
 * of its JavaScript had downloaded and run, seconds after the page opened (issue 25, item 12); /route-preload.js
 * (packages/app/vite/route-preload.ts) starts them beside the JavaScript, with the stored token, and leaves them here.
 * The client takes such an answer once, for the same URL and token, instead of asking again; anything else (another
 * token, an old answer, a failed request) is asked for as usual.
 */
export interface PrefetchedAnswer {
  /** The absolute URL it was sent to. */
  url: string;
  /** The Bearer token it was sent with. */
  token: string;
  /** When it was sent (Date.now()). */
  at: number;
  response: Promise<Response>;
}

/** Where /route-preload.js leaves its answers: `window.__hlidkaPrefetched`. */
export const PREFETCHED_GLOBAL = '__hlidkaPrefetched';

/** An answer older than this is not taken (the screen asks afresh). */
export const PREFETCHED_MAX_AGE_MS = 30_000;

type WithPrefetched = { [PREFETCHED_GLOBAL]?: PrefetchedAnswer[] };

/** The prefetched answer for this GET, removed from the list (each is taken once), or null. */
export function takePrefetched(url: string, token: string | null, now = Date.now()): Promise<Response> | null {
  const list = (globalThis as WithPrefetched)[PREFETCHED_GLOBAL];
  if (!token || !Array.isArray(list)) return null;
  const index = list.findIndex((answer) => answer.url === url && answer.token === token);
  if (index < 0) return null;
  const [answer] = list.splice(index, 1);
  if (!answer || now - answer.at > PREFETCHED_MAX_AGE_MS) return null;
  return answer.response;
}
