import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { Markdown } from './markdown';

const SOURCE =
  'Text **tučně**, *kurzívou*, `kód`, [kontakt](/help/contact), [web](https://hlidka.cz) a [zlo](javascript:alert(1)).\n\n<img src=x onerror=alert(1)>';

describe('Markdown', () => {
  it('renders inline markup as elements and never injects HTML', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/help">
        <Markdown source={SOURCE} allowInternalLinks />
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

  it('leaves app paths as text where internal links are off, and starts headings at the level given', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/incidents/1">
        <Markdown source={'# Shrnutí\n\n### Příčina\n\n[kontakt](/help/contact)'} headingLevel={3} />
      </Router>,
    );
    expect(html).toMatch(/<h3[^>]*>Shrnutí<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>Příčina<\/h4>/);
    expect(html).not.toContain('<a');
    expect(html).toContain('kontakt');
  });
});
