// The benchmark page of bench/chart.mjs: mounts the ResponseTimeChart story's 10,000-point case (same component, same
// data generator as the "10,000 points" story) several times and reports how long each mount takes until the canvas is
// drawn (uPlot draws in a microtask after mounting) and the next frame is painted.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../../../packages/ui/src/styles/styles.css';
import { ResponseTimeChart } from '../../../packages/ui/src/components/response-time-chart';
import { phaseLabels, responseTimes } from '../../../packages/ui/src/fixtures/charts';

declare global {
  interface Window {
    runChartBenchmark: (points: number, runs: number) => Promise<{ mount: number[]; drawn: number[]; frame: number[] }>;
  }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

window.runChartBenchmark = async (points, runs) => {
  const element = document.getElementById('root') as HTMLElement;
  const mount: number[] = [];
  const drawn: number[] = [];
  const frame: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    // Fresh data each run (as a new fetch would give), generated outside the timing.
    const data = responseTimes(points, { seed: run + 1, stepSeconds: 60 });
    const root = createRoot(element);
    await nextFrame();
    const start = performance.now();
    flushSync(() => {
      root.render(
        <ResponseTimeChart data={data} label="Doba odezvy" phaseLabels={phaseLabels} timeZone="Europe/Prague" />,
      );
    });
    if (!element.querySelector('canvas')) throw new Error('The chart drew no canvas');
    mount.push(performance.now() - start);
    // uPlot commits its first draw in a microtask after construction.
    await Promise.resolve();
    drawn.push(performance.now() - start);
    await nextFrame();
    frame.push(performance.now() - start);
    root.unmount();
  }
  return { mount, drawn, frame };
};
