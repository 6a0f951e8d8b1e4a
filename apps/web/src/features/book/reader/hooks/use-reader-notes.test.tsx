import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLoginDialog } from '../../../../lib/identity-dialog';
import { sessionStore } from '../../../../lib/session-store';
import { ok } from '../../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../../testing/mock-api';
import { renderWithRouter } from '../../../../testing/render-with-router';
import type { TRelocation, TRenderer } from '../engine/renderer';
import { bookNote, fakeRenderer } from '../testing/fake-renderer';
import { useReaderNotes, type TReaderNotes } from './use-reader-notes';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../../lib/api', () => import('../../../../testing/mock-api'));
vi.mock('../../../../lib/identity-dialog', () => ({ openLoginDialog: vi.fn() }));

const SELECTION = {
  cfi: 'epubcfi(/6/4!/4/2,/1:0,/1:4)',
  text: ' 国家尊重\n和保障人权 ',
  share: 0.51234,
};
const PLACE: TRelocation = { cfi: 'epubcfi(/6/4!/4/2/1:0)', share: 0.5, chapter: '第一章 总纲' };
const PAGE_START = { cfi: 'epubcfi(/6/4!/4/2/1:0)', text: '第一条 中华人民共和国' };

let notes: TReaderNotes | null = null;

function Probe(props: { isLogined: boolean; renderer: TRenderer }) {
  notes = useReaderNotes({ bookId: 5, place: PLACE, ...props });
  return null;
}

/** The hook over a fake server holding my notes on book 5; answers what the hook now holds. */
function show({ isLogined = true, mine = [bookNote(1)] } = {}) {
  resetMockApi((request) => {
    if (request.path === '/flks/note/source') return ok({ items: mine });
    return ok({ note: bookNote(9) });
  });
  const renderer = fakeRenderer({ pageStart: PAGE_START });
  renderWithRouter(
    <Probe isLogined={isLogined} renderer={renderer} />,
    paths.bookReader.href({ id: 5 }),
  );
  const now = () => {
    if (!notes) throw new Error('the probe has not rendered');
    return notes;
  };
  return { now, renderer };
}

const written = () => mockRequests.filter((r) => r.path !== '/flks/note/source');

describe('useReaderNotes', () => {
  beforeEach(() => {
    vi.mocked(openLoginDialog).mockClear();
    sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
  });
  afterEach(() => {
    notes = null;
    sessionStore.deleteToken();
  });

  it('asks a visitor to log in before a highlight, a note or a bookmark', async () => {
    const { now } = show({ isLogined: false });
    act(() => now().highlight(SELECTION, 'yellow'));
    act(() => now().noteOnSelection(SELECTION));
    act(() => now().addBookmark());
    expect(await screen.findAllByText('登录后可划线、写笔记和加书签')).not.toHaveLength(0);
    expect(openLoginDialog).toHaveBeenCalledTimes(3);
    expect(now().editing).toBeNull();
    expect(mockRequests).toEqual([]);
  });

  it('highlights a selection with its quote and share, then clears it', async () => {
    const { now, renderer } = show();
    act(() => now().highlight(SELECTION, 'green'));
    expect(await screen.findByText('已划线')).toBeTruthy();
    expect(written().map((r) => [r.path, r.body])).toEqual([
      [
        '/flks/note/create',
        {
          source: 'book',
          sourceId: 5,
          anchor: SELECTION.cfi,
          anchorOrder: 0.5123,
          quote: '国家尊重 和保障人权',
          text: '',
          colour: 'green',
        },
      ],
    ]);
    expect(renderer.clearSelection).toHaveBeenCalled();
  });

  it('refuses a selection whose place is too long for a note', async () => {
    const { now } = show();
    act(() =>
      now().highlight(
        { ...SELECTION, cfi: `epubcfi(/6/4!/4/2,/1:0,/1:${'9'.repeat(200)})` },
        'yellow',
      ),
    );
    expect(await screen.findByText('选中的位置过于复杂，请换一段文字')).toBeTruthy();
    expect(written()).toEqual([]);
  });

  it('writes a note on the selection from the dialog, and changes one of mine', async () => {
    const { now } = show();
    act(() => now().noteOnSelection(SELECTION));
    expect(now().editing).toEqual({ selection: SELECTION });
    act(() => now().saveEditing({ text: '人权条款', colour: 'pink' }));
    expect(await screen.findByText('笔记已保存')).toBeTruthy();
    expect(now().editing).toBeNull();
    expect(written()[0]?.body).toMatchObject({ text: '人权条款', colour: 'pink' });

    await waitFor(() => expect(now().notes).toHaveLength(1));
    act(() => now().openNote(1));
    expect(now().editing).toEqual({ note: bookNote(1) });
    act(() => now().saveEditing({ text: '改过', colour: 'blue' }));
    expect(await screen.findByText('笔记已修改')).toBeTruthy();
    expect(written()[1]).toMatchObject({
      path: '/flks/note/update',
      body: { noteId: 1, text: '改过', colour: 'blue' },
    });
    expect(now().editing).toBeNull();
  });

  it('bookmarks the page once, quoting its first words', async () => {
    const { now } = show({ mine: [] });
    await waitFor(() => expect(mockRequests).toHaveLength(1));
    act(() => now().addBookmark());
    expect(await screen.findByText('已加书签')).toBeTruthy();
    expect(written()[0]?.body).toEqual({
      source: 'book',
      sourceId: 5,
      anchor: PAGE_START.cfi,
      anchorOrder: 0.5,
      quote: '第一条 中华人民共和国',
      text: '',
      colour: 'blue',
    });
  });

  it('says so when the page already has a bookmark', async () => {
    const { now } = show({ mine: [bookNote(2, { anchor: PAGE_START.cfi })] });
    await waitFor(() => expect(now().notes).toHaveLength(1));
    act(() => now().addBookmark());
    expect(await screen.findByText('这一页已有书签')).toBeTruthy();
    expect(written()).toEqual([]);
  });
});
