import { useTeams } from '@hlidka/data';
import { Button, EmptyState } from '@hlidka/ui';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../screens/common/page-header';
import { DetailSkeleton } from '../screens/common/query-states';
import { editAccess, type GuardedResource } from './edit-access';
import type { Permitted } from './use-can';
import '../i18n/areas/access';
import '../i18n/areas/teams';

export interface EditGuardProps {
  resource: GuardedResource;
  /** The thing being edited once it has loaded (its team decides); undefined until then. */
  thing: Pick<Permitted, 'teamId'> | null | undefined;
  /** The thing's own page (or its list where it has none): where the denied state leads back. */
  backHref: string;
  /** The screen: shown while the thing loads (its own skeleton, not-found and error states) and once it may change. */
  children: ReactNode;
}

/**
 * The one guard of the edit screens that open by address: once the thing (and so its team) has loaded, a role that may
 * not change it (a viewer, billing) gets a clear state instead of the form that would fail with the API's 403: which
 * change it may not make, its role in the thing's team, and a link back to the thing.
 */
export function EditGuard({ resource, thing, backHref, children }: EditGuardProps) {
  const { t } = useTranslation();
  const { teams, error } = useTeams();
  const access = editAccess(resource, thing, teams ?? (error ? [] : undefined));
  if (access.state === 'open') return children;
  if (access.state === 'checking') {
    return (
      <ScreenFrame busy>
        <DetailSkeleton label={t('access.checking')} />
      </ScreenFrame>
    );
  }
  const title = t(`access.denied.title.${resource}`);
  return (
    <ScreenFrame>
      <PageHeader title={title} />
      <EmptyState
        icon={<Lock />}
        title={t('access.denied.role', { team: access.team.name, role: t(`teams.roles.${access.team.role}`) })}
        description={t('access.denied.text')}
        action={
          <Button asChild variant="outline">
            <Link href={backHref}>{t(`access.denied.back.${resource}`)}</Link>
          </Button>
        }
      />
    </ScreenFrame>
  );
}
