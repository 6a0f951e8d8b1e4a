import type { TStanding } from '@yzfk/contract/calls/exam-shapes';
import { drawBars, type TBarChartOption } from '../../../../components/bar-chart/echarts-bars';

// The report's score distribution: its option, drawn by the shared bar chart (loaded lazily).

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
export function distributionOption(bands: readonly TBand[], score: number | null): TBarChartOption {
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

/** Draws the distribution into an element; the returned function disposes of it. */
export function drawDistribution(
  element: HTMLElement,
  bands: readonly TBand[],
  score: number | null,
): () => void {
  return drawBars(element, distributionOption(bands, score));
}
