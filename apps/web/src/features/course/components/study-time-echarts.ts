import { drawBars, type TBarChartOption } from '../../../components/bar-chart/echarts-bars';

// The course record's chart: its option, drawn by the shared bar chart (loaded lazily).

/** A day's study time in the chart. */
export type TStudyDay = { day: string; studiedMs: number };

/** Minutes with one decimal, as the bars show them. */
export function minutesOf(ms: number): number {
  return Math.round(ms / 6_000) / 10;
}

/** The chart's option: minutes studied per day, labelled MM-DD. */
export function studyTimeOption(days: readonly TStudyDay[]): TBarChartOption {
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
  return drawBars(element, studyTimeOption(days));
}
