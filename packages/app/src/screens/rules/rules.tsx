import type { NotificationRule } from '@hlidka/contract';
import { useDeleteNotificationRule, useNotificationChannels, useNotificationRules } from '@hlidka/data';
import { AlertDialog, Button, EmptyState } from '@hlidka/ui';
import { ListChecks, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { notificationSettingsCrumbs } from '../channels/channel-crumbs';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { ListStates } from '../common/query-states';
import { useConfirmedDelete } from '../common/use-confirmed-delete';
import { RuleCard } from './rule-card';
import '../../i18n/areas/channels';
import '../../i18n/areas/escalation-policies';

function AddButton() {
  const { t } = useTranslation();
  return (
    <Button asChild>
      <Link href="/settings/notifications/rules/create">
        <Plus aria-hidden="true" />
        {t('channels.rules.add')}
      </Link>
    </Button>
  );
}

/** /settings/notifications/rules: every rule in words, with enable, edit and delete. */
export default function RulesScreen() {
  const { t } = useTranslation();
  const { rules, error, isLoading, mutate } = useNotificationRules();
  const { channels } = useNotificationChannels();
  const remove = useDeleteNotificationRule();
  const { deleting, setDeleting, confirmDelete } = useConfirmedDelete<NotificationRule>((id) => remove.trigger(id), {
    deleted: t('channels.rules.deleted'),
    failed: t('channels.rules.deleteFailed'),
  });

  return (
    <ScreenFrame wide>
      <PageHeader
        breadcrumbs={notificationSettingsCrumbs(t, 'rules')}
        title={t('channels.rules.title')}
        documentTitle={t('channels.rules.title')}
        description={t('channels.rules.description')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/settings/notifications/channels">{t('channels.rules.channelsLink')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/escalation-policies">{t('escalationPolicies.title')}</Link>
            </Button>
            {rules && rules.length > 0 ? <AddButton /> : null}
          </>
        }
      />
      <ListStates
        items={rules}
        query={{ error, isLoading, mutate }}
        failedTitle={t('channels.rules.loadFailed')}
        retryLabel={t('channels.retry')}
        loadingLabel={t('channels.rules.loading')}
        rows={3}
        empty={
          <EmptyState
            icon={<ListChecks />}
            title={t('channels.rules.emptyTitle')}
            description={t('channels.rules.emptyDescription')}
            action={<AddButton />}
          />
        }
      >
        {(rules) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {rules.map((rule) => (
              <li key={rule.id}>
                <RuleCard rule={rule} channels={channels ?? []} onDelete={() => setDeleting(rule)} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        variant="destructive"
        title={t('channels.rules.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('channels.rules.deleteDescription')}
        confirmLabel={t('channels.rules.delete')}
        confirmingLabel={t('channels.rules.deleting')}
        cancelLabel={t('channels.cancel')}
        isConfirming={remove.isMutating}
        onConfirm={() => void confirmDelete()}
      />
    </ScreenFrame>
  );
}
