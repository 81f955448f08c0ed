import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// dist/cli.js (the `hlidka` command) and dist/pglite-worker.js (the PGlite thread, loaded next to the bundle).
// @hlidka/contract is TypeScript source: bundled, as are the ui package's colour tokens (a stylesheet's text). npm
// dependencies stay external.
export default defineConfig({
  entry: { cli: 'src/cli.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  dts: false,
  noExternal: ['@hlidka/contract'],
  loader: { '.css': 'text' },
  banner: { js: '#!/usr/bin/env node' },
  define: { __HLIDKA_VERSION__: JSON.stringify(version) },
});
