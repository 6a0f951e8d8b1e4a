import { BarChart, type BarSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { init, use as registerParts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// The course record's only ECharts module, with just the parts a bar chart needs; the record
// tab loads it lazily (its own chunk), never the pages around it.
registerParts([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

type TOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;

/** A day's study time in the chart. */
export type TStudyDay = { day: string; studiedMs: number };

/** Minutes with one decimal, as the bars show them. */
export function minutesOf(ms: number): number {
  return Math.round(ms / 6_000) / 10;
}

/** The chart's option: minutes studied per day, labelled MM-DD. */
export function studyTimeOption(days: readonly TStudyDay[]): TOption {
  return {
    animation: false,
    grid: { left: 40, right: 12, top: 24, bottom: 28 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', name: '分钟', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: '学习时长（分钟）',
        data: days.map((d) => minutesOf(d.studiedMs)),
        itemStyle: { color: '#1d4e89' },
      },
    ],
  };
}

/** Draws the chart into an element; the returned function disposes of it. */
export function drawStudyTime(element: HTMLElement, days: readonly TStudyDay[]): () => void {
  const chart = init(element);
  chart.setOption(studyTimeOption(days));
  const resize = () => chart.resize();
  window.addEventListener('resize', resize);
  return () => {
    window.removeEventListener('resize', resize);
    chart.dispose();
  };
}
