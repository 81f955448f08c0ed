// Reading a configuration document (YAML or JSON: JSON is YAML too) with the place of every value, so an error names
// the file's line and column: `hlidka.yaml:12:7: websites[2].url: Enter a valid URL.`
import { configDocumentSchema, configPath } from '@hlidka/contract';
import { isCollection, isNode, LineCounter, parseDocument } from 'yaml';

export interface ConfigFile {
  name: string;
  /** The document as read (not yet validated). */
  value: unknown;
  /** `file:line:col` of the value at a path (or of the nearest enclosing value the file has). */
  at(path: readonly (string | number)[]): string;
}

export class ConfigFileError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'ConfigFileError';
  }
}

/** `websites[2].config.url` → ['websites', 2, 'config', 'url']. */
export function pathOf(text: string): (string | number)[] {
  return [...text.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => {
    const part = m[2] ?? String(m[1]);
    return /^\d+$/.test(part) ? Number(part) : part;
  });
}

export function readConfigFile(name: string, text: string): ConfigFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const where = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return `${name}:${line}:${col}`;
  };
  if (doc.errors.length > 0) {
    throw new ConfigFileError(doc.errors.map((error) => `${where(error.pos[0])}: ${error.message.split('\n')[0]}`));
  }
  const at = (path: readonly (string | number)[]) => {
    for (let length = path.length; length >= 0; length--) {
      const node = length === 0 ? doc.contents : doc.getIn(path.slice(0, length), true);
      if (isNode(node) && node.range) return where(node.range[0]);
      if (length === 0 || (node === undefined && !isCollection(doc.contents))) break;
    }
    return `${name}:1:1`;
  };
  return { name, value: doc.toJS(), at };
}

/** The English (or Czech) text of a zod issue: the contract's translated params when it has them. */
function issueText(issue: { message: string; params?: unknown }, language: 'cs' | 'en'): string {
  const params = issue.params as { cs?: string; en?: string } | undefined;
  return params?.[language] ?? issue.message;
}

/** The document, validated against the contract's schema before anything is sent; every problem with its place. */
export function validateConfigFile(file: ConfigFile, language: 'cs' | 'en') {
  const parsed = configDocumentSchema.safeParse(file.value);
  if (parsed.success) return parsed.data;
  throw new ConfigFileError(
    parsed.error.issues.map((issue) => {
      const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
      return `${file.at(path)}: ${configPath(path) || '(document)'}: ${issueText(issue, language)}`;
    }),
  );
}
