import type { TStanding } from '@yzfk/contract/calls/exam-shapes';
import { useLazyChart } from '../../../../components/bar-chart/use-lazy-chart';

type TBand = TStanding['distribution'][number];

/**
 * The score distribution (分数分布) as a bar chart. ECharts is loaded only when the chart first
 * shows (its own chunk, decision 0010's budget for /home unchanged); the bands are also listed
 * as text for screen readers and if the chart cannot load.
 */
export function ScoreDistributionChart({
  bands,
  score,
}: {
  bands: readonly TBand[];
  score: number | null;
}) {
  const { canvas, failed } = useLazyChart(
    () =>
      import('./score-distribution-echarts').then(
        (chart) => (element) => chart.drawDistribution(element, bands, score),
      ),
    [bands, score],
  );

  return (
    <figure className="exam-distribution" aria-label="分数分布">
      <figcaption className="exam-report__subheading">分数分布</figcaption>
      {failed ? null : <div ref={canvas} className="exam-distribution__canvas" aria-hidden />}
      <ul className={failed ? 'exam-distribution__list' : 'visually-hidden'}>
        {bands.map((band) => (
          <li key={`${band.from}-${band.to}`}>
            {band.from}–{band.to} 分：{band.count} 人
          </li>
        ))}
      </ul>
    </figure>
  );
}
