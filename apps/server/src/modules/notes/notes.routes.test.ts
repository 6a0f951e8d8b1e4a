import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import {
  AUDIO_M4A_5S,
  VIDEO_61S,
  importFixtureCourses,
  manifestOf,
} from '../course/course-fixtures';
import { grantPersonal, loginUser } from '../identity/identity-fixtures';
import { insertTikuFixture, type TTikuFixture } from '../tiku/tiku-fixtures';
import { sql } from 'drizzle-orm';
import { notes } from './notes.schema';
import { getCourseCall, listCoursesCall } from '@yzfk/contract/calls/course';
import {
  createNoteCall,
  deleteNoteCall,
  listMyNotesCall,
  listSourceNotesCall,
  updateNoteCall,
} from '@yzfk/contract/calls/notes';
import { callContract, callContractOk, looseBody } from '../../platform/testing/call-contract';
import type { TCallRequest } from '@yzfk/contract/call';

describe.each(TEST_DATABASES)('note calls on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-20T02:00:00Z');
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  let phone = 13_900_000_300;
  let freeLesson = 0;
  let freeCourse = 0;
  let paidLesson = 0;
  let tiku: TTikuFixture;
  const login = async () => {
    later(61);
    const current = String(phone++);
    return { token: (await loginUser(t, current)).token, phone: current };
  };

  const create = (token: string, body: TCallRequest<typeof createNoteCall>) =>
    callContractOk(t, createNoteCall, body, token).then((data) => data.note);
  const lessonNotes = (token: string, lessonId = freeLesson) =>
    callContractOk(t, listSourceNotesCall, { source: 'lesson', sourceId: lessonId }, token);

  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => now });
    await importFixtureCourses(t, () => now, [
      {
        manifest: manifestOf('n-free', [[{ key: 'l1', file: 'l1.mp4' }]]),
        files: { 'l1.mp4': VIDEO_61S },
      },
      {
        manifest: manifestOf('n-paid', [[{ key: 'a1', file: 'a1.m4a' }]], {
          kind: 'audio',
          access: 'authorised',
        }),
        files: { 'a1.m4a': AUDIO_M4A_5S },
      },
    ]);
    const { token } = await t.webToken();
    const list = await callContractOk(t, listCoursesCall, {}, token);
    const lessonOf = async (title: string) => {
      const courseId = list.items.find((item) => item.title === title)?.id;
      const detail = await callContractOk(t, getCourseCall, { courseId }, token);
      return detail.chapters[0]?.lessons[0]?.id ?? 0;
    };
    freeLesson = await lessonOf('课程 n-free');
    freeCourse = list.items.find((item) => item.title === '课程 n-free')?.id ?? 0;
    paidLesson = await lessonOf('课程 n-paid');
    tiku = await insertTikuFixture(t.deps.database.db);
  });
  afterAll(() => t.close());

  it('asks a visitor to log in before writing or reading notes (4106)', async () => {
    const { token } = await t.webToken();
    const body = { source: 'lesson', sourceId: freeLesson, anchor: '1000', text: '要点' } as const;
    expect(await callContract(t, createNoteCall, body, token)).toMatchObject({ code: 4106 });
    expect(
      await callContract(t, listSourceNotesCall, { source: 'lesson', sourceId: freeLesson }, token),
    ).toMatchObject({ code: 4106 });
    expect(await callContract(t, listMyNotesCall, {}, token)).toMatchObject({ code: 4106 });
  });

  it('keeps lesson notes in time order, the order taken from the position', async () => {
    const { token } = await login();
    const late = await create(token, {
      source: 'lesson',
      sourceId: freeLesson,
      anchor: '42000',
      anchorOrder: 1,
      text: '善意取得的三个要件',
      colour: 'green',
    });
    expect(late).toMatchObject({ anchor: '42000', anchorOrder: 42_000, colour: 'green' });
    later(5);
    const early = await create(token, {
      source: 'lesson',
      sourceId: freeLesson,
      anchor: '3000',
      text: '  开头讲的是物权法定  ',
    });
    expect(early).toMatchObject({ text: '开头讲的是物权法定', colour: 'yellow', quote: '' });
    expect((await lessonNotes(token)).items.map((n) => n.anchor)).toEqual(['3000', '42000']);
    // Lists carry the lesson's course, which the link back to the player needs.
    const both = [freeCourse, freeCourse];
    expect((await lessonNotes(token)).items.map((n) => n.courseId)).toEqual(both);
    const mine = await callContractOk(t, listMyNotesCall, {}, token);
    expect(mine.items.map((n) => n.courseId)).toEqual(both);
  });

  it('stores script in a note as the text it is', async () => {
    const { token } = await login();
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const note = await create(token, {
      source: 'lesson',
      sourceId: freeLesson,
      anchor: '0',
      text,
    });
    expect(note.text).toBe(text);
    expect((await lessonNotes(token)).items[0]?.text).toBe(text);
  });

  it('refuses a note on a missing, unsupported or locked source, or at a wrong place', async () => {
    const { token, phone: mine } = await login();
    const lessonNote = (extra: Record<string, unknown>) =>
      callContract(
        t,
        createNoteCall,
        looseBody({ source: 'lesson', text: '要点', ...extra }),
        token,
      );
    expect(await lessonNote({ sourceId: 999_999, anchor: '1000' })).toMatchObject({ code: 4981 });
    expect(await lessonNote({ sourceId: freeLesson, anchor: '03:12' })).toMatchObject({
      code: 4983,
    });
    // The lesson lasts 61 s: a position past its end (with the players' 2 s tolerance) is wrong.
    expect(await lessonNote({ sourceId: freeLesson, anchor: '63001' })).toMatchObject({
      code: 4983,
      msg: '笔记的位置超出了内容的长度',
    });
    expect(await lessonNote({ sourceId: freeLesson, anchor: '63000' })).toMatchObject({
      success: true,
    });
    expect(await lessonNote({ sourceId: paidLesson, anchor: '1000' })).toMatchObject({
      code: 4982,
      msg: '需授权后才能在这里记笔记',
    });

    await grantPersonal(t, mine, '有章法考会员');
    later(61);
    const member = (await loginUser(t, mine)).token;
    const paid = await callContractOk(
      t,
      createNoteCall,
      { source: 'lesson', sourceId: paidLesson, anchor: '1000', text: '要点' },
      member,
    );
    expect(paid.note.sourceId).toBe(paidLesson);
  });

  it('takes notes on questions the user may read, on the whole question', async () => {
    const { token } = await login();
    const question = tiku.objective[0]?.id;
    const note = await create(token, { source: 'question', sourceId: question, text: '易错' });
    expect(note).toMatchObject({ source: 'question', anchor: '', anchorOrder: 0 });
    const refused = (sourceId: number | undefined, anchor = '') =>
      callContract(
        t,
        createNoteCall,
        { source: 'question', sourceId, anchor, text: '易错' },
        token,
      );
    expect(await refused(tiku.paidQuestionId)).toMatchObject({ code: 4982 });
    expect(await refused(999_999)).toMatchObject({ code: 4981 });
    expect(await refused(question, '3')).toMatchObject({ code: 4983 });
  });

  it('refuses bad bodies with Chinese messages', async () => {
    const { token } = await login();
    const refused = (body: Record<string, unknown>) =>
      callContract(
        t,
        createNoteCall,
        { source: 'lesson', sourceId: freeLesson, anchor: '0', ...body },
        token,
      );
    expect(await refused({ text: '   ' })).toMatchObject({
      code: 4000,
      msg: expect.stringContaining('笔记内容不能为空') as unknown,
    });
    expect(await refused({ text: '字'.repeat(5001) })).toMatchObject({
      code: 4000,
      msg: expect.stringContaining('笔记不能超过 5000 个字') as unknown,
    });
    expect(await refused({ text: '要点', quote: '字'.repeat(1001) })).toMatchObject({
      code: 4000,
      msg: expect.stringContaining('引用的原文不能超过 1000 个字') as unknown,
    });
    expect(await refused({ text: '要点', anchor: '1'.repeat(201) })).toMatchObject({
      code: 4000,
      msg: expect.stringContaining('笔记位置不能超过 200 个字') as unknown,
    });
    expect(await refused({ text: '要点', colour: 'red' })).toMatchObject({
      code: 4000,
      msg: expect.stringContaining('笔记颜色只能是') as unknown,
    });
    expect(await refused({ text: '要点', source: 'video' })).toMatchObject({
      code: 4000,
      msg: expect.stringContaining('笔记来源只能是') as unknown,
    });
  });

  it('changes and deletes my notes; another user’s note answers as a missing one', async () => {
    const me = await login();
    const other = await login();
    const note = await create(me.token, {
      source: 'lesson',
      sourceId: freeLesson,
      anchor: '5000',
      text: '初稿',
    });
    later(10);
    const changed = await callContractOk(
      t,
      updateNoteCall,
      { noteId: note.id, text: '定稿', colour: 'pink' },
      me.token,
    );
    expect(changed.note).toMatchObject({ text: '定稿', colour: 'pink', anchor: '5000' });
    expect(changed.note.updatedAt).not.toBe(note.updatedAt);
    const recoloured = await callContractOk(
      t,
      updateNoteCall,
      { noteId: note.id, colour: 'blue' },
      me.token,
    );
    expect(recoloured.note).toMatchObject({ text: '定稿', colour: 'blue' });
    expect(
      await callContract(t, updateNoteCall, { noteId: note.id, text: '' }, me.token),
    ).toMatchObject({
      code: 4000,
      msg: '笔记内容不能为空',
    });
    expect(await callContract(t, updateNoteCall, { noteId: note.id }, me.token)).toMatchObject({
      code: 4000,
    });

    const missing = await callContract(
      t,
      updateNoteCall,
      { noteId: 999_999, text: 'x' },
      other.token,
    );
    const foreign = await callContract(
      t,
      updateNoteCall,
      { noteId: note.id, text: 'x' },
      other.token,
    );
    expect(missing).toMatchObject({ code: 4980, msg: '笔记不存在或已删除' });
    expect(foreign).toEqual(missing);
    expect(await callContract(t, deleteNoteCall, { noteId: note.id }, other.token)).toEqual(
      await callContract(t, deleteNoteCall, { noteId: 999_999 }, other.token),
    );
    expect((await lessonNotes(other.token)).items).toEqual([]);

    expect(await callContractOk(t, deleteNoteCall, { noteId: note.id }, me.token)).toEqual({
      noteId: note.id,
    });
    expect(await callContract(t, deleteNoteCall, { noteId: note.id }, me.token)).toMatchObject({
      code: 4980,
    });
    expect((await lessonNotes(me.token)).items).toEqual([]);
  });

  it('pages all my notes newest first, optionally of one kind', async () => {
    const { token } = await login();
    for (const [index, anchor] of ['1000', '9000', '4000'].entries()) {
      later(1);
      await create(token, { source: 'lesson', sourceId: freeLesson, anchor, text: `第${index}条` });
    }
    later(1);
    await create(token, { source: 'question', sourceId: tiku.objective[1]?.id, text: '题目' });
    const first = await callContractOk(t, listMyNotesCall, { pageSize: 3 }, token);
    expect(first.items.map((n) => n.text)).toEqual(['题目', '第2条', '第1条']);
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    const second = await callContractOk(t, listMyNotesCall, { pageSize: 3, page: 2 }, token);
    expect(second.items.map((n) => n.text)).toEqual(['第0条']);
    const lessons = await callContractOk(t, listMyNotesCall, { source: 'lesson' }, token);
    expect(lessons.items.map((n) => n.text)).toEqual(['第2条', '第1条', '第0条']);
  });

  it('caps a user’s notes on one source with a clear message', async () => {
    const { token } = await login();
    const first = await create(token, {
      source: 'lesson',
      sourceId: freeLesson,
      anchor: '0',
      text: '第一条',
    });
    const [row] = await t.deps.database.db
      .select()
      .from(notes)
      .where(sql`${notes.id} = ${first.id}`);
    if (!row) throw new Error('note not stored');
    const copy = { ...row, id: undefined };
    await t.deps.database.db.insert(notes).values(Array.from({ length: 1998 }, () => copy));
    expect(await lessonNotes(token).then((list) => list.items.length)).toBe(1999);
    const body = {
      source: 'lesson',
      sourceId: freeLesson,
      anchor: '1000',
      text: '满了吗',
    } as const;
    expect(await callContract(t, createNoteCall, body, token)).toMatchObject({ success: true });
    expect(await callContract(t, createNoteCall, body, token)).toMatchObject({
      code: 4984,
      msg: '这里的笔记已达 2000 条上限，请先删除一些再记',
    });
    // Another source is not affected.
    await create(token, { source: 'question', sourceId: tiku.objective[2]?.id, text: '另一处' });
  });
});
