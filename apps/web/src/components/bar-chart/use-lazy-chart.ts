import { useEffect, useRef, useState, type DependencyList } from 'react';

/** A chart drawn into an element; answers the function that disposes of it. */
export type TDrawChart = (element: HTMLElement) => () => void;

/**
 * Draws a chart whose code loads only when it first shows (ECharts is its own chunk): `load`
 * imports the chart module and answers how to draw, again whenever `deps` change. `failed`
 * turns true when the module cannot load, so the page shows the figures as text instead.
 */
export function useLazyChart(load: () => Promise<TDrawChart>, deps: DependencyList) {
  const canvas = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let dispose: (() => void) | undefined;
    load().then(
      (draw) => {
        if (!cancelled && canvas.current) dispose = draw(canvas.current);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      dispose?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a new function each render; what it draws is named by `deps`
  }, deps);

  return { canvas, failed };
}
