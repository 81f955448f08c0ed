import { type Team, type TeamMember, type TeamRole, teamRoles } from '@hlidka/contract';
import { isApiError, useRemoveTeamMember, useTeamMembers, useUpdateTeamMember } from '@hlidka/data';
import { AlertDialog, Badge, Button, Card, CardContent, CardHeader, CardTitle, Select, toast } from '@hlidka/ui';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import { Context, ListStates } from '../common/query-states';
import { canManage } from './team-loader';
import '../../i18n/areas/teams';
import { useLanguage } from '../../i18n';
import { GroupAccessPicker } from './team-group-access';
import { MemberTwoFactorBadge } from './team-two-factor';

type Pending = { kind: 'remove' | 'transfer'; member: TeamMember } | null;

const fullName = (member: TeamMember) => `${member.firstName} ${member.lastName}`.trim() || member.email;

/** Members with their roles: admins change roles and remove members; the owner can hand ownership over. */
export function TeamMemberList({ team, currentUserId }: { team: Team; currentUserId: string | undefined }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { members, error, isLoading, mutate } = useTeamMembers(team.id);
  const updateRole = useUpdateTeamMember();
  const remove = useRemoveTeamMember();
  const [pending, setPending] = useState<Pending>(null);
  const manage = canManage(team);

  async function changeRole(member: TeamMember, role: TeamRole) {
    if (role === member.role) return;
    if (role === 'owner') return setPending({ kind: 'transfer', member });
    try {
      await updateRole.trigger({ teamId: team.id, userId: member.userId, role });
      toast({ title: t('teams.members.roleChanged') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('teams.members.roleFailed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  async function confirm() {
    if (!pending) return;
    const { kind, member } = pending;
    try {
      if (kind === 'remove') {
        await remove.trigger({ teamId: team.id, userId: member.userId });
        toast({ title: t('teams.members.removed') });
      } else {
        await updateRole.trigger({ teamId: team.id, userId: member.userId, role: 'owner' });
        toast({ title: t('teams.members.roleChanged') });
      }
      setPending(null);
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t(kind === 'remove' ? 'teams.members.removeFailed' : 'teams.members.roleFailed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  const roleOptions = teamRoles
    .filter((role) => role !== 'owner' || team.role === 'owner')
    .map((role) => ({ id: role, label: t(`teams.roles.${role}`) }));

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('teams.members.listTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ListStates
          items={members}
          query={{ error, isLoading, mutate }}
          failedTitle={t('teams.members.loadFailed')}
          retryLabel={t('teams.retry')}
          loadingLabel={t('teams.members.loading')}
          rows={4}
        >
          {(members) => (
            <ul className="flex flex-col divide-y">
              {members.map((member) => {
                const isMe = member.userId === currentUserId;
                const editable = manage && !isMe && member.role !== 'owner';
                const name = fullName(member);
                return (
                  <li
                    key={member.userId}
                    className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="break-words font-medium text-sm">
                        {name} {isMe ? <span className="text-muted-foreground">{t('teams.members.you')}</span> : null}
                      </p>
                      <p className="break-all text-muted-foreground text-xs">{member.email}</p>
                      <p className="text-muted-foreground text-xs">
                        {t('teams.members.joined', { date: formatDate(member.joinedAt, lng) })}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <MemberTwoFactorBadge member={member} />
                      {editable ? (
                        <>
                          <Select
                            aria-label={t('teams.members.roleOf', { name })}
                            selectedKey={member.role}
                            onSelectionChange={(key) => void changeRole(member, key as TeamRole)}
                            options={roleOptions}
                            description={t(`teams.roleDescriptions.${member.role}`)}
                            className="w-56"
                          />
                          <GroupAccessPicker team={team} member={member} name={name} />
                          <Button variant="outline" size="sm" onClick={() => setPending({ kind: 'remove', member })}>
                            {t('teams.members.remove')}
                            <Context>{name}</Context>
                          </Button>
                        </>
                      ) : (
                        <MemberRoleBadge role={member.role} />
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </ListStates>
        <AlertDialog
          isOpen={pending !== null}
          onOpenChange={(open) => (open ? undefined : setPending(null))}
          variant={pending?.kind === 'remove' ? 'destructive' : 'default'}
          title={
            pending?.kind === 'transfer'
              ? t('teams.members.transferTitle')
              : t('teams.members.removeTitle', { name: pending ? fullName(pending.member) : '' })
          }
          description={
            pending?.kind === 'transfer'
              ? t('teams.members.transferDescription', { name: fullName(pending.member) })
              : t('teams.members.removeDescription')
          }
          confirmLabel={pending?.kind === 'transfer' ? t('teams.members.transfer') : t('teams.members.remove')}
          confirmingLabel={t('teams.members.removing')}
          cancelLabel={t('teams.members.cancel')}
          isConfirming={remove.isMutating || updateRole.isMutating}
          onConfirm={() => void confirm()}
        />
      </CardContent>
    </Card>
  );
}

/** A member's role as the member lists show it. */
export function MemberRoleBadge({ role }: { role: TeamRole }) {
  const { t } = useTranslation();
  return (
    <Badge variant={role === 'owner' || role === 'admin' ? 'secondary' : 'outline'}>{t(`teams.roles.${role}`)}</Badge>
  );
}
