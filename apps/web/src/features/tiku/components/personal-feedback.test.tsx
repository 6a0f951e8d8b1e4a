import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { richNoteBox } from '../../../testing/rich-note-box';
import { logIn } from '../testing/tiku-fixtures';
import { FavoriteStar } from './favorite-star';
import { NoteEditor } from './note-editor';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

describe('feedback on a question’s favourite and note', { timeout: 20_000 }, () => {
  beforeEach(() => logIn());

  it('says 收藏成功 after starring', async () => {
    resetMockApi((request) => ok({ favorite: (request.body as { favorite: boolean }).favorite }));
    renderWithRouter(<FavoriteStar questionId={7} favorite={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByText('收藏成功')).toBeTruthy();
    expect(mockRequests[0]?.body).toEqual({ questionId: 7, favorite: true });
  });

  it('says 已取消收藏 after unstarring', async () => {
    resetMockApi(() => ok({ favorite: false }));
    renderWithRouter(<FavoriteStar questionId={7} favorite />);
    await userEvent.setup().click(screen.getByRole('button', { name: '已收藏' }));
    expect(await screen.findByText('已取消收藏')).toBeTruthy();
  });

  it('says 笔记已保存 after saving a note, and 笔记已删除 after saving it empty', async () => {
    resetMockApi((request) => {
      const { text } = request.body as { text: string };
      return ok({ note: text.trim() ? text : null });
    });
    const user = userEvent.setup();
    renderWithRouter(<NoteEditor questionId={7} note={null} />);
    await user.click(screen.getByRole('button', { name: '记笔记' }));
    await user.click(await richNoteBox('我的笔记'));
    await user.paste('注意期限');
    await user.click(screen.getByRole('button', { name: '保存笔记' }));
    expect(await screen.findByText('笔记已保存')).toBeTruthy();
    expect(mockRequests[0]?.body).toEqual({ questionId: 7, text: '注意期限' });

    await user.click(screen.getByRole('button', { name: '记笔记' }));
    expect((await richNoteBox('我的笔记')).textContent).toBe('');
    await user.click(screen.getByRole('button', { name: '保存笔记' }));
    expect(await screen.findByText('笔记已删除')).toBeTruthy();
  });
});
