import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TMediaPlayerProps } from '../../../../components/media-player/media-player';
import { ok } from '../../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../../testing/mock-api';
import { renderWithRouter } from '../../../../testing/render-with-router';
import { bookDetail } from '../../testing/book-fixtures';
import { AudioBookPage } from './audiobook-page';

vi.mock('../../../../lib/api', () => import('../../../../testing/mock-api'));

// media-chrome needs a real browser (the journey plays real media): a plain element stands in,
// and `ended` on it is what the shared player reports at a chapter's end.
vi.mock('../../../../components/media-player/media-player', () => ({
  MediaPlayer: (props: TMediaPlayerProps) => (
    <audio
      aria-label={props.title}
      data-src={props.src}
      data-start={props.startAtMs}
      data-autoplay={String(props.autoPlay)}
      ref={props.onMedia}
      onEnded={props.onEnded}
    />
  ),
}));

function renderAudio(path: string) {
  return renderWithRouter(
    <Routes>
      <Route path="/book/audiodetail/:id" element={<AudioBookPage />} />
    </Routes>,
    path,
  );
}

/** /flks/book/open's reply for a chapter's audio, resuming at `resumeAt` (ms) when given. */
function audioLink(resumeAt: string | null) {
  return {
    url: '/media/9?exp=1',
    expiresAt: '2026-11-24T10:00:00.000Z',
    contentType: 'audio/mp4',
    byteSize: 1000,
    resumeAt,
  };
}

const opened = () =>
  mockRequests.filter((request) => request.path === '/flks/book/open').map((r) => r.body);

describe('the audiobook /book/audiodetail/:id', { timeout: 20_000 }, () => {
  it('lists chapters with my progress and resumes the one I heard last where I stopped', async () => {
    const detail = bookDetail({
      audioChapters: [
        {
          id: 51,
          title: '第一条',
          durationMs: 13_000,
          progress: { positionMs: 13_000, listenedMs: 13_000, finished: true },
        },
        {
          id: 52,
          title: '第二条',
          durationMs: 240_000,
          progress: { positionMs: 192_000, listenedMs: 9_000, finished: false },
        },
        { id: 53, title: '第三条', durationMs: 6_000, progress: null },
      ],
      audioResume: { chapterId: 52, positionMs: 192_000 },
    });
    resetMockApi((request) =>
      request.path === '/flks/book/open' ? ok(audioLink('192000')) : ok(detail),
    );
    renderAudio('/book/audiodetail/5');
    const chapters = await screen.findByRole('list', { name: '章节' });
    const items = within(chapters).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      '第一条00:13 · 已听完',
      '第二条04:00 · 听到 03:12',
      '第三条00:06 · 未听',
    ]);
    expect(items[1]?.getAttribute('aria-current')).toBe('true');
    const player = await screen.findByLabelText('第二条');
    expect(player.dataset.start).toBe('192000');
    expect(player.dataset.autoplay).toBe('false');
    expect(opened()).toEqual([{ bookId: 5, format: 'audio', chapterId: 52 }]);

    // At the end the next chapter plays by itself.
    fireEvent.ended(player);
    expect((await screen.findByRole('status')).textContent).toContain('自动播放下一章：第三条');
    const next = await screen.findByLabelText('第三条');
    expect(next.dataset.autoplay).toBe('true');
    expect(opened().at(-1)).toEqual({ bookId: 5, format: 'audio', chapterId: 53 });
  });

  it('播完本章 stops at the chapter end instead of going on', async () => {
    resetMockApi((request) =>
      request.path === '/flks/book/open' ? ok(audioLink(null)) : ok(bookDetail()),
    );
    renderAudio('/book/audiodetail/5');
    const player = await screen.findByLabelText('第一条');
    await userEvent.click(screen.getByRole('combobox', { name: '定时关闭' }));
    await userEvent.click(await screen.findByTitle('播完本章'));
    fireEvent.ended(player);
    expect((await screen.findByRole('status')).textContent).toContain('定时关闭');
    expect(screen.getByLabelText('第一条')).toBeTruthy();
    expect(opened()).toHaveLength(1);
  });

  it('a locked code book offers 兑换阅读码 and never asks for the audio', async () => {
    resetMockApi(() => ok(bookDetail({ locked: true, unlockBy: 'code' })));
    renderAudio('/book/audiodetail/5');
    const locked = await screen.findByRole('region', { name: '需解锁' });
    expect(within(locked).getByRole('button', { name: '兑换阅读码' })).toBeTruthy();
    expect(opened()).toEqual([]);
  });
});
