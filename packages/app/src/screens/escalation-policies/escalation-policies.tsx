import type { EscalationPolicy } from '@hlidka/contract';
import { useDeleteEscalationPolicy, useEscalationPolicies, useTeams } from '@hlidka/data';
import { AlertDialog, Badge, Button, Card, CardContent, CardHeader, CardTitle, EmptyState } from '@hlidka/ui';
import { Pencil, Plus, Siren, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { useCanFor } from '../../access/use-can';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { Context, ListStates } from '../common/query-states';
import { useConfirmedDelete } from '../common/use-confirmed-delete';
import '../../i18n/areas/escalation-policies';

function PolicyCard({
  policy,
  teamName,
  onDelete,
}: {
  policy: EscalationPolicy;
  teamName: string | null;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const canFor = useCanFor();
  const attached = [...policy.websites, ...policy.groups].map((item) => item.name);
  return (
    <Card className="h-full">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <CardTitle level={2} className="min-w-0 break-words text-base">
          {policy.name}
        </CardTitle>
        <Badge variant="outline">
          {policy.teamId ? t('escalationPolicies.team', { name: teamName ?? '…' }) : t('escalationPolicies.personal')}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
          {policy.steps.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; their order is what they are.
            <li key={index} className="break-words">
              {t('escalationPolicies.stepSummary', {
                target:
                  step.targetName === null
                    ? t('escalationPolicies.unknownTarget')
                    : step.target.kind === 'schedule'
                      ? t('escalationPolicies.scheduleTarget', { name: step.targetName })
                      : step.targetName,
                minutes: step.waitMinutes,
              })}
            </li>
          ))}
        </ol>
        <p className="text-muted-foreground text-sm">
          {t('escalationPolicies.repeats', { count: policy.repeatCount })}
        </p>
        <p className="break-words text-sm">
          <span className="font-medium">{t('escalationPolicies.attached')}: </span>
          {attached.length > 0 ? attached.join(', ') : t('escalationPolicies.attachedNone')}
        </p>
        <div className="flex flex-wrap gap-2">
          {canFor('write', 'escalationPolicies', policy) ? (
            <Button asChild variant="outline" size="sm">
              <Link href={`/escalation-policies/${policy.id}/edit`}>
                <Pencil aria-hidden="true" />
                {t('escalationPolicies.edit')}
                <Context>{policy.name}</Context>
              </Link>
            </Button>
          ) : null}
          {canFor('delete', 'escalationPolicies', policy) ? (
            <Button variant="outline" size="sm" onClick={onDelete}>
              <Trash2 aria-hidden="true" />
              {t('escalationPolicies.delete')}
              <Context>{policy.name}</Context>
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** /escalation-policies: who hears of an outage and when, per policy; create, edit, delete. */
export default function EscalationPoliciesScreen() {
  const { t } = useTranslation();
  const { policies, error, isLoading, mutate } = useEscalationPolicies();
  const { teams } = useTeams();
  const remove = useDeleteEscalationPolicy();
  const { deleting, setDeleting, confirmDelete } = useConfirmedDelete<EscalationPolicy>(remove.trigger, {
    deleted: t('escalationPolicies.deleted'),
    failed: t('escalationPolicies.deleteFailed'),
  });
  const addButton = (
    <Button asChild>
      <Link href="/escalation-policies/create">
        <Plus aria-hidden="true" />
        {t('escalationPolicies.add')}
      </Link>
    </Button>
  );

  return (
    <ScreenFrame wide busy={isLoading}>
      <PageHeader
        title={t('escalationPolicies.title')}
        description={t('escalationPolicies.description')}
        actions={policies && policies.length > 0 ? addButton : null}
      />
      <ListStates
        items={policies}
        query={{ error, isLoading, mutate }}
        failedTitle={t('escalationPolicies.loadFailed')}
        loadingLabel={t('escalationPolicies.loading')}
        rows={3}
        empty={
          <EmptyState
            icon={<Siren />}
            title={t('escalationPolicies.emptyTitle')}
            description={t('escalationPolicies.emptyDescription')}
            action={addButton}
          />
        }
      >
        {(policies) => (
          <ul aria-label={t('escalationPolicies.list')} className="grid gap-4 lg:grid-cols-2">
            {policies.map((policy) => (
              <li key={policy.id}>
                <PolicyCard
                  policy={policy}
                  teamName={teams?.find((team) => team.id === policy.teamId)?.name ?? null}
                  onDelete={() => setDeleting(policy)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t('escalationPolicies.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('escalationPolicies.deleteText')}
        confirmLabel={t('escalationPolicies.delete')}
        cancelLabel={t('escalationPolicies.cancel')}
        variant="destructive"
        isConfirming={remove.isMutating}
        confirmingLabel={t('escalationPolicies.deleting')}
        onConfirm={() => void confirmDelete()}
      />
    </ScreenFrame>
  );
}
