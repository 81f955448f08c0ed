import { z } from 'zod';
import type { BillingInterval, Currency } from './billing';

// The plans and what they give: the one table the server enforces and sells, and the mocks serve (issue 16 §5).
// Their names, descriptions and features are worded per language in plan-texts.ts.

export const planIdSchema = z.enum(['free', 'start', 'pro', 'business', 'selfhosted']).meta({ id: 'PlanId' });
export type PlanId = z.infer<typeof planIdSchema>;

/** What a plan gives beyond its limits (the limits are worded from their numbers). */
export const planFeatureSchema = z
  .enum(['emailAlerts', 'everyAlertChannel', 'reportsAndApi', 'prioritySupport'])
  .meta({ id: 'PlanFeature' });
export type PlanFeature = z.infer<typeof planFeatureSchema>;

export interface PlanTableRow {
  /** Websites the plan may monitor. */
  websiteLimit: number;
  /** Shortest check interval the plan allows. */
  minIntervalSeconds: number;
  /** Members per team the user owns. */
  teamMemberLimit: number;
  /** Days of raw checks kept (rollups are kept longer). */
  historyDays: number;
  /** Days the audit log is kept (issue 30 §3); the retention job deletes older entries. */
  auditRetentionDays: number;
  /** Public status pages the user may own. */
  statusPageLimit: number;
  /** Status pages served on the customer's own domain. */
  customDomains: boolean;
  features: readonly PlanFeature[];
  /** Without VAT, in major units; 21 % Czech VAT is added where it applies. Absent: not for sale. */
  prices?: Readonly<Record<BillingInterval, Readonly<Record<Currency, number>>>>;
}

const free = { CZK: 0, EUR: 0, USD: 0 };

/** Every plan, in the order they are shown. */
export const PLAN_TABLE: Readonly<Record<PlanId, PlanTableRow>> = {
  free: {
    websiteLimit: 3,
    minIntervalSeconds: 300,
    teamMemberLimit: 1,
    historyDays: 7,
    auditRetentionDays: 30,
    statusPageLimit: 1,
    customDomains: false,
    features: ['emailAlerts'],
    prices: { month: free, year: free },
  },
  start: {
    websiteLimit: 10,
    minIntervalSeconds: 60,
    teamMemberLimit: 3,
    historyDays: 30,
    auditRetentionDays: 90,
    statusPageLimit: 3,
    customDomains: false,
    features: ['everyAlertChannel'],
    prices: { month: { CZK: 149, EUR: 6, USD: 7 }, year: { CZK: 1490, EUR: 60, USD: 70 } },
  },
  pro: {
    websiteLimit: 50,
    minIntervalSeconds: 30,
    teamMemberLimit: 10,
    historyDays: 30,
    auditRetentionDays: 365,
    statusPageLimit: 10,
    customDomains: true,
    features: ['everyAlertChannel', 'reportsAndApi'],
    prices: { month: { CZK: 399, EUR: 16, USD: 18 }, year: { CZK: 3990, EUR: 160, USD: 180 } },
  },
  business: {
    websiteLimit: 200,
    minIntervalSeconds: 10,
    teamMemberLimit: 50,
    historyDays: 90,
    auditRetentionDays: 730,
    statusPageLimit: 50,
    customDomains: true,
    features: ['everyAlertChannel', 'reportsAndApi', 'prioritySupport'],
    prices: { month: { CZK: 1290, EUR: 52, USD: 59 }, year: { CZK: 12900, EUR: 520, USD: 590 } },
  },
  /** Not for sale: what a self-hosted installation gives everyone (the server's HLIDKA_DEFAULT_PLAN=selfhosted). */
  selfhosted: {
    websiteLimit: 100_000,
    minIntervalSeconds: 10,
    teamMemberLimit: 1000,
    historyDays: 30,
    auditRetentionDays: 365,
    statusPageLimit: 1000,
    customDomains: true,
    features: ['everyAlertChannel', 'reportsAndApi'],
  },
};

export const PLAN_IDS = planIdSchema.options;

export const isPlanId = (id: unknown): id is PlanId => planIdSchema.safeParse(id).success;

/** The plans for sale (those with prices), in table order. */
export const OFFERED_PLAN_IDS: readonly PlanId[] = PLAN_IDS.filter((id) => PLAN_TABLE[id].prices !== undefined);
