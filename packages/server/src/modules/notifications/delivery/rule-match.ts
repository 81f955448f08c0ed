import type { NotificationRuleRow } from '../../../db/schema/notifications';

/** Whether a rule covers an event of a website. Empty website and team lists cover every website the user may see. */
export function ruleMatches(
  rule: Pick<NotificationRuleRow, 'enabled' | 'events' | 'websiteIds' | 'teamIds'>,
  events: readonly string[],
  website: { id: string; teamId: string | null },
): boolean {
  if (!rule.enabled) return false;
  if (!events.some((event) => rule.events.includes(event))) return false;
  if (rule.websiteIds.length === 0 && rule.teamIds.length === 0) return true;
  if (rule.websiteIds.includes(website.id)) return true;
  return website.teamId !== null && rule.teamIds.includes(website.teamId);
}
