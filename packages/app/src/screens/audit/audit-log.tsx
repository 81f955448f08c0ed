import {
  type AuditAction,
  type AuditEvent,
  type AuditResourceType,
  auditActionValues,
  auditResourceTypeValues,
} from '@hlidka/contract';
import { type AuditParams, saveFile, useAuditLog, useDownloadAuditCsv, useTeams } from '@hlidka/data';
import { Button, EmptyState, Select, StaticTable, type TableColumn, TextField, toast } from '@hlidka/ui';
import { Download, ScrollText } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { Context, ListStates } from '../common/query-states';
import { TableScroll } from '../common/tables';
import { AuditDetail } from './audit-detail';
import { actorName } from './audit-diff';
import '../../i18n/areas/audit';

const PERSONAL = 'personal';
const ANY = 'any';

/** A date field's day as the start (or the end) of that day in the reader's time zone, as ISO. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function useFilters() {
  const [scope, setScope] = useState(PERSONAL);
  const [action, setAction] = useState(ANY);
  const [resourceType, setResourceType] = useState(ANY);
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const q = useDeferredValue(search.trim());
  const params: AuditParams = {
    ...(scope === PERSONAL ? {} : { teamId: scope }),
    ...(action === ANY ? {} : { action: action as AuditAction }),
    ...(resourceType === ANY ? {} : { resourceType: resourceType as AuditResourceType }),
    ...(q ? { q } : {}),
    ...(dayBound(from, false) ? { from: dayBound(from, false) } : {}),
    ...(dayBound(to, true) ? { to: dayBound(to, true) } : {}),
  };
  return {
    params,
    fields: {
      scope,
      setScope,
      action,
      setAction,
      resourceType,
      setResourceType,
      search,
      setSearch,
      from,
      setFrom,
      to,
      setTo,
    },
  };
}

function Filters({ fields }: { fields: ReturnType<typeof useFilters>['fields'] }) {
  const { t } = useTranslation();
  const { teams } = useTeams();
  const managed = (teams ?? []).filter((team) => team.role === 'owner' || team.role === 'admin');
  const scopes = [
    { id: PERSONAL, label: t('audit.personal') },
    ...managed.map((team) => ({ id: team.id, label: t('audit.team', { name: team.name }) })),
  ];
  const any = { id: ANY, label: t('audit.any') };
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Select
        label={t('audit.scope')}
        options={scopes}
        value={fields.scope}
        onChange={(key) => fields.setScope(String(key))}
      />
      <TextField
        label={t('audit.search')}
        type="search"
        placeholder={t('audit.searchPlaceholder')}
        value={fields.search}
        onChange={fields.setSearch}
      />
      <Select
        label={t('audit.action')}
        options={[any, ...auditActionValues.map((id) => ({ id, label: t(`audit.actions.${id}`) }))]}
        value={fields.action}
        onChange={(key) => fields.setAction(String(key))}
      />
      <Select
        label={t('audit.resourceType')}
        options={[any, ...auditResourceTypeValues.map((id) => ({ id, label: t(`audit.resources.${id}`) }))]}
        value={fields.resourceType}
        onChange={(key) => fields.setResourceType(String(key))}
      />
      <TextField label={t('audit.from')} type="date" value={fields.from} onChange={fields.setFrom} />
      <TextField label={t('audit.to')} type="date" value={fields.to} onChange={fields.setTo} />
    </div>
  );
}

function DownloadButton({ params }: { params: AuditParams }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const download = useDownloadAuditCsv();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const file = await download(params, lng);
      saveFile(file.blob, file.filename);
    } catch {
      toast({ variant: 'destructive', title: t('audit.downloadFailed') });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={() => void run()} isLoading={busy}>
      <Download aria-hidden="true" />
      {busy ? t('audit.downloading') : t('audit.download')}
    </Button>
  );
}

function useColumns(open: (event: AuditEvent) => void): TableColumn<AuditEvent>[] {
  const { t } = useTranslation();
  const lng = useLanguage();
  return [
    {
      id: 'time',
      label: t('audit.columns.time'),
      className: 'whitespace-nowrap',
      render: (event) => formatDateTime(event.createdAt, lng),
    },
    {
      id: 'actor',
      label: t('audit.columns.actor'),
      render: (event) => (
        <span className="flex flex-col">
          <span>{actorName(event, t('audit.deletedUser'))}</span>
          {event.apiKey ? (
            <span className="text-muted-foreground text-xs">{t('audit.viaKey', { name: event.apiKey.name })}</span>
          ) : null}
        </span>
      ),
    },
    { id: 'action', label: t('audit.columns.action'), render: (event) => t(`audit.actions.${event.action}`) },
    {
      id: 'resource',
      label: t('audit.columns.resource'),
      isRowHeader: true,
      render: (event) => (
        <span className="flex flex-col">
          <span className="break-words">{event.resourceName ?? t('audit.detail.empty')}</span>
          <span className="text-muted-foreground text-xs">{t(`audit.resources.${event.resourceType}`)}</span>
        </span>
      ),
    },
    { id: 'address', label: t('audit.columns.address'), render: (event) => event.ip ?? t('audit.detail.empty') },
    {
      id: 'show',
      label: t('audit.show'),
      align: 'end',
      render: (event) => (
        <Button variant="outline" size="sm" onClick={() => open(event)}>
          {t('audit.show')}
          <Context>{`${t(`audit.actions.${event.action}`)} ${event.resourceName ?? ''}`}</Context>
        </Button>
      ),
    },
  ];
}

/** /settings/audit: the audit log of the caller's account or of a team they own or administer, with its CSV. */
export default function AuditLogScreen() {
  const { t } = useTranslation();
  const { params, fields } = useFilters();
  const [cursors, setCursors] = useState<string[]>([]);
  const filterKey = JSON.stringify(params);
  const [shownFor, setShownFor] = useState(filterKey);
  if (shownFor !== filterKey) {
    setShownFor(filterKey);
    setCursors([]);
  }
  const cursor = cursors.at(-1);
  const { events, nextCursor, error, isLoading, mutate } = useAuditLog({ ...params, ...(cursor ? { cursor } : {}) });
  const [open, setOpen] = useState<AuditEvent | null>(null);
  const columns = useColumns(setOpen);

  return (
    <ScreenFrame wide busy={isLoading}>
      <PageHeader
        title={t('audit.title')}
        description={t('audit.description')}
        actions={<DownloadButton params={params} />}
      />
      <Filters fields={fields} />
      <ListStates
        items={events}
        query={{ error, isLoading, mutate }}
        failedTitle={t('audit.loadFailed')}
        loadingLabel={t('audit.loading')}
        rows={5}
        empty={<EmptyState icon={<ScrollText />} title={t('audit.empty')} description={t('audit.emptyHint')} />}
      >
        {(rows) => (
          <div className="flex flex-col gap-3">
            <TableScroll label={t('audit.table')}>
              <StaticTable label={t('audit.table')} columns={columns} rows={[...rows]} />
            </TableScroll>
            <div className="flex justify-end gap-2">
              <Button
                variant="outline"
                disabled={cursors.length === 0}
                onClick={() => setCursors((c) => c.slice(0, -1))}
              >
                {t('audit.newer')}
              </Button>
              <Button
                variant="outline"
                disabled={!nextCursor}
                onClick={() => {
                  if (nextCursor) setCursors((c) => [...c, nextCursor]);
                }}
              >
                {t('audit.older')}
              </Button>
            </div>
          </div>
        )}
      </ListStates>
      {open ? <AuditDetail event={open} onClose={() => setOpen(null)} /> : null}
    </ScreenFrame>
  );
}
