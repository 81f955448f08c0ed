import { isApiError, useStartSso } from '@hlidka/data';
import { Button, TextField } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import { AuthCard, FormAlert, isValidEmail, TextLink } from './auth-parts';
import { errorWording, type Wording, worded } from './common/wording';
import '../i18n/areas/sso';

/** /sso: single sign-on by work e-mail (its verified domain) or by the team's identifier. */
export default function SsoSignInScreen() {
  const { t } = useTranslation();
  const search = useSearch();
  const [email, setEmail] = useState('');
  const [team, setTeam] = useState(() => new URLSearchParams(search).get('team') ?? '');
  const [error, setError] = useState<Wording | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const start = useStartSso();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const slug = team.trim().toLowerCase();
    if (!isValidEmail(email) && !slug) {
      setError({ key: 'sso.signIn.emailRequired' });
      return;
    }
    try {
      const answer = await start.trigger(isValidEmail(email) ? { email: email.trim() } : { team: slug });
      if (!answer) return;
      setRedirecting(true);
      window.location.assign(answer.authorizationUrl);
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status === 404
          ? { key: 'sso.errors.unknown_domain' }
          : errorWording(caught, 'sso.signIn.failed'),
      );
    }
  }

  return (
    <AuthCard title={t('sso.signIn.title')} description={t('sso.signIn.description')}>
      {error && <FormAlert title={t('sso.signIn.failed')}>{worded(error, t)}</FormAlert>}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('sso.signIn.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <TextField
          label={t('sso.signIn.team')}
          name="team"
          autoComplete="organization"
          description={t('sso.signIn.teamHint')}
          value={team}
          onChange={setTeam}
        />
        <Button
          type="submit"
          isLoading={start.isMutating || redirecting}
          loadingLabel={t('sso.signIn.submitting')}
          disabled={start.isMutating || redirecting}
        >
          {t('sso.signIn.submit')}
        </Button>
      </form>
      <p className="text-center text-sm">
        <TextLink href="/login">{t('sso.signIn.back')}</TextLink>
      </p>
    </AuthCard>
  );
}
