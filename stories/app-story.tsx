// Renders the real app (routes, guard, shell, screens) on a mock API client, an in-memory location and a fresh SWR
// cache, in the toolbar's language. Screen stories pair it with MSW handlers from @hlidka/data/mocks.
import type { User } from '@hlidka/contract';
import { createRetainingCache, type OfflineQueue } from '@hlidka/data';
import { createMockClient } from '@hlidka/data/mocks';
import { type ReactNode, useEffect, useState } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { setStoryI18n } from '../.storybook/story-i18n';
import { createI18n, type Language } from '../packages/app/src/i18n';
import { AppRoot } from '../packages/app/src/root';

export interface AppStoryProps {
  path: string;
  locale?: Language;
  signedIn?: boolean;
  user?: User;
  /** Instead of the routes (e.g. one screen state) inside the same providers. */
  children?: ReactNode;
  /** Listen to /api/events as the real shell does (stories that show live updates mock the stream). */
  live?: boolean;
  /** Fetch /version.json as the real shell does (the update banner's story mocks it). */
  checkForUpdates?: boolean;
  /** The offline queue (the /settings/offline stories give one with its own IndexedDB database). */
  offlineQueue?: OfflineQueue;
}

export function AppStory({
  path,
  locale = 'cs',
  signedIn = true,
  user,
  children,
  live = false,
  checkForUpdates = false,
  offlineQueue,
}: AppStoryProps) {
  const [setup] = useState(() => {
    const [pathname, search = ''] = path.split('?');
    const i18n = createI18n({ lng: locale, detect: false });
    return {
      client: createMockClient({ signedIn, user, getLanguage: () => i18n.resolvedLanguage }),
      i18n,
      location: memoryLocation({ path: pathname, searchPath: search }),
      cache: createRetainingCache(),
    };
  });
  useEffect(() => {
    setStoryI18n(setup.i18n);
    return () => setStoryI18n(undefined);
  }, [setup.i18n]);
  return (
    <AppRoot
      client={setup.client}
      i18n={setup.i18n}
      cache={setup.cache}
      locationHook={setup.location.hook}
      searchHook={setup.location.searchHook}
      offlineQueue={offlineQueue}
      shell={{ live, checkForUpdates }}
    >
      {children}
    </AppRoot>
  );
}

export const localeOf = (globals: Record<string, unknown>): Language => (globals.locale === 'en' ? 'en' : 'cs');
