import { can, type Team } from '@hlidka/contract';
import { useTeam } from '@hlidka/data';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ScreenFrame, useDocumentTitle } from '../common/page-header';
import { DetailSkeleton, ErrorState, NotFoundState } from '../common/query-states';
import '../../i18n/areas/teams';

/** Loads the team of the route: skeleton, 'Tým nebyl nalezen', error with retry, or the screen with the team. */
export function TeamLoader({ id, children }: { id: string; children: (team: Team) => ReactNode }) {
  const { t } = useTranslation();
  const { team, error, isLoading, mutate } = useTeam(id);
  useDocumentTitle(team?.name ?? t('teams.title'));
  if (error?.status === 404) {
    return (
      <ScreenFrame>
        <NotFoundState
          title={t('teams.notFound')}
          description={t('teams.notFoundDescription')}
          backHref="/teams"
          backLabel={t('teams.back')}
        />
      </ScreenFrame>
    );
  }
  if (error) {
    return (
      <ScreenFrame>
        <ErrorState
          title={t('teams.detail.loadFailed')}
          message={error.message}
          retryLabel={t('teams.retry')}
          onRetry={() => void mutate()}
        />
      </ScreenFrame>
    );
  }
  if (isLoading || !team) {
    return (
      <ScreenFrame>
        <DetailSkeleton label={t('teams.detail.loading')} />
      </ScreenFrame>
    );
  }
  return <>{children(team)}</>;
}

/** Breadcrumbs Týmy › {team} › {page}. */
export function useTeamCrumbs(team: Team, page?: { href: string; label: string }) {
  const { t } = useTranslation();
  return {
    label: t('teams.breadcrumbs'),
    items: [
      { href: '/teams', label: t('teams.title') },
      { href: `/teams/${team.id}`, label: team.name },
      ...(page ? [page] : []),
    ],
  };
}

export const canManage = (team: Team) => can(team.role, 'write', 'members');
