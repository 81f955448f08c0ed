import type { TFunction } from '../../i18n/translator';
import '../../i18n/areas/maintenance';

/** Maintenance › this window. */
export function maintenanceCrumbs(t: TFunction, current: { href: string; label: string }) {
  return {
    label: t('maintenance.breadcrumbs'),
    items: [{ href: '/maintenance', label: t('maintenance.title') }, current],
  };
}
