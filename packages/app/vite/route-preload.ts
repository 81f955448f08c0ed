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
 */

type RouteTable = [pattern: string, module: string][];

/** The route table of a source file: `['/path', lazy(() => import('./x'))]` or `['/path', name]` with a named lazy. */
function readRoutes(file: string): RouteTable {
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
function runtime(files: string[], shell: number[], routes: [pattern: string, files: number[], signedIn: 0 | 1][]) {
  return `// Written by the build (packages/app/vite/route-preload.ts): the current route's chunks, asked for at once.
(function () {
  var files = ${JSON.stringify(files)};
  var shell = ${JSON.stringify(shell)};
  var routes = ${JSON.stringify(routes)};
  try {
    var stored = localStorage.getItem('token') || localStorage.getItem('refreshToken');
    var path = location.pathname === '/' ? '/dashboard' : location.pathname;
    var wanted = [];
    for (var i = 0; i < routes.length; i++) {
      if (!new RegExp(routes[i][0]).test(path)) continue;
      if (routes[i][2] && !stored) break;
      wanted = (routes[i][2] ? shell : []).concat(routes[i][1]);
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
        // Beside the loading screen's other script; async: it never holds the parser.
        return html.replace(
          '<script src="/theme-init.js"></script>',
          '<script src="/theme-init.js"></script>\n    <script src="/route-preload.js" async></script>',
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
      const routes: [string, number[], 0 | 1][] = [
        ...readRoutes(path.join(root, 'src/routes.tsx')).map(([pattern, module]): [string, number[], 0 | 1] => [
          patternToRegExp(pattern),
          index(filesOf(module, true)),
          0,
        ]),
        ...readRoutes(path.join(root, 'src/signed-in.tsx')).map(([pattern, module]): [string, number[], 0 | 1] => [
          patternToRegExp(pattern),
          index(filesOf(module, true).filter((file) => !shellFiles.includes(file))),
          1,
        ]),
      ];
      const shell = index(shellFiles);
      this.emitFile({ type: 'asset', fileName: 'route-preload.js', source: runtime(table, shell, routes) });
    },
  };
}
