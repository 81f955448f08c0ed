// The published @hlidka/ui, as a sibling product gets it: `npm pack` of a copy without a build, install the tarball and
// the peers into a scratch Vite React app, build that app, serve it and check in Chromium that a Button renders with the
// package's styles; a second app importing only Button must not bundle uPlot; a Server Component can render a Button.
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../lib/chromium';
import { startsWithUseClient } from './client-directive';
import { filesUnder, packCleanCopy, root, run, serve } from './scratch';

/**
 * The public surface, read from the package's entry: every name in its `export { … }` lists, values and types apart.
 * The packed build must export each value (defined, at runtime) and each type (a tsc check against dist/*.d.ts).
 */
function publicExports(): { values: string[]; types: string[] } {
  const source = readFileSync(join(root, 'packages/ui/src/index.ts'), 'utf8');
  const values: string[] = [];
  const types: string[] = [];
  for (const match of source.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
    const allTypes = Boolean(match[1]);
    for (const raw of (match[2] ?? '').split(',')) {
      const entry = raw.trim();
      if (!entry) continue;
      const isType = allTypes || entry.startsWith('type ');
      const name =
        entry
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop()
          ?.trim() ?? '';
      (isType ? types : values).push(name);
    }
  }
  return { values: values.sort(), types: types.sort() };
}
const surface = publicExports();

