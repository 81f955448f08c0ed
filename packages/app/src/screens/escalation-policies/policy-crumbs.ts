import type { TFunction } from '../../i18n/translator';
import '../../i18n/areas/escalation-policies';

/** Escalation policies › this one. */
export function policyCrumbs(t: TFunction, current: { href: string; label: string }) {
  return {
    label: t('escalationPolicies.breadcrumbs'),
    items: [{ href: '/escalation-policies', label: t('escalationPolicies.title') }, current],
  };
}
