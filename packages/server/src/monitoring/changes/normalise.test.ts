import { describe, expect, it } from 'vitest';
import { parseSelector, selectAll } from './css-select';
import { parseHtml, visibleLines } from './html-tree';
import { normaliseContent, selectorProblem } from './normalise';

const whole = { selector: null, ignoreNumbers: false };

describe('normaliseContent', () => {
  it('reduces HTML to its visible text lines: no markup, scripts, styles or comments; whitespace collapsed', () => {
    const html = `<!doctype html><html><head><title>Ceník</title><style>p { color: red }</style>
      <script>var now = Date.now(); if (a < b) {}</script></head>
      <body><!-- build 4711 --><h1>Ceník   služeb</h1>
      <p>Tarif <strong>Start</strong>: 100&nbsp;Kč &amp; DPH</p><ul><li>A</li><li>B<br>C</li></ul></body></html>`;
    expect(normaliseContent(html, whole)).toEqual({
      ok: true,
      text: 'Ceník\nCeník služeb\nTarif Start: 100 Kč & DPH\nA\nB\nC',
    });
  });

  it('gives the same text for a re-indented page', () => {
    const compact = '<div><p>Jedna</p><p>Dvě</p></div>';
    const indented = '<div>\n    <p>\n      Jedna\n    </p>\n\n    <p>Dvě</p>\n</div>\n';
    expect(normaliseContent(indented, whole)).toEqual(normaliseContent(compact, whole));
  });

  it('keeps plain text as lines without blank ones and replaces digits when numbers are ignored', () => {
    expect(normaliseContent('  verze 1.2.3  \n\n\n stav:  ok ', whole)).toEqual({
      ok: true,
      text: 'verze 1.2.3\nstav: ok',
    });
    expect(normaliseContent('Aktualizováno 29. 11. 2026 10:15', { selector: null, ignoreNumbers: true })).toEqual({
      ok: true,
      text: 'Aktualizováno #. #. # #:#',
    });
  });

  it('reads a JSON path selection, pretty-printed, and says why it cannot', () => {
    const body = JSON.stringify({ data: { version: '2.4.1', build: { id: 7, at: 'x' } } });
    const json = (path: string) => ({ selector: { kind: 'json' as const, path }, ignoreNumbers: false });
    expect(normaliseContent(body, json('$.data.version'))).toEqual({ ok: true, text: '2.4.1' });
    expect(normaliseContent(body, json('data.build'))).toEqual({ ok: true, text: '{\n"id": 7,\n"at": "x"\n}' });
    expect(normaliseContent(body, json('$.data.missing'))).toEqual({ ok: false, problem: 'no_match' });
    expect(normaliseContent('<html>', json('$.data'))).toEqual({ ok: false, problem: 'not_json' });
  });

  it('reads a CSS selection of every match in document order', () => {
    const html = '<main><p class="price big">100 Kč</p><div id="x"><p class="price">200 Kč</p></div></main>';
    const css = (path: string) => ({ selector: { kind: 'css' as const, path }, ignoreNumbers: false });
    expect(normaliseContent(html, css('.price'))).toEqual({ ok: true, text: '100 Kč\n200 Kč' });
    expect(normaliseContent(html, css('#x .price'))).toEqual({ ok: true, text: '200 Kč' });
    expect(normaliseContent(html, css('main > p.big'))).toEqual({ ok: true, text: '100 Kč' });
    expect(normaliseContent(html, css('table'))).toEqual({ ok: false, problem: 'no_match' });
  });
});

describe('CSS selector subset', () => {
  const doc = parseHtml(
    '<body><nav><a href="/a" data-x="1">A</a></nav><section><a href="/b">B</a><span><a href=/c>C</a></span></section></body>',
  );
  const texts = (source: string) => {
    const parsed = parseSelector(source);
    if (!parsed.ok) throw new Error(parsed.reason);
    return visibleLines(selectAll(doc, parsed.selector));
  };

  it('matches types, attributes, descendants, children and lists', () => {
    expect(texts('a')).toEqual(['A', 'B', 'C']);
    expect(texts('a[data-x]')).toEqual(['A']);
    expect(texts('a[href="/b"]')).toEqual(['B']);
    expect(texts("a[href='/c']")).toEqual(['C']);
    expect(texts('section > a')).toEqual(['B']);
    expect(texts('section a')).toEqual(['B', 'C']);
    expect(texts('nav a, section > span > a')).toEqual(['A', 'C']);
    expect(texts('*[href="/a"]')).toEqual(['A']);
    expect(texts('a[class=nav]')).toEqual([]);
  });

  it('refuses what it does not support instead of matching by luck', () => {
    for (const source of ['a:hover', 'a + b', 'a ~ b', 'a[href^="/"]', 'section >', 'a,,b', '']) {
      expect(parseSelector(source).ok, source).toBe(false);
    }
    expect(selectorProblem({ kind: 'css', path: 'p:first-child' })).toContain(':first-child');
    expect(selectorProblem({ kind: 'json', path: '$..x' })).toBe('Not a JSON path');
    expect(selectorProblem({ kind: 'json', path: '$.a[0].b' })).toBeNull();
  });
});
