import { describe, expect, it } from 'vitest';
import { parseMarkdownBlocks, parseMarkdownInline, safeMarkdownHref } from './markdown';

describe('parseMarkdownBlocks', () => {
  it('reads headings, paragraphs, lists, code and quotes', () => {
    const blocks = parseMarkdownBlocks(
      '# Shrnutí\n\n## Nadpis\n\nPrvní řádek\npokračuje.\n\n- jedna\n- dvě\n  pokračuje\n\n1. krok\n2. krok\n\n```\nnpm start\n```\n\n> Tip\n\n### Pod',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: 'Shrnutí' },
      { kind: 'heading', level: 2, text: 'Nadpis' },
      { kind: 'paragraph', text: 'První řádek pokračuje.' },
      { kind: 'list', ordered: false, items: ['jedna', 'dvě pokračuje'] },
      { kind: 'list', ordered: true, items: ['krok', 'krok'] },
      { kind: 'code', text: 'npm start' },
      { kind: 'quote', text: 'Tip' },
      { kind: 'heading', level: 3, text: 'Pod' },
    ]);
  });
});

describe('safeMarkdownHref', () => {
  it('allows http(s) and mailto, app paths only when asked', () => {
    expect(safeMarkdownHref('/help/contact', { allowInternal: true })).toEqual({
      href: '/help/contact',
      internal: true,
    });
    expect(safeMarkdownHref('/help/contact')).toBeNull();
    expect(safeMarkdownHref('https://example.cz')).toEqual({ href: 'https://example.cz', internal: false });
    expect(safeMarkdownHref('mailto:podpora@hlidka.cz')?.internal).toBe(false);
    expect(safeMarkdownHref('javascript:alert(1)')).toBeNull();
    expect(safeMarkdownHref('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeMarkdownHref('//evil.example')).toBeNull();
    expect(safeMarkdownHref('data:text/html,x')).toBeNull();
  });
});

describe('parseMarkdownInline', () => {
  it('tokenizes code, bold, italics and links, and leaves a refused link as its label', () => {
    expect(parseMarkdownInline('a **b** *c* `d` [e](https://x.cz) [f](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'd' },
      { kind: 'text', text: ' ' },
      { kind: 'link', label: 'e', href: 'https://x.cz', internal: false },
      { kind: 'text', text: ' ' },
      { kind: 'link', label: 'f', href: null, internal: false },
      { kind: 'text', text: ')' },
    ]);
  });
});
