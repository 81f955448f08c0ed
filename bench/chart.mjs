// `npm run bench -- chart [points] [runs] [budget ms]`: how long the ResponseTimeChart takes to render 10,000 points in
// Chromium (default budget 200 ms). The website detail's 90-day chart: `npm run bench -- chart 2160 10 100` (90 days of
// hourly rollups, 100 ms budget; the screen itself draws 90 daily points for that range).
// Builds a one-page Vite app around the component (bench/lib/chart-page), serves it on 127.0.0.1, opens it in Debian's
// Chromium (playwright-core) and mounts the chart `runs` times: "mount" is React's render + uPlot drawing the canvas,
// "drawn" adds uPlot's first draw of the canvas, "to next frame" the browser's paint. The first run includes JIT warm-up and is reported separately.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../tests/lib/chromium.ts';
import { serveStatic } from './lib/static.mjs';

const points = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 10);
const budgetMs = Number(process.argv[4] ?? 200);
const page = new URL('./lib/chart-page/', import.meta.url).pathname;

const outDir = await mkdtemp(join(tmpdir(), 'hlidka-chart-bench-'));
const { build } = await import('vite');
const { default: react } = await import('@vitejs/plugin-react');
const { default: tailwindcss } = await import('@tailwindcss/vite');
await build({
  root: page,
  base: './',
  logLevel: 'warn',
  plugins: [react(), tailwindcss()],
  build: { outDir, emptyOutDir: true },
});

const { server, url } = await serveStatic(outDir);
const browser = await launchChromium();
try {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await tab.goto(url, { waitUntil: 'load' });
  await tab.waitForFunction(() => typeof window.runChartBenchmark === 'function');
  const { mount, drawn, frame } = await tab.evaluate(([n, r]) => window.runChartBenchmark(n, r), [points, runs]);
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  const ms = (value) => `${value.toFixed(1)} ms`;
  const warm = (values) => (values.length > 1 ? values.slice(1) : values);
  console.log(`ResponseTimeChart, ${points.toLocaleString('en')} points × 5 phases, ${runs} mounts in Chromium`);
  console.log(`  first run:             mount ${ms(mount[0])}, drawn ${ms(drawn[0])}, next frame ${ms(frame[0])}`);
  console.log(`  median mount:          ${ms(median(warm(mount)))}`);
  console.log(`  median drawn:          ${ms(median(warm(drawn)))}`);
  console.log(`  worst drawn:           ${ms(Math.max(...drawn))}`);
  console.log(`  median to next frame:  ${ms(median(warm(frame)))}`);
  console.log(`  worst to next frame:   ${ms(Math.max(...frame))}`);
  // The budget applies to the render (mount + first draw); the next-frame figure also holds the compositor's wait.
  const verdict = Math.max(...drawn) <= budgetMs ? 'within' : 'OVER';
  console.log(`  budget ${budgetMs} ms (worst drawn): ${verdict}`);
  if (verdict === 'OVER') process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
  await rm(outDir, { recursive: true, force: true });
}
