import { allGroupsRoles, type Team, type TeamMember } from '@hlidka/contract';
import { isApiError, useUpdateTeamMember, useWebsiteGroups } from '@hlidka/data';
import { Checkbox, Select, toast } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/teams';

/**
 * Which of the team's website groups an editor, viewer or billing member sees: all, or only the ones ticked (they then
 * see only those groups' websites and what hangs off them). Owners and admins always see all: no picker for them.
 */
export function GroupAccessPicker({ team, member, name }: { team: Team; member: TeamMember; name: string }) {
  const { t } = useTranslation();
  const { groups } = useWebsiteGroups();
  const update = useUpdateTeamMember();
  if (allGroupsRoles.includes(member.role)) return null;
  const teamGroups = (groups ?? []).filter((group) => group.teamId === team.id);
  const chosen = member.groupIds;

  async function save(groupIds: string[] | null) {
    try {
      await update.trigger({ teamId: team.id, userId: member.userId, groupIds });
      toast({ title: t('teams.groupAccess.changed') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('teams.groupAccess.failed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Select
        aria-label={t('teams.groupAccess.label', { name })}
        selectedKey={chosen === null ? 'all' : 'some'}
        onSelectionChange={(key) => void save(key === 'all' ? null : (chosen ?? []))}
        options={[
          { id: 'all', label: t('teams.groupAccess.all') },
          { id: 'some', label: t('teams.groupAccess.some') },
        ]}
        className="w-56"
      />
      {chosen === null ? null : teamGroups.length === 0 ? (
        <p className="text-muted-foreground text-xs">{t('teams.groupAccess.none')}</p>
      ) : (
        <fieldset className="flex flex-col gap-1">
          <legend className="sr-only">{t('teams.groupAccess.choose')}</legend>
          {teamGroups.map((group) => (
            <Checkbox
              key={group.id}
              isSelected={chosen.includes(group.id)}
              onChange={(on) => void save(on ? [...chosen, group.id] : chosen.filter((id) => id !== group.id))}
            >
              {group.name}
            </Checkbox>
          ))}
        </fieldset>
      )}
    </div>
  );
}
