import { isApiError, useCreateTeam } from '@hlidka/data';
import { Card, CardContent, toast } from '@hlidka/ui';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { TeamForm } from './team-form';
import '../../i18n/areas/teams';

/** /teams/create: a new team with the caller as its owner. */
export default function TeamCreateScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const create = useCreateTeam();
  return (
    <ScreenFrame>
      <PageHeader
        breadcrumbs={{
          label: t('teams.breadcrumbs'),
          items: [
            { href: '/teams', label: t('teams.title') },
            { href: '/teams/create', label: t('teams.createScreen.title') },
          ],
        }}
        title={t('teams.createScreen.title')}
        documentTitle={t('teams.createScreen.title')}
        description={t('teams.createScreen.description')}
      />
      <Card>
        <CardContent>
          <TeamForm
            submitLabel={t('teams.createScreen.submit')}
            submittingLabel={t('teams.createScreen.submitting')}
            cancelHref="/teams"
            onSubmit={async (body) => {
              try {
                const { team } = await create.trigger(body);
                toast({ title: t('teams.createScreen.created') });
                navigate(`/teams/${team.id}`);
              } catch (caught) {
                toast({
                  variant: 'destructive',
                  title: t('teams.createScreen.failed'),
                  description: isApiError(caught) ? caught.message : undefined,
                });
                throw caught;
              }
            }}
          />
        </CardContent>
      </Card>
    </ScreenFrame>
  );
}
