/**
 * Later Tailwind utilities win over earlier ones of the same kind: `mergeClasses('px-4 py-2', 'px-2')` keeps `py-2 px-2`.
 * The same answers as tailwind-merge for the utilities this design system uses (merge-classes.test.ts compares every
 * pair of them), in a tenth of its size: tailwind-merge knew every Tailwind utility and was 7 KB of brotli on every
 * screen's first load. A class this does not know is always kept.
 */

const SIDES: Record<string, string[]> = { x: ['r', 'l', 's', 'e'], y: ['t', 'b'] };
const ALL_SIDES = ['x', 'y', 'r', 'l', 's', 'e', 't', 'b'];
const ROUNDED_SIDES: Record<string, string[]> = {
  t: ['tl', 'tr'],
  r: ['tr', 'br'],
  b: ['br', 'bl'],
  l: ['tl', 'bl'],
  s: ['ss', 'es'],
  e: ['se', 'ee'],
};

const KEYWORDS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display:
    'block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-row flow-root grid inline-grid contents list-item hidden',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  sr: 'sr-only not-sr-only',
  isolation: 'isolate isolation-auto',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'font-style': 'italic not-italic',
  'text-decoration': 'underline overline line-through no-underline',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'fvn-spacing': 'tabular-nums proportional-nums',
  'fvn-normal': 'normal-nums',
  box: 'box-border box-content',
  filter: 'filter filter-none',
  'backdrop-filter': 'backdrop-filter backdrop-filter-none',
  container: 'container',
  'flex-direction': 'flex-row flex-row-reverse flex-col flex-col-reverse',
  'flex-wrap': 'flex-wrap flex-wrap-reverse flex-nowrap',
  'table-layout': 'table-auto table-fixed',
  'border-collapse': 'border-collapse border-separate',
  'border-style': 'border-solid border-dashed border-dotted border-double border-hidden border-none',
  'outline-style': 'outline-hidden outline-none outline-dashed outline-dotted outline-double outline-solid',
  'ring-w-inset': 'ring-inset',
  'word-break': 'break-normal break-words break-all break-keep',
  'object-fit': 'object-contain object-cover object-fill object-none object-scale-down',
  'list-style-position': 'list-inside list-outside',
  grow: 'grow',
  shrink: 'shrink',
  shadow: 'shadow',
  transition: 'transition',
  rounded: 'rounded',
  'border-w': 'border',
  'ring-w': 'ring',
  'outline-w': 'outline',
  'divide-y': 'divide-y',
  'divide-x': 'divide-x',
  'backdrop-blur': 'backdrop-blur',
  'divide-style': 'divide-solid divide-dashed divide-dotted divide-double divide-none',
})) {
  for (const word of words.split(' ')) KEYWORDS[word] = group;
}

/** Prefixes whose value does not change the kind (`w-4`, `w-[22rem]` and `w-full` are all widths). */
const PLAIN = new Set(
  'w h size min-w min-h max-w max-h basis inset inset-x inset-y top right bottom left start end z gap gap-x gap-y space-x space-y grow shrink order grid-cols grid-rows grid-flow auto-cols auto-rows col-span row-span col-start col-end row-start row-end items self justify-items justify-self place-content place-items place-self justify align opacity leading tracking whitespace line-clamp underline-offset decoration cursor select pointer-events resize duration ease delay animate translate-x translate-y scale rotate overflow overflow-x overflow-y overscroll fill stroke accent caret columns aspect outline-offset backdrop-blur blur list will-change appearance'.split(
    ' ',
  ),
);
const SIZE = /^(xs|sm|base|md|lg|xl|\d+xl)$/;
const LENGTH = /^\[(?:length:|\d|-?\.|calc|var|clamp|min|max)/;
const NUMBER = /^(\d+(\.\d+)?|px|\[(?:length:)?\d[^\]]*\])$/;
const WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;

