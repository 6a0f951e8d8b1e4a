import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { echartsSeen } from '../../../../components/bar-chart/testing/echarts-mock';
import { STANDING } from '../testing/report-fixtures';
import { StandingPanel } from './standing-panel';

// jsdom has no canvas: echarts/core is replaced by a recorder whose factory runs when the chart
// module first imports it, which shows when ECharts is loaded. Nothing here imports the chart
// module statically, so the first test sees the page's own (lazy) loading.
vi.mock('echarts/core', async () =>
  (await import('../../../../components/bar-chart/testing/echarts-mock')).echartsCore(),
);
vi.mock('echarts/charts', () => ({ BarChart: 'BarChart' }));
vi.mock('echarts/components', () => ({
  GridComponent: 'GridComponent',
  TooltipComponent: 'TooltipComponent',
}));
vi.mock('echarts/renderers', () => ({ CanvasRenderer: 'CanvasRenderer' }));

type TSeenOption = {
  xAxis: { data: string[] };
  series: { data: { value: number; itemStyle: { color: string } }[] }[];
};

describe('score distribution chart', () => {
  it('loads ECharts only when a standing with a distribution shows, with the four parts it needs', async () => {
    const { unmount } = render(<StandingPanel standing={null} score={3} />);
    expect(screen.getByText('成绩排名将在考试结束后公布')).toBeTruthy();
    unmount();
    expect(echartsSeen.loaded).not.toHaveBeenCalled();

    const shown = render(<StandingPanel standing={STANDING} score={3} />);
    await waitFor(() => expect(echartsSeen.options).toHaveLength(1));
    expect(echartsSeen.loaded).toHaveBeenCalledTimes(1);
    expect(echartsSeen.registered).toEqual([
      'BarChart',
      'GridComponent',
      'TooltipComponent',
      'CanvasRenderer',
    ]);
    const option = echartsSeen.options[0] as TSeenOption;
    expect(option.xAxis.data).toEqual(['0–2', '2–4', '4–5']);
    const bars = option.series[0]?.data ?? [];
    expect(bars.map((bar) => bar.value)).toEqual([10, 25, 5]);
    // The candidate's band (3 points: 2–4) stands out from the others.
    expect(bars[1]?.itemStyle.color).not.toBe(bars[0]?.itemStyle.color);
    expect(bars[2]?.itemStyle.color).toBe(bars[0]?.itemStyle.color);
    expect(screen.getByRole('figure', { name: '分数分布' }).textContent).toContain('0–2 分：10 人');

    shown.unmount();
    expect(echartsSeen.disposed).toHaveBeenCalledTimes(1);
  });

  it('puts a score in its band, the top score in the last band', async () => {
    const { bandOf } = await import('./score-distribution-echarts');
    const bands = STANDING.distribution;
    expect(bandOf(bands, 0)).toBe(0);
    expect(bandOf(bands, 2)).toBe(1);
    expect(bandOf(bands, 4.5)).toBe(2);
    expect(bandOf(bands, 5)).toBe(2);
    expect(bandOf(bands, null)).toBe(-1);
  });
});
