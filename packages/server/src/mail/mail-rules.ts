import type { MailRule } from './once-per-period';

/** Every once-per-period rule of e-mails that a request can trigger; each is claimed through `claimMail`. */
export const mailRules = {
  /** A status page's subscription confirmation: one per page and address in 10 minutes, however often submitted. */
  statusPageConfirmation: { purpose: 'status_page_confirmation', periodMs: 10 * 60_000 },
  /** Password reset links: three per account and hour, a minute apart (a burst of requests sends one). */
  passwordReset: { purpose: 'password_reset', periodMs: 3_600_000, max: 3, gapMs: 60_000 },
  /** Confirmations of an e-mail change: three per account and new address an hour, a minute apart. */
  emailChange: { purpose: 'email_change', periodMs: 3_600_000, max: 3, gapMs: 60_000 },
} as const satisfies Record<string, MailRule>;
