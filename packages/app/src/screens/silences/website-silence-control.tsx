import type { Website } from '@hlidka/contract';
import { SilenceControl } from './silence-control';
import { useSilenceOfWebsite } from './use-silence-of';

/** The website's "Ztlumit upozornění", or "Zrušit ztlumení" while a silence covers it (its own, its group's, its incident's). */
export function WebsiteSilenceControl({ website }: { website: Pick<Website, 'id' | 'name'> }) {
  const silence = useSilenceOfWebsite(website.id);
  return <SilenceControl target={{ kind: 'website', id: website.id, name: website.name }} silence={silence} />;
}
