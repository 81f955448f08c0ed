import type { Plan } from '@hlidka/contract';
import '../../i18n/areas/billing';

/** One line of a plan card: a message key of `billing.plans` and its count. */
export interface LimitLine {
  key: string;
  count: number;
}

/** The check interval in the largest whole unit: 300 s is "5 minutes", 30 s stays "30 seconds". */
function intervalLine(seconds: number): LimitLine {
  return seconds % 60 === 0
    ? { key: 'billing.plans.limitIntervalMinutes', count: seconds / 60 }
    : { key: 'billing.plans.limitInterval', count: seconds };
}

/** A plan's limits, each said once, in the order of the cards. */
export function planLimitLines(limits: Plan['limits']): LimitLine[] {
  const lines: LimitLine[] = [{ key: 'billing.plans.limitWebsites', count: limits.websites }];
  if (limits.minIntervalSeconds !== undefined) lines.push(intervalLine(limits.minIntervalSeconds));
  if (limits.teamMembers !== undefined) lines.push({ key: 'billing.plans.limitMembers', count: limits.teamMembers });
  if (limits.historyDays !== undefined) lines.push({ key: 'billing.plans.limitHistory', count: limits.historyDays });
  return lines;
}
