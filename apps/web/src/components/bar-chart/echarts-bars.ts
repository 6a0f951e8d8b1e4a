import type { BarSeriesOption } from 'echarts/charts';
import { BarChart } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { init, use as registerParts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// The only module that imports ECharts, with just the parts a bar chart needs (bars, grid,
// tooltip, canvas), so the chunk stays small; charts load it lazily (use-lazy-chart.ts), never
// the pages around them.
registerParts([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** What a bar chart may be given. */
export type TBarChartOption = ComposeOption<
  BarSeriesOption | GridComponentOption | TooltipComponentOption
>;

/**
 * Draws a bar chart into an element, redrawn to the element's width when the window resizes;
 * the returned function disposes of it.
 */
export function drawBars(element: HTMLElement, option: TBarChartOption): () => void {
  const chart = init(element);
  chart.setOption(option);
  const resize = () => chart.resize();
  window.addEventListener('resize', resize);
  return () => {
    window.removeEventListener('resize', resize);
    chart.dispose();
  };
}
