import { BarChart, type BarSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { init, use as registerParts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { TStanding } from '@yzfk/contract/calls/exam-shapes';

// The only module that imports ECharts, and only the parts the distribution needs (bars, grid,
// tooltip, canvas), so the bundle stays small; the report page loads it lazily, never /home.
registerParts([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

type TOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;
type TBand = TStanding['distribution'][number];

const BAR = '#7da0cc';
const MINE = '#1d4e89';

/** A band's label on the axis: 60–70. */
export function bandLabel(band: TBand): string {
  return `${band.from}–${band.to}`;
}

/** The band a score falls in: from ≤ score < to, the last band holding its upper end too. */
export function bandOf(bands: readonly TBand[], score: number | null): number {
  if (score === null) return -1;
  return bands.findIndex(
    (band, i) =>
      score >= band.from && (score < band.to || (i === bands.length - 1 && score <= band.to)),
  );
}

/** The chart's option: candidates per band, the candidate's own band in the primary colour. */
export function distributionOption(bands: readonly TBand[], score: number | null): TOption {
  const mine = bandOf(bands, score);
  return {
    animation: false,
    grid: { left: 40, right: 16, top: 16, bottom: 32 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: bands.map(bandLabel), name: '分数' },
    yAxis: { type: 'value', minInterval: 1, name: '人数' },
    series: [
      {
        type: 'bar',
        name: '人数',
        data: bands.map((band, i) => ({
          value: band.count,
          itemStyle: { color: i === mine ? MINE : BAR },
        })),
      },
    ],
  };
}

/** Draws the distribution into an element; the returned function disposes of the chart. */
export function drawDistribution(
  element: HTMLElement,
  bands: readonly TBand[],
  score: number | null,
): () => void {
  const chart = init(element);
  chart.setOption(distributionOption(bands, score));
  const resize = () => chart.resize();
  window.addEventListener('resize', resize);
  return () => {
    window.removeEventListener('resize', resize);
    chart.dispose();
  };
}
