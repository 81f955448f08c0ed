import type { Team } from '@hlidka/contract';
import { isApiError, useDeleteTeam, useUpdateTeam } from '@hlidka/data';
import { AlertDialog, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@hlidka/ui';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { EditGuard } from '../../access/edit-guard';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { useSaveAndLeave } from '../common/use-save-and-leave';
import { TeamForm } from './team-form';
import { TeamLoader, useTeamCrumbs } from './team-loader';
import { TeamSso } from './team-sso';
import { TeamTwoFactorRequirement } from './team-two-factor';
import '../../i18n/areas/teams';

function DeleteTeam({ team }: { team: Team }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const remove = useDeleteTeam();
  const [open, setOpen] = useState(false);
  async function confirm() {
    try {
      await remove.trigger(team.id);
      setOpen(false);
      toast({ title: t('teams.edit.deleted') });
      navigate('/teams');
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('teams.edit.deleteFailed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle level={2}>{t('teams.edit.dangerTitle')}</CardTitle>
        <CardDescription>{t('teams.edit.dangerDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {t('teams.edit.delete')}
        </Button>
        <AlertDialog
          isOpen={open}
          onOpenChange={setOpen}
          variant="destructive"
          title={t('teams.edit.deleteConfirmTitle', { name: team.name })}
          description={t('teams.edit.deleteConfirmDescription')}
          confirmLabel={t('teams.edit.delete')}
          confirmingLabel={t('teams.edit.deleting')}
          cancelLabel={t('teams.edit.deleteCancel')}
          isConfirming={remove.isMutating}
          onConfirm={() => void confirm()}
        />
      </CardContent>
    </Card>
  );
}

function TeamEdit({ team }: { team: Team }) {
  const { t } = useTranslation();
  const saveAndLeave = useSaveAndLeave();
  const update = useUpdateTeam();
  const crumbs = useTeamCrumbs(team, { href: `/teams/${team.id}/edit`, label: t('teams.edit.title') });
  return (
    <ScreenFrame>
      <PageHeader breadcrumbs={crumbs} title={t('teams.edit.title')} documentTitle={t('teams.edit.title')} />
      <Card>
        <CardContent>
          <TeamForm
            initial={{ name: team.name, description: team.description ?? '' }}
            submitLabel={t('teams.edit.submit')}
            submittingLabel={t('teams.edit.submitting')}
            cancelHref={`/teams/${team.id}`}
            onSubmit={(body) =>
              saveAndLeave(
                () => update.trigger({ id: team.id, ...body }),
                { saved: t('teams.edit.saved'), failed: t('teams.edit.failed') },
                `/teams/${team.id}`,
              )
            }
          />
        </CardContent>
      </Card>
      <TeamTwoFactorRequirement team={team} />
      <TeamSso team={team} />
      {team.role === 'owner' ? <DeleteTeam team={team} /> : null}
    </ScreenFrame>
  );
}

/** /teams/{id}/edit: rename, describe or delete a team. */
export default function TeamEditScreen() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <TeamLoader id={id}>
      {(team) => (
        <EditGuard resource="team" thing={{ teamId: team.id }} backHref={`/teams/${team.id}`}>
          <TeamEdit team={team} />
        </EditGuard>
      )}
    </TeamLoader>
  );
}
