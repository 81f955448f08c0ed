import type { TextRow } from './rows';

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\v': '\\v',
};
const UNESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** One row in COPY's text format (tab between columns, `\N` for NULL), without the line end. */
export function formatCopyRow(row: TextRow): string {
  return row
    .map((value) => (value === null ? '\\N' : value.replace(/[\\\b\f\n\r\t\v]/g, (c) => ESCAPES[c] ?? c)))
    .join('\t');
}

/** The inverse of `formatCopyRow`, also reading COPY's octal (`\123`) and hex (`\x4a`) escapes. */
export function parseCopyRow(line: string): TextRow {
  return line.split('\t').map((field) => {
    if (field === '\\N') return null;
    if (!field.includes('\\')) return field;
    return field.replace(/\\([0-7]{1,3}|x[0-9a-fA-F]{1,2}|.)/g, (_, code: string) => {
      if (/^[0-7]/.test(code)) return String.fromCharCode(Number.parseInt(code, 8));
      if (code.length > 1 && code[0] === 'x') return String.fromCharCode(Number.parseInt(code.slice(1), 16));
      return UNESCAPES[code] ?? code;
    });
  });
}
