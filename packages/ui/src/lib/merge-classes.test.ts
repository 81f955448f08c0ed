import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';

const ROOT = join(import.meta.dirname, '../../../..');

function* sourceFiles(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    if (['node_modules', 'dist', '__screenshots__', 'merge-classes.ts', 'merge-classes.test.ts'].includes(name))
      continue;
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

/** Every word of every string in the design system, the app and the stories that could be a class (a superset). */
function classWords(): string[] {
  const words = new Set<string>();
  for (const root of ['packages/ui/src', 'packages/app/src', 'stories']) {
    for (const file of sourceFiles(join(ROOT, root))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
        for (const word of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
          if (/^[!a-z0-9*\-[(][^\s'"`{}$]*$/.test(word)) words.add(word);
        }
      }
    }
  }
  return [...words];
}

describe('mergeClasses', () => {
  it('keeps the later of two utilities of one kind, and both of two kinds', () => {
    expect(mergeClasses('px-4 py-2 px-2')).toBe('py-2 px-2');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('px-2 p-4')).toBe('p-4');
    expect(mergeClasses('text-sm text-muted-foreground text-xs')).toBe('text-muted-foreground text-xs');
    expect(mergeClasses('leading-none text-sm')).toBe('text-sm');
    expect(mergeClasses('hover:bg-accent bg-muted hover:bg-primary/90')).toBe('bg-muted hover:bg-primary/90');
    expect(mergeClasses('border border-input border-0 border-destructive')).toBe('border-0 border-destructive');
    expect(mergeClasses('max-w-[calc(100vw-2rem)] max-w-md uplot')).toBe('max-w-md uplot');
    expect(mergeClasses('  ')).toBe('');
  });

  // tailwind-merge is the reference: for every pair of classes it knows among all the words of our sources,
  // both must keep the same classes. Both drop a class only for a later one of the same variants whose kind is the
  // same or overrides it, so agreeing on every pair is agreeing on every list of them.
  it('answers as tailwind-merge for every pair of the classes our sources use', () => {
    const words = classWords();
    const known = words.filter((word) => twMerge(`${word} ${word}`) === word);
    expect(known.length).toBeGreaterThan(500);
    const disagreements: string[] = [];
    for (const first of known) {
      for (const second of known) {
        const pair = `${first} ${second}`;
        const expected = twMerge(pair);
        if (mergeClasses(pair) !== expected) disagreements.push(`${pair} → ${expected}, not ${mergeClasses(pair)}`);
      }
    }
    expect(disagreements.slice(0, 40)).toEqual([]);
  });
});
