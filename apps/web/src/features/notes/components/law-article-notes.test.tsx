import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TNote } from '@yzfk/contract/calls/notes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { ok } from '../../../testing/fake-server';
import { mockRequests, resetMockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-with-router';
import { richNoteBox } from '../../../testing/rich-note-box';
import { LawArticleNotes } from './law-article-notes';
import { paths } from '@yzfk/contract/paths';

vi.mock('../../../lib/api', () => import('../../../testing/mock-api'));

/** A fake notes server keeping one law's notes. */
function serveNotes() {
  const stored: TNote[] = [];
  resetMockApi((request) => {
    const body = request.body as Record<string, unknown>;
    if (request.path === '/flks/note/create') {
      const note: TNote = {
        id: stored.length + 1,
        source: 'law',
        sourceId: Number(body.sourceId),
        anchor: String(body.anchor),
        anchorOrder: Number(body.anchor),
        quote: String(body.quote),
        text: String(body.text),
        colour: 'yellow',
        createdAt: '2026-11-20T02:00:00.000Z',
        updatedAt: '2026-11-20T02:00:00.000Z',
      };
      stored.push(note);
      return ok({ note });
    }
    return ok({ items: stored });
  });
}

describe('LawArticleNotes', () => {
  beforeEach(() => {
    sessionStore.setTokens({ token: 'user-access', refreshToken: 'r', expires_in: 900 });
    sessionStore.setFlags({ isLogined: true });
    serveNotes();
  });

  it('writes a note quoting the article’s number and first words, shown under it', async () => {
    renderWithRouter(
      <LawArticleNotes
        lawId={4}
        ordinal={7}
        number="第六十七条"
        firstWords="犯罪以后自动投案，如实供述自己的罪行的，是自首。"
      />,
      paths.lawItem.href({ id: 4 }),
    );
    await userEvent.click(screen.getByRole('button', { name: '给第六十七条记笔记' }));
    await userEvent.click(await richNoteBox('第六十七条的笔记内容'));
    await userEvent.paste('<b>自首</b>要件');
    await userEvent.click(screen.getByRole('button', { name: /保存笔记|保 存笔记/ }));
    const list = await screen.findByRole('list', { name: '第六十七条的笔记' });
    expect(within(list).getByText('<b>自首</b>要件')).toBeTruthy();
    const created = mockRequests.find((request) => request.path === '/flks/note/create');
    expect(created?.body).toMatchObject({
      source: 'law',
      sourceId: 4,
      anchor: '7',
      quote: '第六十七条 犯罪以后自动投案，如实供述自己的罪行的，是自首。',
    });
  });
});
