import {
  type BadgeUptimeWindow,
  badgeUptimeWindows,
  type StatusPage,
  type StatusPageBadgeKind,
  statusPageBadgeUrl,
} from '@hlidka/contract';

// What the editor's "Vložit na web" section offers: a website's badges (state, uptime over each window, response time)
// with their Markdown and HTML, and the widget's snippet. Addresses come from the page's public address.

export interface BadgeChoice {
  /** `status`, `uptime-7d`, `response`: unique within a website. */
  id: string;
  kind: StatusPageBadgeKind;
  window?: BadgeUptimeWindow;
}

export const BADGE_CHOICES: readonly BadgeChoice[] = [
  { id: 'status', kind: 'status' },
  ...badgeUptimeWindows.map((window) => ({ id: `uptime-${window}`, kind: 'uptime' as const, window })),
  { id: 'response', kind: 'response' },
];

export interface EmbedWebsite {
  badgeKey: string;
  /** What visitors see: the public name, or the website's own. */
  name: string;
}

/** The page's websites in its order, once each. */
export function embedWebsites(page: StatusPage): EmbedWebsite[] {
  return page.groups.flatMap((group) =>
    group.websites.map((w) => ({ badgeKey: w.badgeKey, name: w.displayName ?? w.websiteName })),
  );
}

export const badgeUrl = (page: StatusPage, website: EmbedWebsite, badge: BadgeChoice) =>
  statusPageBadgeUrl(page.publicUrl, website.badgeKey, badge.kind, badge.window);

/**
 * The preview's address: a page that follows its visitors' language draws the badge in the editor's (`lng`), as a
 * visitor who reads that language would see it; the copied address leaves the choice to each visitor.
 */
export const previewUrl = (page: StatusPage, url: string, language: 'cs' | 'en') =>
  page.language === 'auto' ? `${url}${url.includes('?') ? '&' : '?'}lng=${language}` : url;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeMarkdown = (text: string) => text.replace(/([\\[\]])/g, '\\$1');

/** `[![alt](badge)](page)`: the badge, linking to the page. */
export const badgeMarkdown = (page: StatusPage, imageUrl: string, alt: string) =>
  `[![${escapeMarkdown(alt)}](${imageUrl})](${page.publicUrl})`;

/** `<a href="page"><img src="badge" alt="…"></a>` */
export const badgeHtml = (page: StatusPage, imageUrl: string, alt: string) =>
  `<a href="${escapeHtml(page.publicUrl)}"><img src="${escapeHtml(imageUrl)}" alt="${escapeHtml(alt)}"></a>`;

/** The widget's script tag, served from Hlídka's address (`{PUBLIC_URL}/status/widget.js`). */
export function widgetSnippet(page: StatusPage): string {
  const base = page.publicUrl.replace(/\/status\/[^/]+\/?$/, '');
  return `<script src="${escapeHtml(base)}/status/widget.js" data-slug="${escapeHtml(page.slug)}" async></script>`;
}