/** The kind of a utility without its variants, or undefined for a class this does not know. */
export function groupOf(utility: string): string | undefined {
  const keyword = KEYWORDS[utility];
  if (keyword) return keyword;
  const side = /^border-([xytrblse])$/.exec(utility);
  if (side) return `border-w-${side[1]}`;
  const bare = utility.replace(/^-/, '');
  const open = bare.search(/[[(]/);
  const end = open === -1 ? bare.length : open;
  // The longest prefix first: `gap-x-1` is a gap-x before it is a gap.
  for (let index = bare.lastIndexOf('-', end - 1); index > 0; index = bare.lastIndexOf('-', index - 1)) {
    const known = kindOf(bare.slice(0, index), bare.slice(index + 1));
    if (known) return known;
  }
  return undefined;
}

function kindOf(prefix: string, value: string): string | undefined {
  if (/^[pm][xytrblse]?$/.test(prefix)) return prefix;
  if (PLAIN.has(prefix)) return prefix;
  switch (prefix) {
    case 'flex':
      return 'flex';
    case 'content':
      return value.startsWith('[') || value === 'none' ? 'content' : 'align-content';
    case 'text':
      if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-alignment';
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
      return SIZE.test(value) || LENGTH.test(value) ? 'font-size' : 'text-color';
    case 'font':
      return WEIGHT.test(value) || value.startsWith('[') ? 'font-weight' : 'font-family';
    case 'bg':
      return 'bg-color';
    case 'shadow':
      return SIZE.test(value) || value === 'none' || value === '2xs' ? 'shadow' : 'shadow-color';
    case 'ring':
      return NUMBER.test(value) ? 'ring-w' : 'ring-color';
    case 'outline':
      return NUMBER.test(value) ? 'outline-w' : 'outline-color';
    case 'transition':
      return 'transition';
    case 'ring-offset':
      return NUMBER.test(value) ? 'ring-offset-w' : 'ring-offset-color';
    case 'object':
      return 'object-position';
    case 'rounded':
      return ROUNDED_SIDES[value] || /^(tl|tr|br|bl|ss|se|ee|es)$/.test(value) ? `rounded-${value}` : 'rounded';
    case 'divide':
      return 'divide-color';
  }
  const rounded = /^rounded-(tl|tr|br|bl|ss|se|ee|es|[trblse])$/.exec(prefix);
  if (rounded) return `rounded-${rounded[1]}`;
  const border = /^border(?:-([xytrblse]))?$/.exec(prefix);
  if (border) {
    const side = border[1] ? `-${border[1]}` : '';
    return NUMBER.test(value) ? `border-w${side}` : `border-color${side}`;
  }
  return undefined;
}

/** The groups a later class of `group` overrides besides its own (`p` overrides `px` and `pt`; `text-sm` a leading). */
function overridden(group: string): string[] {
  const spacing = /^([pm])([xy]?)$/.exec(group);
  if (spacing) {
    const [, kind, axis] = spacing;
    const sides = axis ? (SIDES[axis] ?? []) : ALL_SIDES;
    return sides.map((side) => `${kind}${side}`);
  }
  const rounded = /^rounded(?:-([trblse]))?$/.exec(group);
  if (rounded) {
    const side = rounded[1];
    return side
      ? (ROUNDED_SIDES[side] ?? []).map((corner) => `rounded-${corner}`)
      : ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'].map(
          (corner) => `rounded-${corner}`,
        );
  }
  const border = /^border-(w|color)(?:-([xy]))?$/.exec(group);
  if (border) {
    const [, kind, axis] = border;
    const sides = axis ? (SIDES[axis] ?? []) : ALL_SIDES;
    return sides.map((side) => `border-${kind}-${side}`);
  }
  switch (group) {
    case 'inset':
      return ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'];
    case 'inset-x':
      return ['start', 'end', 'right', 'left'];
    case 'inset-y':
      return ['top', 'bottom'];
    case 'overflow':
      return ['overflow-x', 'overflow-y'];
    case 'flex':
      return ['basis', 'grow', 'shrink'];
    case 'gap':
      return ['gap-x', 'gap-y'];
    case 'size':
      return ['w', 'h'];
    case 'font-size':
      return ['leading'];
    case 'fvn-normal':
      return ['fvn-spacing'];
    case 'fvn-spacing':
      return ['fvn-normal'];
    case 'line-clamp':
      return ['display', 'overflow'];
  }
  return [];
}

/** Variants whose order matters (`before:` and `file:` style a different element); the others are sorted. */
const ORDER_SENSITIVE =
  /^(\*|\*\*|after|backdrop|before|details-content|file|first-letter|first-line|marker|placeholder|selection|\[.*\])$/;

/** Splits `hover:focus:!px-2` into its variants' key and its utility. */
function parse(className: string): { variants: string; utility: string; important: boolean } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  let utility = className.slice(start);
  let important = false;
  if (utility.startsWith('!') || utility.endsWith('!')) {
    important = true;
    utility = utility.startsWith('!') ? utility.slice(1) : utility.slice(0, -1);
  }
  const sorted: string[] = [];
  let run: string[] = [];
  for (const part of parts) {
    if (ORDER_SENSITIVE.test(part)) {
      sorted.push(...run.sort(), part);
      run = [];
    } else run.push(part);
  }
  sorted.push(...run.sort());
  return { variants: sorted.join(':'), utility, important };
}

/** Joins a space-separated class list, dropping every class that a later class of the same kind overrides. */
export function mergeClasses(classList: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index];
    if (!className) continue;
    const { variants, utility, important } = parse(className);
    const group = groupOf(utility);
    if (!group) {
      kept.push(className);
      continue;
    }
    const key = `${variants}${important ? '!' : ''}:`;
    if (seen.has(key + group)) continue;
    seen.add(key + group);
    for (const other of overridden(group)) seen.add(key + other);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
