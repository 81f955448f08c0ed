import * as React from 'react';
import uPlot from 'uplot';

/**
 * uPlot's own layout rules (its uPlot.css), written as Tailwind variants on the chart container, so the package's one
 * stylesheet carries them and no extra CSS import is needed.
 */
export const uplotContainerClass = [
  '[&_.uplot]:w-min [&_.uplot]:font-sans [&_.uplot_*]:box-border',
  '[&_.u-wrap]:relative [&_.u-wrap]:select-none',
  '[&_.u-over]:absolute [&_.u-under]:absolute',
  '[&_canvas]:relative [&_canvas]:block [&_canvas]:h-full [&_canvas]:w-full',
  '[&_.u-axis]:absolute',
  '[&_.u-select]:pointer-events-none [&_.u-select]:absolute [&_.u-select]:bg-foreground/10',
  '[&_.u-cursor-x]:pointer-events-none [&_.u-cursor-x]:absolute [&_.u-cursor-x]:top-0 [&_.u-cursor-x]:left-0',
  '[&_.u-cursor-x]:h-full [&_.u-cursor-x]:border-r [&_.u-cursor-x]:border-dashed [&_.u-cursor-x]:border-muted-foreground',
  '[&_.u-cursor-y]:hidden',
  '[&_.u-cursor-pt]:pointer-events-none [&_.u-cursor-pt]:absolute [&_.u-cursor-pt]:top-0 [&_.u-cursor-pt]:left-0 [&_.u-cursor-pt]:rounded-full',
  '[&_.u-off]:hidden',
].join(' ');

/** Reads a colour token (e.g. "--primary") as the canvas will paint it, from an element inside the themed tree. */
export function readToken(element: Element, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || 'currentColor';
}

/** Calls `onChange` when the `dark` class flips on <html> (the theme toggle), so canvas colours can follow. */
export function useThemeVersion(): number {
  const [version, setVersion] = React.useState(0);
  React.useEffect(() => {
    const observer = new MutationObserver(() => setVersion((value) => value + 1));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return version;
}

/**
 * Creates a uPlot chart in `container` from `makeOptions(width)`, keeps it as wide as the container, and destroys it on
 * unmount. `deps` rebuild it (options); `data` changes only call `setData`.
 */
export function useUplot(
  container: React.RefObject<HTMLDivElement | null>,
  makeOptions: (width: number, element: HTMLElement) => uPlot.Options,
  data: uPlot.AlignedData,
  deps: React.DependencyList,
) {
  const chart = React.useRef<uPlot | null>(null);
  const dataRef = React.useRef(data);
  dataRef.current = data;
  const optionsRef = React.useRef(makeOptions);
  optionsRef.current = makeOptions;
  // A version that changes whenever one of `deps` does (shallow compare, like an effect's own list).
  const depsRef = React.useRef(deps);
  const versionRef = React.useRef(0);
  if (
    deps.length !== depsRef.current.length ||
    deps.some((value, index) => !Object.is(value, depsRef.current[index]))
  ) {
    depsRef.current = deps;
    versionRef.current += 1;
  }
  const version = versionRef.current;
  React.useLayoutEffect(() => {
    const element = container.current;
    if (!element || version < 0) return;
    const width = Math.max(element.clientWidth, 100);
    const plot = new uPlot(optionsRef.current(width, element), dataRef.current, element);
    chart.current = plot;
    let lastWidth = width;
    const observer = new ResizeObserver(() => {
      const next = Math.max(element.clientWidth, 100);
      if (next !== lastWidth) {
        lastWidth = next;
        plot.setSize({ width: next, height: plot.height });
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
      chart.current = null;
    };
  }, [container, version]);
  React.useEffect(() => {
    if (chart.current && chart.current.data !== data) chart.current.setData(data);
  }, [data]);
  return chart;
}