describe('@hlidka/ui as a published package', () => {
  let work: string;
  let app: string;
  let server: Server | undefined;
  let browser: Browser | undefined;
  let url = '';

  // Packing builds the package (tsup with types, Tailwind), then an install and three Vite builds: about a minute alone,
  // longer on a busy machine.
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'hlidka-ui-pack-'));
    app = join(work, 'app');
    await mkdir(join(app, 'src'), { recursive: true });

    // Packing builds: the copy has no dist/, so the tarball's build comes from `prepack`. Building a copy also leaves
    // packages/ui/dist alone, which the story tests running alongside import from.
    const tarball = await packCleanCopy(work);

    await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'scratch-app', private: true, type: 'module' }));
    // A real install of the tarball and of the peers a product brings itself, at the versions the repository pins
    // (npm's cache has them when it can). React and the build tools are linked from this repository below, to keep the
    // test fast.
    const pinned = JSON.parse(readFileSync(join(root, 'packages/ui/package.json'), 'utf8')).devDependencies;
    const peers = ['react-aria-components', '@internationalized/date'].map((name) => `${name}@${pinned[name]}`);
    // React's Server Components renderer and loader, of the React the scratch app links, for the RSC check.
    const react = JSON.parse(readFileSync(join(root, 'node_modules/react/package.json'), 'utf8')).version;
    peers.push(`react-server-dom-webpack@${react}`);
    await run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--legacy-peer-deps',
        '--no-package-lock',
        tarball,
        ...peers,
      ],
      app,
    );
    for (const name of [
      'react',
      'react-dom',
      'scheduler',
      'vite',
      '@vitejs/plugin-react',
      '@types/react',
      '@types/react-dom',
      'csstype',
    ]) {
      const link = join(app, 'node_modules', name);
      await mkdir(join(link, '..'), { recursive: true });
      if (!existsSync(link)) await symlink(join(root, 'node_modules', name), link, 'dir');
    }

    await writeFile(
      join(app, 'index.html'),
      '<!doctype html><html lang="cs"><head><meta charset="UTF-8"><title>Scratch</title></head>' +
        '<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
    );
    await writeFile(
      join(app, 'src', 'main.jsx'),
      [
        "import { createRoot } from 'react-dom/client';",
        "import * as ui from '@hlidka/ui';",
        "import '@hlidka/ui/styles.css';",
        '',
        '// What the tarball exports at runtime, for the test to compare with the source entry.',
        'window.__uiExports = Object.fromEntries(Object.entries(ui).map(([name, value]) => [name, typeof value]));',
        'const data = { time: [0, 60, 120], dns: [5, 6, 5], connect: [12, 14, 13], tls: [20, 22, 21],',
        '  firstByte: [80, 95, 70], total: [120, 140, 112] };',
        'const labels = { dns: "DNS", connect: "Spojení", tls: "TLS", firstByte: "První bajt", total: "Celkem" };',
        "createRoot(document.getElementById('root')).render(",
        '  <>',
        '    <ui.Button onClick={() => {}}>Uložit změny</ui.Button>',
        '    <ui.StatusBadge status="up" labels={{ up: "Dostupný", down: "Nedostupný", paused: "Pozastaveno",',
        '      pending: "Čeká", no_data: "Bez dat" }} />',
        '    <div style={{ width: 600 }}><ui.ResponseTimeChart data={data} label="Doba odezvy" phaseLabels={labels} /></div>',
        '  </>,',
        ');',
      ].join('\n'),
    );
    await writeFile(
      join(app, 'vite.config.js'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n",
    );
    await run(process.execPath, [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], app);
    await cp(join(root, 'tests', 'ui-package', 'rsc'), join(app, 'rsc'), { recursive: true });

    // The second app: one page that imports Button and nothing else from the package.
    await writeFile(
      join(app, 'button.html'),
      '<!doctype html><html lang="cs"><head><meta charset="UTF-8"><title>Button</title></head>' +
        '<body><div id="root"></div><script type="module" src="/src/button.jsx"></script></body></html>',
    );
    await writeFile(
      join(app, 'src', 'button.jsx'),
      [
        "import { createRoot } from 'react-dom/client';",
        "import { Button } from '@hlidka/ui';",
        "createRoot(document.getElementById('root')).render(<Button>Uložit změny</Button>);",
      ].join('\n'),
    );
    await writeFile(
      join(app, 'vite.button.config.js'),
      "import react from '@vitejs/plugin-react';\n" +
        "export default { plugins: [react()], logLevel: 'warn', build: { outDir: 'dist-button', minify: false, " +
        "rollupOptions: { input: 'button.html' } } };\n",
    );
    await run(
      process.execPath,
      [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'vite.button.config.js'],
      app,
    );

    const served = await serve(join(app, 'dist'));
    server = served.server;
    browser = await launchChromium();
    url = served.url;
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('installs as a package: dist only, types first in exports, React and React Aria as peers, one licence', () => {
    const installed = join(app, 'node_modules', '@hlidka', 'ui');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.exports['.'])[0]).toBe('types');
    expect(manifest.exports['./styles.css']).toBe('./dist/styles.css');
    // A product's RouterProvider and I18nProvider reach the components only when both use the product's one copy.
    for (const peer of ['react', 'react-dom', 'react-aria-components', '@internationalized/date']) {
      expect(manifest.peerDependencies[peer]).toMatch(/^\^\d/);
      expect(manifest.dependencies).not.toHaveProperty(peer);
    }
    expect(existsSync(join(installed, 'node_modules', 'react-aria-components'))).toBe(false);
    expect(Object.values(manifest.dependencies).filter((range) => !String(range).startsWith('^'))).toEqual([]);
    expect(manifest.license).toBe('MIT');
    expect(readFileSync(join(installed, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(readFileSync(join(installed, 'README.md'), 'utf8')).toMatch(/## Licence\s+MIT/);
    expect(existsSync(join(installed, 'dist', 'index.js'))).toBe(true);
    expect(existsSync(join(installed, 'dist', 'index.d.ts'))).toBe(true);
    expect(existsSync(join(installed, 'dist', 'styles.css'))).toBe(true);
    expect(existsSync(join(installed, 'src'))).toBe(false);
  });

  it('exports every public value of the source entry, each defined, and nothing else', async () => {
    if (!browser) throw new Error('Chromium did not start');
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => '__uiExports' in window);
    const exported = (await page.evaluate(
      () => (window as unknown as { __uiExports: Record<string, string> }).__uiExports,
    )) as Record<string, string>;
    expect(surface.values.length).toBeGreaterThan(50);
    expect(Object.keys(exported).sort()).toEqual(surface.values);
    const undefinedExports = Object.entries(exported).filter(([, type]) => type === 'undefined');
    expect(undefinedExports).toEqual([]);
    // The chart from the tarball (uPlot resolved as a dependency) draws its canvas.
    await expect(page.locator('[data-slot="response-time-chart"] canvas').count()).resolves.toBeGreaterThan(0);
    await page.close();
  });

  it('ships the types of every export: a file importing each value and type compiles against dist/*.d.ts', async () => {
    const names = [...surface.values, ...surface.types.map((name) => `type ${name}`)];
    const lines = [
      `import { ${names.join(', ')} } from '@hlidka/ui';`,
      '',
      `export const values = [${surface.values.join(', ')}] as const;`,
      `export type Types = [${surface.types.join(', ')}];`,
      '// A few props checked against their components, as an app would write them.',
      "export const button: ButtonProps = { variant: 'destructive', size: 'sm', isLoading: true };",
      "export const status: StatusBadgeProps['status'] = 'no_data';",
      "export const phases: ResponseTimePhase[] = ['dns', 'connect', 'tls', 'firstByte', 'total'];",
      "export const sidebar: Pick<SidebarProps, 'navLabel' | 'closeLabel'> = { navLabel: 'Navigace', closeLabel: 'Zavřít menu' };",
    ];
    await writeFile(join(app, 'types-check.ts'), lines.join('\n'));
    await writeFile(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          types: [],
        },
        files: ['types-check.ts'],
      }),
    );
    await run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], app);
  });

  it('renders a Button with the package styles and the Inter font in Chromium', async () => {
    if (!browser) throw new Error('Chromium did not start');
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: 'Uložit změny' });
    await button.waitFor();

    const styles = await button.evaluate(async (element) => {
      await document.fonts.ready;
      const computed = getComputedStyle(element);
      // Resolve the primary token the way the browser paints it, to compare with the button's background.
      const probe = document.createElement('div');
      probe.style.backgroundColor = getComputedStyle(document.documentElement).getPropertyValue('--primary').trim();
      document.body.append(probe);
      const primary = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return {
        background: computed.backgroundColor,
        primary,
        color: computed.color,
        fontFamily: computed.fontFamily,
        height: element.getBoundingClientRect().height,
        interLoaded: [...document.fonts].some((face) => face.family === 'Inter Variable' && face.status === 'loaded'),
      };
    });

    expect(failed).toEqual([]);
    expect(styles.primary).not.toBe('rgba(0, 0, 0, 0)');
    expect(styles.background).toBe(styles.primary);
    expect(styles.color).not.toBe(styles.background);
    expect(styles.fontFamily).toMatch(/^"?Inter Variable"?/);
    expect(styles.interLoaded).toBe(true);
    expect(styles.height).toBe(36);
    await page.close();
  });

  it('marks every JavaScript file of the build as a client module: "use client" is its first statement', async () => {
    const dist = join(app, 'node_modules', '@hlidka', 'ui', 'dist');
    const scripts = (await filesUnder(dist)).filter((file) => file.endsWith('.js'));
    expect(scripts).toContain('index.js');
    const withoutDirective: string[] = [];
    for (const file of scripts) {
      if (!startsWithUseClient(await readFile(join(dist, file), 'utf8'))) withoutDirective.push(file);
    }
    expect(withoutDirective).toEqual([]);
  });

  it('leaves uPlot out of an app that imports only Button', async () => {
    // uPlot's root class name, a string literal only its code has (quoted any way a minifier writes it); the chart
    // app shows the search finds uPlot where it is bundled.
    const uplotCode = /["'`]uplot["'`]/;
    const bundled = async (dir: string) => {
      const scripts = (await filesUnder(join(app, dir))).filter((file) => file.endsWith('.js'));
      return (await Promise.all(scripts.map((file) => readFile(join(app, dir, file), 'utf8')))).join('\n');
    };
    const everything = await bundled('dist');
    const buttonOnly = await bundled('dist-button');
    expect(uplotCode.test(everything), 'uPlot in the app with the chart').toBe(true);
    expect(buttonOnly.includes('Uložit změny'), 'the Button app bundled').toBe(true);
    expect(uplotCode.test(buttonOnly), 'uPlot in the app with only Button').toBe(false);
  });

  it('renders a Server Component that imports Button, the button as a client reference', async () => {
    // React's Flight renderer under the react-server condition, with React's loader honouring "use client" (what a
    // Next.js App Router page gets). Without the directive, importing the package there fails: React Aria's hooks do
    // not exist in React's server build.
    const flight = await run(
      process.execPath,
      ['--conditions', 'react-server', '--import', './rsc/register.mjs', './rsc/render.mjs'],
      app,
    );
    expect(flight).toMatch(/"file:\/\/[^"]*\/node_modules\/@hlidka\/ui\/dist\/index\.js#Button"/);
    expect(flight).toMatch(/\["\$","main",null,\{"children":\["\$","\$L\d+",null,\{"children":"Uložit změny"\}/);
  });
});
