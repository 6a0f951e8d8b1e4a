import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { NOTES_PER_SOURCE_MAX, type createNoteCall } from '@yzfk/contract/calls/notes';
import { fakeOf } from '../../platform/testing/fake-of';
import { userAuth, visitorAuth } from '../../platform/testing/test-auth';
import type { TNoteSourcePorts } from './note-sources';
import type { TNoteTagsRepository } from './note-tags.repository';
import type { TNewNote, TNoteFields, TNotesRepository } from './notes.repository';
import { createNotesService } from './notes.service';

// Writing and changing notes as the writer meets it, without a database: a note needs a user
// and a source the session may read, at a place inside it, under the per-source cap; a change
// may not leave a note empty; another user's note answers as a missing one.

const AT = new Date('2026-11-20T02:00:00Z');
const ME = userAuth(1);
const SOMEONE_ELSE = userAuth(2);
const LESSON = 31;
const LESSON_MS = 60_000;
const LAW = 41;
const LOCKED_BOOK = 51;

type TCreate = z.output<typeof createNoteCall.request>;

/** The notes table of one test: rows by id, the cap counted per user and source. */
function notesTable(stored: TNoteFields[] = []) {
  const find = (userId: number, noteId: number) =>
    stored.find((row) => row.id === noteId && row.userId === userId);
  const repository = fakeOf<TNotesRepository>('notes', {
    insertCapped: (note: TNewNote, cap: number) => {
      const same = stored.filter(
        (row) =>
          row.userId === note.userId &&
          row.source === note.source &&
          row.sourceId === note.sourceId,
      );
      if (same.length >= cap) return Promise.resolve(undefined);
      const { at, ...fields } = note;
      const row: TNoteFields = { id: stored.length + 1, ...fields, createdAt: at, updatedAt: at };
      stored.push(row);
      return Promise.resolve(row);
    },
    find: (userId, noteId) => Promise.resolve(find(userId, noteId)),
    update: (userId, noteId, change, at) => {
      const row = find(userId, noteId);
      if (!row) return Promise.resolve(undefined);
      const { text = row.text, colour = row.colour } = change;
      return Promise.resolve(Object.assign(row, { text, colour, updatedAt: at }));
    },
  });
  return { stored, repository };
}

/** A lesson a minute long anyone may read, one law, and a book nobody here may open. */
const sources: TNoteSourcePorts = {
  lesson: (_auth, sourceId) =>
    Promise.resolve(
      sourceId === LESSON ? { status: 'readable', maxOrder: LESSON_MS } : { status: 'missing' },
    ),
  law: (_auth, sourceId) =>
    Promise.resolve(
      sourceId === LAW ? { status: 'readable', subject: '刑法' } : { status: 'missing' },
    ),
  book: () => Promise.resolve({ status: 'locked' }),
};

function notesService(stored?: TNoteFields[]) {
  const table = notesTable(stored);
  const service = createNotesService({
    notes: table.repository,
    sources,
    now: () => AT,
    withLinks: (items) => Promise.resolve(items),
    withTags: (items) => Promise.resolve(items.map((item) => ({ ...item, tags: [] }))),
    tags: fakeOf<TNoteTagsRepository>('tags', {}),
  });
  return { ...table, service };
}

const lessonNote = (change: Partial<TCreate> = {}): TCreate => ({
  source: 'lesson',
  sourceId: LESSON,
  anchor: '1000',
  anchorOrder: 0,
  quote: '',
  text: '要点',
  colour: 'yellow',
  ...change,
});

describe('writing a note', () => {
  it('stores it at its place with the source’s subject and answers it', async () => {
    const { service, stored } = notesService();
    const { note } = await service.create(ME, lessonNote({ anchor: '1500' }));
    expect(note).toMatchObject({ source: 'lesson', anchor: '1500', anchorOrder: 1500 });
    expect(note.createdAt).toBe(AT.toISOString());
    await service.create(ME, { ...lessonNote(), source: 'law', sourceId: LAW, anchor: '3' });
    expect(stored.map((row) => row.subject)).toEqual(['', '刑法']);
  });

  it('asks a visitor to log in (4106)', async () => {
    const { service } = notesService();
    await expect(service.create(visitorAuth(), lessonNote())).rejects.toMatchObject({
      code: 4106,
    });
  });

  it('refuses a source that is missing (4981), locked (4982) or of a kind without notes', async () => {
    const { service, stored } = notesService();
    await expect(service.create(ME, lessonNote({ sourceId: 999 }))).rejects.toMatchObject({
      code: 4981,
    });
    const book = lessonNote({ source: 'book', sourceId: LOCKED_BOOK, anchor: 'p1' });
    await expect(service.create(ME, book)).rejects.toMatchObject({ code: 4982 });
    await expect(
      service.create(ME, lessonNote({ source: 'question', anchor: '' })),
    ).rejects.toMatchObject({ code: 4981, msg: '暂不支持给这类内容记笔记' });
    expect(stored).toEqual([]);
  });

  it('refuses a place that does not fit the source or lies past its end (4983)', async () => {
    const { service } = notesService();
    await expect(service.create(ME, lessonNote({ anchor: '03:12' }))).rejects.toMatchObject({
      code: 4983,
    });
    await expect(
      service.create(ME, lessonNote({ anchor: String(LESSON_MS + 1) })),
    ).rejects.toMatchObject({ code: 4983, msg: '笔记的位置超出了内容的长度' });
  });

  it('stops at the per-source cap, saying the cap (4984)', async () => {
    const { service, stored } = notesService();
    for (let i = 0; i < NOTES_PER_SOURCE_MAX; i++) await service.create(ME, lessonNote());
    await expect(service.create(ME, lessonNote())).rejects.toMatchObject({
      code: 4984,
      msg: `这里的笔记已达 ${NOTES_PER_SOURCE_MAX} 条上限，请先删除一些再记`,
    });
    // The cap is each user's own.
    await service.create(SOMEONE_ELSE, lessonNote());
    expect(stored).toHaveLength(NOTES_PER_SOURCE_MAX + 1);
  });
});

describe('changing a note', () => {
  const written = (quote: string): TNoteFields => ({
    id: 1,
    userId: 1,
    source: 'lesson',
    sourceId: LESSON,
    anchor: '1000',
    anchorOrder: 1000,
    quote,
    text: '旧的',
    colour: 'yellow',
    subject: '',
    createdAt: AT,
    updatedAt: AT,
  });

  it('changes my note’s text and colour', async () => {
    const { service } = notesService([written('')]);
    const { note } = await service.update(ME, { noteId: 1, text: '新的', colour: 'green' });
    expect(note).toMatchObject({ id: 1, text: '新的', colour: 'green' });
  });

  it('refuses to empty a note without a quote (4000), and lets a highlight lose its words', async () => {
    const { service } = notesService([written('')]);
    await expect(service.update(ME, { noteId: 1, text: '' })).rejects.toMatchObject({
      code: 4000,
      msg: '笔记内容不能为空',
    });
    const quoted = notesService([written('原文一句')]);
    expect((await quoted.service.update(ME, { noteId: 1, text: '' })).note.text).toBe('');
  });

  it('answers another user’s note exactly as a missing one (4980)', async () => {
    const { service } = notesService([written('')]);
    const theirs = service.update(SOMEONE_ELSE, { noteId: 1, text: '偷改' });
    const missing = service.update(ME, { noteId: 99, text: '偷改' });
    await expect(theirs).rejects.toMatchObject({ code: 4980 });
    await expect(missing).rejects.toMatchObject({ code: 4980 });
  });
});
