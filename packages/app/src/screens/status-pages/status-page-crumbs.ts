import type { TFunction } from '../../i18n/translator';
import '../../i18n/areas/status-pages';

/** Status pages › this one. */
export function statusPageCrumbs(t: TFunction, current: { href: string; label: string }) {
  return {
    label: t('statusPages.breadcrumbs'),
    items: [{ href: '/status-pages', label: t('statusPages.title') }, current],
  };
}
