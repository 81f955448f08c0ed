import { can } from '@hlidka/contract';
import { useCreateOnCallSchedule, useTeams } from '@hlidka/data';
import { Button, Select, TextField, toast } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { FormFailure, FormSection } from '../common/form-parts';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { LoadingBlock } from '../common/query-states';
import { timeZoneOptions } from '../common/time-zones';
import { errorWording, fieldErrorWordings, type Wording, worded } from '../common/wording';
import '../../i18n/areas/on-call';

type Field = 'teamId' | 'name' | 'timeZone';

/** /on-call/create: a new schedule for a team the user administers; the editor opens next. */
export default function OnCallCreateScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { teams, isLoading } = useTeams();
  const create = useCreateOnCallSchedule();
  const adminTeams = (teams ?? []).filter((team) => can(team.role, 'write', 'schedules'));
  const [teamId, setTeamId] = useState('');
  const [name, setName] = useState('');
  const [timeZone, setTimeZone] = useState('Europe/Prague');
  const [errors, setErrors] = useState<Partial<Record<Field, Wording>>>({});
  const [failure, setFailure] = useState<Wording | null>(null);
  const [saving, setSaving] = useState(false);
  const chosenTeam = teamId || adminTeams[0]?.id || '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, Wording>> = {};
    if (!chosenTeam) found.teamId = { key: 'onCall.create.teamRequired' };
    if (!name.trim()) found.name = { key: 'onCall.create.nameRequired' };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const { schedule } = await create.trigger({ teamId: chosenTeam, name: name.trim(), timeZone });
      toast({ title: t('onCall.create.created') });
      navigate(`/on-call/${schedule.id}/edit`);
    } catch (caught) {
      const fields = fieldErrorWordings(caught);
      setErrors({ teamId: fields.teamId, name: fields.name, timeZone: fields.timeZone });
      setFailure(errorWording(caught, 'onCall.create.failed'));
    } finally {
      setSaving(false);
    }
  }

  const props = (field: Field) => {
    const text = errors[field] ? worded(errors[field], t) : undefined;
    return { isInvalid: Boolean(text), errorMessage: text };
  };

  return (
    <ScreenFrame busy={isLoading}>
      <PageHeader
        back={{ href: '/on-call', label: t('onCall.back') }}
        title={t('onCall.create.title')}
        description={t('onCall.description')}
      />
      {isLoading ? (
        <LoadingBlock lines={4} />
      ) : adminTeams.length === 0 ? (
        <FormFailure>{t('onCall.create.noAdminTeams')}</FormFailure>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-6">
          <FormSection title={t('onCall.editor.settings')}>
            <Select
              label={t('onCall.create.team')}
              name="teamId"
              value={chosenTeam}
              onChange={(key) => setTeamId(String(key))}
              options={adminTeams.map((team) => ({ id: team.id, label: team.name }))}
              {...props('teamId')}
            />
            <TextField
              label={t('onCall.create.name')}
              name="name"
              value={name}
              onChange={setName}
              placeholder={t('onCall.create.namePlaceholder')}
              isRequired
              {...props('name')}
            />
            <Select
              label={t('onCall.create.timeZone')}
              name="timeZone"
              value={timeZone}
              onChange={(key) => setTimeZone(String(key))}
              options={timeZoneOptions(timeZone).map((zone) => ({ id: zone, label: zone }))}
              {...props('timeZone')}
            />
          </FormSection>
          {failure ? <FormFailure title={worded(failure, t)} /> : null}
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? t('onCall.create.saving') : t('onCall.create.submit')}
            </Button>
          </div>
        </form>
      )}
    </ScreenFrame>
  );
}
