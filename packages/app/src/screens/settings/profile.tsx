import { type UserProfile, useUpdateProfile, useUser } from '@hlidka/data';
import { Button, EmptyState, RadioGroup, TextField, toast } from '@hlidka/ui';
import { UserX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useUnsavedChangesGuard } from '../../shell/unsaved-changes';
import { useLanguageChoice } from '../../shell/use-language-choice';
import { errorText, type Wording, wordedAll } from '../common/wording';
import { ProfileAvatar } from './profile-avatar';
import { ProfileEmail } from './profile-email';
import '../../i18n/areas/settings';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { isNotFound, LoadError, LoadingBlock } from '../common/query-states';
import { Section } from '../common/section';

const NAME_MAX = 100;

/** /settings/profile and /profile: names, e-mail, avatar and language. */
export default function ProfileScreen() {
  const { t } = useTranslation();
  const { data: user, error, isLoading, mutate } = useUser();
  return (
    <ScreenFrame>
      <PageHeader
        title={t('settings.profile.title')}
        description={t('settings.profile.description')}
        back={{ href: '/settings', label: t('settings.shared.backToSettings') }}
      />
      {isLoading && !user && (
        <Section title={t('settings.profile.names')}>
          <LoadingBlock lines={4} />
        </Section>
      )}
      {error && !user && isNotFound(error) && (
        <EmptyState
          icon={<UserX />}
          title={t('settings.profile.notFound')}
          description={errorText(error, t('settings.profile.notFound'))}
          action={
            <Button variant="outline" onClick={() => void mutate()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {error && !user && !isNotFound(error) && <LoadError error={error} onRetry={() => void mutate()} />}
      {user && (
        <>
          <NamesForm user={user} />
          <ProfileEmail user={user} />
          <ProfileAvatar user={user} />
          <LanguageForm />
        </>
      )}
    </ScreenFrame>
  );
}

function NamesForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [problems, setProblems] = useState<Partial<Record<'firstName' | 'lastName', Wording>>>({});
  const errors = wordedAll(problems, t);
  const guard = useUnsavedChangesGuard(firstName !== user.firstName || lastName !== user.lastName);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof problems = {};
    if (!firstName.trim()) next.firstName = { key: 'settings.shared.required' };
    else if (firstName.trim().length > NAME_MAX)
      next.firstName = { key: 'settings.shared.tooLong', params: { count: NAME_MAX } };
    if (!lastName.trim()) next.lastName = { key: 'settings.shared.required' };
    else if (lastName.trim().length > NAME_MAX)
      next.lastName = { key: 'settings.shared.tooLong', params: { count: NAME_MAX } };
    setProblems(next);
    if (next.firstName || next.lastName) return;
    try {
      await guard.whileSaving(() => update.trigger({ firstName: firstName.trim(), lastName: lastName.trim() }));
      toast({ title: t('settings.profile.saved') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('settings.profile.updateFailed'),
        description: errorText(caught, t('settings.profile.updateFailed')),
      });
    }
  }

  return (
    <Section title={t('settings.profile.names')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('settings.profile.firstName')}
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            onChange={setFirstName}
            isRequired
            isInvalid={Boolean(errors.firstName)}
            errorMessage={errors.firstName}
          />
          <TextField
            label={t('settings.profile.lastName')}
            name="lastName"
            autoComplete="family-name"
            value={lastName}
            onChange={setLastName}
            isRequired
            isInvalid={Boolean(errors.lastName)}
            errorMessage={errors.lastName}
          />
        </div>
        <div>
          <Button type="submit" isLoading={update.isMutating} loadingLabel={t('settings.shared.saving')}>
            {t('settings.shared.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

function LanguageForm() {
  const { t } = useTranslation();
  const { language, choose, isSaving } = useLanguageChoice();

  return (
    <Section title={t('settings.profile.language')} description={t('settings.profile.languageDescription')}>
      <RadioGroup
        label={t('settings.profile.language')}
        value={language}
        onChange={(value) => void choose(value === 'en' ? 'en' : 'cs')}
        isDisabled={isSaving}
        options={[
          { value: 'cs', label: t('common.languages.cs') },
          { value: 'en', label: t('common.languages.en') },
        ]}
      />
    </Section>
  );
}
