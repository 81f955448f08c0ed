// HTML (and XML: Atom, SVG) from tagged templates: html`<p>${text}</p>` escapes every value it is given, unless the
// value is already markup (what `html` returned, or `trustedHtml` of text we wrote ourselves).

/** Markup that is safe to insert as it is. */
export class SafeHtml {
  constructor(readonly markup: string) {}
}

type Value = SafeHtml | string | number | false | null | undefined | readonly Value[];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or a quoted attribute's value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const render = (value: Value): string =>
  value instanceof SafeHtml
    ? value.markup
    : Array.isArray(value)
      ? value.map(render).join('')
      : value === null || value === undefined || value === false
        ? ''
        : escapeHtml(String(value));

/** Every value escaped; lists joined; `null`, `undefined` and `false` leave nothing (`${cond && html`…`}`). */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, i) => out + render(values[i - 1]) + part));
}

/** Markup written by us (a stylesheet, a script), never anything a user typed. */
export const trustedHtml = (markup: string) => new SafeHtml(markup);

/** A link's or an image's address: http(s), mailto or relative; anything else (`javascript:`…) links nowhere. */
export const safeUrl = (url: string) =>
  /^(?:https?:|mailto:|[/?#.]|[^:]*$)/i.test(url.trim()) ? url : 'about:invalid';

/** A text whose placeholders take markup (`t.updatedAt(<time>…</time>)`): the text is escaped, the markup is not. */
export function htmlText(text: (...args: string[]) => string, ...markup: SafeHtml[]): SafeHtml {
  const slots = markup.map((_, i) => `\uE000${i}\uE001`);
  return new SafeHtml(escapeHtml(text(...slots)).replace(/\uE000(\d+)\uE001/g, (_, i) => render(markup[Number(i)])));
}
