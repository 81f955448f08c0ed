import type { Language, PublicIncident, PublicStatusPage } from '@hlidka/contract';
import { escapeHtml } from './html';
import { pageTexts } from './page-texts';

// The page's incidents as an Atom feed: one entry per incident, its updates in the content, newest first.

function entry(incident: PublicIncident, pageUrl: string, language: Language) {
  const t = pageTexts[language];
  const updated = incident.updates[0]?.createdAt ?? incident.resolvedAt ?? incident.startedAt;
  const lines = incident.updates.map((u) => {
    const message = u.message[language] ?? u.message[language === 'cs' ? 'en' : 'cs'] ?? '';
    return `${t.update[u.status]} (${u.createdAt}): ${message}`;
  });
  if (lines.length === 0) lines.push(t.noUpdates);
  return `<entry>
<id>urn:uuid:${incident.id}</id>
<title>${escapeHtml(t.incidentTitle(incident.websiteName))}</title>
<link href="${escapeHtml(pageUrl)}"/>
<published>${incident.startedAt}</published>
<updated>${updated}</updated>
<content type="text">${escapeHtml(lines.join('\n'))}</content>
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
${incidents.map((i) => entry(i, options.pageUrl, options.language)).join('\n')}
</feed>`;
}
