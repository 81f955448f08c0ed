import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { Markdown, parseBlocks, safeHref } from './markdown';

describe('parseBlocks', () => {
  it('reads headings, paragraphs, lists, code and quotes', () => {
    const blocks = parseBlocks(
      '## Nadpis\n\nPrvní řádek\npokračuje.\n\n- jedna\n- dvě\n  pokračuje\n\n1. krok\n2. krok\n\n```\nnpm start\n```\n\n> Tip',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: 'Nadpis' },
      { kind: 'paragraph', text: 'První řádek pokračuje.' },
      { kind: 'list', ordered: false, items: ['jedna', 'dvě pokračuje'] },
      { kind: 'list', ordered: true, items: ['krok', 'krok'] },
      { kind: 'code', text: 'npm start' },
      { kind: 'quote', text: 'Tip' },
    ]);
  });
});

describe('safeHref', () => {
  it('allows http(s), mailto and app paths only', () => {
    expect(safeHref('/help/contact')).toEqual({ href: '/help/contact', internal: true });
    expect(safeHref('https://example.cz')).toEqual({ href: 'https://example.cz', internal: false });
    expect(safeHref('mailto:podpora@hlidka.cz')?.internal).toBe(false);
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
  });
});

describe('Markdown', () => {
  it('renders inline markup as elements and never injects HTML', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/help">
        <Markdown
          source={
            'Text **tučně**, *kurzívou*, `kód`, [kontakt](/help/contact), [web](https://hlidka.cz) a [zlo](javascript:alert(1)).\n\n<img src=x onerror=alert(1)>'
          }
        />
      </Router>,
    );
    expect(html).toContain('<strong>tučně</strong>');
    expect(html).toContain('<em>kurzívou</em>');
    expect(html).toMatch(/<code[^>]*>kód<\/code>/);
    expect(html).toMatch(/<a href="\/help\/contact"[^>]*>kontakt<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/hlidka.cz"[^>]*rel="noreferrer noopener"[^>]*>web<\/a>/);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
