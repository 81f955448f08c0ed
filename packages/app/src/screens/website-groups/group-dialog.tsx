import { WEBSITE_GROUP_DESCRIPTION_MAX, WEBSITE_GROUP_NAME_MAX, type WebsiteGroup } from '@hlidka/contract';
import { useCreateWebsiteGroup, useEscalationPolicies, useUpdateWebsiteGroup } from '@hlidka/data';
import { Button, Dialog, Select, TextField, toast } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useTeamsThatCan } from '../../access/use-can';
import { useTranslation } from '../../i18n/use-translation';
import { FormFailure } from '../common/form-parts';
import { fieldErrorProps, formFailure, type Wording, worded } from '../common/wording';
import { EscalationPolicySelect } from '../escalation-policies/policy-select';
import '../../i18n/areas/website-groups';

type Field = 'name' | 'description';

/** Client checks with the contract's limits; the server has the last word (a name taken comes back on `name`). */
function problems(name: string, description: string): Partial<Record<Field, Wording>> {
  const found: Partial<Record<Field, Wording>> = {};
  if (name.trim() === '') found.name = { key: 'websiteGroups.form.required' };
  else if (name.trim().length > WEBSITE_GROUP_NAME_MAX)
    found.name = { key: 'websiteGroups.form.tooLong', params: { max: WEBSITE_GROUP_NAME_MAX } };
  if (description.trim().length > WEBSITE_GROUP_DESCRIPTION_MAX)
    found.description = { key: 'websiteGroups.form.tooLong', params: { max: WEBSITE_GROUP_DESCRIPTION_MAX } };
  return found;
}

/**
 * A new group (name, description, team) or a change of one (name and description: a group keeps its team). Closes
 * with a toast when saved; field errors stay beside their fields.
 */
export function GroupDialog({ group, onClose }: { group: WebsiteGroup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const teams = useTeamsThatCan('write', 'groups');
  const create = useCreateWebsiteGroup();
  const update = useUpdateWebsiteGroup();
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [teamId, setTeamId] = useState('none');
  const [policyId, setPolicyId] = useState<string | null>(group?.escalationPolicyId ?? null);
  const { policies } = useEscalationPolicies();
  const [errors, setErrors] = useState<Partial<Record<Field, Wording>>>({});
  const [failure, setFailure] = useState<Wording | null>(null);
  const saving = create.isMutating || update.isMutating;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problems(name, description);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const body = {
      name: name.trim(),
      description: description.trim() === '' ? null : description.trim(),
      ...(policyId !== (group?.escalationPolicyId ?? null) ? { escalationPolicyId: policyId } : {}),
    };
    try {
      if (group) await update.trigger({ id: group.id, ...body });
      else await create.trigger({ ...body, teamId: teamId === 'none' ? null : teamId });
      toast({ title: t(group ? 'websiteGroups.form.saved' : 'websiteGroups.form.created') });
      onClose();
    } catch (caught) {
      const failed = formFailure(caught, ['name', 'description'], 'websiteGroups.form.saveFailed');
      setErrors(failed.errors);
      setFailure(failed.failure);
    }
  }

  const errorOf = (field: Field) => fieldErrorProps(errors[field], t);

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t(group ? 'websiteGroups.form.editTitle' : 'websiteGroups.form.createTitle')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure ? <FormFailure>{worded(failure, t)}</FormFailure> : null}
        <TextField
          label={t('websiteGroups.form.name')}
          isRequired
          autoFocus
          autoComplete="off"
          value={name}
          onChange={setName}
          {...errorOf('name')}
        />
        <TextField
          label={t('websiteGroups.form.description')}
          multiline
          value={description}
          onChange={setDescription}
          {...errorOf('description')}
        />
        {!group && teams && teams.length > 0 ? (
          <Select
            label={t('websiteGroups.form.team')}
            description={t('websiteGroups.form.teamHint')}
            value={teamId}
            onChange={(key) => {
              setTeamId(String(key));
              setPolicyId(null);
            }}
            options={[
              { id: 'none', label: t('websiteGroups.form.noTeam') },
              ...teams.map((team) => ({ id: team.id, label: team.name })),
            ]}
          />
        ) : null}
        {policies && policies.length > 0 ? (
          <EscalationPolicySelect
            teamId={group ? group.teamId : teamId === 'none' ? null : teamId}
            value={policyId}
            onChange={setPolicyId}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('websiteGroups.cancel')}
          </Button>
          <Button type="submit" isLoading={saving} loadingLabel={t('websiteGroups.form.saving')}>
            {t(group ? 'websiteGroups.form.save' : 'websiteGroups.form.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
