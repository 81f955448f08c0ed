import type { Silence } from '@hlidka/contract';
import { Badge } from '@hlidka/ui';
import { BellOff } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatTimeOrDateTime } from '../../lib/format';
import '../../i18n/areas/silences';

/** Who silenced it and why: the badge's tooltip and its screen-reader text. */
export function useSilenceHint(silence: Silence): string {
  const { t } = useTranslation();
  return t('silences.badgeHint', { who: silence.createdBy.name, reason: silence.reason });
}

/**
 * The badge itself, "Ztlumeno do 14:30" (its date too when it ends another day, in the reader's time). The rest of the
 * props (a tooltip trigger's ref and handlers) go to the badge.
 */
export function SilenceBadgeBody({ silence, ...props }: { silence: Silence } & ComponentProps<typeof Badge>) {
  const { t } = useTranslation();
  const hint = useSilenceHint(silence);
  return (
    <Badge
      {...props}
      variant="info"
      tabIndex={0}
      data-slot="silence-badge"
      className="cursor-default whitespace-normal outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <BellOff aria-hidden="true" />
      <time dateTime={silence.until}>{t('silences.badge', { until: formatTimeOrDateTime(silence.until) })}</time>
      <span className="sr-only">{`. ${hint}`}</span>
    </Badge>
  );
}
