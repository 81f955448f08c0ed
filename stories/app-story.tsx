// Renders the real app (routes, guard, shell, screens) on a mock API client, an in-memory location and a fresh SWR
// cache, in the toolbar's language. Screen stories pair it with MSW handlers from @hlidka/data/mocks.
import type { User } from '@hlidka/contract';
import { createRetainingCache } from '@hlidka/data';
import { createMockClient } from '@hlidka/data/mocks';
import { type ReactNode, useState } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { createI18n, type Language } from '../packages/app/src/i18n';
import { AppRoot } from '../packages/app/src/root';

export interface AppStoryProps {
  path: string;
  locale?: Language;
  signedIn?: boolean;
  user?: User;
  /** Instead of the routes (e.g. one screen state) inside the same providers. */
  children?: ReactNode;
}

export function AppStory({ path, locale = 'cs', signedIn = true, user, children }: AppStoryProps) {
  const [setup] = useState(() => {
    const [pathname, search = ''] = path.split('?');
    return {
      client: createMockClient({ signedIn, user }),
      i18n: createI18n({ lng: locale, detect: false }),
      location: memoryLocation({ path: pathname, searchPath: search }),
      cache: createRetainingCache(),
    };
  });
  return (
    <AppRoot
      client={setup.client}
      i18n={setup.i18n}
      cache={setup.cache}
      locationHook={setup.location.hook}
      searchHook={setup.location.searchHook}
      shell={{ live: false, checkForUpdates: false }}
    >
      {children}
    </AppRoot>
  );
}

export const localeOf = (globals: Record<string, unknown>): Language => (globals.locale === 'en' ? 'en' : 'cs');
