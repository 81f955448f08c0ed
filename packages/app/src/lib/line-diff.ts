// A line difference of two texts (a change's content before and after), from the longest common subsequence of their
// lines. Texts are at most 32,000 characters (WATCHED_TEXT_MAX), so the quadratic table stays small; above
// MAX_CELLS the middle is compared as one replaced block, never slowly.

export type DiffLine = { kind: 'same' | 'removed' | 'added'; text: string };

/** A run of unchanged lines left out of view: how many. */
export type DiffGap = { kind: 'gap'; count: number };

const MAX_CELLS = 4_000_000;

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before === '' ? [] : before.split('\n');
  const b = after === '' ? [] : after.split('\n');
  // The common head and tail need no table.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const same = (lines: string[]) => lines.map((text): DiffLine => ({ kind: 'same', text }));
  return [...same(a.slice(0, head)), ...middle(x, y), ...same(a.slice(a.length - tail))];
}

function middle(x: string[], y: string[]): DiffLine[] {
  if ((x.length + 1) * (y.length + 1) > MAX_CELLS) {
    return [
      ...x.map((text): DiffLine => ({ kind: 'removed', text })),
      ...y.map((text): DiffLine => ({ kind: 'added', text })),
    ];
  }
  // lengths[i][j]: the longest common subsequence of x[i..] and y[j..].
  const width = y.length + 1;
  const lengths = new Uint32Array((x.length + 1) * width);
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        x[i] === y[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      out.push({ kind: 'same', text: x[i] ?? '' });
      i++;
      j++;
    } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) {
      out.push({ kind: 'removed', text: x[i++] ?? '' });
    } else {
      out.push({ kind: 'added', text: y[j++] ?? '' });
    }
  }
  while (i < x.length) out.push({ kind: 'removed', text: x[i++] ?? '' });
  while (j < y.length) out.push({ kind: 'added', text: y[j++] ?? '' });
  return out;
}

/** The difference with long unchanged runs folded: `context` lines kept on each side of a change. */
export function foldUnchanged(lines: readonly DiffLine[], context = 2): (DiffLine | DiffGap)[] {
  const near = lines.map((_, index) =>
    lines.slice(Math.max(0, index - context), index + context + 1).some((line) => line.kind !== 'same'),
  );
  const out: (DiffLine | DiffGap)[] = [];
  for (const [index, line] of lines.entries()) {
    if (near[index]) {
      out.push(line);
      continue;
    }
    const last = out.at(-1);
    if (last?.kind === 'gap') last.count++;
    else out.push({ kind: 'gap', count: 1 });
  }
  return out;
}
