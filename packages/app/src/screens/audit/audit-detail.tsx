import type { AuditEvent } from '@hlidka/contract';
import { Button, Dialog } from '@hlidka/ui';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format';
import { actorName, fieldChanges } from './audit-diff';
import '../../i18n/areas/audit';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr]">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

/** An entry in full: who, through which key, from where, and the difference of the resource before and after. */
export function AuditDetail({ event, onClose }: { event: AuditEvent; onClose: () => void }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const changes = fieldChanges(event);
  const empty = t('audit.detail.empty');
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('audit.detail.title')}
      description={`${t(`audit.actions.${event.action}`)} · ${t(`audit.resources.${event.resourceType}`)}${
        event.resourceName ? `: ${event.resourceName}` : ''
      }`}
      closeLabel={t('audit.detail.close')}
      className="max-w-2xl"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('audit.detail.close')}
        </Button>
      }
    >
      <dl className="flex flex-col gap-2">
        <Row label={t('audit.detail.when')}>{formatDateTime(event.createdAt, lng)}</Row>
        <Row label={t('audit.detail.actor')}>
          {actorName(event, t('audit.deletedUser'))}
          {event.actor.email && event.actor.email !== event.actor.name ? ` (${event.actor.email})` : ''}
        </Row>
        <Row label={t('audit.detail.apiKey')}>{event.apiKey ? event.apiKey.name : t('audit.detail.inApp')}</Row>
        <Row label={t('audit.detail.ip')}>{event.ip ?? empty}</Row>
        <Row label={t('audit.detail.userAgent')}>{event.userAgent ?? empty}</Row>
        {event.resourceId ? (
          <Row label={t('audit.detail.resourceId')}>
            <code className="font-mono text-xs">{event.resourceId}</code>
          </Row>
        ) : null}
      </dl>
      <section aria-labelledby="audit-changes" className="flex flex-col gap-2">
        <h3 id="audit-changes" className="font-medium">
          {t('audit.detail.changes')}
        </h3>
        {changes.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('audit.detail.noChanges')}</p>
        ) : (
          <div className="max-h-80 overflow-auto rounded-md border">
            <table className="w-full text-sm">
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('audit.detail.field')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('audit.detail.before')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('audit.detail.after')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field} className="border-t align-top">
                    <th scope="row" className="px-3 py-2 text-left font-mono font-normal text-xs">
                      {change.field}
                    </th>
                    <td className="break-all px-3 py-2">
                      {change.before === null ? (
                        <span className="text-muted-foreground">{empty}</span>
                      ) : (
                        <del className="text-destructive-text decoration-1">{change.before}</del>
                      )}
                    </td>
                    <td className="break-all px-3 py-2">
                      {change.after === null ? (
                        <span className="text-muted-foreground">{empty}</span>
                      ) : (
                        <ins className="text-success-text no-underline">{change.after}</ins>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Dialog>
  );
}
