import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-server';
import { resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { echartsSeen } from '../../../components/bar-chart/testing/echarts-mock';
import { courseRecord } from '../testing/course-fixtures';
import { CourseRecordTab } from './course-record-tab';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

// jsdom has no canvas: ECharts is replaced by a recorder of the options it is given.
vi.mock('echarts/core', async () =>
  (await import('../../../components/bar-chart/testing/echarts-mock')).echartsCore(),
);
vi.mock('echarts/charts', () => ({ BarChart: 'BarChart' }));
vi.mock('echarts/components', () => ({ GridComponent: 'Grid', TooltipComponent: 'Tooltip' }));
vi.mock('echarts/renderers', () => ({ CanvasRenderer: 'Canvas' }));

type TSeenOption = { xAxis: { data: string[] }; series: { data: number[] }[] };

describe('the 课程 tab of /learnrecord', { timeout: 20_000 }, () => {
  it('lists my courses with progress, study time and a link, and charts study time per day', async () => {
    resetMockApi(() => ok(courseRecord()));
    renderWithRouter(<CourseRecordTab />, '/learnrecord?tab=courses');
    const link = await screen.findByRole('link', { name: '刑法总则速听' });
    expect(link.getAttribute('href')).toBe(paths.videoDetail.href({ id: 7 }));
    const row = link.closest('li');
    expect(row?.textContent).toContain('学习进度 40% · 2/5 课时');
    expect(row?.textContent).toContain('学习时长 25分钟');
    expect(row?.textContent).toContain('最近学习 2026/11/30');
    const chart = screen.getByRole('figure', { name: '每日学习时长' });
    expect(chart.textContent).toContain('近 30 天学习时长');
    expect(chart.textContent).toContain('2026-11-30：25分钟');
    await vi.waitFor(() => expect(echartsSeen.options).toHaveLength(1));
    const option = echartsSeen.options[0] as TSeenOption;
    expect(option.xAxis.data).toHaveLength(30);
    expect(option.xAxis.data.at(-1)).toBe('11-30');
    expect(option.series[0]?.data.at(-1)).toBe(25);
  });

  it('points to the catalogue before I study any course', async () => {
    resetMockApi(() => ok(courseRecord({ courses: [], days: [] })));
    renderWithRouter(<CourseRecordTab />, '/learnrecord?tab=courses');
    await screen.findByText('暂无课程学习记录');
    expect(screen.getByRole('link', { name: '去看课程' }).getAttribute('href')).toBe(
      '/course/videolist',
    );
  });
});
