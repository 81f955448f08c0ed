import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Each component is an entry of its own, so the shared chunks follow the components: an app that imports Button
// never loads the charts' module or uPlot (index.js only re-exports).
const components = Object.fromEntries(
  readdirSync('src/components').map((name) => [`components/${name}`, `src/components/${name}/index.ts`]),
);

// The JavaScript half of the published build; the CSS half is vite.styles.config.ts.
export default defineConfig({
  entry: { index: 'src/index.ts', ...components },
  format: ['esm'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Every file, chunks included, is a client module for React Server Components (hooks, context, event handlers).
  banner: { js: '"use client";' },
  // Never bundle React or the runtime dependencies: the consumer's copies are used.
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    /^@radix-ui\//,
    'clsx',
    'class-variance-authority',
    'react-aria-components',
    'lucide-react',
    'uplot',
    '@internationalized/date',
  ],
});
