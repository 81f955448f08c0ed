import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const mocksDir = new URL('.', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('@hlidka/data/mocks runs in the browser (Storybook)', () => {
  it('only mocks/node.ts imports msw/node or node: modules', () => {
    const offenders = sources(mocksDir)
      .filter((file) => relative(mocksDir, file) !== 'node.ts')
      .filter((file) => /from ['"](msw\/node|node:[^'"]+)['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(mocksDir, file));
    expect(offenders).toEqual([]);
  });
});
