import { useEffect, useState } from 'react';

export type OfflineAppState = 'ready' | 'installing' | 'unsupported';

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Whether a service worker keeps the app shell for offline use (vite-plugin-pwa registers it in production builds). */
export function useOfflineAppState(): OfflineAppState {
  const [state, setState] = useState<OfflineAppState>(() => (supported() ? 'installing' : 'unsupported'));
  useEffect(() => {
    if (!supported()) return;
    let cancelled = false;
    const read = () => {
      navigator.serviceWorker.getRegistration().then(
        (registration) => {
          if (!cancelled) setState(registration?.active ? 'ready' : 'installing');
        },
        () => undefined,
      );
    };
    read();
    navigator.serviceWorker.addEventListener('controllerchange', read);
    return () => {
      cancelled = true;
      navigator.serviceWorker.removeEventListener('controllerchange', read);
    };
  }, []);
  return state;
}
