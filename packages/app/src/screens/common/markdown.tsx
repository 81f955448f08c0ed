import { type MarkdownInline, parseMarkdownBlocks, parseMarkdownInline } from '@hlidka/contract';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';

// The contract's safe Markdown subset as React elements (help articles, postmortems): text is escaped by React and no
// HTML is ever injected; links go only to http(s), mailto and, where allowed, the app's own paths.

const LINK_CLASS = 'font-medium text-primary underline underline-offset-4';

function renderInline(tokens: MarkdownInline[], keyPrefix: string): ReactNode[] {
  return tokens.map((token, n) => {
    const key = `${keyPrefix}-${n}`;
    switch (token.kind) {
      case 'text':
        return <Fragment key={key}>{token.text}</Fragment>;
      case 'code':
        return (
          <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
            {token.text}
          </code>
        );
      case 'strong':
        return <strong key={key}>{renderInline(token.children, key)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(token.children, key)}</em>;
      case 'link':
        if (!token.href) return <Fragment key={key}>{token.label}</Fragment>;
        return token.internal ? (
          <Link key={key} href={token.href} className={LINK_CLASS}>
            {token.label}
          </Link>
        ) : (
          <a key={key} href={token.href} className={LINK_CLASS} target="_blank" rel="noreferrer noopener">
            {token.label}
          </a>
        );
    }
    return null;
  });
}

export interface MarkdownProps {
  source: string;
  /** Links to the app's own paths (help articles); off for what visitors of a status page read too. */
  allowInternalLinks?: boolean;
  /** Heading levels start here: 2 under a screen's h1, 3 inside a card titled with h2. */
  headingLevel?: 2 | 3;
}

/** A Markdown text. `#`/`##` become the first heading level and `###` the next. */
export function Markdown({ source, allowInternalLinks = false, headingLevel = 2 }: MarkdownProps) {
  const inline = (text: string, key: string) =>
    renderInline(parseMarkdownInline(text, { allowInternal: allowInternalLinks }), key);
  return (
    <div className="flex min-w-0 flex-col gap-4 break-words text-sm leading-relaxed">
      {parseMarkdownBlocks(source).map((block, index) => {
        const key = `b${index}`;
        switch (block.kind) {
          case 'heading': {
            const level = block.level - 2 + headingLevel;
            return level === 2 ? (
              <h2 key={key} className="mt-2 font-semibold text-lg">
                {inline(block.text, key)}
              </h2>
            ) : level === 3 ? (
              <h3 key={key} className="mt-1 font-semibold text-base">
                {inline(block.text, key)}
              </h3>
            ) : (
              <h4 key={key} className="mt-1 font-semibold text-sm">
                {inline(block.text, key)}
              </h4>
            );
          }
          case 'paragraph':
            return <p key={key}>{inline(block.text, key)}</p>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={key} className={block.ordered ? 'list-decimal pl-5' : 'list-disc pl-5'}>
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items of a static document.
                  <li key={itemIndex} className="mb-1">
                    {inline(item, `${key}-${itemIndex}`)}
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
                {inline(block.text, key)}
              </aside>
            );
        }
        return null;
      })}
    </div>
  );
}
