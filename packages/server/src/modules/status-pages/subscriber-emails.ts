import { formatInZone, type IncidentUpdateStatus, type Language } from '@hlidka/contract';
import { compose } from '../../mail/compose';
import { pageTexts } from './page-texts';

// The e-mails a status page's subscribers get, in the language they subscribed in, with times in the page's zone.

export type SubscriberEvent = 'opened' | 'updated' | 'resolved';

export interface NoticeInput {
  pageName: string;
  pageUrl: string;
  websiteName: string;
  event: SubscriberEvent;
  update: { status: IncidentUpdateStatus; message: string } | null;
  unsubscribeUrl: string;
}

export interface MaintenanceNoticeInput {
  pageName: string;
  pageUrl: string;
  title: string;
  description: string | null;
  startsAt: Date;
  endsAt: Date;
  /** The page's zone: times read as on the page (`28. 11. 2026 7:02 SEČ`). */
  timeZone: string;
  unsubscribeUrl: string;
}

interface EmailTexts {
  maintenance(input: MaintenanceNoticeInput): { subject: string; html: string; text: string };
  confirm(pageName: string, link: string): { subject: string; html: string; text: string };
  notice(input: NoticeInput): { subject: string; html: string; text: string };
}

function texts(language: Language): EmailTexts {
  const cs = language === 'cs';
  const t = pageTexts[language];
  return {
    maintenance({ pageName, pageUrl, title, description, startsAt, endsAt, timeZone, unsubscribeUrl }) {
      const when = (d: Date) => formatInZone(d, timeZone, language);
      const paragraphs = [
        cs
          ? `Plánujeme údržbu „${title}“: ${when(startsAt)} – ${when(endsAt)}.`
          : `We have planned maintenance “${title}”: ${when(startsAt)} – ${when(endsAt)}.`,
        ...(description ? [description] : []),
        cs ? `Odběr zrušíte jedním kliknutím: ${unsubscribeUrl}` : `Unsubscribe with one click: ${unsubscribeUrl}`,
      ];
      return {
        subject: `[${pageName}] ${t.maintenance}: ${title}`,
        ...compose({
          paragraphs,
          link: { href: pageUrl, label: cs ? 'Otevřít stavovou stránku' : 'Open the status page' },
        }),
      };
    },
    confirm(pageName, link) {
      return {
        subject: cs ? `Potvrďte odběr: ${pageName}` : `Confirm your subscription: ${pageName}`,
        ...compose({
          paragraphs: [
            cs
              ? `Někdo (snad vy) chce dostávat e-mailem zprávy o výpadcích ze stavové stránky „${pageName}“.`
              : `Someone (hopefully you) asked for e-mails about outages from the status page “${pageName}”.`,
            cs
              ? 'Odběr začne, až ho potvrdíte. Pokud jste o něj nežádali, e-mail ignorujte.'
              : 'The subscription starts once you confirm it. If you did not ask for it, ignore this e-mail.',
          ],
          link: { href: link, label: cs ? 'Potvrdit odběr' : 'Confirm subscription' },
        }),
      };
    },
    notice({ pageName, pageUrl, websiteName, event, update, unsubscribeUrl }) {
      const what =
        event === 'opened'
          ? t.incidentTitle(websiteName)
          : event === 'resolved'
            ? cs
              ? `Vyřešeno: ${websiteName}`
              : `Resolved: ${websiteName}`
            : `${t.update[update?.status ?? 'investigating']}: ${websiteName}`;
      const paragraphs = [
        event === 'opened'
          ? cs
            ? `${websiteName} je nedostupný. Pracujeme na nápravě.`
            : `${websiteName} is down. We are working on it.`
          : event === 'resolved'
            ? cs
              ? `${websiteName} opět funguje.`
              : `${websiteName} is working again.`
            : (update?.message ?? ''),
        cs ? `Odběr zrušíte jedním kliknutím: ${unsubscribeUrl}` : `Unsubscribe with one click: ${unsubscribeUrl}`,
      ];
      return {
        subject: `[${pageName}] ${what}`,
        ...compose({
          paragraphs,
          link: { href: pageUrl, label: cs ? 'Otevřít stavovou stránku' : 'Open the status page' },
        }),
      };
    },
  };
}

export const subscriptionEmails: Record<Language, EmailTexts> = { cs: texts('cs'), en: texts('en') };
