import type { HtmlElement } from './html-tree';

// A small subset of CSS selectors for choosing part of a page: type (`h1`, `*`), `#id`, `.class`, `[attr]`,
// `[attr=value]` (quoted or not), descendant (` `) and child (`>`) combinators, and lists (`a, b`). Anything else
// (pseudo-classes, `+`, `~`, other attribute operators) is refused with a reason, so a selector never matches by luck.

interface Compound {
  tag: string | null;
  id: string | null;
  classes: string[];
  attrs: { name: string; value: string | null }[];
}
interface Step {
  compound: Compound;
  /** How it relates to the step before it (to its left); null for the first. */
  combinator: ' ' | '>' | null;
}
export type Selector = Step[][];

const IDENT = '-?[_a-zA-Z\\u00a0-\\uffff][-_a-zA-Z0-9\\u00a0-\\uffff]*';
const PART = new RegExp(
  `^(?:(\\*|${IDENT})|#(${IDENT})|\\.(${IDENT})|\\[\\s*(${IDENT})\\s*(?:=\\s*(?:"([^"]*)"|'([^']*)'|(${IDENT}))\\s*)?\\])`,
);

export type ParsedSelector = { ok: true; selector: Selector } | { ok: false; reason: string };

/** Parses a selector of the supported subset. */
export function parseSelector(source: string): ParsedSelector {
  const selector: Selector = [];
  for (const raw of source.split(',')) {
    const text = raw.trim();
    if (!text) return { ok: false, reason: 'An empty selector in the list' };
    const steps: Step[] = [];
    let rest = text;
    let combinator: Step['combinator'] = null;
    while (rest.length > 0) {
      const compound: Compound = { tag: null, id: null, classes: [], attrs: [] };
      let parts = 0;
      for (let match = PART.exec(rest); match !== null; match = PART.exec(rest)) {
        if (match[1]) {
          if (parts > 0) return { ok: false, reason: `The element name must come first: ${text}` };
          compound.tag = match[1] === '*' ? null : match[1].toLowerCase();
        } else if (match[2]) compound.id = match[2];
        else if (match[3]) compound.classes.push(match[3]);
        else if (match[4])
          compound.attrs.push({ name: match[4].toLowerCase(), value: match[5] ?? match[6] ?? match[7] ?? null });
        parts++;
        rest = rest.slice(match[0].length);
      }
      if (parts === 0) return { ok: false, reason: `Not supported here: ${rest}` };
      steps.push({ compound, combinator });
      const space = /^\s*(>)?\s*/.exec(rest);
      const gap = space?.[0] ?? '';
      if (gap.length === 0 && rest.length > 0) return { ok: false, reason: `Not supported here: ${rest}` };
      rest = rest.slice(gap.length);
      combinator = space?.[1] === '>' ? '>' : ' ';
      if (rest.length === 0 && combinator === '>') return { ok: false, reason: `Nothing after '>': ${text}` };
    }
    selector.push(steps);
  }
  return { ok: true, selector };
}

function matchesCompound(element: HtmlElement, compound: Compound): boolean {
  if (element.tag === '#root') return false;
  if (compound.tag !== null && element.tag !== compound.tag) return false;
  if (compound.id !== null && element.attrs.id !== compound.id) return false;
  if (compound.classes.length > 0) {
    const classes = (element.attrs.class ?? '').split(/\s+/);
    if (!compound.classes.every((name) => classes.includes(name))) return false;
  }
  return compound.attrs.every(({ name, value }) =>
    value === null ? name in element.attrs : element.attrs[name] === value,
  );
}

/** Whether the element matches the steps up to `index` (right to left through its ancestors). */
function matchesSteps(element: HtmlElement, steps: Step[], index: number): boolean {
  const step = steps[index];
  if (!step || !matchesCompound(element, step.compound)) return false;
  if (index === 0) return true;
  if (step.combinator === '>') return element.parent !== null && matchesSteps(element.parent, steps, index - 1);
  for (let ancestor = element.parent; ancestor !== null; ancestor = ancestor.parent) {
    if (matchesSteps(ancestor, steps, index - 1)) return true;
  }
  return false;
}

/** Every element under `root` that the selector matches, in document order (an element once). */
export function selectAll(root: HtmlElement, selector: Selector): HtmlElement[] {
  const found: HtmlElement[] = [];
  const walk = (element: HtmlElement) => {
    for (const child of element.children) {
      if (typeof child === 'string') continue;
      if (selector.some((steps) => matchesSteps(child, steps, steps.length - 1))) found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}
