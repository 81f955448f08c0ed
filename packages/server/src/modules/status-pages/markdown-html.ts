import { type MarkdownInline, parseMarkdownBlocks, parseMarkdownInline } from '@hlidka/contract';
import { html, type SafeHtml } from '../../html';

// The contract's safe Markdown subset as the status page's HTML (postmortems): every text goes through `html`, which
// escapes it, so HTML in the source shows as text; links only to http(s) and mailto (the page is not the app, so app
// paths stay text), opened without the page as referrer.

function inline(tokens: MarkdownInline[]): SafeHtml[] {
  return tokens.map((token) => {
    switch (token.kind) {
      case 'text':
        return html`${token.text}`;
      case 'code':
        return html`<code>${token.text}</code>`;
      case 'strong':
        return html`<strong>${inline(token.children)}</strong>`;
      case 'em':
        return html`<em>${inline(token.children)}</em>`;
      case 'link':
        return token.href
          ? html`<a href="${token.href}" rel="nofollow noreferrer noopener">${token.label}</a>`
          : html`${token.label}`;
    }
    return html``;
  });
}

const text = (source: string) => inline(parseMarkdownInline(source));

/** Markdown as HTML; headings start at `headingLevel` (`#`/`##`) and `###` is the next level. */
export function markdownHtml(source: string, headingLevel: 3 | 4 = 4): SafeHtml {
  return html`${parseMarkdownBlocks(source).map((block) => {
    switch (block.kind) {
      case 'heading': {
        const level = block.level === 2 ? headingLevel : headingLevel + 1;
        if (level === 3) return html`<h3>${text(block.text)}</h3>`;
        return level === 4 ? html`<h4>${text(block.text)}</h4>` : html`<h5>${text(block.text)}</h5>`;
      }
      case 'paragraph':
        return html`<p>${text(block.text)}</p>`;
      case 'list':
        return block.ordered
          ? html`<ol>${block.items.map((item) => html`<li>${text(item)}</li>`)}</ol>`
          : html`<ul>${block.items.map((item) => html`<li>${text(item)}</li>`)}</ul>`;
      case 'code':
        return html`<pre><code>${block.text}</code></pre>`;
      case 'quote':
        return html`<blockquote><p>${text(block.text)}</p></blockquote>`;
    }
    return html``;
  })}`;
}
