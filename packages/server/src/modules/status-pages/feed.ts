import { formatInZone, type Language, type PublicIncident, type PublicStatusPage } from '@hlidka/contract';
import { escapeHtml } from './html';
import { pageTexts, withoutUpdates } from './page-texts';

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
    const message = u.message[language] ?? u.message[language === 'cs' ? 'en' : 'cs'] ?? '';
    const edited = u.editedAt ? `, ${t.edited(when(u.editedAt))}` : '';
    return `${t.update[u.status]} (${when(u.createdAt)}${edited}): ${message}`;
  });
  if (lines.length === 0) lines.push(withoutUpdates(language, incident.resolvedAt !== null));
  return `<entry>
<id>urn:uuid:${incident.id}</id>
<title>${escapeHtml(t.incidentTitle(incident.websiteName))}</title>
<link href="${escapeHtml(pageUrl)}"/>
<published>${incident.startedAt}</published>
<updated>${updated}</updated>
<content type="text">${escapeHtml([span, ...lines].join('\n'))}</content>
</entry>`;
}

export function renderFeed(page: PublicStatusPage, options: { pageUrl: string; feedUrl: string; language: Language }) {
  const incidents = [...page.activeIncidents, ...page.pastIncidents];
  const updated = incidents[0]?.updates[0]?.createdAt ?? incidents[0]?.startedAt ?? page.generatedAt;
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${options.language}">
<id>${escapeHtml(options.feedUrl)}</id>
<title>${escapeHtml(pageTexts[options.language].feedTitle(page.name))}</title>
<link rel="self" href="${escapeHtml(options.feedUrl)}"/>
<link href="${escapeHtml(options.pageUrl)}"/>
<updated>${updated}</updated>
${incidents.map((i) => entry(i, page, options.pageUrl, options.language)).join('\n')}
</feed>`;
}
