import { useWebPushKey } from '@hlidka/data';
import { Button } from '@hlidka/ui';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PushSubscribeError, pushSupport, subscribeBrowser } from '../../lib/web-push';
import { parsePushValue } from './channel-types/webpush';
import '../../i18n/areas/channels';

type Problem = { key: 'unsupported' | 'denied' | 'noWorker' } | { key: 'failed'; message: string };

/**
 * The webpush channel's field: this browser's state (unsupported, blocked, subscribed, expired) and the button that
 * asks for permission and subscribes it with the server's key. The subscription goes to the form as JSON.
 */
export function WebPushField({
  value,
  onChange,
  errorMessage,
}: {
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { publicKey } = useWebPushKey();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(() => {
    const support = pushSupport();
    return support === 'supported' ? null : { key: support };
  });
  const current = parsePushValue(value);

  async function subscribe() {
    if (!publicKey) return;
    setBusy(true);
    setProblem(null);
    try {
      onChange(JSON.stringify(await subscribeBrowser(publicKey)));
    } catch (caught) {
      setProblem(
        caught instanceof PushSubscribeError
          ? { key: caught.reason }
          : { key: 'failed', message: caught instanceof Error ? caught.message : String(caught) },
      );
    } finally {
      setBusy(false);
    }
  }

  const status = problem
    ? t(`channels.form.push.${problem.key}`, problem.key === 'failed' ? { message: problem.message } : {})
    : current
      ? t(current.expired && !current.auth ? 'channels.form.push.expired' : 'channels.form.push.subscribed', {
          device: current.device,
        })
      : null;
  const blocked = problem?.key === 'unsupported';
  return (
    <fieldset aria-describedby={`${id}-hint`} className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-foreground text-sm">{t('channels.form.subscription')}</legend>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {t('channels.form.hints.webpush.subscription')}
      </p>
      {status ? (
        <p
          role="status"
          className={problem || current?.expired ? 'text-destructive-text text-sm' : 'text-foreground text-sm'}
        >
          {status}
        </p>
      ) : null}
      {blocked ? null : (
        <div>
          <Button
            type="button"
            variant={current && !current.expired ? 'outline' : 'default'}
            disabled={!publicKey}
            isLoading={busy}
            loadingLabel={t('channels.form.push.subscribing')}
            onClick={() => void subscribe()}
          >
            <BellRing aria-hidden="true" />
            {current ? t('channels.form.push.resubscribe') : t('channels.form.push.subscribe')}
          </Button>
        </div>
      )}
      {errorMessage ? (
        <p className="text-destructive-text text-xs" role="alert">
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
