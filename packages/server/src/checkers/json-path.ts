/** One step into a JSON value: an object key or an array index (negative counts from the end). */
export type PathSegment = string | number;

/**
 * Parses a JSON path in one of two spellings: JSONPath-like `$.data.items[0].status`, `$['a key'][-1]`, or the simple
 * `data.items.0.status`. Returns null for a malformed path. Only child steps: no wildcards, filters or recursion.
 */
export function parseJsonPath(input: string): PathSegment[] | null {
  const text = input.trim();
  if (text === '' || text === '$') return text === '$' ? [] : null;
  const segments: PathSegment[] = [];
  let i = 0;
  if (text[0] === '$') i = 1;
  else {
    // The simple form starts with a name, not a dot.
    const name = /^[^.[\]]+/.exec(text);
    if (!name) return null;
    segments.push(simpleSegment(name[0]));
    i = name[0].length;
  }
  while (i < text.length) {
    const ch = text[i];
    if (ch === '.') {
      const name = /^[^.[\]]+/.exec(text.slice(i + 1));
      if (!name) return null;
      segments.push(simpleSegment(name[0]));
      i += 1 + name[0].length;
    } else if (ch === '[') {
      const rest = text.slice(i);
      const index = /^\[\s*(-?\d+)\s*\]/.exec(rest);
      const quoted = /^\[\s*(['"])((?:\\.|(?!\1).)*)\1\s*\]/.exec(rest);
      if (index) {
        segments.push(Number(index[1]));
        i += index[0].length;
      } else if (quoted) {
        segments.push((quoted[2] as string).replace(/\\(.)/g, '$1'));
        i += quoted[0].length;
      } else return null;
    } else return null;
  }
  return segments;
}

/** A dotted name that is all digits is an index into an array (and still a key into an object). */
const simpleSegment = (name: string): PathSegment => (/^-?\d+$/.test(name) ? Number(name) : name);

/** The value at `path`, or undefined when any step is missing. */
export function readJsonPath(value: unknown, path: readonly PathSegment[]): unknown {
  let current: unknown = value;
  for (const segment of path) {
    if (Array.isArray(current)) {
      if (typeof segment !== 'number') return undefined;
      const index = segment < 0 ? current.length + segment : segment;
      current = current[index];
    } else if (current !== null && typeof current === 'object') {
      const key = String(segment);
      if (!Object.hasOwn(current, key)) return undefined;
      current = (current as Record<string, unknown>)[key];
    } else return undefined;
    if (current === undefined) return undefined;
  }
  return current;
}
