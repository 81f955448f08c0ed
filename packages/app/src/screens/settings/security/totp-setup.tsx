import type { TotpSetup as TotpSetupData } from '@hlidka/contract';
import { useConfirmTotp } from '@hlidka/data';
import { Button, TextField } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { errorWording, fieldErrorWordings, type Wording, worded } from '../../common/wording';
import { CopyButton } from '../copy-button';
import '../../../i18n/areas/two-factor';

/** Adding an authenticator app: the QR code and the key for typing, then a code from the app to turn it on. */
export function TotpSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TotpSetupData;
  onEnabled: (recoveryCodes: string[] | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Wording | null>(null);
  // Groups of four characters read more easily when typed by hand.
  const groupedSecret = setup.secret.replace(/(.{4})(?=.)/g, '$1 ');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return setProblem({ key: 'twoFactor.step.codeRequired' });
    setProblem(null);
    try {
      const result = await confirm.trigger(code.replace(/\s/g, ''));
      onEnabled(result.recoveryCodes);
    } catch (caught) {
      setProblem(fieldErrorWordings(caught).code ?? errorWording(caught, 'twoFactor.step.failed'));
    }
  }

  return (
    <section className="flex flex-col gap-4 rounded-md border p-4" aria-labelledby="totp-setup-title">
      <h4 id="totp-setup-title" className="font-medium text-sm">
        {t('twoFactor.app.setupTitle')}
      </h4>
      <p className="text-sm">{t('twoFactor.app.scanHint')}</p>
      <img
        src={setup.qrCode}
        alt={t('twoFactor.app.qrAlt')}
        width={176}
        height={176}
        className="size-44 rounded-md border bg-white p-2"
      />
      <div className="flex flex-col gap-2">
        <p id="totp-secret-label" className="text-muted-foreground text-sm">
          {t('twoFactor.app.manualHint')}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <code data-testid="totp-secret" className="break-all rounded-md border bg-muted px-3 py-2 font-mono text-sm">
            {groupedSecret}
          </code>
          <CopyButton value={setup.secret} label={t('twoFactor.app.copySecret')} />
        </div>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
        <TextField
          label={t('twoFactor.app.codeHint')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={setCode}
          isRequired
          isInvalid={Boolean(problem)}
          errorMessage={problem ? worded(problem, t) : undefined}
          className="w-full sm:w-72"
        />
        <div className="flex gap-2 sm:mt-6">
          <Button type="submit" isLoading={confirm.isMutating} loadingLabel={t('twoFactor.app.confirming')}>
            {t('twoFactor.app.confirm')}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t('twoFactor.app.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
