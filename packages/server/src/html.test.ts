import { describe, expect, it } from 'vitest';
import { html, htmlText, safeUrl, trustedHtml } from './html';

describe('the html template', () => {
  it('escapes a script in text so it stays text', () => {
    const name = '<script>alert(1)</script>';
    expect(html`<h1>${name}</h1>`.markup).toBe('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html`<style>${'</style><script>alert(1)</script>'}</style>`.markup).not.toContain('<script>');
  });

  it('keeps a value inside its quoted attribute', () => {
    const title = `x" onmouseover="alert(1)' onfocus='alert(2)`;
    expect(html`<span title="${title}"></span>`.markup).toBe(
      '<span title="x&quot; onmouseover=&quot;alert(1)&#39; onfocus=&#39;alert(2)"></span>',
    );
    expect(html`<a href="${'?a=1&b=2'}">`.markup).toBe('<a href="?a=1&amp;b=2">');
  });

  it('inserts markup of its own once, unescaped, and joins lists', () => {
    const items = ['<b>', 'c&d'].map((text) => html`<li>${text}</li>`);
    expect(html`<ul>${items}</ul>`.markup).toBe('<ul><li>&lt;b&gt;</li><li>c&amp;d</li></ul>');
    expect(html`<style>${trustedHtml('a>b{font:"x"}')}</style>`.markup).toBe('<style>a>b{font:"x"}</style>');
  });

  it('renders numbers as text and nothing for null, undefined and false', () => {
    const none = null;
    expect(html`${12.5}|${0}|${none}|${undefined}|${false}|${''}`.markup).toBe('12.5|0||||');
  });

  it('keeps markup in a text’s placeholders while escaping the text around them', () => {
    const when = html`<time datetime="2026-01-15">15. 1.</time>`;
    const text = (at: string) => `<i>"${at}"</i>`;
    expect(htmlText(text, when).markup).toBe(
      '&lt;i&gt;&quot;<time datetime="2026-01-15">15. 1.</time>&quot;&lt;/i&gt;',
    );
    expect(htmlText((from, to) => `${to} ← ${from}`, html`<a>`, html`<b>`).markup).toBe('<b> ← <a>');
  });
});

describe('safeUrl', () => {
  it('lets web, mail and relative addresses through, escaped by the template', () => {
    for (const url of [
      'https://x.cz/a?b=1&c=2',
      'http://x.cz',
      'mailto:a@x.cz',
      '/status/acme',
      '?lng=cs',
      '#top',
      'feed.atom',
    ])
      expect(safeUrl(url)).toBe(url);
    expect(html`<img src="${safeUrl('https://x.cz/"onerror="alert(1)')}">`.markup).toBe(
      '<img src="https://x.cz/&quot;onerror=&quot;alert(1)">',
    );
  });

  it('links nowhere for script and data addresses, however they are written', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
    ])
      expect(safeUrl(url), JSON.stringify(url)).toBe('about:invalid');
  });
});
