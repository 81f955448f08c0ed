// Every text the billing module answers with, in Czech (the default) and English.
import { type PlanId, planName } from '@hlidka/contract';
import type { Translated } from '../../http/app-error';

const czWebsites = (n: number) => (n === 1 ? 'web' : n >= 2 && n <= 4 ? 'weby' : 'webů');

export const billingMessages = {
  planNotFound: { cs: 'Plán nebyl nalezen', en: 'Plan not found' },
  subscriptionNotFound: { cs: 'Předplatné nebylo nalezeno', en: 'Subscription not found' },
  invoiceNotFound: { cs: 'Faktura nebyla nalezena', en: 'Invoice not found' },
  paymentMethodNotFound: { cs: 'Platební metoda nebyla nalezena', en: 'Payment method not found' },
  billingUpdateFailed: {
    cs: 'Nepodařilo se aktualizovat fakturační údaje',
    en: 'The billing details could not be updated',
  },
  billingUpdated: { cs: 'Fakturační údaje byly uloženy.', en: 'Your billing details have been saved.' },
  paidPlanNeedsCheckout: {
    cs: 'Placený tarif objednáte přes platební bránu.',
    en: 'Paid plans are ordered through the checkout.',
  },
  alreadySubscribed: {
    cs: 'Už máte placené předplatné. Tarif změníte volbou „Změnit tarif“.',
    en: 'You already have a paid subscription. Use “Change plan” to switch.',
  },
  useChangePlan: {
    cs: 'Máte placené předplatné: na bezplatný tarif přejdete jeho zrušením nebo změnou tarifu.',
    en: 'You have a paid subscription: cancel it or change the plan to move to the free plan.',
  },
  freeCannotCancel: { cs: 'Bezplatný tarif nelze zrušit.', en: 'The free plan cannot be cancelled.' },
  notCancellable: {
    cs: 'Zrušit lze jen aktivní předplatné.',
    en: 'Only an active subscription can be cancelled.',
  },
  notReactivatable: {
    cs: 'Obnovit lze jen zrušené předplatné před koncem zaplaceného období.',
    en: 'Only a cancelled subscription can be reactivated, before its paid period ends.',
  },
  cancelled: {
    cs: 'Předplatné bylo zrušeno a skončí na konci zaplaceného období.',
    en: 'The subscription has been cancelled and ends with the paid period.',
  },
  reactivated: { cs: 'Předplatné bylo obnoveno.', en: 'The subscription has been reactivated.' },
  planChanged: { cs: 'Tarif byl změněn.', en: 'Your plan has been changed.' },
  downgradeScheduled: {
    cs: 'Na bezplatný tarif přejdete na konci zaplaceného období.',
    en: 'You will move to the free plan when the paid period ends.',
  },
  subscribed: { cs: 'Tarif byl aktivován.', en: 'The plan is active.' },
  paymentMethodAdded: { cs: 'Platební karta byla uložena.', en: 'The card has been saved.' },
  paymentMethodDefault: { cs: 'Karta je nyní výchozí.', en: 'The card is now the default.' },
  paymentMethodDeleted: { cs: 'Platební karta byla odebrána.', en: 'The card has been removed.' },
  providerFailed: {
    cs: 'Platební brána neodpověděla. Zkuste to prosím za chvíli.',
    en: 'The payment provider did not answer. Please try again shortly.',
  },
  webhookSignature: { cs: 'Neplatný podpis události.', en: 'Invalid event signature.' },
  webhookPayload: { cs: 'Neplatná událost.', en: 'Invalid event.' },
  overLimit: (plan: PlanId, limit: number, active: number): Translated => {
    const excess = active - limit;
    return {
      cs: `Tarif ${planName(plan, 'cs')} umožňuje ${limit} ${czWebsites(limit)}, aktivních máte ${active}. Vyberte ${excess} ${czWebsites(excess)} k pozastavení.`,
      en: `The ${planName(plan, 'en')} plan allows ${limit} website${limit === 1 ? '' : 's'}; you have ${active} active. Choose ${excess} to pause.`,
    };
  },
  unknownWebsites: {
    cs: 'Některé vybrané weby neexistují nebo nejsou vaše.',
    en: 'Some of the chosen websites do not exist or are not yours.',
  },
} satisfies Record<string, Translated | ((...args: never[]) => Translated)>;
