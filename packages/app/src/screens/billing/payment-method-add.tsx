import { usePaymentMethodSetup } from '@hlidka/data';
import { Button } from '@hlidka/ui';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/billing';
import { FormFailure } from '../common/form-parts';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { Section } from '../common/section';
import { errorWording, type Wording, worded } from '../common/wording';

const SETUP_FAILED = 'billing.methods.setupFailed';

/**
 * /subscription/payment-methods/add: the card is entered on the provider's hosted page (never in this app); the
 * provider sends the browser back to /subscription/payment-methods?result=added|cancelled.
 */
export default function PaymentMethodAddScreen() {
  const { t } = useTranslation();
  const setup = usePaymentMethodSetup();
  const [failure, setFailure] = useState<Wording | null>(null);

  async function start() {
    setFailure(null);
    try {
      const answer = await setup.trigger();
      window.location.assign(answer.redirectUrl);
    } catch (caught) {
      setFailure(errorWording(caught, SETUP_FAILED));
    }
  }

  return (
    <ScreenFrame>
      <PageHeader
        title={t('billing.methods.addTitle')}
        back={{ href: '/subscription/payment-methods', label: t('billing.methods.back') }}
      />
      <Section title={t('billing.methods.hostedTitle')}>
        <div className="flex items-start gap-3 text-sm">
          <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-success" />
          <p>{t('billing.methods.hostedText')}</p>
        </div>
        {failure && (
          <FormFailure title={t('billing.methods.setupFailed')}>
            {!('key' in failure && failure.key === SETUP_FAILED) && worded(failure, t)}
          </FormFailure>
        )}
        <div>
          <Button
            isLoading={setup.isMutating}
            loadingLabel={t('billing.checkout.redirecting')}
            onClick={() => void start()}
          >
            {t('billing.methods.continue')}
          </Button>
        </div>
      </Section>
    </ScreenFrame>
  );
}
