import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * `/route-preload.js`: on a slow link the signed-in area loaded as a chain (entry → shell → screen → the screen's own
 * lazy parts), a round trip and a transfer each; 13 s on 400 ms / 50 KB/s (issue 25, item 12; npm run bench --
 * slow-link). This build step writes a small classic script, loaded beside the entry chunk, that asks for the
 * current route's chunks at once (`<link rel="modulepreload">`): the shell (when a session is stored) and the screen
 * with the chunks it imports, and the chunks the screen itself imports lazily (the dashboard's live table).
 * Route patterns come from the route tables (`['/path', lazy(() => import('./module'))]`, as bench/bundle.mjs reads
 * them); wouter's `:param` segments match one path segment.
 * With a stored access token it also starts the screen's first GETs (the profile the access guard waits for, the
 * dashboard's data), which the data layer takes instead of asking again (packages/data/src/prefetched.ts): on the slow
 * link they went out only after all the JavaScript had run.
 */

/**
 * The GETs a signed-in screen starts with, by route: the access guard's profile for every one. The config cannot import
 * the TypeScript of @hlidka/contract and @hlidka/data (Node loads packages as they are), so src/lib/route-preload.test.ts
 * checks these against the contract's paths and the data layer's global.
 */
export const PREFETCH: Record<string, string[]> = { '/dashboard': ['/api/user', '/api/dashboard'] };
export const PREFETCH_SIGNED_IN = ['/api/user'];
export const PREFETCHED_GLOBAL = '__hlidkaPrefetched';

type RouteTable = [pattern: string, module: string][];

/** The route table of a source file: `['/path', lazy(() => import('./x'))]` or `['/path', name]` with a named lazy. */
export function readRoutes(file: string): RouteTable {
  const text = readFileSync(file, 'utf8');
  const named = new Map<string, string>();
  for (const [, name, target] of text.matchAll(/const (\w+) = lazy\(\(\) => import\('\.\/([^']+)'\)\)/g)) {
    if (name && target) named.set(name, target);
  }
  const routes: RouteTable = [];
  for (const [, pattern, rest] of text.matchAll(/\['(\/[^']*)',\s*([^\]]+)\]/g)) {
    if (!pattern || !rest) continue;
    const inline = rest.match(/import\('\.\/([^']+)'\)/);
    const target = inline ? inline[1] : named.get(rest.trim());
    if (target) routes.push([pattern, target]);
  }
  return routes;
}

function patternToRegExp(pattern: string): string {
  const escaped = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${escaped}/?$`;
}

/** The runtime: which files to preload for this location, then one modulepreload link each (files by index). */
type RouteEntry = [pattern: string, files: number[], signedIn: 0 | 1, prefetch: string[]];

function runtime(files: string[], shell: number[], routes: RouteEntry[]) {
  return `// Written by the build (packages/app/vite/route-preload.ts): the current route's chunks, asked for at once.
(function () {
  var files = ${JSON.stringify(files)};
  var shell = ${JSON.stringify(shell)};
  var routes = ${JSON.stringify(routes)};
  function prefetch(paths, token) {
    if (!token || !window.fetch) return;
    var answers = (window.${PREFETCHED_GLOBAL} = window.${PREFETCHED_GLOBAL} || []);
    for (var k = 0; k < paths.length; k++) {
      var response = fetch(paths[k], { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token } });
      // Taken (or not) by the data layer; a failure here is not an unhandled one.
      response.catch(function () {});
      answers.push({ url: location.origin + paths[k], token: token, at: Date.now(), response: response });
    }
  }
  try {
    var stored = localStorage.getItem('token') || localStorage.getItem('refreshToken');
    var path = location.pathname === '/' ? '/dashboard' : location.pathname;
    var wanted = [];
    for (var i = 0; i < routes.length; i++) {
      if (!new RegExp(routes[i][0]).test(path)) continue;
      if (routes[i][2] && !stored) break;
      wanted = (routes[i][2] ? shell : []).concat(routes[i][1]);
      prefetch(routes[i][3], localStorage.getItem('token'));
      break;
    }
    for (var j = 0; j < wanted.length; j++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = '/assets/' + files[wanted[j]];
      document.head.appendChild(link);
    }
  } catch (error) {
    // Only a head start: the app loads what it needs anyway.
  }
})();
`;
}

export function routePreload(): Plugin {
  let root = '';
  return {
    name: 'hlidka-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // First in <head>, so it is asked for before the entry's chunks; async, so it never holds the parser (nor the
        // loading screen's first paint), and of high priority (an async script's default is low, which queued it
        // behind the entry's chunks on the browser's six connections).
        return html.replace(
          '<title>',
          '<script src="/route-preload.js" async fetchpriority="high"></script>\n    <title>',
        );
      },
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entryFiles = new Set<string>();
      const closure = (start: Rollup.OutputChunk, into: Set<string>) => {
        if (into.has(start.fileName)) return;
        into.add(start.fileName);
        for (const file of start.imports) {
          const imported = byFile.get(file);
          if (imported) closure(imported, into);
        }
      };
      const chunkOf = (module: string): Rollup.OutputChunk => {
        const base = path.join(root, 'src', module);
        const candidates = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext);
        const chunk =
          chunks.find((item) => item.facadeModuleId && candidates.includes(item.facadeModuleId)) ??
          chunks.find((item) => item.moduleIds.some((id) => candidates.includes(id)));
        if (!chunk) throw new Error(`route-preload: no chunk for src/${module}`);
        return chunk;
      };
      const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('index.html'));
      if (entry) closure(entry, entryFiles);
      /** A module's chunks, with the chunks it imports lazily at once, minus what the entry already brings. */
      const filesOf = (module: string, withLazy: boolean): string[] => {
        const files = new Set<string>();
        const chunk = chunkOf(module);
        closure(chunk, files);
        if (withLazy) {
          for (const file of chunk.dynamicImports) {
            const imported = byFile.get(file);
            if (imported) closure(imported, files);
          }
        }
        return [...files].filter((file) => !entryFiles.has(file));
      };
      const table: string[] = [];
      const index = (files: string[]) =>
        files.map((file) => {
          const name = file.replace(/^assets\//, '');
          if (!table.includes(name)) table.push(name);
          return table.indexOf(name);
        });
      const shellFiles = filesOf('signed-in', false);
      const routes: RouteEntry[] = [
        ...readRoutes(path.join(root, 'src/routes.tsx')).map(
          ([pattern, module]): RouteEntry => [patternToRegExp(pattern), index(filesOf(module, true)), 0, []],
        ),
        ...readRoutes(path.join(root, 'src/signed-in.tsx')).map(
          ([pattern, module]): RouteEntry => [
            patternToRegExp(pattern),
            index(filesOf(module, true).filter((file) => !shellFiles.includes(file))),
            1,
            PREFETCH[pattern] ?? PREFETCH_SIGNED_IN,
          ],
        ),
      ];
      const shell = index(shellFiles);
      this.emitFile({ type: 'asset', fileName: 'route-preload.js', source: runtime(table, shell, routes) });
    },
  };
}
