import type { Team } from '@hlidka/contract';
import { useTeamMembers } from '@hlidka/data';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from '@hlidka/ui';
import { Pencil, Users } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { ListStates } from '../common/query-states';
import { canManage, TeamLoader, useTeamCrumbs } from './team-loader';
import { MemberRoleBadge } from './team-member-list';
import { MemberTwoFactorBadge, TwoFactorRequiredBanner, useShutOut } from './team-two-factor';
import { TeamWebsites } from './team-websites';
import '../../i18n/areas/teams';
import { useLanguage } from '../../i18n';

const MEMBERS_PREVIEW = 6;

function TeamMembersPreview({ team }: { team: Team }) {
  const { t } = useTranslation();
  const { members, error, isLoading, mutate } = useTeamMembers(team.id);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle level={2}>{t('teams.detail.members')}</CardTitle>
        <Link href={`/teams/${team.id}/members`} className="text-primary text-sm underline-offset-4 hover:underline">
          {t('teams.detail.allMembers')}
        </Link>
      </CardHeader>
      <CardContent>
        <ListStates
          items={members}
          query={{ error, isLoading, mutate }}
          failedTitle={t('teams.detail.membersFailed')}
          retryLabel={t('teams.retry')}
          loadingLabel={t('teams.members.loading')}
          rows={3}
        >
          {(members) => (
            <ul className="flex flex-col divide-y">
              {members.slice(0, MEMBERS_PREVIEW).map((member) => (
                <li key={member.userId} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-sm">
                      {member.firstName} {member.lastName}
                    </p>
                    <p className="truncate text-muted-foreground text-xs">{member.email}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-1.5">
                    <MemberTwoFactorBadge member={member} />
                    <MemberRoleBadge role={member.role} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </CardContent>
    </Card>
  );
}

function TeamDetail({ team }: { team: Team }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const shutOut = useShutOut(team);
  return (
    <ScreenFrame wide>
      <PageHeader
        breadcrumbs={useTeamCrumbs(team)}
        title={team.name}
        documentTitle={team.name}
        description={
          <div className="flex flex-col gap-2">
            {team.description ? <p>{team.description}</p> : null}
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="outline">{t('teams.yourRole', { role: t(`teams.roles.${team.role}`) })}</Badge>
              <span>{t('teams.members', { count: team.memberCount })}</span>
              <span>· {t('teams.detail.createdAt', { date: formatDate(team.createdAt, lng) })}</span>
            </div>
          </div>
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link href={`/teams/${team.id}/members`}>
                <Users aria-hidden="true" />
                {t('teams.detail.manageMembers')}
              </Link>
            </Button>
            {canManage(team) ? (
              <Button asChild variant="outline">
                <Link href={`/teams/${team.id}/edit`}>
                  <Pencil aria-hidden="true" />
                  {t('teams.detail.edit')}
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <TwoFactorRequiredBanner team={team} />
      {/* Shut out, the team's websites and members cannot load: the banner says why instead of two failed cards. */}
      {shutOut ? null : (
        <div className="grid gap-6 *:min-w-0 lg:grid-cols-[2fr_1fr]">
          <TeamWebsites teamId={team.id} />
          <TeamMembersPreview team={team} />
        </div>
      )}
    </ScreenFrame>
  );
}

/** /teams/{id}: the team's websites and members. */
export default function TeamDetailScreen() {
  const { id = '' } = useParams<{ id: string }>();
  return <TeamLoader id={id}>{(team) => <TeamDetail team={team} />}</TeamLoader>;
}
