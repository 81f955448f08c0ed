import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';

// A small, safe Markdown renderer for the bundled help articles: headings (##, ###), paragraphs, lists, fenced code,
// block quotes, and inline code, bold, italics and links. It builds React elements (text is escaped by React) and
// never injects HTML; links go only to http(s), mailto and the app's own paths.

export type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string }
  | { kind: 'quote'; text: string };

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (!line.trim()) {
      i += 1;
      continue;
    }
    if (line.startsWith('```')) {
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !(lines[i] ?? '').startsWith('```')) code.push(lines[i++] ?? '');
      i += 1;
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1] === '##' ? 2 : 3, text: (heading[2] ?? '').trim() });
      i += 1;
      continue;
    }
    if (/^\s*([-*]|\d+\.)\s+/.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (i < lines.length && /^\s*([-*]|\d+\.)\s+/.test(lines[i] ?? '')) {
        let item = (lines[i] ?? '').replace(/^\s*([-*]|\d+\.)\s+/, '');
        i += 1;
        // Indented continuation lines belong to the item.
        while (i < lines.length && /^\s{2,}\S/.test(lines[i] ?? '') && !/^\s*([-*]|\d+\.)\s+/.test(lines[i] ?? '')) {
          item += ` ${(lines[i] ?? '').trim()}`;
          i += 1;
        }
        items.push(item);
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (line.startsWith('>')) {
      const quote: string[] = [];
      while (i < lines.length && (lines[i] ?? '').startsWith('>')) quote.push((lines[i++] ?? '').replace(/^>\s?/, ''));
      blocks.push({ kind: 'quote', text: quote.join(' ') });
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      (lines[i] ?? '').trim() &&
      !/^(#{2,3}\s|```|>|\s*([-*]|\d+\.)\s+)/.test(lines[i] ?? '')
    ) {
      paragraph.push((lines[i++] ?? '').trim());
    }
    blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

/** Only these link targets are rendered as links; anything else (javascript:, data:…) stays plain text. */
export function safeHref(href: string): { href: string; internal: boolean } | null {
  if (/^\/(?!\/)/.test(href)) return { href, internal: true };
  if (/^(https?:|mailto:)/i.test(href)) return { href, internal: false };
  return null;
}

const INLINE = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*\s][^*]*\*)|(\[[^\]]+\]\([^)\s]+\))/g;

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push(text.slice(last, index));
    const token = match[0];
    const key = `${keyPrefix}-${n++}`;
    if (token.startsWith('`')) {
      out.push(
        <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
          {token.slice(1, -1)}
        </code>,
      );
    } else if (token.startsWith('**')) {
      out.push(<strong key={key}>{renderInline(token.slice(2, -2), key)}</strong>);
    } else if (token.startsWith('*')) {
      out.push(<em key={key}>{renderInline(token.slice(1, -1), key)}</em>);
    } else {
      const [, label = '', href = ''] = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token) ?? [];
      const target = safeHref(href);
      const className = 'font-medium text-primary underline underline-offset-4';
      if (!target) out.push(<Fragment key={key}>{label}</Fragment>);
      else if (target.internal) {
        out.push(
          <Link key={key} href={target.href} className={className}>
            {label}
          </Link>,
        );
      } else {
        out.push(
          <a key={key} href={target.href} className={className} target="_blank" rel="noreferrer noopener">
            {label}
          </a>,
        );
      }
    }
    last = index + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** The article body. `##` becomes h2 and `###` h3 (the page's h1 is the article title). */
export function Markdown({ source }: { source: string }) {
  return (
    <div className="flex flex-col gap-4 text-sm leading-relaxed">
      {parseBlocks(source).map((block, index) => {
        const key = `b${index}`;
        switch (block.kind) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={key} className="mt-2 font-semibold text-lg">
                {renderInline(block.text, key)}
              </h2>
            ) : (
              <h3 key={key} className="mt-1 font-semibold text-base">
                {renderInline(block.text, key)}
              </h3>
            );
          case 'paragraph':
            return <p key={key}>{renderInline(block.text, key)}</p>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={key} className={block.ordered ? 'list-decimal pl-5' : 'list-disc pl-5'}>
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items of a static document.
                  <li key={itemIndex} className="mb-1">
                    {renderInline(item, `${key}-${itemIndex}`)}
                  </li>
                ))}
              </List>
            );
          }
          case 'code':
            return (
              <pre
                key={key}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a code block wider than the screen scrolls by keyboard.
                tabIndex={0}
                className="overflow-x-auto rounded-md border bg-muted p-3 font-mono text-xs focus-visible:outline-2 focus-visible:outline-ring"
              >
                <code>{block.text}</code>
              </pre>
            );
          case 'quote':
            return (
              <aside key={key} className="rounded-md border-primary border-l-4 bg-muted/50 px-4 py-3">
                {renderInline(block.text, key)}
              </aside>
            );
        }
        return null;
      })}
    </div>
  );
}
