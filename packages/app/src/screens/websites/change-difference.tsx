import type { ValueChange, WatchedCertificate, WatchedValue } from '@hlidka/contract';
import { Minus, Plus } from 'lucide-react';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format';
import { foldUnchanged, lineDiff } from '../../lib/line-diff';
import { useFormats } from './labels';
import '../../i18n/areas/changes';

const certificateFields = ['issuer', 'subject', 'fingerprint256', 'validFrom', 'validTo'] as const;

/** Content before and after as a line difference: removed lines in red with −, added in green with +. */
function ContentDifference({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation();
  const lines = foldUnchanged(lineDiff(before, after));
  return (
    <ol
      className="overflow-x-auto rounded-md border bg-muted/30 py-1 font-mono text-xs"
      aria-label={t('changes.panel.title')}
    >
      {lines.map((line, index) => {
        const key = `${index}:${line.kind}`;
        if (line.kind === 'gap') {
          return (
            <li key={key} className="px-3 py-0.5 text-muted-foreground italic">
              {t('changes.panel.unchangedLines', { count: line.count })}
            </li>
          );
        }
        const removed = line.kind === 'removed';
        const added = line.kind === 'added';
        return (
          <li
            key={key}
            className={
              removed
                ? 'flex gap-2 bg-destructive/10 px-3 py-0.5'
                : added
                  ? 'flex gap-2 bg-success/10 px-3 py-0.5'
                  : 'flex gap-2 px-3 py-0.5'
            }
          >
            <span
              className={removed ? 'w-3 shrink-0 text-destructive-text' : 'w-3 shrink-0 text-success-text'}
              aria-hidden="true"
            >
              {removed ? <Minus className="mt-0.5 size-3" /> : added ? <Plus className="mt-0.5 size-3" /> : null}
            </span>
            {removed || added ? (
              <span className="sr-only">{t(removed ? 'changes.panel.removed' : 'changes.panel.added')}: </span>
            ) : null}
            <span className="whitespace-pre-wrap break-all">{line.text || ' '}</span>
          </li>
        );
      })}
    </ol>
  );
}

function certificateValue(
  certificate: WatchedCertificate,
  field: (typeof certificateFields)[number],
  lng: 'cs' | 'en',
) {
  return field === 'validFrom' || field === 'validTo' ? formatDateTime(certificate[field], lng) : certificate[field];
}

/** A field table: each field before and after, the ones that differ marked. */
function FieldTable({ rows, t }: { rows: { label: string; before: string; after: string }[]; t: TFunction }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              <span className="sr-only">{t('changes.panel.title')}</span>
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('changes.panel.before')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('changes.panel.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const changed = row.before !== row.after;
            return (
              <tr key={row.label} className="border-t align-top">
                <th scope="row" className="py-1.5 pr-3 font-medium text-muted-foreground">
                  {row.label}
                </th>
                <td className={`break-all py-1.5 pr-3 ${changed ? 'text-muted-foreground line-through' : ''}`}>
                  {row.before}
                </td>
                <td className={`break-all py-1.5 ${changed ? 'font-semibold' : ''}`}>{row.after}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const listText = (value: WatchedValue, none: string) =>
  value.kind === 'list' ? (value.values.length > 0 ? value.values.join('\n') : none) : '';

/** The difference of one change: a line difference for content, a field table for a certificate and for records. */
export function ChangeDifference({ change }: { change: ValueChange }) {
  const { t } = useTranslation();
  const { lng } = useFormats();
  const { before, after } = change;
  if (before.kind === 'content' && after.kind === 'content') {
    return (
      <div className="flex flex-col gap-2">
        <ContentDifference before={before.text} after={after.text} />
        {before.truncated || after.truncated ? (
          <p className="text-muted-foreground text-xs">{t('changes.panel.truncated')}</p>
        ) : null}
      </div>
    );
  }
  if (before.kind === 'certificate' && after.kind === 'certificate') {
    const rows = certificateFields.map((field) => ({
      label: t(`changes.panel.fields.${field}`),
      before: certificateValue(before.certificate, field, lng),
      after: certificateValue(after.certificate, field, lng),
    }));
    return <FieldTable rows={rows} t={t} />;
  }
  const none = t('changes.panel.noValues');
  return (
    <FieldTable
      rows={[{ label: itemName(t, change.item), before: listText(before, none), after: listText(after, none) }]}
      t={t}
    />
  );
}

/** A watched item in words (`records.MX` → "Záznamy DNS MX"). */
export function itemName(t: TFunction, item: ValueChange['item']): string {
  return t(`changes.panel.items.${item}`);
}
