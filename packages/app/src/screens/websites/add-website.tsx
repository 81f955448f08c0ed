import { usePlanQuota } from '@hlidka/data';
import { Button } from '@hlidka/ui';
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/website-labels';

// "Add website", which the dashboard shares with the websites list (without the list's texts; ./plan-usage has the rest).

export const LIMIT_REASON_ID = 'website-limit-reason';

/** "Add website": a link while the plan allows another website, a disabled button with the reason at the limit. */
export function AddWebsiteButton({ label }: { label?: string }) {
  const { t } = useTranslation();
  const { limitReached } = usePlanQuota();
  const text = label ?? t('websiteLabels.add');
  if (limitReached) {
    return (
      <Button disabled aria-describedby={LIMIT_REASON_ID}>
        <Plus aria-hidden="true" />
        {text}
      </Button>
    );
  }
  return (
    <Button asChild>
      <Link href="/websites/create">
        <Plus aria-hidden="true" />
        {text}
      </Link>
    </Button>
  );
}
