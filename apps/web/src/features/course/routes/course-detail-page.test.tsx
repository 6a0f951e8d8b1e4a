import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { E } from '@yzfk/contract/error-codes';
import { openAccessDialog } from '../../../lib/access-dialog';
import { fail, ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { courseDetail, lessonOf } from '../testing/course-fixtures';
import { CourseDetailPage } from './course-detail-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));
vi.mock('../../../lib/access-dialog', () => ({ openAccessDialog: vi.fn() }));

function renderDetail(id: string) {
  return renderWithRouter(
    <Routes>
      <Route path={paths.videoDetail.pattern} element={<CourseDetailPage />} />
      <Route path={paths.player.pattern} element={<p>播放页</p>} />
    </Routes>,
    paths.videoDetail.href({ id }),
  );
}

describe('a course /course/videodetail/:id', { timeout: 20_000 }, () => {
  beforeEach(() => vi.mocked(openAccessDialog).mockClear());

  it('shows a locked course with 获取授权, lessons that open the dialog, and opens once authorised', async () => {
    let locked = true;
    resetMockApi(() => ok(courseDetail({ locked })));
    const { queryClient } = renderDetail('7');
    await screen.findByRole('heading', { name: '刑法总则速听', level: 1 });
    expect(screen.getByRole('region', { name: '需授权' }).textContent).toContain(
      '需授权后才能学习',
    );
    expect(screen.queryByRole('link', { name: '第十七条' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '获取授权' }));
    expect(openAccessDialog).toHaveBeenLastCalledWith('刑法总则速听');
    await userEvent.click(screen.getByRole('button', { name: '第七十四条（需授权）' }));
    expect(openAccessDialog).toHaveBeenCalledTimes(2);

    // A redeem in the dialog asks every query again: the page opens in place.
    locked = false;
    await queryClient.invalidateQueries();
    const lesson = await screen.findByRole('link', { name: '第十七条' });
    expect(lesson.getAttribute('href')).toBe(paths.player.href({ course: 7, lesson: 71 }));
    expect(screen.queryByRole('region', { name: '需授权' })).toBeNull();
    expect(screen.getByRole('button', { name: '开始学习' })).toBeTruthy();
    expect(screen.getByText('已授权')).toBeTruthy();
  });

  it('lists lessons by chapter with their length and my progress, and continues where I stopped', async () => {
    resetMockApi(() =>
      ok(
        courseDetail({
          course: {
            ...courseDetail().course,
            progress: { finishedLessons: 1, lessonCount: 3, share: 1 / 3 },
          },
          chapters: [
            {
              id: 1,
              title: '第一章 刑事责任年龄',
              lessons: [lessonOf(71, '第十七条', { positionMs: 0, watchedMs: 1, finished: true })],
            },
            {
              id: 2,
              title: '第二章 缓刑',
              lessons: [
                lessonOf(72, '第七十二条', { positionMs: 192_000, watchedMs: 1, finished: false }),
                lessonOf(73, '第七十四条'),
              ],
            },
          ],
          resume: { lessonId: 72, positionMs: 192_000 },
        }),
      ),
    );
    const { router } = renderDetail('7');
    const second = await screen.findByRole('list', { name: '第二章 缓刑' });
    const rows = within(second).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('03:12');
    expect(rows[0]?.textContent).toContain('学到 03:12');
    expect(rows[1]?.textContent).toContain('未学');
    const first = screen.getByRole('list', { name: '第一章 刑事责任年龄' });
    expect(first.textContent).toContain('已学完');
    expect(screen.getByText('学习进度 33% · 1/3 课时')).toBeTruthy();
    expect(screen.getByText('上次学到：第七十二条 · 03:12')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '继续学习' }));
    await screen.findByText('播放页');
    expect(router.state.location.search).toBe('?course=7&lesson=72');
  });

  it('says 课程不存在 for a course the server does not know (4950)', async () => {
    resetMockApi(() => fail(E.courseNotFound, '课程不存在', 404));
    renderDetail('999');
    await screen.findByText('课程不存在');
    expect(screen.getByRole('link', { name: '浏览全部课程' })).toBeTruthy();
  });

  it('never asks the server about a malformed id', () => {
    resetMockApi(() => ok(courseDetail()));
    renderDetail('abc');
    expect(screen.getByText('课程不存在')).toBeTruthy();
    expect(mockRequests).toHaveLength(0);
  });
});
