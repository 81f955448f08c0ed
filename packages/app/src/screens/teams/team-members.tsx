import type { Team } from '@hlidka/contract';
import { isApiError, useLeaveTeam, useUser } from '@hlidka/data';
import { AlertDialog, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@hlidka/ui';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { InviteForm, PendingInvitations } from './team-invite';
import { canManage, TeamLoader, useTeamCrumbs } from './team-loader';
import { TeamMemberList } from './team-member-list';
import '../../i18n/areas/teams';

function LeaveTeam({ team }: { team: Team }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const leave = useLeaveTeam();
  const [open, setOpen] = useState(false);
  async function confirm() {
    try {
      await leave.trigger(team.id);
      setOpen(false);
      toast({ title: t('teams.members.left') });
      navigate('/teams');
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('teams.members.leaveFailed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }
  const owner = team.role === 'owner';
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('teams.members.leaveTitle')}</CardTitle>
        <CardDescription>{owner ? t('teams.members.leaveOwner') : t('teams.members.leaveDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled={owner} onClick={() => setOpen(true)}>
          {t('teams.members.leave')}
        </Button>
        <AlertDialog
          isOpen={open}
          onOpenChange={setOpen}
          variant="destructive"
          title={t('teams.members.leaveConfirmTitle', { name: team.name })}
          description={t('teams.members.leaveDescription')}
          confirmLabel={t('teams.members.leave')}
          confirmingLabel={t('teams.members.leaving')}
          cancelLabel={t('teams.members.cancel')}
          isConfirming={leave.isMutating}
          onConfirm={() => void confirm()}
        />
      </CardContent>
    </Card>
  );
}

function TeamMembers({ team }: { team: Team }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const crumbs = useTeamCrumbs(team, { href: `/teams/${team.id}/members`, label: t('teams.members.title') });
  return (
    <ScreenFrame>
      <PageHeader
        breadcrumbs={crumbs}
        title={t('teams.members.title')}
        documentTitle={`${t('teams.members.title')} · ${team.name}`}
        description={t('teams.members.description')}
      />
      {canManage(team) ? <InviteForm team={team} /> : null}
      <TeamMemberList team={team} currentUserId={user?.id} />
      {canManage(team) ? <PendingInvitations team={team} /> : null}
      <LeaveTeam team={team} />
    </ScreenFrame>
  );
}

/** /teams/{id}/members: invite by e-mail, pending invitations, roles, remove, leave. */
export default function TeamMembersScreen() {
  const { id = '' } = useParams<{ id: string }>();
  return <TeamLoader id={id}>{(team) => <TeamMembers team={team} />}</TeamLoader>;
}
