import {
  formatInZone,
  type Language,
  type PublicDay,
  type PublicIncident,
  type PublicStatusPage,
  type PublicWebsite,
  STATUS_PAGE_DAYS,
} from '@hlidka/contract';
import { html, htmlText, type SafeHtml, safeUrl } from '../../html';
import { markdownHtml } from './markdown-html';
import { pageStyle } from './page-style';
import { pageTexts, updateMessage, withoutUpdates } from './page-texts';

// The public status page as HTML, rendered on the server: it works without JavaScript, ships none, and is indexed
// with its own title and description. The `html` template escapes every value, the owner's texts among them.

const formatUptime = (uptime: number, language: Language) =>
  uptime.toLocaleString(pageTexts[language].locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An instant in the page's zone, as its visitors read it: `28. 11. 2026 7:02 SEČ`. */
const formatWhen = (iso: string, page: PublicStatusPage, language: Language) =>
  html`<time datetime="${iso}">${formatInZone(new Date(iso), page.timeZone, language)}</time>`;

function dayClass(day: PublicDay) {
  if (day.uptime === null) return 'none';
  if (day.uptime >= 99.9) return 'up';
  if (day.uptime >= 99) return 'partial';
  return 'down';
}

function website(w: PublicWebsite, page: PublicStatusPage, language: Language) {
  const t = pageTexts[language];
  const bars = w.days.map((day) => {
    const title = t.dayTitle(day.date, day.uptime === null ? null : formatUptime(day.uptime, language));
    return html`<span class="day ${dayClass(day)}" title="${title}"></span>`;
  });
  const uptime = w.uptime === null ? t.noData : `${formatUptime(w.uptime, language)} %`;
  const figures = [
    html`<span>${uptime} ${t.uptimeShort}</span>`,
    page.showResponseTimes && w.responseMs !== null && html`<span>${w.responseMs} ms ${t.responseTime}</span>`,
  ];
  return html`<li class="website">
<div class="row"><span class="name">${w.name}</span><span class="state ${w.state}">${t.website[w.state]}</span></div>
<div class="bars" aria-label="${t.uptimeDays(STATUS_PAGE_DAYS)}">${bars}</div>
<div class="row muted"><span>${t.ago}</span><span class="figures">${figures}</span><span>${t.today}</span></div>
</li>`;
}

function incident(i: PublicIncident, page: PublicStatusPage, language: Language) {
  const t = pageTexts[language];
  const when = (iso: string) => formatWhen(iso, page, language);
  const span = i.resolvedAt
    ? htmlText(t.resolvedAfter, when(i.startedAt), when(i.resolvedAt))
    : htmlText(t.ongoingSince, when(i.startedAt));
  const posted = i.updates.map((u) => {
    const edited = u.editedAt && html` · <span class="edited">${htmlText(t.edited, when(u.editedAt))}</span>`;
    return html`<li><strong>${t.update[u.status]}</strong> · ${when(u.createdAt)}${edited}<p>${updateMessage(u.message, language)}</p></li>`;
  });
  const title = html`<h3>${t.incidentTitle(i.websiteName)}</h3>`;
  const classes = `incident${i.resolvedAt ? '' : ' active'}`;
  if (!i.postmortem) {
    const updates = posted.length ? posted : html`<li><p>${withoutUpdates(language, i.resolvedAt !== null)}</p></li>`;
    return html`<article class="${classes}" id="incident-${i.id}">
${title}
<p class="muted">${span}</p>
<ul class="updates">${updates}</ul>
</article>`;
  }
  // With a postmortem: the write-up, and beside it the incident's timeline (newest first, like the updates).
  const timeline = [
    i.resolvedAt && html`<li><strong>${t.incidentResolved}</strong> · ${when(i.resolvedAt)}</li>`,
    posted,
    html`<li><strong>${t.incidentStarted}</strong> · ${when(i.startedAt)}</li>`,
  ];
  return html`<article class="${classes}" id="incident-${i.id}">
${title}
<p class="muted">${span}</p>
<div class="postmortem-layout">
<section class="postmortem" aria-label="${t.postmortem}"><h4>${t.postmortem}</h4>
<p class="muted">${htmlText(t.postmortemPublished, when(i.postmortem.publishedAt))}</p>
${markdownHtml(i.postmortem.body, 4)}</section>
<aside class="timeline" aria-label="${t.timeline}"><h4>${t.timeline}</h4><ul class="updates">${timeline}</ul></aside>
</div>
</article>`;
}

/** A whole document of the page's: its language, the head's own lines, the stylesheet, and what `<main>` holds. */
function pageDocument(language: Language, accent: string | null, head: SafeHtml, main: SafeHtml): string {
  return html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
${head}
<style>${pageStyle(accent)}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`.markup;
}

export interface RenderOptions {
  language: Language;
  /** Where the page's feed lives (relative to the page's address). */
  feedHref: string;
  canonicalUrl: string;
  /** Where the subscribe form posts. */
  subscribeAction: string;
  /** A private page: kept out of search engines. */
  private: boolean;
}

/** The whole page. */
export function renderStatusPage(page: PublicStatusPage, options: RenderOptions): string {
  const { language } = options;
  const t = pageTexts[language];
  const when = (iso: string) => formatWhen(iso, page, language);
  const groups = page.groups.length
    ? page.groups.map(
        (g) =>
          html`<section class="group"><h2>${g.name}</h2><ul>${g.websites.map((w) => website(w, page, language))}</ul></section>`,
      )
    : html`<p class="muted">${t.noWebsites}</p>`;
  const maintenance =
    page.maintenance.length > 0 &&
    html`<h2>${t.maintenance}</h2>${page.maintenance.map(
      (m) => html`<article class="incident maintenance"><h3>${m.title}</h3>
<p class="muted">${m.ongoing ? t.maintenanceOngoing : t.maintenancePlanned} · ${when(m.startsAt)} – ${when(m.endsAt)}</p>
${m.description && html`<p>${m.description}</p>`}<p class="muted">${m.websiteNames.join(', ')}</p></article>`,
    )}`;
  const active =
    page.activeIncidents.length > 0 &&
    html`<h2>${t.activeIncidents}</h2>${page.activeIncidents.map((i) => incident(i, page, language))}`;
  const past = page.pastIncidents.length
    ? page.pastIncidents.map((i) => incident(i, page, language))
    : html`<p class="muted">${t.noPastIncidents}</p>`;
  const head = html`${
    options.private &&
    html`<meta name="robots" content="noindex">
`
  }<title>${page.name} – ${t.headline[page.state]}</title>
<meta name="description" content="${page.description ?? `${page.name}: ${t.headline[page.state]}`}">
<link rel="canonical" href="${safeUrl(options.canonicalUrl)}">
<link rel="alternate" type="application/atom+xml" title="${t.feedTitle(page.name)}" href="${safeUrl(options.feedHref)}">`;
  return pageDocument(
    language,
    page.accentColor,
    head,
    html`<header>${page.logoUrl && html`<img src="${safeUrl(page.logoUrl)}" alt="">`}<h1>${page.name}</h1></header>
${page.description && html`<p>${page.description}</p>`}
<div class="headline ${page.state}" role="status">${t.headline[page.state]}</div>
${active}
${maintenance}
${groups}
<h2>${t.pastIncidents}</h2>
${past}
<section class="group"><h2>${t.subscribe}</h2><p class="muted">${t.subscribeHint}</p>
<form method="post" action="${safeUrl(options.subscribeAction)}" class="subscribe">
<label>${t.emailLabel} <input type="email" name="email" required maxlength="254" autocomplete="email"></label>
<input type="text" name="website" tabindex="-1" autocomplete="off" aria-hidden="true" class="trap">
<input type="hidden" name="language" value="${language}">
<button type="submit">${t.subscribeButton}</button>
</form></section>
<footer class="muted"><span>${page.footer || t.poweredBy}</span><span>${htmlText(t.updatedAt, when(page.generatedAt))} · <a href="${safeUrl(options.feedHref)}">${t.feed}</a></span></footer>`,
  );
}

/** A short page after a visitor's action (subscribed, confirmed, unsubscribed), with the way back. */
export function renderNoticePage(
  page: { name: string; accentColor: string | null },
  text: string,
  options: { language: Language; backHref: string },
): string {
  const back = html`<a href="${safeUrl(options.backHref)}">${pageTexts[options.language].back}</a>`;
  return pageDocument(
    options.language,
    page.accentColor,
    html`<meta name="robots" content="noindex">
<title>${page.name}</title>`,
    html`<header><h1>${page.name}</h1></header>
<section class="group"><p role="status">${text}</p><p>${back}</p></section>`,
  );
}

/** What a private page shows a visitor it does not let in: the password form, a sign-in link, or only why not. */
export type AccessScreen =
  | { kind: 'password'; action: string; error?: string }
  | { kind: 'membership'; signInHref: string; error?: string }
  | { kind: 'address' };

export function renderAccessPage(
  page: { name: string; accentColor: string | null },
  screen: AccessScreen,
  language: Language,
): string {
  const t = pageTexts[language];
  const error = screen.kind !== 'address' && screen.error && html`<p class="error" role="alert">${screen.error}</p>`;
  let body: SafeHtml;
  if (screen.kind === 'password') {
    body = html`<p>${t.passwordPrompt}</p>${error}
<form method="post" action="${safeUrl(screen.action)}" class="subscribe">
<label>${t.passwordLabel} <input type="password" name="password" required autocomplete="current-password" autofocus></label>
<button type="submit">${t.passwordButton}</button>
</form>`;
  } else if (screen.kind === 'membership') {
    body = html`<p>${t.membersOnly}</p>${error}<p><a class="button" href="${safeUrl(screen.signInHref)}">${t.signIn}</a></p>`;
  } else {
    body = html`<p>${t.addressRefused}</p>`;
  }
  return pageDocument(
    language,
    page.accentColor,
    html`<meta name="robots" content="noindex">
<title>${page.name} – ${t.privatePage}</title>`,
    html`<header><h1>${page.name}</h1></header>
<section class="group"><h2>${t.privatePage}</h2>${body}</section>`,
  );
}
