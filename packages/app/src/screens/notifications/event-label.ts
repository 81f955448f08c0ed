import type { NotificationEventType } from '@hlidka/contract';
import type { TFunction } from '../../i18n/translator';
import '../../i18n/areas/notifications';

/** An event's name ("incident.opened" → t('notifications.events.incident_opened')). */
export function eventLabel(t: TFunction, event: NotificationEventType): string {
  return t(`notifications.events.${event.replace('.', '_')}`);
}
