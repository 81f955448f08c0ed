import { formatInZone, type Language, type PublicIncident, type PublicStatusPage } from '@hlidka/contract';
import { html } from '../../html';
import { pageTexts, updateMessage, withoutUpdates } from './page-texts';

// The page's incidents as an Atom feed: one entry per incident, its updates in the content, newest first. The text
// reads like the page (times in the page's zone, `28. 11. 2026 7:02 SEČ`); the machine-readable dates stay RFC 3339.

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

export function renderFeed(page: PublicStatusPage, options: { pageUrl: string; feedUrl: string; language: Language }) {
  const incidents = [...page.activeIncidents, ...page.pastIncidents];
  const updated = incidents[0]?.updates[0]?.createdAt ?? incidents[0]?.startedAt ?? page.generatedAt;
  return html`<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${options.language}">
<id>${options.feedUrl}</id>
<title>${pageTexts[options.language].feedTitle(page.name)}</title>
<link rel="self" href="${options.feedUrl}"/>
<link href="${options.pageUrl}"/>
<updated>${updated}</updated>
${incidents.map((i) => entry(i, page, options.pageUrl, options.language))}</feed>`.markup;
}
