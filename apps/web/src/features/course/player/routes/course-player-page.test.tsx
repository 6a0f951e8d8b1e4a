import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { E } from '@yzfk/contract/error-codes';
import { closeAccessDialog, useAccessDialog } from '../../../../lib/access-dialog';
import { closeIdentityDialog } from '../../../../lib/identity-dialog';
import { sessionStore } from '../../../../lib/session-store';
import { fail, ok } from '../../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../../testing/mock-api';
import { renderWithRouter } from '../../../../testing/render-with-router';
import type { TCourseDetail } from '../../api/get-course';
import type { TMediaPlayerProps } from '../../../../components/media-player/media-player';
import { CoursePlayerPage } from './course-player-page';

vi.mock('../../../../lib/api', () => import('../../../../testing/mock-api'));

// media-chrome needs a real browser (the journey plays real media): here a plain element stands
// in, and `ended` on it is what the real player reports at a lesson's end.
vi.mock('../../../../components/media-player/media-player', () => ({
  MediaPlayer: (props: TMediaPlayerProps) => (
    <div>
      <video
        aria-label={props.title}
        data-src={props.src}
        data-start={props.startAtMs}
        ref={props.onMedia}
        onEnded={props.onEnded}
        onError={props.onMediaError}
      />
    </div>
  ),
}));

function lesson(
  id: number,
  title: string,
  progress: TCourseDetail['chapters'][0]['lessons'][0]['progress'] = null,
) {
  return { id, title, durationMs: 65_000, progress };
}

function detail(overrides: Partial<TCourseDetail> = {}): TCourseDetail {
  return {
    course: {
      id: 3,
      kind: 'video',
      title: '民法总则精讲',
      teacher: '教研组',
      subject: '民法',
      coverUrl: null,
      locked: false,
      access: 'free',
      lessonCount: 3,
      totalDurationMs: 195_000,
      learners: 1,
      progress: null,
      description: '',
    },
    locked: false,
    chapters: [
      {
        id: 1,
        title: '第一章 基本原则',
        lessons: [
          lesson(31, '第1讲 平等原则', { positionMs: 65_000, watchedMs: 65_000, finished: true }),
          lesson(32, '第2讲 自愿原则', { positionMs: 13_000, watchedMs: 13_000, finished: false }),
        ],
      },
      { id: 2, title: '第二章 民事主体', lessons: [lesson(33, '第3讲 自然人')] },
    ],
    resume: { lessonId: 32, positionMs: 13_000 },
    ...overrides,
  };
}

let signed = 0;

function serve(course: TCourseDetail | null) {
  resetMockApi((request) => {
    if (request.path === '/flks/course/detail') {
      return course ? ok(course) : fail(E.courseNotFound, '课程不存在', 404);
    }
    if (request.path === '/flks/course/play') {
      const { lessonId } = request.body as { lessonId: number };
      signed += 1;
      return ok({
        url: `/media/${lessonId}?sig=${signed}`,
        expiresAt: '2030-01-01T00:00:00.000Z',
        durationMs: 65_000,
        positionMs: lessonId === 32 ? 13_000 : 0,
      });
    }
    return fail(E.callNotFound, `no answer for ${request.path}`, 404);
  });
}

function AccessProbe() {
  const dialog = useAccessDialog();
  return dialog ? <p>获取授权：{dialog.locked}</p> : null;
}

function renderPage(search: string) {
  return renderWithRouter(
    <>
      <CoursePlayerPage />
      <AccessProbe />
    </>,
    `/course/player${search}`,
  );
}

function playRequests() {
  return mockRequests.filter((request) => request.path === '/flks/course/play').map((r) => r.body);
}

