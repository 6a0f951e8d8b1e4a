import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMyNote } from '@yzfk/contract/calls/notes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { MyNotesPage } from './my-notes-page';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

const SCRIPT = '<script>window.hacked = 1</script><img src=x onerror="window.hacked = 2">';
const SCRIPT_TAG = '<img src=y onerror=1>';

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

/**
 * A fake notes server: a law note (民法, tagged 易错) and a question note whose text and tag are
 * script (未归科目); soft deletes, tags set in place, lists filtered by tag and subject.
 */
function serveNotes() {
  const stored = [
    note(1, { tags: ['易错'] }),
    note(2, {
      source: 'question',
      sourceId: 9,
      anchor: '',
      quote: '',
      text: SCRIPT,
      tags: [SCRIPT_TAG],
      subject: null,
    }),
  ];
  const deleted = new Set<number>();
  const counted = (values: string[]) =>
    [...new Set(values)].map((value) => ({
      value,
      count: values.filter((v) => v === value).length,
    }));
  resetMockApi((request) => {
    const body = request.body as Record<string, unknown>;
    const live = stored.filter((n) => !deleted.has(n.id));
    if (request.path === '/flks/note/delete') {
      deleted.add(Number(body.noteId));
      return ok({ noteId: body.noteId });
    }
    if (request.path === '/flks/note/restore') {
      deleted.delete(Number(body.noteId));
      return ok({ note: stored.find((n) => n.id === body.noteId) });
    }
    if (request.path === '/flks/note/notebook/list') return ok({ items: [] });
    if (request.path === '/flks/note/tags') {
      const found = stored.find((n) => n.id === body.noteId);
      if (found) found.tags = body.tags as string[];
      return ok({ noteId: body.noteId, tags: body.tags });
    }
    if (request.path === '/flks/note/tag/list') {
      const items = counted(live.flatMap((n) => n.tags));
      return ok({ items: items.map(({ value, count }) => ({ tag: value, count })) });
    }
    if (request.path === '/flks/note/subject/list') {
      const items = counted(live.map((n) => n.subject ?? 'none'));
      return ok({ items: items.map(({ value, count }) => ({ subject: value, count })) });
    }
    const query = typeof body.query === 'string' ? body.query : '';
    const items = live.filter(
      (n) =>
        n.text.includes(query) &&
        (body.tag === undefined || n.tags.includes(body.tag as string)) &&
        (body.subject === undefined || (n.subject ?? 'none') === body.subject),
    );
    return ok({ items, total: items.length, page: 1, pageSize: 20 });
  });
}

/** The requests for my notes' list, newest last. */
const listRequests = () =>
  mockRequests
    .filter((r) => r.path === '/flks/note/list')
    .map((r) => r.body as Record<string, unknown>);

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
      paths.lawItem.href({ id: 4, article: 2 }),
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

  it('shows each note’s tags as text and filters by one when it is clicked', async () => {
    const { router } = renderWithRouter(<MyNotesPage />, '/mynotes');
    const list = await screen.findByRole('list', { name: '笔记列表' });
    expect(within(list).getByRole('button', { name: `按标签「${SCRIPT_TAG}」筛选` })).toBeTruthy();
    expect(document.querySelector('.my-notes img')).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: '按标签「易错」筛选' }));
    expect(await screen.findByText('共 1 条笔记')).toBeTruthy();
    expect(listRequests().at(-1)).toMatchObject({ tag: '易错' });
    expect(new URLSearchParams(router.state.location.search).get('tag')).toBe('易错');
  });

  it('filters by a subject I have notes in, counted, kept in the URL', async () => {
    const { router } = renderWithRouter(<MyNotesPage />, '/mynotes');
    await screen.findByRole('list', { name: '笔记列表' });
    await userEvent.click(screen.getByRole('combobox', { name: '按科目筛选' }));
    expect(await screen.findByText('未归科目（1）')).toBeTruthy();
    await userEvent.click(await screen.findByText('民法（1）'));
    expect(await screen.findByText('共 1 条笔记')).toBeTruthy();
    expect(listRequests().at(-1)).toMatchObject({ subject: '民法' });
    expect(new URLSearchParams(router.state.location.search).get('subject')).toBe('民法');
  });

  it('reads the tag and subject filters from the URL (a reload keeps them)', async () => {
    renderWithRouter(<MyNotesPage />, '/mynotes?subject=none&tag=%E6%98%93%E9%94%99');
    expect(await screen.findByText('没有科目「未归科目」、标签「易错」下的笔记')).toBeTruthy();
    expect(listRequests().at(-1)).toMatchObject({ subject: 'none', tag: '易错' });
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(await screen.findByText('共 2 条笔记')).toBeTruthy();
    expect(listRequests().at(-1)).not.toHaveProperty('tag');
  });

  it('says plainly that a tag from an old link has no notes', async () => {
    renderWithRouter(<MyNotesPage />, '/mynotes?tag=%E4%B8%8D%E5%AD%98%E5%9C%A8');
    expect(await screen.findByText('没有标签「不存在」下的笔记')).toBeTruthy();
  });

  it('adds a tag in place; a tag too long is told and not sent', async () => {
    renderWithRouter(<MyNotesPage />, '/mynotes');
    const list = await screen.findByRole('list', { name: '笔记列表' });
    const lawNote = within(list).getByRole('listitem', { name: '法条 · 第二条 民法调整平等主体' });
    await userEvent.click(within(lawNote).getByRole('button', { name: '编辑标签' }));
    const box = within(lawNote).getByRole('combobox', { name: '编辑标签' });
    // A separator ends a tag as Enter does (jsdom lays out no dropdown option to confirm).
    await userEvent.type(box, `${'长'.repeat(21)}，`);
    expect(await screen.findByText('标签不能超过 20 个字')).toBeTruthy();
    expect(mockRequests.some((r) => r.path === '/flks/note/tags')).toBe(false);
    await userEvent.clear(box);
    await userEvent.type(box, '重点，');
    await vi.waitFor(() =>
      expect(mockRequests.find((r) => r.path === '/flks/note/tags')?.body).toEqual({
        noteId: 1,
        tags: ['易错', '重点'],
      }),
    );
    await userEvent.click(within(lawNote).getByRole('button', { name: '完成' }));
    expect(await within(lawNote).findByRole('button', { name: '按标签「重点」筛选' })).toBeTruthy();
  });
});
