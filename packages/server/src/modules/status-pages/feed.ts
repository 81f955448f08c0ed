import { formatInZone, type Language, type PublicIncident, type PublicStatusPage } from '@hlidka/contract';
import { html } from '../../html';
import { markdownHtml } from './markdown-html';
import { pageTexts, updateMessage, withoutUpdates } from './page-texts';

// The page's incidents as an Atom feed: one entry per incident, its updates in the content, newest first. The text
// reads like the page (times in the page's zone, `28. 11. 2026 7:02 SEČ`); the machine-readable dates stay RFC 3339.
// A published postmortem is an entry of its own (readers learn of it when it comes out), its content the page's HTML
// of the Markdown (escaped into the feed as `type="html"` asks), linking to the incident on the page.

function entry(incident: PublicIncident, page: PublicStatusPage, pageUrl: string, language: Language) {
  const t = pageTexts[language];
  const when = (iso: string) => formatInZone(new Date(iso), page.timeZone, language);
  const updated = incident.updates[0]?.createdAt ?? incident.resolvedAt ?? incident.startedAt;
  const span = incident.resolvedAt
    ? t.resolvedAfter(when(incident.startedAt), when(incident.resolvedAt))
    : t.ongoingSince(when(incident.startedAt));
  const lines = incident.updates.map((u) => {
    const edited = u.editedAt ? `, ${t.edited(when(u.editedAt))}` : '';
    return `${t.update[u.status]} (${when(u.createdAt)}${edited}): ${updateMessage(u.message, language)}`;
  });
  if (lines.length === 0) lines.push(withoutUpdates(language, incident.resolvedAt !== null));
  return html`<entry>
<id>urn:uuid:${incident.id}</id>
<title>${t.incidentTitle(incident.websiteName)}</title>
<link href="${pageUrl}"/>
<published>${incident.startedAt}</published>
<updated>${updated}</updated>
<content type="text">${[span, ...lines].join('\n')}</content>
</entry>
`;
}

function postmortemEntry(incident: PublicIncident, pageUrl: string, language: Language) {
  const postmortem = incident.postmortem;
  if (!postmortem) return null;
  return html`<entry>
<id>urn:hlidka:postmortem:${incident.id}</id>
<title>${pageTexts[language].postmortemFeedTitle(incident.websiteName)}</title>
<link href="${pageUrl}#incident-${incident.id}"/>
<published>${postmortem.publishedAt}</published>
<updated>${postmortem.updatedAt}</updated>
<content type="html">${markdownHtml(postmortem.body, 3).markup}</content>
</entry>
`;
}

export function renderFeed(page: PublicStatusPage, options: { pageUrl: string; feedUrl: string; language: Language }) {
  const incidents = [...page.activeIncidents, ...page.pastIncidents];
  const newest = incidents[0]?.updates[0]?.createdAt ?? incidents[0]?.startedAt ?? page.generatedAt;
  const postmortems = incidents.flatMap((i) => (i.postmortem ? [i.postmortem.updatedAt] : []));
  const updated = [newest, ...postmortems].reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
  return html`<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${options.language}">
<id>${options.feedUrl}</id>
<title>${pageTexts[options.language].feedTitle(page.name)}</title>
<link rel="self" href="${options.feedUrl}"/>
<link href="${options.pageUrl}"/>
<updated>${updated}</updated>
${incidents.map((i) => [postmortemEntry(i, options.pageUrl, options.language), entry(i, page, options.pageUrl, options.language)])}</feed>`
    .markup;
}
