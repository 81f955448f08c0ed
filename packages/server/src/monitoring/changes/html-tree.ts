// A forgiving HTML reader for change detection: elements, attributes and text — enough to choose a part of a page with
// a simple CSS selector and to read its visible text. Scripts, styles, comments and templates are left out.

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
  parent: HtmlElement | null;
}
export type HtmlNode = HtmlElement | string;

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is not page text: skipped up to their closing tag. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);
/** Elements that flow within a line; every other element starts and ends one. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>|<\/([a-zA-Z][\w:-]*)[^>]*>|<([a-zA-Z][\w:-]*)((?:\s*[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Character references: the five named ones, &nbsp; and numeric ones; others stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

function attributesOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name && !(name in attrs)) attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/** The document as a tree under a root element (tag `#root`). Unclosed elements end with their parent. */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#root', attrs: {}, children: [], parent: null };
  let current = root;
  let at = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match !== null; match = TOKEN.exec(html)) {
    if (match.index > at) current.children.push(decodeEntities(html.slice(at, match.index)));
    at = TOKEN.lastIndex;
    const [, closing, opening, attrs = ''] = match;
    if (closing) {
      const tag = closing.toLowerCase();
      for (let open: HtmlElement | null = current; open && open !== root; open = open.parent) {
        if (open.tag === tag) {
          current = open.parent ?? root;
          break;
        }
      }
    } else if (opening) {
      const tag = opening.toLowerCase();
      if (HIDDEN.has(tag)) {
        const end = html.toLowerCase().indexOf(`</${tag}`, at);
        at = end === -1 ? html.length : end;
        TOKEN.lastIndex = at;
        continue;
      }
      const element: HtmlElement = { tag, attrs: attributesOf(attrs), children: [], parent: current };
      current.children.push(element);
      if (!VOID.has(tag) && !match[0].endsWith('/>')) current = element;
    }
  }
  if (at < html.length) current.children.push(decodeEntities(html.slice(at)));
  return root;
}

/** The visible text of elements as lines: block elements break lines, inline ones flow; whitespace collapsed. */
export function visibleLines(elements: readonly HtmlElement[]): string[] {
  const lines: string[] = [];
  let line = '';
  const breakLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  const walk = (node: HtmlNode) => {
    if (typeof node === 'string') {
      line += node;
      return;
    }
    const block = !INLINE.has(node.tag);
    if (block || node.tag === 'br') breakLine();
    for (const child of node.children) walk(child);
    if (block) breakLine();
  };
  for (const element of elements) {
    walk(element);
    breakLine();
  }
  return lines;
}
