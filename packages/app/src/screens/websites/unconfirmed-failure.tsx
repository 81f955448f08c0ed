import type { Website } from '@hlidka/contract';
import { useWebsiteChecks } from '@hlidka/data';
import { StatusBadge } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import { causeLabel, checkValues } from '../../lib/cause-text';
import { formatDateTime } from '../../lib/format';
import { useFormats, useStatusLabels } from './labels';
import '../../i18n/areas/websites';

/**
 * A website checked and failing whose outage is not confirmed yet (`pending` until `failuresToOpen` checks agree, an
 * hour apart for a domain's expiry): it is not "awaiting a check", it failed one.
 */
export const hasUnconfirmedFailure = (website: Website): boolean =>
  website.status === 'pending' &&
  website.type !== 'heartbeat' &&
  website.lastCheckAt !== null &&
  website.lastCode !== null;

/**
 * The header's status of such a website: "Kontrola selhala" and what the last check found, worded with the values it
 * stored (the recent checks' request, shared with the list below), or with its code alone until they load.
 */
export function UnconfirmedFailure({ website }: { website: Website }) {
  const { t } = useTranslation();
  const { lng } = useFormats();
  const labels = useStatusLabels();
  const { checks } = useWebsiteChecks(website.id, { limit: 20 });
  const latest = checks?.[0];
  const params = latest && latest.code === website.lastCode ? checkValues(latest) : {};
  const cause = causeLabel(t, website.lastCode, params);
  return (
    <>
      <StatusBadge status="down" labels={{ ...labels, down: t('websites.detail.unconfirmed') }} />
      <span className="text-muted-foreground">
        {t('websites.detail.lastCheckFailed', { date: formatDateTime(website.lastCheckAt ?? '', lng), cause })}
      </span>
    </>
  );
}
