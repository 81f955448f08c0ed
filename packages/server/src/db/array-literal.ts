/**
 * A PostgreSQL array literal (`{1,"a b",NULL}`) for one `$n::type[]` parameter: a batch of any size is one parameter
 * per column, so statements over `unnest(…)` keep the same text and a handful of parameters.
 */
export const pgArray = (values: readonly (string | number | null)[]): string =>
  `{${values.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`;
