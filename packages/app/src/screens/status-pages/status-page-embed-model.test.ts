import { createStatusPage, createWebsites } from '@hlidka/data/mocks';
import { describe, expect, it } from 'vitest';
import {
  BADGE_CHOICES,
  badgeHtml,
  badgeMarkdown,
  badgeUrl,
  embedWebsites,
  previewUrl,
  widgetSnippet,
} from './status-page-embed-model';

describe('the embed section', () => {
  const page = createStatusPage(1, createWebsites(5));
  const [first] = embedWebsites(page);

  it('offers every badge of every website on the page, by its public name and badge key', () => {
    expect(embedWebsites(page).map((w) => w.name)).toEqual([
      'Internetový obchod',
      'Veřejné API',
      page.groups[1]?.websites[0]?.websiteName,
      page.groups[1]?.websites[1]?.websiteName,
    ]);
    expect(BADGE_CHOICES.map((b) => b.id)).toEqual([
      'status',
      'uptime-24h',
      'uptime-7d',
      'uptime-30d',
      'uptime-90d',
      'response',
    ]);
  });

  it('writes addresses, Markdown, HTML and the widget from the page address', () => {
    if (!first) throw new Error('no website');
    const uptime = BADGE_CHOICES.find((b) => b.id === 'uptime-7d');
    if (!uptime) throw new Error('no 7-day badge');
    const url = badgeUrl(page, first, uptime);
    expect(url).toBe(
      `https://hlidka.example.cz/status/zahradnictvi-novak/badge/${first.badgeKey}/uptime.svg?window=7d`,
    );
    expect(badgeMarkdown(page, url, 'E-shop [hlavní]')).toBe(
      `[![E-shop \\[hlavní\\]](${url})](https://hlidka.example.cz/status/zahradnictvi-novak)`,
    );
    expect(badgeHtml(page, url, 'A "B" <C>')).toBe(
      `<a href="https://hlidka.example.cz/status/zahradnictvi-novak"><img src="${url}" alt="A &quot;B&quot; &lt;C&gt;"></a>`,
    );
    expect(widgetSnippet(page)).toBe(
      '<script src="https://hlidka.example.cz/status/widget.js" data-slug="zahradnictvi-novak" async></script>',
    );
  });
});

describe('the preview', () => {
  it("asks a page that follows its visitors for the editor's language, and leaves a fixed one be", () => {
    const page = createStatusPage(1, createWebsites(5));
    const url = 'https://hlidka.example.cz/status/zahradnictvi-novak/badge/k/uptime.svg?window=7d';
    expect(previewUrl(page, url, 'en')).toBe(`${url}&lng=en`);
    expect(previewUrl(page, url.replace('?window=7d', ''), 'cs')).toBe(
      'https://hlidka.example.cz/status/zahradnictvi-novak/badge/k/uptime.svg?lng=cs',
    );
    expect(previewUrl({ ...page, language: 'cs' }, url, 'en')).toBe(url);
  });
});
