import { useCreateMaintenanceWindow } from '@hlidka/data';
import { toast } from '@hlidka/ui';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { maintenanceCrumbs } from './maintenance-crumbs';
import { MaintenanceForm } from './maintenance-form';
import '../../i18n/areas/maintenance';

/** /maintenance/create: plan a window; once saved, the list shows when it comes. */
export default function MaintenanceCreateScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const create = useCreateMaintenanceWindow();
  const title = t('maintenance.form.createTitle');

  return (
    <ScreenFrame>
      <PageHeader
        breadcrumbs={maintenanceCrumbs(t, { href: '/maintenance/create', label: title })}
        title={title}
        description={t('maintenance.description')}
      />
      <MaintenanceForm
        onSubmit={async (body) => {
          await create.trigger(body);
          toast({ title: t('maintenance.form.created') });
          navigate('/maintenance');
        }}
      />
    </ScreenFrame>
  );
}
