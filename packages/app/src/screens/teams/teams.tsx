import { useTeams } from '@hlidka/data';
import { Badge, Button, Card, CardDescription, CardHeader, CardTitle, EmptyState } from '@hlidka/ui';
import { Plus, Users } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { ListStates } from '../common/query-states';
import { ReceivedInvitations } from './received-invitations';
import '../../i18n/areas/teams';

function CreateButton() {
  const { t } = useTranslation();
  return (
    <Button asChild>
      <Link href="/teams/create">
        <Plus aria-hidden="true" />
        {t('teams.create')}
      </Link>
    </Button>
  );
}

/** /teams: the user's teams with their role and member count. */
export default function TeamsScreen() {
  const { t } = useTranslation();
  const { teams, error, isLoading, mutate } = useTeams();
  return (
    <ScreenFrame>
      <PageHeader
        title={t('teams.title')}
        documentTitle={t('teams.title')}
        description={t('teams.description')}
        actions={teams && teams.length > 0 ? <CreateButton /> : null}
      />
      <ReceivedInvitations />
      <ListStates
        items={teams}
        query={{ error, isLoading, mutate }}
        failedTitle={t('teams.loadFailed')}
        retryLabel={t('teams.retry')}
        loadingLabel={t('teams.loading')}
        rows={3}
        empty={
          <EmptyState
            icon={<Users />}
            title={t('teams.emptyTitle')}
            description={t('teams.emptyDescription')}
            action={<CreateButton />}
          />
        }
      >
        {(teams) => (
          <ul className="grid gap-4 sm:grid-cols-2">
            {teams.map((team) => (
              <li key={team.id}>
                <Card className="relative h-full transition-colors focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-muted/40">
                  <CardHeader className="gap-2">
                    <CardTitle level={2} className="break-words text-base">
                      <Link href={`/teams/${team.id}`} className="outline-hidden after:absolute after:inset-0">
                        {team.name}
                      </Link>
                    </CardTitle>
                    {team.description ? (
                      <CardDescription className="line-clamp-2 break-words">{team.description}</CardDescription>
                    ) : null}
                    <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
                      <Badge variant={team.role === 'owner' || team.role === 'admin' ? 'secondary' : 'outline'}>
                        {t(`teams.roles.${team.role}`)}
                      </Badge>
                      <span>{t('teams.members', { count: team.memberCount })}</span>
                    </div>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </ScreenFrame>
  );
}
