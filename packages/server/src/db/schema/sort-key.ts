import { type SQL, sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** The languages a name has a stored sort key for (migration 0014, `hlidka_sort_key`). */
export type SortKeyLanguage = 'cs' | 'en';

/**
 * A name's sort key: `hlidka_sort_key(name, language)` (migration 0014) compared byte by byte, so that an ordinary
 * btree index serves the order on PGlite (no ICU collations) and PostgreSQL alike.
 */
const byteOrderedText = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});

/** A stored column kept equal to the sort key of the `source` text column in `language`. */
export const sortKeyColumn = (name: string, source: string, language: SortKeyLanguage) =>
  byteOrderedText(name).generatedAlwaysAs(sql.raw(`hlidka_sort_key(${source}, '${language}')`));

/** The sort key of any text expression, for lists ordered without a stored key (`order by ${sortKey(...)}`). */
export const sortKey = (value: SQL, language: SortKeyLanguage): SQL =>
  sql`hlidka_sort_key(${value}, ${sql.raw(`'${language}'`)})`;
