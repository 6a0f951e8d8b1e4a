import { useLazyChart } from '../../../components/bar-chart/use-lazy-chart';
import { durationText } from '../utils/course-format';
import type { TStudyDay } from './study-time-echarts';

/**
 * Study time per day as a bar chart. ECharts loads only when the chart first shows (its own
 * chunk, as the exam report's distribution); the days are also listed as text for screen
 * readers and in case the chart cannot load.
 */
export function StudyTimeChart({ days }: { days: readonly TStudyDay[] }) {
  const { canvas, failed } = useLazyChart(
    () =>
      import('./study-time-echarts').then(
        (chart) => (element) => chart.drawStudyTime(element, days),
      ),
    [days],
  );

  const studied = days.filter((d) => d.studiedMs > 0);
  return (
    <figure className="course-chart" aria-label="每日学习时长">
      <figcaption className="catalogue-section__title">近 {days.length} 天学习时长</figcaption>
      {failed ? null : <div ref={canvas} className="course-chart__canvas" aria-hidden />}
      <ul className={failed ? 'course-chart__list' : 'visually-hidden'}>
        {studied.length === 0 ? <li>近期暂无学习</li> : null}
        {studied.map((d) => (
          <li key={d.day}>
            {d.day}：{durationText(d.studiedMs)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
