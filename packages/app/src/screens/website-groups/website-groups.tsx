import { type WebsiteGroup, websiteStatusValues } from '@hlidka/contract';
import { useDeleteWebsiteGroup, useTeams, useWebsiteGroups } from '@hlidka/data';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  StatusBadge,
} from '@hlidka/ui';
import { FolderTree, List, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useCanFor } from '../../access/use-can';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { Context, ListStates } from '../common/query-states';
import { useConfirmedDelete } from '../common/use-confirmed-delete';
import { SilenceBadge } from '../silences/silence-badge';
import { SilenceControl } from '../silences/silence-control';
import { useSilenceOfTarget } from '../silences/use-silence-of';
import { useFormats, useStatusLabels } from '../websites/labels';
import { GroupDialog } from './group-dialog';
import '../../i18n/areas/website-groups';

/** "Dostupný 2 · Nedostupný 1": the statuses the group's websites are in, those with none left out. */
function StatusSummary({ group }: { group: WebsiteGroup }) {
  const { t } = useTranslation();
  const labels = useStatusLabels();
  const formats = useFormats();
  const present = websiteStatusValues.filter((status) => group.statusCounts[status] > 0);
  if (present.length === 0) return null;
  return (
    <ul aria-label={t('websiteGroups.statuses')} className="flex flex-wrap gap-1.5">
      {present.map((status) => (
        <li key={status}>
          <StatusBadge
            status={status}
            labels={{ ...labels, [status]: `${labels[status]}: ${formats.count(group.statusCounts[status])}` }}
          />
        </li>
      ))}
    </ul>
  );
}

function GroupCard({
  group,
  teamName,
  onEdit,
  onDelete,
}: {
  group: WebsiteGroup;
  teamName: string | null;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const silence = useSilenceOfTarget('group', group.id);
  const canFor = useCanFor();
  return (
    <Card className="h-full">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <CardTitle level={2} className="min-w-0 break-words text-base">
          {group.name}
        </CardTitle>
        <Badge variant="outline">
          {group.teamId ? t('websiteGroups.team', { name: teamName ?? '…' }) : t('websiteGroups.personal')}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {group.description ? <p className="break-words text-muted-foreground text-sm">{group.description}</p> : null}
        <p className="font-medium text-sm">{t('websiteGroups.websites', { count: group.websiteCount })}</p>
        <StatusSummary group={group} />
        {silence ? <SilenceBadge silence={silence} /> : null}
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href={`/websites?group=${group.id}`}>
              <List aria-hidden="true" />
              {t('websiteGroups.showWebsites')}
              <Context>{group.name}</Context>
            </Link>
          </Button>
          {canFor('write', 'groups', group) ? (
            <Button variant="outline" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              {t('websiteGroups.edit')}
              <Context>{group.name}</Context>
            </Button>
          ) : null}
          {canFor('delete', 'groups', group) ? (
            <Button variant="outline" size="sm" onClick={onDelete}>
              <Trash2 aria-hidden="true" />
              {t('websiteGroups.delete')}
              <Context>{group.name}</Context>
            </Button>
          ) : null}
          {canFor('write', 'silences', group) ? (
            <SilenceControl
              target={{ kind: 'group', id: group.id, name: group.name }}
              silence={silence}
              size="sm"
              context={group.name}
            />
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** /website-groups: the groups of websites the user sees, with their websites' statuses; create, rename, delete. */
export default function WebsiteGroupsScreen() {
  const { t } = useTranslation();
  const { groups, error, isLoading, mutate } = useWebsiteGroups();
  const { teams } = useTeams();
  const remove = useDeleteWebsiteGroup();
  // null: closed; 'new': a new group; else the group being edited.
  const [editing, setEditing] = useState<WebsiteGroup | 'new' | null>(null);
  const { deleting, setDeleting, confirmDelete } = useConfirmedDelete<WebsiteGroup>(remove.trigger, {
    deleted: t('websiteGroups.deleted'),
    failed: t('websiteGroups.deleteFailed'),
  });
  const addButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      {t('websiteGroups.add')}
    </Button>
  );

  return (
    <ScreenFrame wide busy={isLoading}>
      <PageHeader
        title={t('websiteGroups.title')}
        description={t('websiteGroups.description')}
        back={{ href: '/websites', label: t('websiteGroups.back') }}
        actions={groups && groups.length > 0 ? addButton : null}
      />
      <ListStates
        items={groups}
        query={{ error, isLoading, mutate }}
        failedTitle={t('websiteGroups.loadFailed')}
        loadingLabel={t('websiteGroups.loading')}
        rows={3}
        empty={
          <EmptyState
            icon={<FolderTree />}
            title={t('websiteGroups.emptyTitle')}
            description={t('websiteGroups.emptyDescription')}
            action={addButton}
          />
        }
      >
        {(groups) => (
          <ul aria-label={t('websiteGroups.list')} className="grid gap-4 lg:grid-cols-2">
            {groups.map((group) => (
              <li key={group.id}>
                <GroupCard
                  group={group}
                  teamName={teams?.find((team) => team.id === group.teamId)?.name ?? null}
                  onEdit={() => setEditing(group)}
                  onDelete={() => setDeleting(group)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {editing ? <GroupDialog group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t('websiteGroups.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('websiteGroups.deleteText')}
        confirmLabel={t('websiteGroups.delete')}
        cancelLabel={t('websiteGroups.cancel')}
        variant="destructive"
        isConfirming={remove.isMutating}
        confirmingLabel={t('websiteGroups.deleting')}
        onConfirm={() => void confirmDelete()}
      />
    </ScreenFrame>
  );
}
