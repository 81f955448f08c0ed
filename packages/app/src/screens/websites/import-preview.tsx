import type { ImportRow, ImportWebsitesData } from '@hlidka/contract';
import { Badge, Button } from '@hlidka/ui';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { TableScroll } from '../common/tables';
import '../../i18n/areas/website-import';
import '../../i18n/areas/check-types';
import '../../i18n/areas/websites';

const statusVariant = { ready: 'success', error: 'destructive', skipped: 'secondary' } as const;

/** How many rows of each status, and whether the ready ones fit the plan (paused ones are not counted). */
export function importCounts(data: ImportWebsitesData) {
  const count = (status: ImportRow['status']) => data.rows.filter((row) => row.status === status).length;
  const ready = count('ready');
  const counted = data.rows.filter((row) => row.status === 'ready' && !row.paused).length;
  const free = Math.max(0, data.quota.websiteLimit - data.quota.websitesUsed);
  return { ready, counted, errors: count('error'), skipped: count('skipped'), free, overLimit: counted > free };
}

function RowResult({ row }: { row: ImportRow }) {
  const { t } = useTranslation();
  const fieldName = (field: string) => {
    const key = `websiteImport.fields.${field.split('.')[0]}`;
    const worded = t(key);
    return worded === key ? field : worded;
  };
  return (
    <div className="flex flex-col gap-1">
      <Badge variant={statusVariant[row.status]}>{t(`websiteImport.status.${row.status}`)}</Badge>
      {row.problem ? (
        <p className="text-sm">{t(`websiteImport.problems.${row.problem.code}`, row.problem.params)}</p>
      ) : null}
      {Object.keys(row.errors).length > 0 ? (
        <ul className="list-disc pl-5 text-destructive-text text-sm">
          {Object.entries(row.errors).map(([field, messages]) => (
            <li key={field}>
              {fieldName(field)}: {messages.join(' ')}
            </li>
          ))}
        </ul>
      ) : null}
      {row.notes.map((note) => (
        <p key={note.code} className="text-muted-foreground text-xs">
          {t(`websiteImport.notes.${note.code}`, note.params)}
        </p>
      ))}
    </div>
  );
}

function IntervalText({ row }: { row: ImportRow }) {
  const { t } = useTranslation();
  const seconds = row.website?.intervalSeconds;
  if (seconds === undefined) return <>{t('websiteImport.noTarget')}</>;
  return (
    <>
      {seconds % 60 === 0
        ? t('websiteImport.intervalValue', { minutes: seconds / 60 })
        : t('websiteImport.intervalSeconds', { seconds })}
    </>
  );
}

/** Step two: what each monitor becomes, the count against the plan, and the import itself. */
export function ImportPreview({
  data,
  onImport,
  onEdit,
  isImporting,
}: {
  data: ImportWebsitesData;
  onImport: () => void;
  onEdit: () => void;
  isImporting: boolean;
}) {
  const { t } = useTranslation();
  const counts = importCounts(data);
  return (
    <section aria-labelledby="import-preview-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="import-preview-title" className="font-semibold text-lg">
          {t('websiteImport.previewTitle')}
        </h2>
        <p className="text-sm">{t('websiteImport.summary', counts)}</p>
        <p className="text-muted-foreground text-sm">
          {t('websiteImport.afterImport', {
            used: data.quota.websitesUsed + counts.counted,
            limit: data.quota.websiteLimit,
          })}
        </p>
      </div>
      {counts.overLimit ? (
        <div
          role="note"
          id="import-over-limit"
          className="flex flex-col gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{t('websiteImport.overLimit', { count: counts.counted, free: counts.free })}</p>
          <Button asChild size="sm" variant="outline">
            <Link href="/subscription/plans">{t('websiteImport.upgrade')}</Link>
          </Button>
        </div>
      ) : null}
      <TableScroll label={t('websiteImport.table')}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('websiteImport.table')}</caption>
          <thead className="border-b bg-muted/50">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('websiteImport.columns.name')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('websiteImport.columns.type')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('websiteImport.columns.target')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('websiteImport.columns.interval')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('websiteImport.columns.result')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.index} className="border-b align-top last:border-b-0">
                <th scope="row" className="max-w-48 break-words px-3 py-2 font-medium">
                  {row.name}
                </th>
                <td className="whitespace-nowrap px-3 py-2">
                  {row.type ? t(`checkTypes.types.${row.type}`) : row.sourceType}
                </td>
                <td className="max-w-64 break-all px-3 py-2 font-mono text-xs">
                  {row.url === '' ? t('websiteImport.noTarget') : row.url}
                </td>
                <td className="whitespace-nowrap px-3 py-2">
                  <IntervalText row={row} />
                </td>
                <td className="min-w-56 px-3 py-2">
                  <RowResult row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {counts.errors > 0 && counts.ready > 0 ? (
        <p className="text-muted-foreground text-sm">{t('websiteImport.errorsLeftOut')}</p>
      ) : null}
      {counts.ready === 0 ? <p className="text-sm">{t('websiteImport.nothingReady')}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={onImport}
          disabled={counts.ready === 0 || counts.overLimit}
          aria-describedby={counts.overLimit ? 'import-over-limit' : undefined}
          isLoading={isImporting}
          loadingLabel={t('websiteImport.importing')}
        >
          {t('websiteImport.import', { count: counts.ready })}
        </Button>
        <Button variant="outline" onClick={onEdit} disabled={isImporting}>
          {t('websiteImport.edit')}
        </Button>
      </div>
    </section>
  );
}
