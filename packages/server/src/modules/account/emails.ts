import { compose } from '../../mail/compose';
import type { MailMessage } from '../../mail/mailer';

type Language = 'cs' | 'en';

const greeting = (firstName: string, language: Language) =>
  language === 'cs' ? `Dobrý den${firstName ? `, ${firstName}` : ''},` : `Hello${firstName ? ` ${firstName}` : ''},`;

/** To the new address: confirm the change. */
export function confirmEmailChangeEmail(input: {
  to: string;
  firstName: string;
  link: string;
  hours: number;
  language: Language;
}): MailMessage {
  const cs = input.language === 'cs';
  const body = compose({
    paragraphs: cs
      ? [
          greeting(input.firstName, 'cs'),
          `požádali jste o změnu e-mailové adresy svého účtu v Hlídce na tuto adresu. Změnu potvrdíte odkazem níže; platí ${input.hours} hodin.`,
          'Pokud jste o změnu nežádali, tento e-mail ignorujte: nic se nezmění.',
        ]
      : [
          greeting(input.firstName, 'en'),
          `you asked to change the e-mail address of your Hlídka account to this address. Confirm it with the link below; it is valid for ${input.hours} hours.`,
          'If you did not ask for this, ignore this e-mail: nothing will change.',
        ],
    link: { href: input.link, label: cs ? 'Potvrdit novou adresu' : 'Confirm the new address' },
  });
  return {
    to: input.to,
    subject: cs ? 'Potvrďte novou e-mailovou adresu – Hlídka' : 'Confirm your new e-mail – Hlídka',
    ...body,
  };
}

/** To the old address, after the change: so a takeover does not go unnoticed. */
export function emailChangedNotice(input: {
  to: string;
  firstName: string;
  newEmail: string;
  securityUrl: string;
  language: Language;
}): MailMessage {
  const cs = input.language === 'cs';
  const body = compose({
    paragraphs: cs
      ? [
          greeting(input.firstName, 'cs'),
          `e-mailová adresa vašeho účtu v Hlídce byla změněna na ${input.newEmail}. Tato adresa už k účtu nepatří.`,
          'Pokud jste změnu neprovedli vy, ihned nás kontaktujte a zkontrolujte zabezpečení účtu.',
        ]
      : [
          greeting(input.firstName, 'en'),
          `the e-mail address of your Hlídka account has been changed to ${input.newEmail}. This address no longer belongs to the account.`,
          'If you did not make this change, contact us at once and check the security of your account.',
        ],
    link: { href: input.securityUrl, label: cs ? 'Zabezpečení účtu' : 'Account security' },
  });
  return {
    to: input.to,
    subject: cs ? 'E-mail účtu byl změněn – Hlídka' : 'Your account e-mail was changed – Hlídka',
    ...body,
  };
}
