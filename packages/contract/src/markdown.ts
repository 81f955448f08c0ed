// A small, safe Markdown subset shared by the app (help articles, postmortem previews) and the server (postmortems on
// status pages and in their feeds): headings, paragraphs, lists, fenced code, block quotes, and inline code, bold,
// italics and links. It parses to plain data; each renderer escapes every text it outputs, so no HTML in the source
// ever becomes markup, and a link is a link only to http(s), mailto (and, where the renderer allows, the app's paths).

export type MarkdownBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string }
  | { kind: 'quote'; text: string };

export type MarkdownInline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; children: MarkdownInline[] }
  | { kind: 'em'; children: MarkdownInline[] }
  /** `href` is null when the target is not allowed (javascript:, data:…): the label stays plain text. */
  | { kind: 'link'; label: string; href: string | null; internal: boolean };

const LIST_ITEM = /^\s*([-*]|\d+\.)\s+/;
/** `#` and `##` are section headings (h2 under the page's own h1), `###` a sub-heading. */
const HEADING = /^(#{1,3})\s+(.*)$/;

export function parseMarkdownBlocks(source: string): MarkdownBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const line = (i: number) => lines[i] ?? '';
  const blocks: MarkdownBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const current = line(i);
    if (!current.trim()) {
      i += 1;
      continue;
    }
    if (current.startsWith('```')) {
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !line(i).startsWith('```')) code.push(line(i++));
      i += 1;
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = HEADING.exec(current);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1] === '###' ? 3 : 2, text: (heading[2] ?? '').trim() });
      i += 1;
      continue;
    }
    if (LIST_ITEM.test(current)) {
      const ordered = /^\s*\d+\./.test(current);
      const items: string[] = [];
      while (i < lines.length && LIST_ITEM.test(line(i))) {
        let item = line(i).replace(LIST_ITEM, '');
        i += 1;
        // Indented continuation lines belong to the item.
        while (i < lines.length && /^\s{2,}\S/.test(line(i)) && !LIST_ITEM.test(line(i))) {
          item += ` ${line(i).trim()}`;
          i += 1;
        }
        items.push(item);
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (current.startsWith('>')) {
      const quote: string[] = [];
      while (i < lines.length && line(i).startsWith('>')) quote.push(line(i++).replace(/^>\s?/, ''));
      blocks.push({ kind: 'quote', text: quote.join(' ') });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && line(i).trim() && !/^(#{1,3}\s|```|>|\s*([-*]|\d+\.)\s+)/.test(line(i))) {
      paragraph.push(line(i++).trim());
    }
    blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

export interface MarkdownLinkOptions {
  /** Paths of the app (`/help/contact`) are links too; on pages served elsewhere (status pages) they are not. */
  allowInternal?: boolean;
}

/** Only these link targets are links; anything else (javascript:, data:, `//host`…) is null. */
export function safeMarkdownHref(
  href: string,
  options: MarkdownLinkOptions = {},
): { href: string; internal: boolean } | null {
  if (/^\/(?!\/)/.test(href)) return options.allowInternal ? { href, internal: true } : null;
  if (/^(https?:\/\/|mailto:)/i.test(href)) return { href, internal: false };
  return null;
}

const INLINE = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*\s][^*]*\*)|(\[[^\]]+\]\([^)\s]+\))/g;

export function parseMarkdownInline(text: string, options: MarkdownLinkOptions = {}): MarkdownInline[] {
  const out: MarkdownInline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push({ kind: 'text', text: text.slice(last, index) });
    const token = match[0];
    if (token.startsWith('`')) out.push({ kind: 'code', text: token.slice(1, -1) });
    else if (token.startsWith('**'))
      out.push({ kind: 'strong', children: parseMarkdownInline(token.slice(2, -2), options) });
    else if (token.startsWith('*'))
      out.push({ kind: 'em', children: parseMarkdownInline(token.slice(1, -1), options) });
    else {
      const [, label = '', href = ''] = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token) ?? [];
      const target = safeMarkdownHref(href, options);
      out.push({ kind: 'link', label, href: target?.href ?? null, internal: target?.internal ?? false });
    }
    last = index + token.length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}
