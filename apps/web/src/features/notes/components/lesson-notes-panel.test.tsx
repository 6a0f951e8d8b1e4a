import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TNote } from '@yzfk/contract/calls/notes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdentityDialog } from '../../../lib/identity-dialog';
import { sessionStore } from '../../../lib/session-store';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { richNoteBox } from '../../../testing/rich-note-box';
import { LessonNotesPanel } from './lesson-notes-panel';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

function note(id: number, positionMs: number, text: string, extra: Partial<TNote> = {}): TNote {
  return {
    id,
    source: 'lesson',
    sourceId: 7,
    anchor: String(positionMs),
    anchorOrder: positionMs,
    quote: '',
    text,
    colour: 'yellow',
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    ...extra,
  };
}

/** A fake notes server keeping the lesson's notes in time order, as the real one answers. */
function serveNotes(initial: TNote[]) {
  const stored = [...initial];
  let nextId = 100;
  resetMockApi((request) => {
    const body = request.body as Record<string, unknown>;
    if (request.path === '/flks/note/create') {
      const created = note(nextId++, Number(body.anchor), String(body.text), {
        colour: body.colour as TNote['colour'],
      });
      stored.push(created);
      return ok({ note: created });
    }
    if (request.path === '/flks/note/delete') {
      const index = stored.findIndex((n) => n.id === body.noteId);
      stored.splice(index, 1);
      return ok({ noteId: body.noteId });
    }
    if (request.path === '/flks/note/update') {
      const found = stored.find((n) => n.id === body.noteId);
      if (found) Object.assign(found, { text: body.text, colour: body.colour });
      return ok({ note: found });
    }
    return ok({ items: [...stored].sort((a, b) => a.anchorOrder - b.anchorOrder) });
  });
}

function logIn(): void {
  sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
  sessionStore.setFlags({ isLogined: true });
}

function renderPanel(options: { positionMs?: () => number; seekTo?: (ms: number) => void } = {}) {
  const seekTo = options.seekTo ?? vi.fn();
  renderWithRouter(
    <LessonNotesPanel
      courseId={3}
      lessonId={7}
      lessonTitle="物权法定"
      getPositionMs={options.positionMs ?? (() => 0)}
      seekTo={seekTo}
    />,
  );
  return { seekTo };
}

/** The notes as listed, each as its time and text. */
async function listedNotes(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: '本课时的笔记' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('the lesson notes panel', { timeout: 20_000 }, () => {
  beforeEach(() => logIn());

  it('lists my notes of the lesson by time and seeks to a note’s time', async () => {
    serveNotes([note(2, 192_000, '善意取得'), note(1, 5_000, '物权法定原则')]);
    const { seekTo } = renderPanel();
    expect(await listedNotes()).toEqual([
      expect.stringMatching(/^00:05.*物权法定原则$/),
      expect.stringMatching(/^03:12.*善意取得$/),
    ]);
    expect(mockRequests[0]?.body).toEqual({ source: 'lesson', sourceId: 7 });
    await userEvent.setup().click(screen.getByRole('button', { name: '跳到 03:12' }));
    expect(seekTo).toHaveBeenCalledWith(192_000);
  });

  it('takes the time when the user starts writing, and saves with Ctrl+Enter', async () => {
    serveNotes([]);
    let positionMs = 192_400;
    renderPanel({ positionMs: () => positionMs });
    expect(await screen.findByText('还没有笔记，边看边记吧')).toBeTruthy();
    expect(screen.getByText('在当前位置记笔记')).toBeTruthy();
    const user = userEvent.setup();
    const box = await richNoteBox('笔记内容');
    await user.type(box, '要');
    expect(screen.getByText('在 03:12 记笔记')).toBeTruthy();
    positionMs = 250_000; // the lesson plays on while the user writes
    await user.type(box, '点');
    await user.click(screen.getByRole('radio', { name: '绿色' }));
    await user.type(box, '{Control>}{Enter}{/Control}');
    expect(await screen.findByText('笔记已保存')).toBeTruthy();
    const created = mockRequests.find((r) => r.path === '/flks/note/create');
    expect(created?.body).toEqual({
      source: 'lesson',
      sourceId: 7,
      anchor: '192400',
      text: '要点',
      colour: 'green',
    });
    expect(await listedNotes()).toEqual([expect.stringMatching(/^03:12.*要点$/)]);
    expect(box.textContent).toBe('');
    expect(screen.getByText('在当前位置记笔记')).toBeTruthy();
  });

  it('keeps the keys typed in the box from the player’s shortcuts', async () => {
    serveNotes([]);
    const pageKeys = vi.fn();
    document.addEventListener('keydown', pageKeys);
    renderPanel();
    const box = await screen.findByRole('textbox', { name: '笔记内容' });
    fireEvent.keyDown(box, { key: ' ' });
    fireEvent.keyDown(box, { key: 'ArrowLeft' });
    fireEvent.keyDown(box, { key: 'f' });
    expect(pageKeys).not.toHaveBeenCalled();
    // Outside a text box the keys still reach the page (the player may use them).
    fireEvent.keyDown(screen.getByRole('radio', { name: '黄色' }), { key: 'ArrowLeft' });
    expect(pageKeys).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', pageKeys);
  });

  it('shows script in a note as text', async () => {
    const script = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';
    serveNotes([note(1, 1_000, script)]);
    renderPanel();
    expect(await screen.findByText(script)).toBeTruthy();
    expect(document.querySelector('.lesson-notes img, .lesson-notes script')).toBeNull();
  });

  it('edits a note’s text and colour, and deletes a note after confirming', async () => {
    serveNotes([note(1, 61_000, '初稿')]);
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '编辑 01:01 的笔记' }));
    const editor = screen.getByRole('textbox', { name: '修改 01:01 的笔记' });
    await user.clear(editor);
    await user.type(editor, '定稿');
    const item = screen.getByRole('listitem');
    await user.click(within(item).getByRole('radio', { name: '紫色' }));
    await user.click(within(item).getByRole('button', { name: /^保\s*存$/ }));
    expect(await screen.findByText('笔记已修改')).toBeTruthy();
    expect(mockRequests.find((r) => r.path === '/flks/note/update')?.body).toEqual({
      noteId: 1,
      text: '定稿',
      colour: 'purple',
    });
    expect(await screen.findByText('定稿')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '删除 01:01 的笔记' }));
    await user.click(await screen.findByRole('button', { name: /^删\s*除$/ }));
    expect(await screen.findByText('笔记已删除')).toBeTruthy();
    expect(await screen.findByText('还没有笔记，边看边记吧')).toBeTruthy();
    expect(mockRequests.find((r) => r.path === '/flks/note/delete')?.body).toEqual({ noteId: 1 });
  });

  it('asks a visitor to log in, without asking the server for notes', async () => {
    sessionStore.setFlags({ isLogined: false });
    resetMockApi(() => ok({ items: [] }));
    let dialog: ReturnType<typeof useIdentityDialog> = null;
    function DialogProbe() {
      dialog = useIdentityDialog();
      return null;
    }
    renderWithRouter(
      <>
        <LessonNotesPanel
          courseId={3}
          lessonId={7}
          lessonTitle="物权法定"
          getPositionMs={() => 0}
          seekTo={() => undefined}
        />
        <DialogProbe />
      </>,
    );
    expect(screen.getByText('登录后可记笔记')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /^登\s*录$/ }));
    expect(dialog).toEqual({ kind: 'login' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(mockRequests).toEqual([]);
  });
});
