import { useLiveEvents } from '@hlidka/data';

/** Live events (SSE) revalidate what they touch; loaded once the first screen is idle. */
export default function LiveEvents() {
  useLiveEvents();
  return null;
}
