import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };

/** Writes /version.json (the manifest the app polls for updates, spec §7). */
function versionManifest(): Plugin {
  return {
    name: 'hlidka-version-manifest',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version: pkg.version, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), versionManifest()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: true },
});
