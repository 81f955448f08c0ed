import { useCreateEscalationPolicy } from '@hlidka/data';
import { toast } from '@hlidka/ui';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { policyCrumbs } from './policy-crumbs';
import { PolicyForm } from './policy-form';
import '../../i18n/areas/escalation-policies';

/** /escalation-policies/create: a new policy; once saved, the list shows it. */
export default function PolicyCreateScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const create = useCreateEscalationPolicy();
  const title = t('escalationPolicies.form.createTitle');
  return (
    <ScreenFrame>
      <PageHeader
        breadcrumbs={policyCrumbs(t, { href: '/escalation-policies/create', label: title })}
        title={title}
        description={t('escalationPolicies.description')}
      />
      <PolicyForm
        onSubmit={async (body) => {
          await create.trigger(body);
          toast({ title: t('escalationPolicies.form.created') });
          navigate('/escalation-policies');
        }}
      />
    </ScreenFrame>
  );
}
