// The published @hlidka/ui, as a sibling product gets it: `npm pack` of the build, install the tarball into a scratch Vite
// React app, build that app, serve it and check in Chromium that a Button renders with the package's styles.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../lib/chromium';

const root = new URL('../..', import.meta.url).pathname;

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

/** Runs a command, resolving with its stdout; rejects with the command's output when it fails. */
function run(command: string, args: string[], cwd: string): Promise<string> {
  // npm's own variables from the outer `npm run` (workspace, prefix…) must not leak into the scratch app's npm.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code}\n${stdout}\n${stderr}`));
    });
  });
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
};

/** A static file server for the scratch app's dist/ on 127.0.0.1 and a free port. */
async function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    response.end(await readFile(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

describe('@hlidka/ui as a published package', () => {
  let work: string;
  let app: string;
  let server: Server | undefined;
  let browser: Browser | undefined;
  let url = '';

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'hlidka-ui-pack-'));
    app = join(work, 'app');
    await mkdir(join(app, 'src'), { recursive: true });

    // Packs the build `npm test` made before the suites ran. Rebuilding here would empty packages/ui/dist while the
    // story tests, running alongside, import from it.
    if (!existsSync(join(root, 'packages/ui/dist/index.js'))) {
      throw new Error('packages/ui/dist is missing: build first (npm run build)');
    }
    const packed = JSON.parse(
      await run('npm', ['pack', '-w', '@hlidka/ui', '--json', '--pack-destination', work], root),
    );
    const tarball = join(work, packed[0].filename);

    await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'scratch-app', private: true, type: 'module' }));
    // A real install of the tarball (its dependencies come from npm's cache when it has them). Peers are not
    // auto-installed: React and the build tools are linked from this repository below, to keep the test fast.
    await run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--legacy-peer-deps', '--no-package-lock', tarball],
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
        '      pending: "Čeká", "no-data": "Bez dat" }} />',
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

    const served = await serve(join(app, 'dist'));
    server = served.server;
    browser = await launchChromium();
    url = served.url;
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('installs as a package: dist only, types first in exports, React as a peer', () => {
    const installed = join(app, 'node_modules', '@hlidka', 'ui');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.exports['.'])[0]).toBe('types');
    expect(manifest.exports['./styles.css']).toBe('./dist/styles.css');
    expect(manifest.peerDependencies).toHaveProperty('react');
    expect(manifest.dependencies ?? {}).not.toHaveProperty('react');
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
      "export const status: StatusBadgeProps['status'] = 'no-data';",
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
});
