import { defineConfig } from 'tsup';

// The JavaScript half of the published build; the CSS half is vite.styles.config.ts.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // Never bundle React or the runtime dependencies: the consumer's copies are used.
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    /^@radix-ui\//,
    'clsx',
    'tailwind-merge',
    'class-variance-authority',
    'react-aria-components',
    'lucide-react',
    'uplot',
    '@internationalized/date',
  ],
});
