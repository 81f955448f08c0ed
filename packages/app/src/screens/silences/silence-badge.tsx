import type { Silence } from '@hlidka/contract';
import { Badge, Tooltip } from '@hlidka/ui';
import { BellOff } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { formatTimeOrDateTime } from '../../lib/format';
import { useSilenceOfWebsite } from './use-silence-of';
import '../../i18n/areas/silences';

/**
 * "Ztlumeno do 14:30" (its date too when it ends another day, in the reader's time): focusable, with who silenced it
 * and why on hover and focus, and for screen readers in the badge itself.
 */
export function SilenceBadge({ silence }: { silence: Silence }) {
  const { t } = useTranslation();
  const hint = t('silences.badgeHint', { who: silence.createdBy.name, reason: silence.reason });
  return (
    <Tooltip content={hint} delay={300}>
      <Badge
        variant="info"
        tabIndex={0}
        data-slot="silence-badge"
        className="cursor-default whitespace-normal outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <BellOff aria-hidden="true" />
        <time dateTime={silence.until}>{t('silences.badge', { until: formatTimeOrDateTime(silence.until) })}</time>
        <span className="sr-only">{`. ${hint}`}</span>
      </Badge>
    </Tooltip>
  );
}

/** The badge of a website while a silence of it, its group or its incident holds; nothing otherwise. */
export function WebsiteSilenceBadge({ websiteId }: { websiteId: string }) {
  const silence = useSilenceOfWebsite(websiteId);
  return silence ? <SilenceBadge silence={silence} /> : null;
}
