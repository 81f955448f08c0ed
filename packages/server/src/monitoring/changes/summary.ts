import type { WatchedValue } from '@hlidka/contract';

const LIMIT = 300;
const cut = (text: string) => (text.length > LIMIT ? `${text.slice(0, LIMIT - 1)}…` : text);

/** The first line where two texts differ, from each side ('' when one side has no such line). */
function firstDifference(before: string, after: string): { before: string; after: string } {
  const a = before.split('\n');
  const b = after.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return { before: a[i] ?? '', after: b[i] ?? '' };
  }
  return { before: '', after: '' };
}

/**
 * A change in a few words for a message (values, not sentences): the first differing line of content, the
 * certificate's fingerprint and issuer, a record list as it stands. The app shows the whole difference.
 */
export function changeSummary(before: WatchedValue, after: WatchedValue): { before: string; after: string } {
  if (before.kind === 'content' && after.kind === 'content') {
    const line = firstDifference(before.text, after.text);
    return { before: cut(line.before), after: cut(line.after) };
  }
  const text = (value: WatchedValue) => {
    if (value.kind === 'list') return value.values.join(', ');
    if (value.kind === 'certificate') return `${value.certificate.fingerprint256} (${value.certificate.issuer})`;
    return value.text;
  };
  return { before: cut(text(before)), after: cut(text(after)) };
}
