import type { Language } from '@hlidka/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/**
 * Text compared byte by byte: the type of a stored sort key (`hlidka_sort_key`, migration 0014), so that an ordinary
 * btree index serves the order whatever collations the server was built with.
 */
const byteOrderedText = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});

/** A stored column kept equal to the sort key of the text column `source` in `language`. */
export const sortKeyColumn = (name: string, source: string, language: Language) =>
  byteOrderedText(name).generatedAlwaysAs(sql.raw(`hlidka_sort_key(${source}, '${language}')`));

/**
 * The sort key of a text expression in the reader's language, for lists ordered without a stored key:
 * `.orderBy(sortKey(teams.name, language), teams.id)`. Czech: ch after h, č after c…; case and accents decide ties.
 */
export const sortKey = (value: SQLWrapper, language: Language): SQL =>
  sql`hlidka_sort_key(${value}, ${language}) collate "C"`;
