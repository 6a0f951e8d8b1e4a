import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMyNote } from '@yzfk/contract/calls/notes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { MyNotesPage } from './my-notes-page';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const SCRIPT = '<script>window.hacked = 1</script><img src=x onerror="window.hacked = 2">';

function note(id: number, extra: Partial<TMyNote>): TMyNote {
  return {
    id,
    source: 'law',
    sourceId: 4,
    anchor: '2',
    anchorOrder: 2,
    quote: '第二条 民法调整平等主体',
    text: '平等主体',
    colour: 'yellow',
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    notebookIds: [],
    tags: [],
    subject: '民法',
    ...extra,
  };
}

/** A fake notes server: a law note and a question note whose text is script; soft deletes. */
function serveNotes() {
  const stored = [
    note(1, {}),
    note(2, { source: 'question', sourceId: 9, anchor: '', quote: '', text: SCRIPT }),
  ];
  const deleted = new Set<number>();
  resetMockApi((request) => {
    const body = request.body as Record<string, unknown>;
    if (request.path === '/flks/note/delete') {
      deleted.add(Number(body.noteId));
      return ok({ noteId: body.noteId });
    }
    if (request.path === '/flks/note/restore') {
      deleted.delete(Number(body.noteId));
      return ok({ note: stored.find((n) => n.id === body.noteId) });
    }
    if (request.path === '/flks/note/notebook/list') return ok({ items: [] });
    const live = stored.filter((n) => !deleted.has(n.id));
    const query = typeof body.query === 'string' ? body.query : '';
    const items = live.filter((n) => n.text.includes(query));
    return ok({ items, total: items.length, page: 1, pageSize: 20 });
  });
}

describe('MyNotesPage', () => {
  beforeEach(() => {
    sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
    sessionStore.setFlags({ isLogined: true });
    serveNotes();
  });

  it('lists my notes with links back; script in a note shows as text', async () => {
    renderWithRouter(<MyNotesPage />, '/mynotes');
    const list = await screen.findByRole('list', { name: '笔记列表' });
    expect(within(list).getByRole('link', { name: '查看法条' }).getAttribute('href')).toBe(
      '/law/item/4#art-2',
    );
    expect(within(list).getByText(SCRIPT)).toBeTruthy();
    expect(document.querySelector('.my-notes img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(within(list).getByRole('button', { name: '查看题目' })).toBeTruthy();
  });

  it('searches with the words typed', async () => {
    renderWithRouter(<MyNotesPage />, '/mynotes');
    await screen.findByRole('list', { name: '笔记列表' });
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索笔记' }), '平等{Enter}');
    await vi.waitFor(() =>
      expect(mockRequests.some((r) => (r.body as { query?: string }).query === '平等')).toBe(true),
    );
    expect(await screen.findByText('共 1 条笔记')).toBeTruthy();
  });

  it('deletes a note and brings it back with 撤销', async () => {
    renderWithRouter(<MyNotesPage />, '/mynotes');
    const list = await screen.findByRole('list', { name: '笔记列表' });
    const lawNote = within(list).getByRole('listitem', { name: '法条 · 第二条 民法调整平等主体' });
    await userEvent.click(within(lawNote).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('共 1 条笔记')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: '撤销' }));
    expect(await screen.findByText('共 2 条笔记')).toBeTruthy();
  });
});