describe('CoursePlayerPage', () => {
  beforeEach(() => {
    sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
    sessionStore.setFlags({ isLogined: true });
  });
  afterEach(() => {
    closeAccessDialog();
    closeIdentityDialog();
  });

  it('without a lesson resumes where I stopped, marked in the list with lengths and progress', async () => {
    serve(detail());
    renderPage('?course=3');

    const video = await screen.findByLabelText('第2讲 自愿原则');
    expect(video.dataset.start).toBe('13000');
    expect(video.dataset.src).toMatch(/\/media\/32\?sig=\d+$/);
    const list = screen.getByRole('navigation', { name: '课程目录' });
    const current = within(list).getByRole('button', { current: true });
    expect(current.textContent).toContain('第2讲 自愿原则');
    expect(current.textContent).toContain('正在播放');
    expect(current.textContent).toContain('学到 00:13');
    expect(within(list).getByRole('button', { name: /第1讲/ }).textContent).toContain('已学完');
    expect(within(list).getByRole('button', { name: /第3讲/ }).textContent).toContain('01:05');
    expect(screen.queryByText('登录后可保存学习进度')).toBeNull();
  });

  it('starts at ?t= (a note’s link back) instead of where I stopped, within the lesson', async () => {
    serve(detail());
    renderPage('?course=3&lesson=32&t=7');
    expect((await screen.findByLabelText('第2讲 自愿原则')).dataset.start).toBe('7000');
  });

  it('plays a lesson chosen in the list, with the address updated', async () => {
    serve(detail());
    const { router } = renderPage('?course=3&lesson=31');
    await screen.findByLabelText('第1讲 平等原则');

    await userEvent.click(screen.getByRole('button', { name: /第3讲 自然人/ }));

    await screen.findByLabelText('第3讲 自然人');
    expect(router.state.location.search).toBe('?course=3&lesson=33');
    expect(playRequests()).toEqual([
      { courseId: 3, lessonId: 31 },
      { courseId: 3, lessonId: 33 },
    ]);
  });

  it('at the end plays the next lesson, across chapters, with a notice; the last ends the course', async () => {
    serve(detail());
    const { router } = renderPage('?course=3&lesson=32');
    const first = await screen.findByLabelText('第2讲 自愿原则');

    first.dispatchEvent(new Event('ended'));

    const next = await screen.findByLabelText('第3讲 自然人');
    expect(router.state.location.search).toBe('?course=3&lesson=33');
    expect(screen.getByRole('status').textContent).toContain('自动播放下一课：第3讲 自然人');

    next.dispatchEvent(new Event('ended'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('本课程已学完'));
    expect(router.state.location.search).toBe('?course=3&lesson=33');
  });

  it('asks for a new link when the media fails (the signed link ran out) and plays it', async () => {
    serve(detail());
    renderPage('?course=3&lesson=33');
    const video = await screen.findByLabelText('第3讲 自然人');
    const firstLink = video.dataset.src;

    video.dispatchEvent(new Event('error'));

    await waitFor(() => expect(video.dataset.src).not.toBe(firstLink));
    expect(playRequests()).toEqual([
      { courseId: 3, lessonId: 33 },
      { courseId: 3, lessonId: 33 },
    ]);
    expect(screen.getByLabelText('第3讲 自然人')).toBe(video);
  });

  it('a locked course shows 需授权 and asks for no link; 获取授权 opens the dialog', async () => {
    serve(detail({ locked: true }));
    renderPage('?course=3');

    const locked = await screen.findByRole('region', { name: '需授权' });
    await userEvent.click(within(locked).getByRole('button', { name: '获取授权' }));

    expect(screen.getByText('获取授权：民法总则精讲')).toBeTruthy();
    expect(playRequests()).toEqual([]);
  });

  it('says clearly when the course does not exist', async () => {
    serve(null);
    renderPage('?course=99');
    expect(await screen.findByText('课程不存在')).toBeTruthy();
  });

  it('says clearly when the lesson is not one of the course', async () => {
    serve(detail());
    renderPage('?course=3&lesson=77');
    expect(await screen.findByText('课时不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '从头开始学习' })).toBeTruthy();
    expect(playRequests()).toEqual([]);
  });

  it('lets a visitor play a free course and says progress needs a login', async () => {
    sessionStore.setFlags({ isLogined: false });
    serve(detail({ resume: null }));
    renderPage('?course=3');

    await screen.findByLabelText('第1讲 平等原则');
    expect(screen.getByText('登录后可保存学习进度')).toBeTruthy();
  });
});
