import { readFileSync } from 'node:fs';
import { notificationChannelTypes } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { channels } from '../../i18n/areas/channels';
import { help } from '../../i18n/areas/help';
import { findArticle, fold, HELP_ARTICLES, HELP_CATEGORIES, searchArticles } from './catalogue';

describe('help catalogue', () => {
  it('has a title and summary in both languages and a Markdown body in both for every article', () => {
    for (const article of HELP_ARTICLES) {
      expect(HELP_CATEGORIES).toContain(article.category);
      for (const resources of [help.cs, help.en]) {
        const texts = (resources.articles as Record<string, { title: string; summary: string }>)[article.slug];
        expect(texts?.title, article.slug).toBeTruthy();
        expect(texts?.summary, article.slug).toBeTruthy();
      }
      for (const lng of ['cs', 'en']) {
        const body = readFileSync(new URL(`./articles/${lng}/${article.slug}.md`, import.meta.url), 'utf8');
        expect(body.length, `${lng}/${article.slug}`).toBeGreaterThan(400);
      }
    }
  });

  it('the channels article names every channel type of the contract, in both languages', () => {
    for (const lng of ['cs', 'en'] as const) {
      const body = readFileSync(new URL(`./articles/${lng}/notifications-and-channels.md`, import.meta.url), 'utf8');
      for (const type of notificationChannelTypes) {
        expect(body, `${lng}: ${type}`).toContain(channels[lng].types[type]);
      }
    }
  });

  it('links between articles point at articles that exist', () => {
    for (const article of HELP_ARTICLES) {
      for (const lng of ['cs', 'en']) {
        const body = readFileSync(new URL(`./articles/${lng}/${article.slug}.md`, import.meta.url), 'utf8');
        for (const [, category, slug] of body.matchAll(/\(\/help\/article\/([^/)]+)\/([^)]+)\)/g)) {
          expect(findArticle(category ?? '', slug ?? ''), `${lng}/${article.slug} → ${category}/${slug}`).toBeDefined();
        }
      }
    }
  });

  it('searches without diacritics and with every word', () => {
    const items = [{ text: 'Účet a platby' }, { text: 'API klíče' }];
    expect(fold('Účet')).toBe('ucet');
    expect(searchArticles(items, 'ucet')).toEqual([{ text: 'Účet a platby' }]);
    expect(searchArticles(items, 'api klice')).toEqual([{ text: 'API klíče' }]);
    expect(searchArticles(items, 'api platby')).toEqual([]);
    expect(searchArticles(items, '  ')).toEqual(items);
  });
});
