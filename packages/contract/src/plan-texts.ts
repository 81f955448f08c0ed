import type { Language } from './auth';
import type { Plan } from './billing';
import { PLAN_TABLE, type PlanFeature, type PlanId } from './plan-table';

// The plans' names, descriptions and features in each language, and a plan as the API words it for a reader.

interface PlanTexts {
  names: Record<PlanId, string>;
  descriptions: Record<PlanId, string>;
  features: Record<PlanFeature, string>;
}

export const PLAN_TEXTS: Record<Language, PlanTexts> = {
  cs: {
    names: { free: 'Zdarma', start: 'Základní', pro: 'Pro', business: 'Firemní', selfhosted: 'Vlastní server' },
    descriptions: {
      free: 'Pro vyzkoušení a osobní weby.',
      start: 'Pro živnostníky a malé firmy.',
      pro: 'Pro firmy, které na webu stojí.',
      business: 'Pro agentury a větší týmy.',
      selfhosted: 'Pro provoz na vlastním serveru.',
    },
    features: {
      emailAlerts: 'Upozornění e-mailem',
      everyAlertChannel: 'Všechny kanály upozornění',
      reportsAndApi: 'Reporty a API',
      prioritySupport: 'Prioritní podpora',
    },
  },
  en: {
    names: { free: 'Free', start: 'Start', pro: 'Professional', business: 'Business', selfhosted: 'Self-hosted' },
    descriptions: {
      free: 'For trying it out and personal websites.',
      start: 'For freelancers and small businesses.',
      pro: 'For businesses that depend on their websites.',
      business: 'For agencies and larger teams.',
      selfhosted: 'For running it on your own server.',
    },
    features: {
      emailAlerts: 'E-mail alerts',
      everyAlertChannel: 'Every alert channel',
      reportsAndApi: 'Reports and API',
      prioritySupport: 'Priority support',
    },
  },
};

export const planName = (id: PlanId, language: Language): string => PLAN_TEXTS[language].names[id];

/** A plan as GET /api/plans answers it, worded in `language`; undefined for a plan that is not for sale. */
export function wordedPlan(id: PlanId, language: Language): Plan | undefined {
  const row = PLAN_TABLE[id];
  if (!row.prices) return undefined;
  const texts = PLAN_TEXTS[language];
  return {
    id,
    name: texts.names[id],
    description: texts.descriptions[id],
    price: row.prices.month.CZK,
    currency: 'CZK',
    interval: 'month',
    features: row.features.map((feature) => texts.features[feature]),
    limits: {
      websites: row.websiteLimit,
      minIntervalSeconds: row.minIntervalSeconds,
      teamMembers: row.teamMemberLimit,
      historyDays: row.historyDays,
    },
    websiteLimit: row.websiteLimit,
    prices: { month: { ...row.prices.month }, year: { ...row.prices.year } },
    pricesIncludeVat: false,
  };
}
