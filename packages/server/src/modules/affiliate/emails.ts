import type { Payout } from '@hlidka/contract';
import type { StoredPayoutDetails } from '../../db/schema/affiliate';
import { compose } from '../../mail/compose';
import type { MailMessage } from '../../mail/mailer';

/** To support: an affiliate asked for a payout (settle it with `hlidka settle-payout`). */
export function payoutRequestedEmail(input: {
  to: string;
  payout: Payout;
  affiliateEmail: string;
  code: string;
  details: StoredPayoutDetails;
}): MailMessage {
  const { payout, details } = input;
  const account =
    details.method === 'iban'
      ? `IBAN ${details.iban}${details.bic ? ` (${details.bic})` : ''}`
      : `účet ${details.accountNumber}`;
  const amount = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: payout.currency }).format(payout.amount);
  const body = compose({
    paragraphs: [
      `Partner ${input.affiliateEmail} (kód ${input.code}) žádá o výplatu provize ${amount}.`,
      [`Příjemce: ${details.accountHolder}`, `Platba na: ${account}`, `Žádost: ${payout.id}`].join('\n'),
      `Po odeslání platby: hlidka settle-payout --id ${payout.id} --outcome paid`,
    ],
  });
  return { to: input.to, subject: `Žádost o výplatu provize ${amount} – ${input.code}`, ...body };
}
