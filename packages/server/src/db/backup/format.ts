/** What `hlidka backup` writes and `hlidka restore` reads back: the parts of the file's plain-SQL text. */

export const FORMAT_LINE = '-- Hlídka backup format 1 (plain SQL, data only, COPY text format)';
export const END_LINE = '-- PostgreSQL database dump complete';

/** `-- Schema migration: <id> (<n> migrations)` */
export const MIGRATION_PATTERN = /^-- Schema migration: (\d+) \((\d+) migrations\)$/;
/** The comment before each table's data, with the counts `restore` verifies. */
export const TABLE_PATTERN =
  /^-- Data for Name: (.+); Type: TABLE DATA; Schema: public; Rows: (\d+); Checksum: (-?\d+)$/;
export const COPY_PATTERN = /^COPY "public"\."((?:[^"]|"")+)" \((.*)\) FROM stdin;$/;
export const SETVAL_PATTERN = /^SELECT pg_catalog\.setval\('"public"\."((?:[^"']|"")+)"', (-?\d+), (true|false)\);$/;

export const unquote = (name: string) => name.replaceAll('""', '"');

/** `"a", "b"` → ['a', 'b'] */
export function parseColumnList(list: string): string[] {
  const names: string[] = [];
  for (const match of list.matchAll(/"((?:[^"]|"")*)"/g)) names.push(unquote(match[1] as string));
  return names;
}
