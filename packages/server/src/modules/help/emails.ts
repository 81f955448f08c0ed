import type { HelpCategory } from '@hlidka/contract';
import { compose } from '../../mail/compose';
import type { MailMessage } from '../../mail/mailer';

type Language = 'cs' | 'en';

const categoryNames: Record<HelpCategory, { cs: string; en: string }> = {
  general: { cs: 'Obecný dotaz', en: 'General question' },
  account: { cs: 'Účet', en: 'Account' },
  websites: { cs: 'Weby a kontroly', en: 'Websites and checks' },
  notifications: { cs: 'Notifikace', en: 'Notifications' },
  billing: { cs: 'Předplatné a platby', en: 'Subscription and billing' },
  affiliate: { cs: 'Partnerský program', en: 'Affiliate programme' },
  technical: { cs: 'Technický problém', en: 'Technical problem' },
  feedback: { cs: 'Zpětná vazba', en: 'Feedback' },
};

/** Subjects are one line: user input must not add lines to a header. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export interface HelpMessage {
  reference: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  category: HelpCategory | null;
  userId: string;
  accountEmail: string;
  language: Language;
}

/** To support (in Czech; replies go straight to the sender). */
export function supportEmail(to: string, help: HelpMessage): MailMessage {
  const category = help.category ? categoryNames[help.category].cs : '—';
  const body = compose({
    paragraphs: [
      `Nová zpráva z centra nápovědy (${help.reference}).`,
      [
        `Jméno: ${help.name}`,
        `E-mail: ${help.email}`,
        `Účet: ${help.accountEmail} (${help.userId})`,
        `Kategorie: ${category}`,
        `Jazyk: ${help.language}`,
        `Předmět: ${help.subject}`,
      ].join('\n'),
    ],
    quote: help.message,
  });
  return { to, replyTo: help.email, subject: oneLine(`[${help.reference}] ${help.subject}`), ...body };
}

/** To the sender: we have it, here is the reference and a copy. */
export function confirmationEmail(help: HelpMessage): MailMessage {
  const cs = help.language === 'cs';
  const body = compose({
    paragraphs: cs
      ? [
          `Dobrý den, ${help.name},`,
          `děkujeme za zprávu. Přijali jsme ji pod číslem ${help.reference} a odpovíme vám co nejdříve na tuto adresu.`,
          `Předmět: ${help.subject}`,
        ]
      : [
          `Hello ${help.name},`,
          `thank you for your message. We have received it as ${help.reference} and will reply to this address as soon as we can.`,
          `Subject: ${help.subject}`,
        ],
    quote: help.message,
  });
  return {
    to: help.email,
    subject: oneLine(
      cs
        ? `Přijali jsme vaši zprávu (${help.reference}) – Hlídka`
        : `We received your message (${help.reference}) – Hlídka`,
    ),
    ...body,
  };
}
