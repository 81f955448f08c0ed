import type { TwoFactorChallenge, TwoFactorLoginBody } from '@hlidka/contract';
import { isApiError, useAuth } from '@hlidka/data';
import { Button, TextField } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PasskeyUnavailable, signWithPasskey } from '../lib/passkeys';
import { AuthCard, FormAlert } from './auth-parts';
import { errorWording, fieldErrorWordings, type Wording, worded } from './common/wording';
import '../i18n/areas/two-factor';

type Mode = 'totp' | 'recovery' | 'passkey';

/**
 * The second sign-in step after the password or Google: a code from the authenticator app, a passkey, or a recovery
 * code. On success the session is signed in and `onSignedIn` runs; an expired challenge sends the person back.
 */
export function TwoFactorStep({
  challenge,
  authMethod,
  onSignedIn,
  onRestart,
}: {
  challenge: TwoFactorChallenge;
  authMethod: 'email' | 'google';
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const auth = useAuth();
  const hasApp = challenge.methods.includes('totp');
  const hasPasskey = challenge.methods.includes('passkey');
  const [mode, setMode] = useState<Mode>(hasApp ? 'totp' : hasPasskey ? 'passkey' : 'recovery');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Wording | null>(null);
  const [alert, setAlert] = useState<{ titleKey: string; message?: Wording; expired?: boolean } | null>(null);
  const [busy, setBusy] = useState<'code' | 'passkey' | null>(null);

  function fail(caught: unknown, titleKey: string) {
    if (isApiError(caught) && caught.code === 'TWO_FACTOR_CHALLENGE_INVALID') {
      setAlert({ titleKey: 'twoFactor.step.expired', expired: true });
    } else if (isApiError(caught) && (caught.errors.code || caught.errors.credential)) {
      const fields = fieldErrorWordings(caught);
      const message = fields.code ?? fields.credential;
      if (caught.errors.code && message) setProblem(message);
      else setAlert({ titleKey, message });
    } else {
      setAlert({ titleKey, message: errorWording(caught, titleKey) });
    }
  }

  async function finish(body: TwoFactorLoginBody, kind: 'code' | 'passkey') {
    setBusy(kind);
    setAlert(null);
    setProblem(null);
    try {
      await auth.completeTwoFactor(body, authMethod);
      onSignedIn();
    } catch (caught) {
      fail(caught, kind === 'passkey' ? 'twoFactor.step.passkeyFailed' : 'twoFactor.step.failed');
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (mode === 'totp' && !/^\d{6}$/.test(typed.replace(/\s/g, ''))) {
      setProblem({ key: 'twoFactor.step.codeRequired' });
      return;
    }
    if (mode === 'recovery' && !typed) {
      setProblem({ key: 'twoFactor.step.recoveryRequired' });
      return;
    }
    if (mode === 'passkey') return;
    void finish({ challengeToken: challenge.challengeToken, method: mode, code: typed }, 'code');
  }

  async function passkey() {
    setBusy('passkey');
    setAlert(null);
    setProblem(null);
    try {
      const options = await auth.passkeySignInOptions(challenge.challengeToken);
      const credential = await signWithPasskey(options);
      await finish({ challengeToken: challenge.challengeToken, method: 'passkey', credential }, 'passkey');
    } catch (caught) {
      if (caught instanceof PasskeyUnavailable) {
        setAlert({
          titleKey: 'twoFactor.step.passkeyFailed',
          message: {
            key:
              caught.reason === 'cancelled' ? 'twoFactor.step.passkeyCancelled' : 'twoFactor.step.passkeyUnsupported',
          },
        });
      } else fail(caught, 'twoFactor.step.passkeyFailed');
      setBusy(null);
    }
  }

  function switchTo(next: Mode) {
    setMode(next);
    setCode('');
    setProblem(null);
    setAlert(null);
  }

  const description =
    mode === 'recovery'
      ? t('twoFactor.step.recoveryDescription')
      : mode === 'totp'
        ? t('twoFactor.step.description')
        : t('twoFactor.step.passkeyDescription');

  return (
    <AuthCard title={t('twoFactor.step.title')} description={description}>
      {alert && <FormAlert title={t(alert.titleKey)}>{alert.message ? worded(alert.message, t) : undefined}</FormAlert>}
      {alert?.expired ? (
        <Button onClick={onRestart}>{t('twoFactor.step.back')}</Button>
      ) : (
        <>
          {mode !== 'passkey' && (
            <form noValidate onSubmit={submit} className="flex flex-col gap-4">
              {mode === 'totp' ? (
                <TextField
                  key="totp"
                  label={t('twoFactor.step.codeLabel')}
                  name="code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  autoFocus
                  value={code}
                  onChange={setCode}
                  isRequired
                  isInvalid={Boolean(problem)}
                  errorMessage={problem ? worded(problem, t) : undefined}
                />
              ) : (
                <TextField
                  key="recovery"
                  label={t('twoFactor.step.recoveryLabel')}
                  name="recovery-code"
                  autoComplete="off"
                  autoFocus
                  description={t('twoFactor.step.recoveryHint')}
                  value={code}
                  onChange={setCode}
                  isRequired
                  isInvalid={Boolean(problem)}
                  errorMessage={problem ? worded(problem, t) : undefined}
                />
              )}
              <Button
                type="submit"
                isLoading={busy === 'code'}
                loadingLabel={t('twoFactor.step.submitting')}
                disabled={busy !== null}
              >
                {t('twoFactor.step.submit')}
              </Button>
            </form>
          )}
          {hasPasskey && (
            <Button
              variant={mode === 'passkey' ? 'default' : 'outline'}
              onClick={() => void passkey()}
              isLoading={busy === 'passkey'}
              loadingLabel={t('twoFactor.step.submitting')}
              disabled={busy !== null}
            >
              {t('twoFactor.step.usePasskey')}
            </Button>
          )}
          <div className="flex flex-col items-center gap-2 text-sm">
            {mode !== 'recovery' && challenge.methods.includes('recovery') && (
              <Button variant="link" size="sm" onClick={() => switchTo('recovery')}>
                {t('twoFactor.step.useRecovery')}
              </Button>
            )}
            {mode === 'recovery' && hasApp && (
              <Button variant="link" size="sm" onClick={() => switchTo('totp')}>
                {t('twoFactor.step.useApp')}
              </Button>
            )}
            <Button variant="link" size="sm" onClick={onRestart}>
              {t('twoFactor.step.back')}
            </Button>
          </div>
        </>
      )}
    </AuthCard>
  );
}
