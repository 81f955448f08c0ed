import { useEscalationPolicies } from '@hlidka/data';
import { Select } from '@hlidka/ui';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/escalation-policies';

/**
 * The escalation policy of a website or a group: the policies of the same team (or the user's own), or none. Used by
 * the website form and the group editor; the server checks the scope again.
 */
export function EscalationPolicySelect({
  teamId,
  value,
  onChange,
  inGroup = false,
  errorMessage,
}: {
  teamId: string | null;
  value: string | null;
  onChange: (policyId: string | null) => void;
  /** A website in a group: "none" means its group's policy applies. */
  inGroup?: boolean;
  errorMessage?: string;
}) {
  const { t } = useTranslation();
  const { policies, error } = useEscalationPolicies();
  const options = (policies ?? []).filter((policy) => policy.teamId === teamId);
  return (
    <div className="flex flex-col gap-1">
      <Select
        label={t('escalationPolicies.select.label')}
        description={error ? t('escalationPolicies.select.loadFailed') : t('escalationPolicies.select.hint')}
        value={value ?? 'none'}
        onChange={(key) => onChange(key === 'none' || key === null ? null : String(key))}
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
        options={[
          {
            id: 'none',
            label: t(inGroup ? 'escalationPolicies.select.noneInGroup' : 'escalationPolicies.select.none'),
          },
          ...options.map((policy) => ({ id: policy.id, label: policy.name })),
        ]}
      />
      <Link href="/escalation-policies" className="self-start text-primary text-sm underline-offset-4 hover:underline">
        {t('escalationPolicies.select.manage')}
      </Link>
    </div>
  );
}
