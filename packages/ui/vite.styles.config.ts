import { copyFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

// The CSS half of the published build: one dist/styles.css with the preflight, the tokens, the Inter font (files in
// dist/fonts) and every utility the components use; plus dist/theme.css, the bare tokens for apps running Tailwind.
const copyTheme: Plugin = {
  name: 'hlidka-copy-theme',
  closeBundle() {
    copyFileSync(new URL('src/styles/theme.css', import.meta.url), new URL('dist/theme.css', import.meta.url));
  },
};

export default defineConfig({
  plugins: [tailwindcss(), copyTheme],
  publicDir: false,
  // Relative asset URLs, so the fonts resolve wherever the package is installed.
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsInlineLimit: 0,
    sourcemap: false,
    rollupOptions: {
      input: { styles: 'src/styles/styles.css' },
      output: {
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) ? '[name][extname]' : 'fonts/[name][extname]',
      },
    },
  },
});
