import {
  formatInZone,
  HEX_COLOUR_PATTERN,
  type Language,
  type PublicDay,
  type PublicIncident,
  type PublicStatusPage,
  type PublicWebsite,
  STATUS_PAGE_DAYS,
} from '@hlidka/contract';
import { escapeHtml } from '../../mail/compose';
import { pageTexts, withoutUpdates } from './page-texts';

// The public status page as HTML, rendered on the server: it works without JavaScript, ships none, and is indexed
// with its own title and description. Every text from the page's owner goes through `escape`.

export { escapeHtml };

const formatUptime = (uptime: number, language: Language) =>
  uptime.toLocaleString(pageTexts[language].locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An instant in the page's zone, as its visitors read it: `28. 11. 2026 7:02 SEČ`. */
function formatWhen(iso: string, page: PublicStatusPage, language: Language) {
  return `<time datetime="${iso}">${escapeHtml(formatInZone(new Date(iso), page.timeZone, language))}</time>`;
}

function dayClass(day: PublicDay) {
  if (day.uptime === null) return 'none';
  if (day.uptime >= 99.9) return 'up';
  if (day.uptime >= 99) return 'partial';
  return 'down';
}

function website(w: PublicWebsite, page: PublicStatusPage, language: Language) {
  const t = pageTexts[language];
  const bars = w.days
    .map((day) => {
      const title = t.dayTitle(day.date, day.uptime === null ? null : formatUptime(day.uptime, language));
      return `<span class="day ${dayClass(day)}" title="${escapeHtml(title)}"></span>`;
    })
    .join('');
  const figures = [
    `<span>${w.uptime === null ? t.noData : `${formatUptime(w.uptime, language)} %`} ${t.uptimeShort}</span>`,
    page.showResponseTimes && w.responseMs !== null ? `<span>${w.responseMs} ms ${t.responseTime}</span>` : '',
  ].join('');
  return `<li class="website">
<div class="row"><span class="name">${escapeHtml(w.name)}</span><span class="state ${w.state}">${t.website[w.state]}</span></div>
<div class="bars" aria-label="${escapeHtml(t.uptimeDays(STATUS_PAGE_DAYS))}">${bars}</div>
<div class="row muted"><span>${t.ago}</span><span class="figures">${figures}</span><span>${t.today}</span></div>
</li>`;
}

function incident(i: PublicIncident, page: PublicStatusPage, language: Language) {
  const t = pageTexts[language];
  const when = i.resolvedAt
    ? t.resolvedAfter(formatWhen(i.startedAt, page, language), formatWhen(i.resolvedAt, page, language))
    : t.ongoingSince(formatWhen(i.startedAt, page, language));
  const updates = i.updates.length
    ? i.updates
        .map((u) => {
          const message = u.message[language] ?? u.message[language === 'cs' ? 'en' : 'cs'] ?? '';
          const edited = u.editedAt
            ? ` · <span class="edited">${t.edited(formatWhen(u.editedAt, page, language))}</span>`
            : '';
          return `<li><strong>${t.update[u.status]}</strong> · ${formatWhen(u.createdAt, page, language)}${edited}<p>${escapeHtml(message)}</p></li>`;
        })
        .join('')
    : `<li><p>${withoutUpdates(language, i.resolvedAt !== null)}</p></li>`;
  return `<article class="incident${i.resolvedAt ? '' : ' active'}">
<h3>${escapeHtml(t.incidentTitle(i.websiteName))}</h3>
<p class="muted">${when}</p>
<ul class="updates">${updates}</ul>
</article>`;
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f8fafc;--card:#fff;--text:#0f172a;--muted:#64748b;--line:#e2e8f0;--up:#16a34a;--partial:#f59e0b;--down:#dc2626;--maint:#2563eb;--none:#cbd5e1;--up-text:#15803d;--down-text:#b91c1c;--maint-text:#1d4ed8}
@media (prefers-color-scheme:dark){:root{--bg:#0b1120;--card:#111827;--text:#e5e7eb;--muted:#94a3b8;--line:#1f2937;--none:#334155;--up-text:#4ade80;--down-text:#f87171;--maint-text:#93c5fd}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--text)}
main{max-width:56rem;margin:0 auto;padding:2rem 1rem}header{display:flex;gap:1rem;align-items:center;margin-bottom:1.5rem}
header img{max-height:3rem;max-width:12rem}h1{font-size:1.75rem;margin:0}h2{font-size:1.25rem;margin:2rem 0 .75rem}h3{font-size:1rem;margin:0}
.headline{padding:1rem 1.25rem;border-radius:.75rem;color:var(--on-accent,#fff);font-weight:600;font-size:1.125rem;background:var(--accent,#15803d)}
.headline.partial_outage{background:#b45309;color:#fff}.headline.major_outage{background:#b91c1c;color:#fff}.headline.maintenance{background:#1d4ed8;color:#fff}.headline.no_data{background:#475569;color:#fff}
section.group,.incident{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1rem 1.25rem;margin-top:1rem}
.group ul,.updates{list-style:none;margin:0;padding:0}.website{padding:.75rem 0;border-top:1px solid var(--line)}.website:first-child{border-top:0}
.row{display:flex;justify-content:space-between;gap:1rem;align-items:baseline}.name{font-weight:600;overflow-wrap:anywhere}
.state{font-size:.875rem;font-weight:600;white-space:nowrap}.state.up{color:var(--up-text)}.state.down{color:var(--down-text)}.state.maintenance{color:var(--maint-text)}.state.no_data{color:var(--muted)}
.bars{display:flex;gap:2px;height:2rem;margin:.5rem 0}.day{flex:1;border-radius:2px;background:var(--none)}.day.up{background:var(--up)}.day.partial{background:var(--partial)}.day.down{background:var(--down)}
.muted{color:var(--muted);font-size:.875rem}.figures span+span::before{content:" · "}.incident.active{border-color:var(--down)}.incident.maintenance{border-color:var(--maint)}.updates li{margin-top:.5rem}.edited{color:var(--muted);font-size:.875rem}.updates p{margin:.25rem 0 0;white-space:pre-line}
footer{margin-top:2rem;display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}a{color:inherit}
.subscribe{display:flex;gap:.5rem;flex-wrap:wrap;align-items:end}.subscribe input{font:inherit;padding:.4rem .6rem;border:1px solid var(--line);border-radius:.375rem;background:var(--bg);color:var(--text)}
.subscribe button{font:inherit;padding:.45rem 1rem;border:0;border-radius:.375rem;background:var(--accent,#1d4ed8);color:var(--on-accent,#fff);cursor:pointer}.trap{position:absolute;left:-10000px}
@media (max-width:40rem){.day:nth-child(-n+60){display:none}}
`;

/** Relative luminance of `#rrggbb` (WCAG). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The owner's colour, with the text on it white or near-black, whichever reads better (WCAG contrast). */
function accentStyle(accent: string | null): string {
  if (!accent) return '';
  const l = luminance(accent);
  const onAccent = 1.05 / (l + 0.05) >= (l + 0.05) / (luminance('#0f172a') + 0.05) ? '#fff' : '#0f172a';
  return `:root{--accent:${accent};--on-accent:${onAccent}}`;
}

export interface RenderOptions {
  language: Language;
  /** Where the page's feed lives (relative to the page's address). */
  feedHref: string;
  canonicalUrl: string;
  /** Where the subscribe form posts. */
  subscribeAction: string;
}

/** The whole page. */
export function renderStatusPage(page: PublicStatusPage, options: RenderOptions): string {
  const { language } = options;
  const t = pageTexts[language];
  const accent = page.accentColor && HEX_COLOUR_PATTERN.test(page.accentColor) ? page.accentColor : null;
  const description = page.description ?? `${page.name}: ${t.headline[page.state]}`;
  const groups = page.groups.length
    ? page.groups
        .map(
          (g) =>
            `<section class="group"><h2>${escapeHtml(g.name)}</h2><ul>${g.websites.map((w) => website(w, page, language)).join('')}</ul></section>`,
        )
        .join('')
    : `<p class="muted">${t.noWebsites}</p>`;
  const maintenance = page.maintenance.length
    ? `<h2>${t.maintenance}</h2>${page.maintenance
        .map(
          (m) => `<article class="incident maintenance"><h3>${escapeHtml(m.title)}</h3>
<p class="muted">${m.ongoing ? t.maintenanceOngoing : t.maintenancePlanned} · ${formatWhen(m.startsAt, page, language)} – ${formatWhen(m.endsAt, page, language)}</p>
${m.description ? `<p>${escapeHtml(m.description)}</p>` : ''}<p class="muted">${escapeHtml(m.websiteNames.join(', '))}</p></article>`,
        )
        .join('')}`
    : '';
  const active = page.activeIncidents.length
    ? `<h2>${t.activeIncidents}</h2>${page.activeIncidents.map((i) => incident(i, page, language)).join('')}`
    : '';
  const past = page.pastIncidents.length
    ? page.pastIncidents.map((i) => incident(i, page, language)).join('')
    : `<p class="muted">${t.noPastIncidents}</p>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(page.name)} – ${t.headline[page.state]}</title>
<meta name="description" content="${escapeHtml(description)}">
<link rel="canonical" href="${escapeHtml(options.canonicalUrl)}">
<link rel="alternate" type="application/atom+xml" title="${escapeHtml(t.feedTitle(page.name))}" href="${escapeHtml(options.feedHref)}">
<style>${STYLE}${accentStyle(accent)}</style>
</head>
<body>
<main>
<header>${page.logoUrl ? `<img src="${escapeHtml(page.logoUrl)}" alt="">` : ''}<h1>${escapeHtml(page.name)}</h1></header>
${page.description ? `<p>${escapeHtml(page.description)}</p>` : ''}
<div class="headline ${page.state}" role="status">${t.headline[page.state]}</div>
${active}
${maintenance}
${groups}
<h2>${t.pastIncidents}</h2>
${past}
<section class="group"><h2>${t.subscribe}</h2><p class="muted">${t.subscribeHint}</p>
<form method="post" action="${escapeHtml(options.subscribeAction)}" class="subscribe">
<label>${t.emailLabel} <input type="email" name="email" required maxlength="254" autocomplete="email"></label>
<input type="text" name="website" tabindex="-1" autocomplete="off" aria-hidden="true" class="trap">
<input type="hidden" name="language" value="${language}">
<button type="submit">${t.subscribeButton}</button>
</form></section>
<footer class="muted"><span>${page.footer ? escapeHtml(page.footer) : t.poweredBy}</span><span>${t.updatedAt(formatWhen(page.generatedAt, page, language))} · <a href="${escapeHtml(options.feedHref)}">${t.feed}</a></span></footer>
</main>
</body>
</html>`;
}

/** A short page after a visitor's action (subscribed, confirmed, unsubscribed), with the way back. */
export function renderNoticePage(
  page: { name: string; accentColor: string | null },
  text: string,
  options: { language: Language; backHref: string },
): string {
  const t = pageTexts[options.language];
  const accent = page.accentColor && HEX_COLOUR_PATTERN.test(page.accentColor) ? page.accentColor : null;
  return `<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.name)}</title>
<style>${STYLE}${accentStyle(accent)}</style>
</head>
<body>
<main>
<header><h1>${escapeHtml(page.name)}</h1></header>
<section class="group"><p role="status">${escapeHtml(text)}</p><p><a href="${escapeHtml(options.backHref)}">${t.back}</a></p></section>
</main>
</body>
</html>`;
}
