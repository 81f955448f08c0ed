import type { Silence } from '@hlidka/contract';
import { Tooltip } from '@hlidka/ui';
import { SilenceBadgeBody, useSilenceHint } from './silence-badge-body';

/** The badge with its tooltip: React Aria's overlays, loaded only where a silence is shown (silence-badge.tsx). */
export default function SilenceBadgeWithTooltip({ silence }: { silence: Silence }) {
  return (
    <Tooltip content={useSilenceHint(silence)} delay={300}>
      <SilenceBadgeBody silence={silence} />
    </Tooltip>
  );
}
