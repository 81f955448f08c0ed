import type { Silence } from '@hlidka/contract';
import { deferred } from '@hlidka/ui';
import { Suspense } from 'react';
import { SilenceBadgeBody } from './silence-badge-body';
import { useSilenceOfWebsite } from './use-silence-of';

// The tooltip's overlay code stays off the dashboard's first load (issue 25, item 12): the same badge shows until it
// arrives, so nothing moves when the tooltip is added.
const WithTooltip = deferred(() => import('./silence-badge-tooltip'));

/** "Ztlumeno do 14:30": focusable, with who silenced it and why on hover and focus, and for screen readers in the badge. */
export function SilenceBadge({ silence }: { silence: Silence }) {
  return (
    <Suspense fallback={<SilenceBadgeBody silence={silence} />}>
      <WithTooltip.Lazy silence={silence} />
    </Suspense>
  );
}

/** The badge of a website while a silence of it, its group or its incident holds; nothing otherwise. */
export function WebsiteSilenceBadge({ websiteId }: { websiteId: string }) {
  const silence = useSilenceOfWebsite(websiteId);
  return silence ? <SilenceBadge silence={silence} /> : null;
}
