/** Marks an element whose text users typed (a website's name…): its language is theirs, not the app's. */
export const USER_CONTENT_ATTRIBUTE = 'data-user-content';

/** Attributes that carry text people read or hear. */
const TEXT_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
];
/** Not language: scripts and styles, and code, keys and sample output shown as they are. */
const NOT_TEXT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'CODE', 'PRE', 'KBD', 'SAMP']);

export interface PageTextOptions {
  /** Elements to leave out with everything inside them (a CSS selector). */
  skip?: string;
}

/** Whether the element is rendered (not in `display: none`); where the DOM cannot tell (jsdom), it counts as shown. */
const rendered = (element: Element | null) =>
  !element || typeof element.checkVisibility !== 'function' || element.checkVisibility();

/**
 * Every text under `root` that the app shows or announces: the rendered text nodes (screen-reader-only ones too) and
 * the text attributes of rendered elements, outside elements marked with USER_CONTENT_ATTRIBUTE.
 */
export function pageTexts(root: Element, options: PageTextOptions = {}): string[] {
  const skip = [`[${USER_CONTENT_ATTRIBUTE}]`, options.skip].filter(Boolean).join(', ');
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node instanceof Element && (NOT_TEXT.has(node.tagName) || node.matches(skip))
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node: Node | null = root; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.nodeValue?.trim() && rendered(node.parentElement)) texts.push(node.nodeValue);
    } else if (node instanceof Element && rendered(node)) {
      for (const name of TEXT_ATTRIBUTES) {
        const value = node.getAttribute(name);
        if (value?.trim()) texts.push(value);
      }
    }
  }
  return texts;
}
