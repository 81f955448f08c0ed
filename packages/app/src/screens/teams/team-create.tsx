import { useCreateTeam } from '@hlidka/data';
import { Card, CardContent } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { useSaveAndLeave } from '../common/use-save-and-leave';
import { TeamForm } from './team-form';
import '../../i18n/areas/teams';

/** /teams/create: a new team with the caller as its owner. */
export default function TeamCreateScreen() {
  const { t } = useTranslation();
  const saveAndLeave = useSaveAndLeave();
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
            onSubmit={(body) =>
              saveAndLeave(
                () => create.trigger(body),
                { saved: t('teams.createScreen.created'), failed: t('teams.createScreen.failed') },
                ({ team }) => `/teams/${team.id}`,
              )
            }
          />
        </CardContent>
      </Card>
    </ScreenFrame>
  );
}
