import type { I18n, Texts } from '../translator';

/** The same keys as `T`, any strings: what the English half of an area must match. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** One screen area's texts, under the key `name` (t('<name>.…')). */
export interface Area<N extends string = string, T extends object = object> {
  readonly name: N;
  readonly cs: T;
  readonly en: Shape<T>;
}

// Areas whose module has loaded, and the translators that get them (weakly held: stories and tests make many).
const loaded = new Map<string, Area>();
const instances = new Set<WeakRef<I18n>>();

function addTo(i18n: I18n, area: Area): void {
  i18n.addTexts('cs', area.name, area.cs as Texts);
  i18n.addTexts('en', area.name, area.en as Texts);
}

/**
 * One screen area's texts in both languages. The English half must have exactly the Czech half's keys (the compiler
 * checks it, and `i18n.test.ts` checks it again at run time).
 *
 * Loading an area's module adds its texts, in both languages, to every translator made by `createI18n` (now and
 * later). So an area's texts travel in the chunk of the screens that use them: each module that calls
 * t('<area>.…') imports `i18n/areas/<area>` (a test checks it), and the texts are there before its first render.
 */
export function defineArea<N extends string, T extends object>(name: N, texts: { cs: T; en: Shape<T> }): Area<N, T> {
  const area: Area<N, T> = { name, cs: texts.cs, en: texts.en };
  loaded.set(name, area);
  for (const ref of instances) {
    const i18n = ref.deref();
    if (i18n) addTo(i18n, area);
    else instances.delete(ref);
  }
  return area;
}

/** Gives a translator the texts of every area loaded so far, and of each area that loads later. */
export function attachAreas(i18n: I18n): void {
  instances.add(new WeakRef(i18n));
  for (const area of loaded.values()) addTo(i18n, area);
}
