import { useEffect, useState } from 'react';

export type BellItems = typeof import('./bell-items');

// The bell's items (the notices' texts, relative times with date-fns) are not part of the first paint: their module
// loads when the browser is idle after it, or at the bell's first opening if that comes sooner; the dropdown opens
// once they are here.
let bellItemsLoaded: BellItems | undefined;
let bellItemsLoading: Promise<BellItems> | undefined;

export function loadBellItems(): Promise<BellItems> {
  bellItemsLoading ??= import('./bell-items').then(
    (module) => {
      bellItemsLoaded = module;
      return module;
    },
    (error: unknown) => {
      // The next opening tries again.
      bellItemsLoading = undefined;
      throw error;
    },
  );
  return bellItemsLoading;
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

export function useBellItems(): [BellItems | undefined, (module: BellItems) => void] {
  const [module, setModule] = useState(() => bellItemsLoaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    const cancel = whenIdle(() => {
      loadBellItems().then(
        (loaded) => current && setModule(loaded),
        () => undefined,
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [module]);
  return [module, setModule];
}
