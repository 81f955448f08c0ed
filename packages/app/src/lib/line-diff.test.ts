import { describe, expect, it } from 'vitest';
import { foldUnchanged, lineDiff } from './line-diff';

describe('lineDiff', () => {
  it('marks a changed line as removed and added between the unchanged ones', () => {
    expect(lineDiff('Ceník\nStart: 190 Kč\nFirma: 490 Kč', 'Ceník\nStart: 220 Kč\nFirma: 490 Kč')).toEqual([
      { kind: 'same', text: 'Ceník' },
      { kind: 'removed', text: 'Start: 190 Kč' },
      { kind: 'added', text: 'Start: 220 Kč' },
      { kind: 'same', text: 'Firma: 490 Kč' },
    ]);
  });

  it('finds inserted and deleted lines in the middle', () => {
    expect(lineDiff('a\nb\nc\nd', 'a\nc\nx\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: 'd' },
    ]);
  });

  it('handles empty sides and equal texts', () => {
    expect(lineDiff('', 'nový')).toEqual([{ kind: 'added', text: 'nový' }]);
    expect(lineDiff('starý', '')).toEqual([{ kind: 'removed', text: 'starý' }]);
    expect(lineDiff('x\ny', 'x\ny').every((line) => line.kind === 'same')).toBe(true);
  });

  it('compares very long differing middles as one replaced block', () => {
    const before = Array.from({ length: 2500 }, (_, i) => `a${i}`).join('\n');
    const after = Array.from({ length: 2500 }, (_, i) => `b${i}`).join('\n');
    const diff = lineDiff(before, after);
    expect(diff.filter((line) => line.kind === 'removed')).toHaveLength(2500);
    expect(diff.filter((line) => line.kind === 'added')).toHaveLength(2500);
  });
});

describe('foldUnchanged', () => {
  it('keeps the context around a change and counts the folded lines', () => {
    const before = ['1', '2', '3', '4', '5', '6', '7', '8'].join('\n');
    const after = ['1', '2', '3', '4', 'x', '6', '7', '8'].join('\n');
    expect(foldUnchanged(lineDiff(before, after), 1)).toEqual([
      { kind: 'gap', count: 3 },
      { kind: 'same', text: '4' },
      { kind: 'removed', text: '5' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: '6' },
      { kind: 'gap', count: 2 },
    ]);
  });
});
