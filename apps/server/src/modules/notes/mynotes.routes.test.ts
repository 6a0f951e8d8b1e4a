import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { loginUser } from '../identity/identity-fixtures';
import { insertTikuFixture, type TTikuFixture } from '../tiku/tiku-fixtures';
import {
  createNotebookCall,
  createNoteCall,
  deleteNotebookCall,
  deleteNoteCall,
  listMyNotesCall,
  listNotebookNotesCall,
  listNotebooksCall,
  listSourceNotesCall,
  renameNotebookCall,
  restoreNoteCall,
  setNotebookNoteCall,
  NOTEBOOKS_MAX,
} from '@yzfk/contract/calls/notes';
import { getQuestionDetailCall, saveQuestionNoteCall } from '@yzfk/contract/calls/tiku-personal';
import { callContract, callContractOk, looseBody } from '../../platform/testing/call-contract';

describe.each(TEST_DATABASES)('/mynotes calls on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-21T02:00:00Z');
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  let tiku: TTikuFixture;
  let lawId = 0;
  let ordinals: number[] = [];
  const login = async () => {
    later(61);
    return (await loginUser(t)).token;
  };
  const mine = (token: string, body: Record<string, unknown> = {}) =>
    callContractOk(t, listMyNotesCall, body, token);
  const lawNote = (token: string, ordinal: number, text: string) =>
    callContractOk(
      t,
      createNoteCall,
      { source: 'law', sourceId: lawId, anchor: String(ordinal), quote: `第${ordinal}条`, text },
      token,
    ).then((data) => data.note);

  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => now });
    tiku = await insertTikuFixture(t.deps.database.db);
    // Both drivers answer { rows }; TDb types the result loosely.
    const result: unknown = await t.deps.database.db.execute(
      sql`select law_id, ordinal from law_articles order by law_id, ordinal limit 3`,
    );
    const found = result as { rows: { law_id: number; ordinal: number }[] };
    lawId = found.rows[0]?.law_id ?? 0;
    ordinals = found.rows.filter((row) => row.law_id === lawId).map((row) => row.ordinal);
  });
  afterAll(() => t.close());

  it('keeps the question bank’s note in the notes model, listed with the others', async () => {
    const token = await login();
    const questionId = tiku.objective[0]?.id ?? 0;
    const save = (text: string) =>
      callContractOk(t, saveQuestionNoteCall, { questionId, text }, token);
    await save('第一版');
    later(1);
    await save('要约与承诺');
    const detail = await callContractOk(t, getQuestionDetailCall, { questionId }, token);
    expect(detail.question.note).toBe('要约与承诺');
    const listed = await mine(token, { source: 'question' });
    expect(listed.items).toMatchObject([
      { source: 'question', sourceId: questionId, anchor: '', text: '要约与承诺' },
    ]);
    await save('');
    expect((await mine(token)).total).toBe(0);
  });

  it('notes a law article by its ordinal; an article the law lacks is refused', async () => {
    const token = await login();
    const [first, second] = ordinals;
    const note = await lawNote(token, second ?? 1, '后一条');
    expect(note).toMatchObject({ source: 'law', anchor: String(second), anchorOrder: second });
    await lawNote(token, first ?? 1, '前一条');
    const inOrder = await callContractOk(
      t,
      listSourceNotesCall,
      { source: 'law', sourceId: lawId },
      token,
    );
    expect(inOrder.items.map((item) => item.text)).toEqual(['前一条', '后一条']);
    const body = { source: 'law', sourceId: lawId, anchor: '99999', text: '无' } as const;
    expect(await callContract(t, createNoteCall, body, token)).toMatchObject({ code: 4981 });
    expect(
      await callContract(t, createNoteCall, { ...body, sourceId: 987_654, anchor: '1' }, token),
    ).toMatchObject({ code: 4981 });
    expect(
      await callContract(t, createNoteCall, { ...body, anchor: '第一条' }, token),
    ).toMatchObject({
      code: 4983,
    });
  });

  it('searches my notes by Chinese words, the copied ones too, and never another user’s', async () => {
    const token = await login();
    await lawNote(token, ordinals[0] ?? 1, '诉讼时效期间为三年');
    await lawNote(token, ordinals[1] ?? 1, '善意取得');
    const other = await login();
    await lawNote(other, ordinals[0] ?? 1, '诉讼时效也在这里');
    // A note written by SQL (as the migration copies them) has no vector until a search.
    await t.deps.database.db.execute(
      sql`update notes set search_vector = null where text = '善意取得'`,
    );
    expect((await mine(token, { query: '时效' })).items.map((n) => n.text)).toEqual([
      '诉讼时效期间为三年',
    ]);
    expect((await mine(token, { query: '善意' })).items.map((n) => n.text)).toEqual(['善意取得']);
    expect((await mine(token, { query: '第' })).total).toBe(2);
    expect(await mine(token, { query: '，。' })).toMatchObject({ items: [], total: 0 });
    expect((await mine(token, { query: '不存在的词' })).total).toBe(0);
  });

  it('finds a rich note by a word inside its bold, and by a phrase across the bold’s edge', async () => {
    const token = await login();
    const text = '**诉讼**时效\n\n- 善意**取得**的要件';
    await lawNote(token, ordinals[0] ?? 1, text);
    expect((await mine(token, { query: '诉讼' })).items.map((n) => n.text)).toEqual([text]);
    expect((await mine(token, { query: '诉讼时效' })).items.map((n) => n.text)).toEqual([text]);
    expect((await mine(token, { query: '取得的要件' })).items.map((n) => n.text)).toEqual([text]);
  });

  it('deletes a note and brings it back with 撤销, its notebooks kept', async () => {
    const token = await login();
    const note = await lawNote(token, ordinals[0] ?? 1, '要删的');
    const { notebook } = await callContractOk(t, createNotebookCall, { name: '  民法  ' }, token);
    expect(notebook).toMatchObject({ name: '民法', noteCount: 0 });
    await callContractOk(
      t,
      setNotebookNoteCall,
      { notebookId: notebook.id, noteId: note.id, inNotebook: true },
      token,
    );
    await callContractOk(t, deleteNoteCall, { noteId: note.id }, token);
    expect((await mine(token)).total).toBe(0);
    expect(await callContract(t, deleteNoteCall, { noteId: note.id }, token)).toMatchObject({
      code: 4980,
    });
    await callContractOk(t, restoreNoteCall, { noteId: note.id }, token);
    expect((await mine(token)).items).toMatchObject([{ id: note.id, notebookIds: [notebook.id] }]);
    expect(await callContract(t, restoreNoteCall, { noteId: note.id }, token)).toMatchObject({
      code: 4980,
    });
  });

  it('keeps notebooks: create, rename, hold notes in source order, delete', async () => {
    const token = await login();
    const later1 = await lawNote(token, ordinals[1] ?? 1, '二');
    const earlier = await lawNote(token, ordinals[0] ?? 1, '一');
    const { notebook } = await callContractOk(t, createNotebookCall, { name: '刑法' }, token);
    for (const note of [later1, earlier]) {
      await callContractOk(
        t,
        setNotebookNoteCall,
        { notebookId: notebook.id, noteId: note.id, inNotebook: true },
        token,
      );
    }
    const renamed = await callContractOk(
      t,
      renameNotebookCall,
      { notebookId: notebook.id, name: '刑法总则' },
      token,
    );
    expect(renamed.notebook).toMatchObject({ name: '刑法总则', noteCount: 2 });
    const held = await callContractOk(t, listNotebookNotesCall, { notebookId: notebook.id }, token);
    expect(held.items.map((n) => n.text)).toEqual(['一', '二']);
    await callContractOk(
      t,
      setNotebookNoteCall,
      { notebookId: notebook.id, noteId: earlier.id, inNotebook: false },
      token,
    );
    const listed = await callContractOk(t, listNotebooksCall, {}, token);
    expect(listed.items).toMatchObject([{ id: notebook.id, noteCount: 1 }]);
    expect(await callContract(t, createNotebookCall, { name: '   ' }, token)).toMatchObject({
      code: 4000,
    });
    await callContractOk(t, deleteNotebookCall, { notebookId: notebook.id }, token);
    expect((await mine(token)).total).toBe(2);
  });

  it('answers another user’s notebook and note ids as missing ones', async () => {
    const owner = await login();
    const note = await lawNote(owner, ordinals[0] ?? 1, '我的');
    const { notebook } = await callContractOk(t, createNotebookCall, { name: '私密' }, owner);
    const stranger = await login();
    const { notebook: theirs } = await callContractOk(
      t,
      createNotebookCall,
      { name: '别人的' },
      stranger,
    );
    const id = { notebookId: notebook.id };
    for (const [call, body] of [
      [listNotebookNotesCall, id],
      [renameNotebookCall, { ...id, name: '改' }],
      [deleteNotebookCall, id],
      [setNotebookNoteCall, { ...id, noteId: note.id, inNotebook: true }],
    ] as const) {
      // Each body is its own call's: the loop's union of calls cannot say so.
      expect(await callContract(t, call, looseBody(body), stranger)).toMatchObject({ code: 4985 });
    }
    expect(
      await callContract(
        t,
        setNotebookNoteCall,
        { notebookId: theirs.id, noteId: note.id, inNotebook: true },
        stranger,
      ),
    ).toMatchObject({ code: 4980 });
    expect(await callContract(t, restoreNoteCall, { noteId: note.id }, stranger)).toMatchObject({
      code: 4980,
    });
    expect((await mine(owner)).items).toMatchObject([{ id: note.id, notebookIds: [] }]);
  });

  it('holds the cap of NOTEBOOKS_MAX under parallel creates: the rest answer 4986', async () => {
    const token = await login();
    const replies = await Promise.all(
      Array.from({ length: NOTEBOOKS_MAX + 30 }, (_, i) =>
        callContract(t, createNotebookCall, { name: `并发 ${i}` }, token),
      ),
    );
    const codes = replies.map((reply) => reply.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(NOTEBOOKS_MAX);
    expect(codes.filter((code) => code === 4986)).toHaveLength(30);
  });
});
