import { type InvitableTeamRole, localDate } from '@hlidka/contract';
import { escapeHtml } from '../../html';
import { roleLabels } from './messages';

export type EmailLanguage = 'cs' | 'en';

export interface InvitationEmailInput {
  language: EmailLanguage;
  teamName: string;
  inviterName: string;
  email: string;
  role: InvitableTeamRole;
  acceptUrl: string;
  expiresAt: Date;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

function formatDate(date: Date, language: EmailLanguage): string {
  // The spec's Czech date format is dd.MM.yyyy; English readers get the day spelled out.
  if (language === 'cs') {
    const [year, month, day] = localDate(date, 'Europe/Prague').split('-');
    return `${day}.${month}.${year}`;
  }
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', dateStyle: 'long' }).format(date);
}

/** The invitation e-mail with HTML and text parts. Names are the users' own input, so they are escaped in HTML. */
export function renderInvitationEmail(input: InvitationEmailInput): RenderedEmail {
  const { language, teamName, inviterName, email, role, acceptUrl } = input;
  const roleLabel = roleLabels[role][language];
  const expires = formatDate(input.expiresAt, language);
  const t =
    language === 'cs'
      ? {
          subject: `Pozvánka do týmu ${teamName} v Hlídce`,
          lead: (inviter: string, team: string) => `${inviter} vás zve do týmu „${team}“ v Hlídce jako ${roleLabel}.`,
          how: (address: string) =>
            `Pozvánku přijmete odkazem níže. Pokud ještě nemáte účet, zaregistrujte se s adresou ${address} a pozvánku pak přijměte.`,
          button: 'Přijmout pozvánku',
          expiry: `Odkaz platí do ${expires} a lze jej použít jen jednou.`,
          ignore: 'Pokud jste pozvánku nečekali, tento e-mail ignorujte.',
        }
      : {
          subject: `You are invited to join ${teamName} on Hlídka`,
          lead: (inviter: string, team: string) =>
            `${inviter} invites you to join the team “${team}” on Hlídka as ${roleLabel}.`,
          how: (address: string) =>
            `Accept the invitation with the link below. If you do not have an account yet, sign up with ${address} first, then accept.`,
          button: 'Accept the invitation',
          expiry: `The link is valid until ${expires} and works only once.`,
          ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
        };

  const text = [t.lead(inviterName, teamName), '', t.how(email), '', acceptUrl, '', t.expiry, t.ignore, ''].join('\n');

  const url = escapeHtml(acceptUrl);
  const html = `<!doctype html>
<html lang="${language}">
<body style="font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #111827; line-height: 1.5;">
<p>${escapeHtml(t.lead(inviterName, teamName))}</p>
<p>${escapeHtml(t.how(email))}</p>
<p><a href="${url}" style="display: inline-block; padding: 10px 18px; background: #2563eb; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(t.button)}</a></p>
<p style="font-size: 13px; color: #4b5563;">${url}</p>
<p style="font-size: 13px; color: #4b5563;">${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>
</body>
</html>
`;

  return { subject: t.subject, html, text };
}
