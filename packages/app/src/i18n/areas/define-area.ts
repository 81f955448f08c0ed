/** The same keys as `T`, any strings: what the English half of an area must match. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/**
 * One screen area's texts in both languages. The English half must have exactly the Czech half's keys
 * (the compiler checks it, and `i18n.test.ts` checks it again at run time).
 */
export function defineArea<T extends object>(area: { cs: T; en: Shape<T> }): { cs: T; en: Shape<T> } {
  return area;
}
