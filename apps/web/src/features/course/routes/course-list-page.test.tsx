import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { courseCard, courseList } from '../testing/course-fixtures';
import { CourseListPage } from './course-list-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

describe('the course catalogue', { timeout: 20_000 }, () => {
  it('asks for the filters in the URL and shows each card with my progress', async () => {
    resetMockApi(() =>
      ok(
        courseList([
          courseCard({
            locked: true,
            progress: { finishedLessons: 2, lessonCount: 5, share: 0.4 },
          }),
          courseCard({ id: 9, title: '刑法分则速听', locked: false }),
          courseCard({ id: 8, title: '民法速听', access: 'free', coverUrl: '/media/3?exp=1' }),
        ]),
      ),
    );
    renderWithRouter(
      <CourseListPage kind="audio" />,
      '/course/audiolist?subject=刑法&access=authorised&sort=title&page=2',
    );
    const list = await screen.findByRole('list', { name: '音频课程' });
    expect(mockRequests[0]?.body).toEqual({
      kind: 'audio',
      subject: '刑法',
      access: 'authorised',
      sort: 'title',
      page: 2,
      pageSize: 12,
    });
    const paid = within(list).getByRole('link', { name: '刑法总则速听' });
    expect(paid.getAttribute('href')).toBe(paths.videoDetail.href({ id: 7 }));
    for (const text of ['李老师', '刑法', '3 课时', '10分钟', '12 人在学', '需授权']) {
      expect(paid.textContent).toContain(text);
    }
    expect(paid.textContent).toContain('学习进度 40% · 2/5 课时');
    // An authorised course this session holds says so.
    const held = within(list).getByRole('link', { name: '刑法分则速听' });
    expect(held.textContent).toContain('已授权');
    const free = within(list).getByRole('link', { name: '民法速听' });
    expect(free.textContent).toContain('免费');
    expect(free.textContent).not.toContain('学习进度');
    expect(within(free).getByRole('img', { name: '民法速听 封面' })).toBeTruthy();
  });

  it('keeps a new sort in the URL and starts again from page 1', async () => {
    resetMockApi(() => ok(courseList([courseCard()])));
    const { router } = renderWithRouter(
      <CourseListPage kind="video" />,
      '/course/videolist?teacher=李老师&page=3',
    );
    await screen.findByRole('list', { name: '视频课程' });
    await userEvent.click(screen.getByText('最热'));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      new URLSearchParams({ teacher: '李老师', sort: 'popular' }).toString(),
    );
    await userEvent.click(screen.getByText('最新'));
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ teacher: '李老师' })}`);
    // The query for the new URL is sent after the page renders it.
    await waitFor(() =>
      expect(mockRequests.at(-1)?.body).toMatchObject({
        teacher: '李老师',
        sort: 'newest',
        page: 1,
      }),
    );
  });

  it('offers to clear the filters when nothing matches', async () => {
    resetMockApi(() => ok(courseList([])));
    const { router } = renderWithRouter(
      <CourseListPage kind="video" />,
      '/course/videolist?subject=商法',
    );
    await screen.findByText('没有符合条件的视频课程');
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(router.state.location.search).toBe('');
  });
});
