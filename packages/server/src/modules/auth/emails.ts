import { escapeHtml } from '../../html';
import type { SuspiciousReason } from './login-events';
import type { ClientInfo } from './user-agent';

export type Language = 'cs' | 'en';

export interface Email {
  to: string;
  subject: string;
  html: string;
  text: string;
}

function layout(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>\n<p style="font-size:12px;color:#555">${escapeHtml(link.href)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">\n${body}\n${button}\n</body></html>`;
}

const formatDate = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'cs' ? 'cs-CZ' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);

export function passwordResetEmail(input: { to: string; firstName: string; link: string; language: Language }): Email {
  const cs = input.language === 'cs';
  const greeting = cs
    ? `Dobrý den${input.firstName ? `, ${input.firstName}` : ''},`
    : `Hello${input.firstName ? ` ${input.firstName}` : ''},`;
  const lines = cs
    ? [
        greeting,
        'někdo (snad vy) požádal o obnovení hesla k vašemu účtu v Hlídce. Odkaz platí jednu hodinu a lze ho použít jen jednou.',
        'Pokud jste o obnovení nežádali, tento e-mail ignorujte: vaše heslo zůstane beze změny.',
      ]
    : [
        greeting,
        'someone (hopefully you) asked to reset the password of your Hlídka account. The link is valid for one hour and works once.',
        'If you did not ask for this, ignore this e-mail: your password stays unchanged.',
      ];
  const label = cs ? 'Nastavit nové heslo' : 'Set a new password';
  return {
    to: input.to,
    subject: cs ? 'Obnovení hesla – Hlídka' : 'Password reset – Hlídka',
    html: layout(lines, { href: input.link, label }),
    text: `${lines.join('\n\n')}\n\n${label}: ${input.link}\n`,
  };
}

export function suspiciousLoginEmail(input: {
  to: string;
  firstName: string;
  language: Language;
  at: Date;
  client: ClientInfo;
  reasons: SuspiciousReason[];
  securityUrl: string;
}): Email {
  const cs = input.language === 'cs';
  const unknown = cs ? 'neznámé' : 'unknown';
  const reasonText: Record<SuspiciousReason, string> = cs
    ? { new_device: 'přihlášení z nového zařízení', many_failures: 'přihlášení po několika neúspěšných pokusech' }
    : { new_device: 'a sign-in from a new device', many_failures: 'a sign-in after several failed attempts' };
  const details = cs
    ? [
        `Čas: ${formatDate(input.at, 'cs')} UTC`,
        `Prohlížeč: ${input.client.browser ?? unknown}`,
        `Systém: ${input.client.os ?? unknown}`,
        `IP adresa: ${input.client.ip ?? unknown}`,
      ]
    : [
        `Time: ${formatDate(input.at, 'en')} UTC`,
        `Browser: ${input.client.browser ?? unknown}`,
        `System: ${input.client.os ?? unknown}`,
        `IP address: ${input.client.ip ?? unknown}`,
      ];
  const lines = [
    cs
      ? `Dobrý den${input.firstName ? `, ${input.firstName}` : ''},`
      : `Hello${input.firstName ? ` ${input.firstName}` : ''},`,
    cs
      ? `zaznamenali jsme neobvyklé přihlášení k vašemu účtu v Hlídce: ${input.reasons.map((r) => reasonText[r]).join(', ')}.`
      : `we noticed an unusual sign-in to your Hlídka account: ${input.reasons.map((r) => reasonText[r]).join(', ')}.`,
    ...details,
    cs
      ? 'Pokud jste to byli vy, nemusíte nic dělat. Pokud ne, změňte si heslo a ukončete ostatní relace.'
      : 'If this was you, there is nothing to do. If not, change your password and sign out the other sessions.',
  ];
  const label = cs ? 'Zabezpečení účtu' : 'Account security';
  return {
    to: input.to,
    subject: cs ? 'Neobvyklé přihlášení k účtu – Hlídka' : 'Unusual sign-in to your account – Hlídka',
    html: layout(lines, { href: input.securityUrl, label }),
    text: `${lines.join('\n')}\n\n${label}: ${input.securityUrl}\n`,
  };
}
