// Texts of the affiliate programme, in Czech (the default) and English.

import type { Translated } from '../../http/app-error';

export const affiliateMessages = {
  notRegistered: {
    cs: 'V partnerském programu nejste registrováni.',
    en: 'You are not registered in the affiliate programme.',
  },
  alreadyRegistered: {
    cs: 'V partnerském programu už jste registrováni.',
    en: 'You are already registered in the affiliate programme.',
  },
  registered: {
    cs: 'Vítejte v partnerském programu.',
    en: 'Welcome to the affiliate programme.',
  },
  updated: { cs: 'Údaje byly uloženy.', en: 'Your details have been saved.' },
  suspended: {
    cs: 'Váš partnerský účet je pozastaven.',
    en: 'Your affiliate account is suspended.',
  },
  payoutRequested: {
    cs: 'Žádost o výplatu byla odeslána.',
    en: 'Your payout request has been sent.',
  },
  payoutPending: {
    cs: 'Na vyřízení už čeká jiná žádost o výplatu v této měně.',
    en: 'Another payout request in this currency is still pending.',
  },
} satisfies Record<string, Translated>;

const formatMoney = (amount: number, currency: string, language: 'cs' | 'en') =>
  new Intl.NumberFormat(language === 'cs' ? 'cs-CZ' : 'en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);

export function belowMinimumMessage(minimum: number, available: number, currency: string): Translated {
  return {
    cs: `Vyplatit lze nejméně ${formatMoney(minimum, currency, 'cs')}; k dispozici máte ${formatMoney(available, currency, 'cs')}.`,
    en: `The smallest payout is ${formatMoney(minimum, currency, 'en')}; you have ${formatMoney(available, currency, 'en')} available.`,
  };
}
