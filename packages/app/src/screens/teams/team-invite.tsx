import { type InvitableTeamRole, invitableTeamRoles, type Team } from '@hlidka/contract';
import { isApiError, useInviteTeamMember, useRevokeTeamInvitation, useTeamInvitations } from '@hlidka/data';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Select,
  TextField,
  toast,
} from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import { isValidEmail } from '../auth-parts';
import { Context, ListStates } from '../common/query-states';
import '../../i18n/areas/teams';
import { useLanguage } from '../../i18n';

/** Invite by e-mail with a role (admins and the owner). */
export function InviteForm({ team }: { team: Team }) {
  const { t } = useTranslation();
  const invite = useInviteTeamMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableTeamRole>('editor');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidEmail(email)) return setError(t('teams.members.invalidEmail'));
    setError(null);
    try {
      await invite.trigger({ teamId: team.id, email: email.trim(), role });
      toast({ title: t('teams.members.invited', { email: email.trim() }) });
      setEmail('');
    } catch (caught) {
      if (isApiError(caught) && caught.errors.email) setError(caught.errors.email);
      toast({
        variant: 'destructive',
        title: t('teams.members.inviteFailed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('teams.members.inviteTitle')}</CardTitle>
        <CardDescription>{t('teams.members.inviteDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label={t('teams.members.email')}
            type="email"
            name="email"
            autoComplete="off"
            value={email}
            onChange={setEmail}
            isRequired
            isInvalid={Boolean(error)}
            errorMessage={error ?? undefined}
            className="sm:flex-1"
          />
          <Select
            label={t('teams.members.role')}
            selectedKey={role}
            onSelectionChange={(key) => setRole(key as InvitableTeamRole)}
            options={invitableTeamRoles.map((id) => ({ id, label: t(`teams.roles.${id}`) }))}
            description={t(`teams.roleDescriptions.${role}`)}
            className="sm:w-56"
          />
          <Button
            type="submit"
            className="sm:mt-6"
            isLoading={invite.isMutating}
            loadingLabel={t('teams.members.inviting')}
          >
            {t('teams.members.invite')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** Pending invitations with revoke (admins and the owner). */
export function PendingInvitations({ team }: { team: Team }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { invitations, error, isLoading, mutate } = useTeamInvitations(team.id);
  const revoke = useRevokeTeamInvitation();

  async function revokeOne(invitationId: string) {
    try {
      await revoke.trigger({ teamId: team.id, invitationId });
      toast({ title: t('teams.members.revoked') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('teams.members.revokeFailed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('teams.members.pendingTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ListStates
          items={invitations}
          query={{ error, isLoading, mutate }}
          failedTitle={t('teams.members.pendingFailed')}
          retryLabel={t('teams.retry')}
          loadingLabel={t('teams.members.loading')}
          rows={2}
          empty={<p className="text-muted-foreground text-sm">{t('teams.members.pendingEmpty')}</p>}
        >
          {(invitations) => (
            <ul className="flex flex-col divide-y">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="break-all font-medium text-sm">
                      {invitation.email} · {t(`teams.roles.${invitation.role}`)}
                    </p>
                    <p className="text-muted-foreground text-xs">
                      {t('teams.members.invitedBy', {
                        name: invitation.invitedBy.name,
                        date: formatDate(invitation.expiresAt, lng),
                      })}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={revoke.isMutating}
                    onClick={() => void revokeOne(invitation.id)}
                  >
                    {t('teams.members.revoke')}
                    <Context>{invitation.email}</Context>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </CardContent>
    </Card>
  );
}
