import type { TotpSetup as TotpSetupData } from '@hlidka/contract';
import {
  type UserProfile,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useSetupTotp,
  useTwoFactorStatus,
} from '@hlidka/data';
import { Badge, Button, toast } from '@hlidka/ui';
import { useState } from 'react';
import { useLanguage } from '../../../i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { LoadError, LoadingBlock } from '../../common/query-states';
import { Section } from '../../common/section';
import { errorText } from '../../common/wording';
import { PasskeyList } from './passkey-list';
import { ReauthDialog } from './reauth-dialog';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TotpSetup } from './totp-setup';
import '../../../i18n/areas/two-factor';

/** Two-factor sign-in: the authenticator app, passkeys, recovery codes, turning it off. */
export function TwoFactorSettings({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { twoFactor, error, isLoading, mutate } = useTwoFactorStatus();
  const setupTotp = useSetupTotp();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [setup, setSetup] = useState<TotpSetupData | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'regenerate' | null>(null);

  async function startSetup() {
    try {
      setSetup(await setupTotp.trigger());
    } catch (caught) {
      toast({ variant: 'destructive', title: t('twoFactor.app.setupFailed'), description: errorText(caught, '') });
    }
  }

  const status = twoFactor && (
    <Badge variant={twoFactor.enabled ? 'success' : 'outline'}>
      {twoFactor.enabled ? t('twoFactor.settings.on') : t('twoFactor.settings.off')}
    </Badge>
  );

  return (
    <Section
      title={t('twoFactor.settings.title')}
      description={t('twoFactor.settings.description')}
      actions={status}
      labelId="two-factor-title"
    >
      {isLoading && !twoFactor && <LoadingBlock lines={4} />}
      {error && !twoFactor && (
        <LoadError error={error} title={t('twoFactor.settings.loadFailed')} onRetry={() => void mutate()} />
      )}
      {twoFactor && (
        <>
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex flex-col gap-0.5">
                <h3 className="font-medium text-sm">{t('twoFactor.app.title')}</h3>
                <p className="text-muted-foreground text-xs">
                  {twoFactor.totp.enabled && twoFactor.totp.confirmedAt
                    ? t('twoFactor.app.onSince', { date: formatDate(twoFactor.totp.confirmedAt, lng) })
                    : `${t('twoFactor.app.off')} · ${t('twoFactor.app.description')}`}
                </p>
              </div>
              {!twoFactor.totp.enabled && !setup && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void startSetup()}
                  isLoading={setupTotp.isMutating}
                  loadingLabel={t('twoFactor.app.loading')}
                >
                  {t('twoFactor.app.setUp')}
                </Button>
              )}
            </div>
            {setup && !twoFactor.totp.enabled && (
              <TotpSetup
                setup={setup}
                onCancel={() => setSetup(null)}
                onEnabled={(codes) => {
                  setSetup(null);
                  toast({ title: t('twoFactor.app.enabled') });
                  if (codes) setRecoveryCodes(codes);
                }}
              />
            )}
          </div>
          <div className="flex flex-col gap-3 border-t pt-4">
            <div className="flex flex-col gap-0.5">
              <h3 className="font-medium text-sm">{t('twoFactor.passkeys.title')}</h3>
              <p className="text-muted-foreground text-xs">{t('twoFactor.passkeys.description')}</p>
            </div>
            <PasskeyList passkeys={twoFactor.passkeys} onRecoveryCodes={setRecoveryCodes} />
          </div>
          {twoFactor.enabled && (
            <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
              <div className="flex flex-col gap-0.5">
                <h3 className="font-medium text-sm">{t('twoFactor.recovery.title')}</h3>
                <p className="text-muted-foreground text-xs">{t('twoFactor.recovery.description')}</p>
                <p className="text-sm" data-testid="recovery-remaining">
                  {t('twoFactor.recovery.remaining', { count: twoFactor.recoveryCodesRemaining })}
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => setDialog('regenerate')}>
                {t('twoFactor.recovery.regenerate')}
              </Button>
            </div>
          )}
          {twoFactor.enabled && (
            <div className="border-t pt-4">
              <Button variant="destructive" size="sm" onClick={() => setDialog('disable')}>
                {t('twoFactor.settings.turnOff')}
              </Button>
            </div>
          )}
        </>
      )}
      <ReauthDialog
        isOpen={dialog === 'disable'}
        onOpenChange={(isOpen) => !isOpen && setDialog(null)}
        title={t('twoFactor.disable.title')}
        description={t('twoFactor.disable.description')}
        confirmLabel={t('twoFactor.disable.confirm')}
        destructive
        hasPassword={user.hasPassword}
        onConfirm={async (body) => {
          await disable.trigger(body);
          toast({ title: t('twoFactor.disable.done') });
        }}
      />
      <ReauthDialog
        isOpen={dialog === 'regenerate'}
        onOpenChange={(isOpen) => !isOpen && setDialog(null)}
        title={t('twoFactor.recovery.regenerateTitle')}
        description={t('twoFactor.recovery.regenerateDescription')}
        confirmLabel={t('twoFactor.recovery.regenerate')}
        hasPassword={user.hasPassword}
        onConfirm={async (body) => {
          const result = await regenerate.trigger(body);
          setRecoveryCodes(result.recoveryCodes);
        }}
      />
      {recoveryCodes && (
        <RecoveryCodesDialog codes={recoveryCodes} email={user.email} onDone={() => setRecoveryCodes(null)} />
      )}
    </Section>
  );
}
