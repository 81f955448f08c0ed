// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { distinctiveWords } from './distinctive-words';
import { foreignWords } from './foreign-words';
import { wordsOf } from './words';

function page(html: string): Element {
  document.body.innerHTML = html;
  return document.body;
}

describe('distinctive words', () => {
  const words = distinctiveWords();

  it('come from each language’s own texts and leave out the words both use', () => {
    expect(words.cs.has('nástěnka')).toBe(true);
    expect(words.en.has('dashboard')).toBe(true);
    expect(words.en.has('websites')).toBe(true);
    for (const shared of ['hlídka', 'e-mail', 'slack', 'webhook', 'čeština', 'english']) {
      expect(words.cs.has(shared), shared).toBe(false);
      expect(words.en.has(shared), shared).toBe(false);
    }
  });

  it('include the month and weekday names dates show', () => {
    expect(words.cs.has('listopadu')).toBe(true);
    expect(words.en.has('november')).toBe(true);
    expect(words.en.has('wednesday')).toBe(true);
  });
});

describe('words of a text', () => {
  it('skip addresses, placeholders, codes, acronyms and single letters', () => {
    expect(wordsOf('Web https://shop.example.cz a /api/profile ({{count}}) 5xx HTTP GET v e-mailu')).toEqual([
      'web',
      'e-mailu',
    ]);
  });
});

describe('foreign words on a page', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('pass a Czech page', () => {
    expect(foreignWords(page('<h1>Nástěnka</h1><button aria-label="Zavřít">×</button>'), 'cs')).toEqual([]);
  });

  it('find an English word in Czech text', () => {
    expect(foreignWords(page('<h1>Nástěnka</h1><p>Websites: 5</p>'), 'cs')).toEqual([
      { word: 'websites', text: 'Websites: 5' },
    ]);
  });

  it('find it in the labels people hear or see: aria-label, title, placeholder, alt', () => {
    const root = page(
      '<button aria-label="Close">×</button><span title="Loading"></span>' +
        '<input placeholder="Search"><img alt="Dashboard">',
    );
    expect(foreignWords(root, 'cs').map(({ word }) => word)).toEqual(['close', 'loading', 'search', 'dashboard']);
  });

  it('find Czech on an English page, also Czech words the texts do not have and a Czech date', () => {
    const root = page('<h1>Dashboard</h1><p>Uloženo</p><p>Žluťoučký kůň</p><time>25. listopadu 2026</time>');
    expect(foreignWords(root, 'en').map(({ word }) => word)).toEqual(['uloženo', 'žluťoučký', 'kůň', 'listopadu']);
  });

  it('pass an English page that names the product and its integrations', () => {
    expect(foreignWords(page('<p>Hlídka sends e-mail, Slack and Discord messages (URL, API).</p>'), 'en')).toEqual([]);
  });

  it('pass the phrases the spec words alike in both languages, and nothing more of them', () => {
    expect(foreignWords(page('<p>OAuth error: access_denied</p>'), 'cs')).toEqual([]);
    expect(foreignWords(page('<p>Error</p>'), 'cs').map(({ word }) => word)).toEqual(['error']);
  });

  it('leave out what users typed: marked elements and the given texts', () => {
    const root = page(
      '<h1 data-user-content>Zákaznický portál</h1><p>Nový web is down</p><p>Nový web je nedostupný</p>',
    );
    expect(foreignWords(root, 'en', { userTexts: ['Nový web'] })).toEqual([
      { word: 'je', text: 'Nový web je nedostupný' },
      { word: 'nedostupný', text: 'Nový web je nedostupný' },
    ]);
    // Only as whole words: a website called "API" does not cut "OpenAPI" into "Open".
    expect(foreignWords(page('<p>Popis (OpenAPI)</p>'), 'cs', { userTexts: ['API'] })).toEqual([]);
  });

  it('leave out code and keys, and read a word with a soft hyphen as one', () => {
    const root = page('<p>Popis (Open\u00adAPI) <code>{ "success": true }</code> <kbd>Enter</kbd></p>');
    expect(foreignWords(root, 'cs')).toEqual([]);
  });

  it('leave out what the caller skips', () => {
    const root = page('<p>Dashboard</p><ol><li class="toast">Uloženo</li></ol>');
    expect(foreignWords(root, 'en', { skip: '.toast' })).toEqual([]);
  });
});
