import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { loginUser } from '../identity/identity-fixtures';
import { insertTikuFixture, type TTikuFixture } from '../tiku/tiku-fixtures';
import {
  listNoteSubjectsCall,
  listNoteTagsCall,
  setNoteTagsCall,
} from '@yzfk/contract/calls/note-tags';
import {
  createNoteCall,
  deleteNoteCall,
  listMyNotesCall,
  restoreNoteCall,
} from '@yzfk/contract/calls/notes';
import { saveQuestionNoteCall } from '@yzfk/contract/calls/tiku-personal';
import { callContract, callContractOk, looseBody } from '../../platform/testing/call-contract';

describe.each(TEST_DATABASES)('note tags and subjects on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-22T02:00:00Z');
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  let tiku: TTikuFixture;
  /** A sample law the syllabus files under 刑法, and its first article's ordinal. */
  let criminal = { id: 0, ordinal: 0 };
  const login = async () => {
    later(61);
    return (await loginUser(t)).token;
  };
  const mine = (token: string, body: Record<string, unknown> = {}) =>
    callContractOk(t, listMyNotesCall, body, token);
  const texts = async (token: string, body: Record<string, unknown>) =>
    (await mine(token, body)).items.map((note) => note.text);
  const lawNote = async (token: string, text: string) => {
    later(1);
    const body = {
      source: 'law',
      sourceId: criminal.id,
      anchor: String(criminal.ordinal),
      text,
    } as const;
    return (await callContractOk(t, createNoteCall, body, token)).note;
  };
  // Tags of any shape: what the server refuses is half of these tests.
  const setTags = (token: string, noteId: number, tags: unknown) =>
    callContract(t, setNoteTagsCall, looseBody({ noteId, tags }), token);
  /** A refusal's code and whether its message says `words`. */
  const said = (envelope: { code: number; msg: string }, words: string) => ({
    code: envelope.code,
    said: envelope.msg.includes(words),
  });
  const tagCounts = (token: string) => callContractOk(t, listNoteTagsCall, {}, token);
  const subjectCounts = (token: string) => callContractOk(t, listNoteSubjectsCall, {}, token);

  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => now });
    tiku = await insertTikuFixture(t.deps.database.db);
    // Both drivers answer { rows }; TDb types the result loosely.
    const result: unknown = await t.deps.database.db.execute(
      sql`select d.id, min(a.ordinal) as ordinal from law_documents d
          join law_articles a on a.law_id = d.id
          where d.title like '中华人民共和国刑法%' group by d.id limit 1`,
    );
    const [row] = (result as { rows: { id: number; ordinal: number }[] }).rows;
    criminal = { id: Number(row?.id), ordinal: Number(row?.ordinal) };
  });
  afterAll(() => t.close());

  it('sets a note’s tags, lists them on the note, filters by one and counts them', async () => {
    const token = await login();
    const first = await lawNote(token, '累犯');
    const second = await lawNote(token, '自首');
    const set = await setTags(token, first.id, ['  重点 ', '易错', '重点', '背  诵']);
    expect(set).toMatchObject({ success: true, data: { noteId: first.id } });
    expect(set.data?.tags.slice().sort()).toEqual(['易错', '背 诵', '重点'].sort());
    await callContractOk(t, setNoteTagsCall, { noteId: second.id, tags: ['重点'] }, token);
    const listed = await mine(token);
    expect(listed.items.find((note) => note.id === first.id)?.tags.sort()).toEqual(
      ['易错', '背 诵', '重点'].sort(),
    );
    expect(await texts(token, { tag: '重点' })).toEqual(['自首', '累犯']);
    expect(await texts(token, { tag: '易错' })).toEqual(['累犯']);
    expect((await tagCounts(token)).items).toEqual([
      { tag: '重点', count: 2 },
      ...[
        { tag: '易错', count: 1 },
        { tag: '背 诵', count: 1 },
      ].sort((a, b) => (a.tag < b.tag ? -1 : 1)),
    ]);
    // Replacing the list: [] takes every tag off.
    await callContractOk(t, setNoteTagsCall, { noteId: first.id, tags: [] }, token);
    expect(await texts(token, { tag: '易错' })).toEqual([]);
    expect((await tagCounts(token)).items).toEqual([{ tag: '重点', count: 1 }]);
  });

  it('hides a deleted note’s tags from the counts and brings them back with 撤销', async () => {
    const token = await login();
    const note = await lawNote(token, '要删的');
    await callContractOk(t, setNoteTagsCall, { noteId: note.id, tags: ['背诵'] }, token);
    await callContractOk(t, deleteNoteCall, { noteId: note.id }, token);
    expect((await tagCounts(token)).items).toEqual([]);
    expect((await subjectCounts(token)).items).toEqual([]);
    expect(await texts(token, { tag: '背诵' })).toEqual([]);
    await callContractOk(t, restoreNoteCall, { noteId: note.id }, token);
    expect((await tagCounts(token)).items).toEqual([{ tag: '背诵', count: 1 }]);
  });

  it('refuses too many, too long and empty tags with Chinese messages, changing nothing', async () => {
    const token = await login();
    const note = await lawNote(token, '上限');
    await callContractOk(t, setNoteTagsCall, { noteId: note.id, tags: ['保留'] }, token);
    const eleven = Array.from({ length: 11 }, (_, i) => `标签${i}`);
    expect(said(await setTags(token, note.id, eleven), '每条笔记最多 10 个标签')).toEqual({
      code: 4000,
      said: true,
    });
    expect(said(await setTags(token, note.id, ['长'.repeat(21)]), '标签不能超过 20 个字')).toEqual({
      code: 4000,
      said: true,
    });
    expect(said(await setTags(token, note.id, ['   ']), '标签不能为空')).toEqual({
      code: 4000,
      said: true,
    });
    expect(await setTags(token, note.id, '重点')).toMatchObject({ code: 4000 });
    expect((await mine(token)).items).toMatchObject([{ id: note.id, tags: ['保留'] }]);
    // Ten different tags after dropping duplicates are fine.
    const ten = [...Array.from({ length: 10 }, (_, i) => `标签${i}`), '标签0'];
    expect(await setTags(token, note.id, ten)).toMatchObject({ success: true });
  });

  it('caps the different tags of a user with 4906; reusing a tag still works', async () => {
    const token = await login();
    const note = await lawNote(token, '很多标签');
    // 300 different tags of this user, written directly (30 calls would say the same).
    await t.deps.database.db.execute(sql`
      insert into note_tags (note_id, user_id, tag)
      select ${note.id}, user_id, 'T' || g from notes, generate_series(1, 300) g
      where notes.id = ${note.id}`);
    const other = await lawNote(token, '再加一个');
    expect(said(await setTags(token, other.id, ['新标签']), '300')).toEqual({
      code: 4906,
      said: true,
    });
    expect(await setTags(token, other.id, ['T1', 'T2'])).toMatchObject({ success: true });
  });

  it('answers another user’s note as missing and keeps script in a tag as text', async () => {
    const owner = await login();
    const note = await lawNote(owner, '我的');
    const script = '<script>x</script>';
    await callContractOk(t, setNoteTagsCall, { noteId: note.id, tags: [script] }, owner);
    expect((await mine(owner, { tag: script })).items).toMatchObject([{ tags: [script] }]);
    const stranger = await login();
    expect(await setTags(stranger, note.id, ['抢'])).toMatchObject({ code: 4980 });
    expect(await setTags(stranger, 2_147_483_000, ['无'])).toMatchObject({ code: 4980 });
    expect((await tagCounts(stranger)).items).toEqual([]);
    expect(await texts(stranger, { tag: script })).toEqual([]);
    expect((await mine(owner)).items).toMatchObject([{ tags: [script] }]);
  });

  it('files notes under their source’s subject, counts and filters by it', async () => {
    const token = await login();
    const questionId = tiku.objective[0]?.id ?? 0;
    // The question bank's own note (its subject is 民法 in the fixture).
    await callContractOk(t, saveQuestionNoteCall, { questionId, text: '题目笔记' }, token);
    await lawNote(token, '刑法笔记');
    const listed = await mine(token);
    expect(listed.items.map((note) => [note.text, note.subject])).toEqual([
      ['刑法笔记', '刑法'],
      ['题目笔记', '民法'],
    ]);
    expect((await subjectCounts(token)).items).toEqual([
      { subject: '刑法', count: 1 },
      { subject: '民法', count: 1 },
    ]);
    expect(await texts(token, { subject: '民法' })).toEqual(['题目笔记']);
    expect(await texts(token, { subject: '民法', tag: '无此标签' })).toEqual([]);
    expect(await texts(token, { subject: '不存在的科目' })).toEqual([]);
    expect(await texts(token, { subject: 'none' })).toEqual([]);
    expect(
      said(
        await callContract(t, listMyNotesCall, { subject: '科'.repeat(31) }, token),
        '科目不能超过 30 个字',
      ),
    ).toEqual({ code: 4000, said: true });
    expect(await callContract(t, listMyNotesCall, { tag: '' }, token)).toMatchObject({
      code: 4000,
    });
  });

  it('resolves the subject of notes written without one when subjects are asked for', async () => {
    const token = await login();
    await lawNote(token, '迁移前的法条笔记');
    // As the migration leaves law notes: no subject yet.
    await t.deps.database.db.execute(
      sql`update notes set subject = null where text = '迁移前的法条笔记'`,
    );
    expect((await mine(token)).items).toMatchObject([{ subject: null }]);
    expect(await texts(token, { subject: '刑法' })).toEqual(['迁移前的法条笔记']);
    await t.deps.database.db.execute(
      sql`update notes set subject = null where text = '迁移前的法条笔记'`,
    );
    expect((await subjectCounts(token)).items).toEqual([{ subject: '刑法', count: 1 }]);
  });
});
