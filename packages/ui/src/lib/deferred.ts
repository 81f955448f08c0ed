import { type ComponentType, lazy, useState } from 'react';

/**
 * A component whose code loads on first use, off the first screen's critical path: render `Lazy` inside Suspense,
 * call `preload` to fetch it ahead (a failed load is tried again on the next call).
 */
export function deferred<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return { Lazy: lazy(preload), preload };
}

/** True from the first time `isOpen` is: an overlay loaded when it first opens stays mounted for its closing animation. */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}

/** Runs `task` once the page has loaded (its scripts and preloaded chunks) and the browser is idle. */
export function whenPageIdle(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => task(), { timeout: 2000 });
    else idle = window.setTimeout(task, 1);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
