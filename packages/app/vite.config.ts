import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { precompress } from './vite/precompress';
import { routePreload } from './vite/route-preload';

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

/**
 * The app's stylesheet goes to the end of <body>: in <head> it would hold the first paint until it downloads, and the
 * inline loading screen (index.html) is to paint at once on a slow link. The module scripts still wait for it.
 */
function stylesheetAfterLoadingScreen(): Plugin {
  return {
    name: 'hlidka-stylesheet-after-loading-screen',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let moved = html;
        for (const link of links) moved = moved.replace(link, '');
        return moved.replace('</body>', `${links.map((link) => `  ${link.trim()}\n`).join('')}  </body>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    // React Aria bundles its texts for 34 locales; the app speaks Czech and English (root.tsx sets the locale).
    { ...optimizeLocales.vite({ locales: ['cs-CZ', 'en-US'] }), enforce: 'pre' },
    react(),
    tailwindcss(),
    versionManifest(),
    stylesheetAfterLoadingScreen(),
    routePreload(),
    precompress(),
    // The service worker (Workbox): precaches the app shell and every chunk, so a reload works offline; navigations
    // fall back to index.html, /api never. A new build's worker takes over at once (the update banner reloads). It
    // also shows Web Push messages of webpush channels and opens their incident on a click (public/push-handler.js).
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      manifest: {
        name: 'Hlídka',
        short_name: 'Hlídka',
        description: 'Monitorování dostupnosti webů',
        lang: 'cs',
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#ffffff',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        importScripts: ['/push-handler.js'],
      },
    }),
  ],
  resolve: {
    // @hlidka/ui's published build is one module, which a bundler cannot split between chunks: every component any
    // screen uses would land in the first load. The app compiles its sources instead, so each component goes to the
    // chunk of the screens that use it (the sign-in screens stay small; npm run bench -- bundle).
    alias: [{ find: /^@hlidka\/ui$/, replacement: fileURLToPath(new URL('../ui/src/index.ts', import.meta.url)) }],
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // Fewer requests on a slow link (issue 25, item 12): rolldown split the dashboard's first load into 59 files, most
      // of them 1-3 KB shared by two screens, each a round trip over the browser's six connections. Common chunks
      // under 20 000 bytes of source are copied into the chunks that import them instead (18 files; npm run bench --
      // bundle keeps /login and /dashboard within budget). The copy needs entry signatures not preserved (the app
      // exports nothing) and strict execution order, which rolldown turns on for it. Groups by route were tried: the
      // module graph passes through the @hlidka/ui and react-aria barrels, so "what the entry imports" was everything.
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 20_000 } } },
    },
  },
});
