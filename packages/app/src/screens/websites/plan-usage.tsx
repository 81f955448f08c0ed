import { usePlanQuota } from '@hlidka/data';
import { Button } from '@hlidka/ui';
import { Upload } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/website-import';
import '../../i18n/areas/websites';
import { LIMIT_REASON_ID } from './add-website';

/** "N of M websites" and, at the plan's limit, why a website cannot be added with a way to a bigger plan. */
export function PlanUsage() {
  const { t } = useTranslation();
  const { quota, limitReached } = usePlanQuota();
  if (!quota) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-muted-foreground text-sm">
        <span className="sr-only">{t('websites.usageLabel', { plan: quota.planName })}: </span>
        {t('websites.usage', { used: quota.websitesUsed, limit: quota.websiteLimit })}
      </p>
      {limitReached ? (
        <div
          id={LIMIT_REASON_ID}
          role="note"
          className="flex flex-col gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{t('websites.limitReached', { plan: quota.planName, count: quota.websiteLimit })}</p>
          <Button asChild size="sm" variant="outline">
            <Link href="/subscription/plans">{t('websites.upgrade')}</Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** "Import": a way to bring monitors from Uptime Kuma or UptimeRobot (the import screen shows the plan's count). */
export function ImportWebsitesButton() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <Link href="/websites/import">
        <Upload aria-hidden="true" />
        {t('websiteImport.open')}
      </Link>
    </Button>
  );
}
