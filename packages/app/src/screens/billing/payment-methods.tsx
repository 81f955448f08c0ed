import type { PaymentMethod } from '@hlidka/contract';
import { useDeletePaymentMethod, usePaymentMethods, useSetDefaultPaymentMethod } from '@hlidka/data';
import { AlertDialog, Badge, Button, EmptyState, toast } from '@hlidka/ui';
import { CreditCard, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/billing';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { LoadError, LoadingBlock } from '../common/query-states';
import { Section } from '../common/section';
import { errorText } from '../common/wording';

function cardName(method: PaymentMethod): string {
  return `${method.brand.charAt(0).toUpperCase()}${method.brand.slice(1)} •••• ${method.last4}`;
}

/** /subscription/payment-methods: saved cards; make one the default, remove one. */
export default function PaymentMethodsScreen() {
  const { t } = useTranslation();
  const result = new URLSearchParams(useSearch()).get('result');
  const { paymentMethods, error, isLoading, mutate } = usePaymentMethods();
  const setDefault = useSetDefaultPaymentMethod();
  const remove = useDeletePaymentMethod();
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);

  async function makeDefault(method: PaymentMethod) {
    setBusy(method.id);
    try {
      await setDefault.trigger(method.id);
      toast({ title: t('billing.methods.defaultSet', { card: cardName(method) }) });
    } catch (caught) {
      toast({ variant: 'destructive', title: t('billing.methods.defaultFailed'), description: errorText(caught, '') });
    } finally {
      setBusy(null);
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.trigger(removing.id);
      toast({ title: t('billing.methods.removed', { card: cardName(removing) }) });
      setRemoving(null);
    } catch (caught) {
      toast({ variant: 'destructive', title: t('billing.methods.removeFailed'), description: errorText(caught, '') });
    }
  }

  const add = (
    <Button asChild>
      <Link href="/subscription/payment-methods/add">
        <Plus aria-hidden="true" />
        {t('billing.methods.add')}
      </Link>
    </Button>
  );

  return (
    <ScreenFrame>
      <PageHeader
        title={t('billing.methods.title')}
        description={t('billing.methods.description')}
        back={{ href: '/subscription', label: t('billing.shared.backToSubscription') }}
        actions={paymentMethods && paymentMethods.length > 0 ? add : undefined}
      />
      {result === 'added' && (
        <p role="status" className="rounded-md border border-success/50 px-4 py-3 text-sm">
          {t('billing.methods.addedNote')}
        </p>
      )}
      {result === 'cancelled' && (
        <p role="status" className="rounded-md border px-4 py-3 text-sm">
          {t('billing.methods.addCancelled')}
        </p>
      )}
      <Section title={t('billing.methods.list')}>
        {isLoading && !paymentMethods && <LoadingBlock lines={3} />}
        {error && !paymentMethods && <LoadError error={error} onRetry={() => void mutate()} />}
        {paymentMethods && paymentMethods.length === 0 && (
          <EmptyState
            headingLevel={3}
            icon={<CreditCard />}
            title={t('billing.methods.empty')}
            description={t('billing.methods.emptyDescription')}
            action={add}
          />
        )}
        {paymentMethods && paymentMethods.length > 0 && (
          <ul className="flex flex-col divide-y rounded-md border">
            {paymentMethods.map((method) => (
              <li key={method.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="flex items-center gap-3">
                  <CreditCard aria-hidden="true" className="size-6 text-muted-foreground" />
                  <div className="flex flex-col gap-0.5">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
                      {cardName(method)}
                      {method.isDefault && <Badge variant="success">{t('billing.methods.default')}</Badge>}
                    </p>
                    <p className="text-muted-foreground text-xs">
                      {t('billing.methods.expires', {
                        date: `${String(method.expMonth).padStart(2, '0')}/${method.expYear}`,
                      })}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  {!method.isDefault && (
                    <Button
                      variant="outline"
                      size="sm"
                      isLoading={busy === method.id}
                      disabled={busy !== null}
                      onClick={() => void makeDefault(method)}
                      aria-label={t('billing.methods.makeDefaultOf', { card: cardName(method) })}
                    >
                      {t('billing.methods.makeDefault')}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRemoving(method)}
                    aria-label={t('billing.methods.removeOf', { card: cardName(method) })}
                  >
                    {t('billing.methods.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
        title={t('billing.methods.removeTitle')}
        description={t('billing.methods.removeDescription', { card: removing ? cardName(removing) : '' })}
        confirmLabel={t('billing.methods.remove')}
        cancelLabel={t('billing.shared.back')}
        variant="destructive"
        isConfirming={remove.isMutating}
        onConfirm={() => void confirmRemove()}
      />
    </ScreenFrame>
  );
}
