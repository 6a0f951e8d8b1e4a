import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { grantPersonal, loginUser } from '../identity/identity-fixtures';
import { DEVELOPMENT_TOKEN_SECRET } from '../../platform/config/config';
import { seedDemoBookCodes, unusedDemoBookCodes } from '../activation/activation.seed';
import { addFixtureBook } from './book-fixtures';
import { DEMO_CODE_BOOK_KEY, seedDemoBooks } from './book.seed';
import { adminCreateActivationCall, redeemActivationCall } from '@yzfk/contract/calls/activation';
import {
  getBookCall,
  getBookMindMapCall,
  getBookRecordCall,
  listBooksCall,
  openBookCall,
  redeemBookCodeCall,
  saveBookProgressCall,
} from '@yzfk/contract/calls/book';
import { getMediaUrlCall } from '@yzfk/contract/calls/media';
import {
  callContract,
  callContractOk,
  callContractReply,
  itemAt,
  looseBody,
} from '../../platform/testing/call-contract';

const ADMIN_TOKEN = 'a-test-admin-token-of-enough-length';

describe.each(TEST_DATABASES)('book calls on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-20T02:10:00Z');
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  const storageDir = mkdtempSync(join(tmpdir(), 'yzfk-books-'));
  let phone = 13_900_000_500;
  const newPhone = () => String(phone++);
  const login = async (number = newPhone()) => {
    later(61);
    return (await loginUser(t, number)).token;
  };
  let free = 0;
  let paid = 0;
  let coded = 0;
  let other = 0;
  let codedPdf = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: { STORAGE_DIR: storageDir, ADMIN_TOKEN },
      now: () => now,
    });
    free = (
      await addFixtureBook(
        t,
        {
          key: 'xianfa',
          title: '中华人民共和国宪法',
          access: 'free',
          epub: true,
          audioMs: [5_000, 8_000],
          mindMap: { title: '宪法', children: [{ title: '总纲', children: [] }] },
        },
        now,
      )
    ).bookId;
    paid = (
      await addFixtureBook(
        t,
        {
          key: 'kaoshi',
          title: '法考民法精讲',
          access: 'authorised',
          category: '考试用书',
          authors: ['张三', '李四'],
        },
        new Date(now.getTime() + 1000),
      )
    ).bookId;
    const codedBook = await addFixtureBook(
      t,
      { key: 'shiwu', title: '合同审查实务', access: 'code', category: '法律实务' },
      new Date(now.getTime() + 2000),
    );
    coded = codedBook.bookId;
    codedPdf = codedBook.pdfFileId ?? 0;
    other = (
      await addFixtureBook(
        t,
        { key: 'other', title: '另一本随书码图书', access: 'code' },
        new Date(now.getTime() + 3000),
      )
    ).bookId;
  });
  afterAll(() => t.close());

  const issueBookCodes = async (body: Record<string, unknown>) => {
    const reply = await callContract(
      t,
      adminCreateActivationCall,
      { count: 3, validUntil: '2099-12-31', ...body },
      ADMIN_TOKEN,
    );
    if (!reply.success) throw new Error(`create failed: ${reply.msg}`);
    return reply.data;
  };

  it('lists books by category and search, with covers signed to the hour', async () => {
    const { token } = await t.webToken();
    const all = await callContractOk(t, listBooksCall, {}, token);
    expect(all.total).toBe(4);
    expect(all.items.map((item) => item.title)[0]).toBe('另一本随书码图书');
    const first = all.items.find((item) => item.id === free);
    expect(first).toMatchObject({
      formats: ['epub', 'pdf'],
      audioChapters: 2,
      access: 'free',
      readShare: null,
    });
    // Expiry at a whole hour, one to two hours ahead: the same URL all hour long.
    const exp = Number(new URL(first?.coverUrl ?? '', 'http://x').searchParams.get('exp'));
    expect(exp % 3600).toBe(0);
    expect(exp * 1000 - now.getTime()).toBeGreaterThan(3_600_000);
    expect((await t.app.inject({ method: 'GET', url: first?.coverUrl ?? '' })).statusCode).toBe(
      200,
    );

    const exam = await callContractOk(t, listBooksCall, { category: '考试用书' }, token);
    expect(exam.items.map((item) => item.id)).toEqual([paid]);
    const byAuthor = await callContractOk(t, listBooksCall, { q: '李四' }, token);
    expect(byAuthor.items.map((item) => item.id)).toEqual([paid]);
    const byTitle = await callContractOk(t, listBooksCall, { q: '宪法' }, token);
    expect(byTitle.items.map((item) => item.id)).toEqual([free]);
    const literal = await callContractOk(t, listBooksCall, { q: '%' }, token);
    expect(literal.items).toEqual([]);
    const audio = await callContractOk(t, listBooksCall, { audio: true }, token);
    expect(audio.items.map((item) => item.id)).toEqual([free]);
    const byTitleSort = await callContractOk(
      t,
      listBooksCall,
      { sort: 'title', pageSize: 2, page: 2 },
      token,
    );
    expect(byTitleSort.items).toHaveLength(2);
  });

  it('refuses bad list filters and unknown books with clear messages, never a 500', async () => {
    const { token } = await t.webToken();
    for (const body of [
      { category: '小说' },
      { sort: 'random' },
      { pageSize: 500 },
      { page: 0 },
      { q: 'x'.repeat(51) },
    ]) {
      const reply = await callContractReply(t, listBooksCall, looseBody(body), { token });
      expect(reply.status, JSON.stringify(body)).toBeLessThan(500);
      expect(reply.envelope.success, JSON.stringify(body)).toBe(false);
    }
    expect((await callContract(t, getBookCall, { bookId: 999_999 }, token)).code).toBe(4960);
    expect((await callContract(t, getBookCall, { bookId: 'x' }, token)).msg).toContain('图书编号');
    expect(
      (await callContract(t, openBookCall, looseBody({ bookId: free, format: 'doc' }), token)).msg,
    ).toContain('格式只能是');
    expect((await callContract(t, getBookMindMapCall, { bookId: 999_999 }, token)).code).toBe(4960);
  });

  it('opens a free book for any session: the EPUB, the PDF and a chapter, through signed links', async () => {
    const { token } = await t.webToken();
    const detail = await callContractOk(t, getBookCall, { bookId: free }, token);
    expect(detail).toMatchObject({ locked: false, unlockBy: null, hasMindMap: true });
    expect(detail.book).toMatchObject({ pdfPageCount: 12, publishedOn: '2018-03-11' });
    expect(detail.contents[0]?.title).toBe('第一章 总纲');
    expect(detail.audioChapters.map((c) => c.durationMs)).toEqual([5_000, 8_000]);

    const epub = await callContractOk(t, openBookCall, { bookId: free, format: 'epub' }, token);
    expect(epub).toMatchObject({ contentType: 'application/epub+zip', resumeAt: null });
    const fetched = await t.app.inject({ method: 'GET', url: epub.url });
    expect(fetched.body).toContain('xianfa epub');
    const pdf = await callContractOk(t, openBookCall, { bookId: free, format: 'pdf' }, token);
    const range = await t.app.inject({
      method: 'GET',
      url: pdf.url,
      headers: { range: 'bytes=0-3' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('%PDF');
    const chapter = detail.audioChapters[1]?.id;
    const audio = await callContractOk(
      t,
      openBookCall,
      { bookId: free, format: 'audio', chapterId: chapter },
      token,
    );
    expect(audio.contentType).toBe('audio/mp4');

    expect(
      (await callContract(t, openBookCall, { bookId: paid, format: 'epub' }, token)).code,
    ).toBe(4961);
    const foreign = await callContract(
      t,
      openBookCall,
      { bookId: paid, format: 'audio', chapterId: chapter },
      token,
    );
    expect(foreign.code).toBe(4961);
  });

  it('gives the imported mind map, or one made from the contents', async () => {
    const { token } = await t.webToken();
    expect(await callContractOk(t, getBookMindMapCall, { bookId: free }, token)).toEqual({
      generated: false,
      root: { title: '宪法', children: [{ title: '总纲', children: [] }] },
    });
    const made = await callContractOk(t, getBookMindMapCall, { bookId: paid }, token);
    expect(made.generated).toBe(true);
    expect(made.root).toEqual({
      title: '法考民法精讲',
      children: [
        { title: '第一章 总纲', children: [{ title: '第一条', children: [] }] },
        { title: '第二章 公民的基本权利和义务', children: [] },
      ],
    });
  });

  it('opens an authorised book only for sessions holding an authorisation (5006 otherwise)', async () => {
    const { token: visitor } = await t.webToken();
    const locked = await callContractOk(t, getBookCall, { bookId: paid }, visitor);
    expect(locked).toMatchObject({ locked: true, unlockBy: 'authorisation' });
    expect(
      (await callContract(t, openBookCall, { bookId: paid, format: 'pdf' }, visitor)).code,
    ).toBe(5006);
    const number = newPhone();
    await grantPersonal(t, number, '年度会员');
    const member = await login(number);
    expect((await callContractOk(t, getBookCall, { bookId: paid }, member)).locked).toBe(false);
    const opened = await callContractOk(t, openBookCall, { bookId: paid, format: 'pdf' }, member);
    expect((await t.app.inject({ method: 'GET', url: opened.url })).statusCode).toBe(200);
    // An authorisation does not open a code-protected book, nor its files by id.
    expect(
      (await callContract(t, openBookCall, { bookId: coded, format: 'pdf' }, member)).code,
    ).toBe(5006);
    expect((await callContract(t, getMediaUrlCall, { fileId: codedPdf }, member)).code).toBe(5006);
  });

  it('unlocks a code-protected book for the one user who redeems its code', async () => {
    const batch = await issueBookCodes({ bookId: coded });
    expect(batch).toMatchObject({ bookId: coded, name: '合同审查实务' });
    const reader = await login();
    const before = await callContractOk(t, getBookCall, { bookId: coded }, reader);
    expect(before).toMatchObject({ locked: true, unlockBy: 'code' });

    const redeemed = await callContractOk(
      t,
      redeemBookCodeCall,
      { code: itemAt(batch.codes, 0), bookId: coded },
      reader,
    );
    expect(redeemed).toEqual({ bookId: coded, title: '合同审查实务', unlocked: true });
    expect((await callContractOk(t, getBookCall, { bookId: coded }, reader)).locked).toBe(false);
    const opened = await callContractOk(t, openBookCall, { bookId: coded, format: 'pdf' }, reader);
    expect((await t.app.inject({ method: 'GET', url: opened.url })).body).toContain('shiwu pdf');
    // The page /book/pdf/:code/:id may redeem the same code again: it answers the book.
    expect(
      await callContractOk(
        t,
        redeemBookCodeCall,
        { code: itemAt(batch.codes, 0), bookId: coded },
        reader,
      ),
    ).toMatchObject({ bookId: coded, unlocked: false });

    // Nobody else reads it: not by the call, not by the file's id.
    const stranger = await login();
    expect(
      (await callContract(t, openBookCall, { bookId: coded, format: 'pdf' }, stranger)).code,
    ).toBe(5006);
    expect((await callContract(t, getMediaUrlCall, { fileId: codedPdf }, stranger)).code).toBe(
      5006,
    );
    expect(
      (await callContract(t, redeemBookCodeCall, { code: itemAt(batch.codes, 0) }, stranger)).code,
    ).toBe(4131);
  });

  it('unlocks a book through the 获取授权 dialog’s redeem too', async () => {
    const batch = await issueBookCodes({ bookId: other });
    const reader = await login();
    const reply = await callContractOk(
      t,
      redeemActivationCall,
      { code: itemAt(batch.codes, 0) },
      reader,
    );
    expect(reply).toMatchObject({ granted: null, days: 0, book: { bookId: other } });
    expect((await callContractOk(t, getBookCall, { bookId: other }, reply.token)).locked).toBe(
      false,
    );
  });

  it('refuses wrong, used-up, expired, misplaced and authorisation codes clearly', async () => {
    const reader = await login();
    const mine = await issueBookCodes({ bookId: coded });
    const auth = await callContract(
      t,
      adminCreateActivationCall,
      { name: '年度会员', days: 30, count: 1, validUntil: '2099-12-31' },
      ADMIN_TOKEN,
    );
    const wrong = await callContract(t, redeemBookCodeCall, { code: 'ABCD-EFGH-JKLM' }, reader);
    expect(wrong).toMatchObject({ code: 4130, msg: '激活码不正确，请核对后重新输入' });
    const misplaced = await callContract(
      t,
      redeemBookCodeCall,
      { code: itemAt(mine.codes, 1), bookId: other },
      reader,
    );
    expect(misplaced).toMatchObject({
      code: 4963,
      msg: '该兑换码不属于本书，请核对图书后重新输入',
    });
    const notBook = await callContract(
      t,
      redeemBookCodeCall,
      { code: itemAt(auth.data.codes, 0) },
      reader,
    );
    expect(notBook.code).toBe(4964);
    // Neither was spent: the book's code still opens its book, the other still grants.
    expect(
      await callContractOk(t, redeemBookCodeCall, { code: itemAt(mine.codes, 1) }, reader),
    ).toMatchObject({
      bookId: coded,
      unlocked: true,
    });
    expect(
      (await callContract(t, redeemActivationCall, { code: itemAt(auth.data.codes, 0) }, reader))
        .code,
    ).toBe(200);
    const soon = await callContract(
      t,
      adminCreateActivationCall,
      { bookId: coded, count: 1, validUntil: new Date(now.getTime() + 60_000).toISOString() },
      ADMIN_TOKEN,
    );
    later(120);
    const expired = await callContract(
      t,
      redeemBookCodeCall,
      { code: itemAt(soon.data.codes, 0) },
      await login(),
    );
    expect(expired).toMatchObject({ code: 4132, msg: '该激活码已过兑换有效期' });
    expect((await callContract(t, redeemBookCodeCall, { code: 'ABCD' }, reader)).msg).toContain(
      '12 位',
    );
    const { token: visitor } = await t.webToken();
    expect(
      (await callContract(t, redeemBookCodeCall, { code: itemAt(mine.codes, 2) }, visitor)).code,
    ).toBe(4106);
    const noBook = await callContract(
      t,
      adminCreateActivationCall,
      { bookId: 999_999, count: 1, validUntil: '2099-12-31' },
      ADMIN_TOKEN,
    );
    expect(noBook.code).toBe(4960);
    const both = await callContract(
      t,
      adminCreateActivationCall,
      { bookId: coded, name: 'x', days: 3, count: 1, validUntil: '2099-12-31' },
      ADMIN_TOKEN,
    );
    expect(both.msg).toContain('不需要授权名称和天数');
  });

  it('limits wrong tries as activation codes do', async () => {
    const reader = await login();
    const mine = await issueBookCodes({ bookId: coded });
    for (let i = 0; i < 10; i++) {
      expect(
        (await callContract(t, redeemBookCodeCall, { code: 'ZZZZ-ZZZZ-ZZZZ' }, reader)).code,
      ).toBe(4130);
    }
    const refused = await callContract(
      t,
      redeemBookCodeCall,
      { code: itemAt(mine.codes, 0) },
      reader,
    );
    expect(refused.code).toBe(4029);
  });

  it('keeps the newest reading position by the client clock, per format', async () => {
    const reader = await login();
    const save = (body: Record<string, unknown>) =>
      callContract(t, saveBookProgressCall, looseBody({ bookId: free, ...body }), reader);
    const pdf = { format: 'pdf', readingDeltaMs: 30_000 };
    expect((await save({ ...pdf, locator: '5', share: 0.4, clientAt: 2_000 })).data).toEqual({
      applied: true,
    });
    expect((await save({ ...pdf, locator: '3', share: 0.2, clientAt: 1_000 })).data).toEqual({
      applied: false,
    });
    await save({
      format: 'epub',
      locator: 'epubcfi(/6/4!/4/2)',
      share: 0.1,
      readingDeltaMs: 0,
      clientAt: 1_500,
    });
    const detail = await callContractOk(t, getBookCall, { bookId: free }, reader);
    expect(detail.progress.map((row) => [row.format, row.locator, row.share])).toEqual([
      ['pdf', '5', 0.4],
      ['epub', 'epubcfi(/6/4!/4/2)', 0.1],
    ]);
    expect(detail.progress[0]?.readingMs).toBe(30_000);
    const list = await callContractOk(t, listBooksCall, { q: '宪法' }, reader);
    expect(list.items[0]?.readShare).toBe(0.4);
    const opened = await callContractOk(t, openBookCall, { bookId: free, format: 'pdf' }, reader);
    expect(opened.resumeAt).toBe('5');

    const chapter = detail.audioChapters[0]?.id;
    const audio = { format: 'audio', chapterId: chapter, readingDeltaMs: 1_000, finished: false };
    expect((await save({ ...audio, positionMs: 4_000, clientAt: 5_000 })).data.applied).toBe(true);
    expect((await save({ ...audio, positionMs: 1_000, clientAt: 4_000 })).data.applied).toBe(false);
    const heard = await callContractOk(t, getBookCall, { bookId: free }, reader);
    expect(heard.audioResume).toEqual({ chapterId: chapter, positionMs: 4_000 });
    expect(heard.audioChapters[0]?.progress).toMatchObject({ positionMs: 4_000 });
  });

  it('records my books for /learnrecord, last read first, with reading and listening time', async () => {
    const reader = await login();
    const save = (body: Record<string, unknown>) =>
      callContractOk(
        t,
        saveBookProgressCall,
        looseBody({ clientAt: now.getTime(), ...body }),
        reader,
      );
    await save({ bookId: free, format: 'pdf', locator: '5', share: 0.4, readingDeltaMs: 30_000 });
    later(10);
    await save({ bookId: paid, format: 'pdf', locator: '1', share: 0.1, readingDeltaMs: 5_000 });
    later(10);
    const detail = await callContractOk(t, getBookCall, { bookId: free }, reader);
    await save({
      bookId: free,
      format: 'audio',
      chapterId: detail.audioChapters[0]?.id,
      positionMs: 5_000,
      finished: true,
      readingDeltaMs: 4_000,
    });
    const record = await callContractOk(t, getBookRecordCall, {}, reader);
    expect(record.books).toEqual([
      {
        bookId: free,
        title: '中华人民共和国宪法',
        lastFormat: 'audio',
        share: 0.4,
        readingMs: 30_000,
        listenedMs: 4_000,
        chaptersFinished: 1,
        audioChapters: 2,
        lastReadAt: now.toISOString(),
      },
      expect.objectContaining({ bookId: paid, lastFormat: 'pdf', share: 0.1, readingMs: 5_000 }),
    ]);
    const { token: visitor } = await t.webToken();
    expect((await callContract(t, getBookRecordCall, {}, visitor)).code).toBe(4106);
    expect((await callContractOk(t, getBookRecordCall, {}, await login())).books).toEqual([]);
  });

  it('refuses progress outside the book or without a user', async () => {
    const reader = await login();
    const save = (body: Record<string, unknown>) =>
      callContract(
        t,
        saveBookProgressCall,
        looseBody({ readingDeltaMs: 0, clientAt: 1, ...body }),
        reader,
      );
    const pdf = { bookId: free, format: 'pdf', share: 0.5 };
    expect((await save({ ...pdf, locator: '13' })).code).toBe(4962);
    expect((await save({ ...pdf, locator: 'abc' })).code).toBe(4962);
    expect((await save({ ...pdf, locator: '1', share: 1.5 })).msg).toContain('阅读进度不能大于 1');
    expect((await save({ ...pdf, locator: '' })).msg).toContain('阅读位置不能为空');
    expect((await save({ bookId: paid, format: 'epub', locator: 'x', share: 0 })).code).toBe(4961);
    // A locked book keeps my place too (an authorisation may run out while I read).
    expect((await save({ bookId: paid, format: 'pdf', locator: '1', share: 0 })).code).toBe(200);
    const detail = await callContractOk(t, getBookCall, { bookId: free }, reader);
    const chapter = detail.audioChapters[0]?.id;
    const past = await save({
      bookId: free,
      format: 'audio',
      chapterId: chapter,
      positionMs: 60_000,
      finished: false,
    });
    expect(past.code).toBe(4962);
    const { token: visitor } = await t.webToken();
    const anonymous = await callContract(
      t,
      saveBookProgressCall,
      looseBody({ ...pdf, locator: '1', readingDeltaMs: 0, clientAt: 1 }),
      visitor,
    );
    expect(anonymous.code).toBe(4106);
    const bad = await callContractReply(
      t,
      saveBookProgressCall,
      looseBody({ bookId: free, format: 'audio' }),
      { token: reader },
    );
    expect(bad.status).toBeLessThan(500);
    expect(bad.envelope.success).toBe(false);
  });

  it('imports the demo books, whose code book opens with a code the seed derives', async () => {
    const results = await seedDemoBooks({
      db: t.deps.database.db,
      registerFile: (input) => t.deps.media.registerFile(input),
      now: () => now,
    });
    expect(results.map((r) => [r.status, r.rejected])).toEqual([
      ['imported', []],
      ['imported', []],
    ]);
    const coded = results.find((r) => r.status === 'imported' && r.key === DEMO_CODE_BOOK_KEY);
    if (coded?.status !== 'imported') throw new Error('no demo code book');
    const db = t.deps.database.db;
    await seedDemoBookCodes(db, 1, DEVELOPMENT_TOKEN_SECRET, now, {
      id: coded.bookId,
      title: coded.title,
    });
    const codes = await unusedDemoBookCodes(db, 1, DEVELOPMENT_TOKEN_SECRET);
    expect(codes).toHaveLength(10);
    const reader = await login();
    expect(
      await callContractOk(
        t,
        redeemBookCodeCall,
        { code: itemAt(codes, 0), bookId: coded.bookId },
        reader,
      ),
    ).toEqual({
      bookId: coded.bookId,
      title: '中华人民共和国宪法修正案（2018年）',
      unlocked: true,
    });
    expect(await unusedDemoBookCodes(db, 1, DEVELOPMENT_TOKEN_SECRET)).toHaveLength(9);
    const detail = await callContractOk(t, getBookCall, { bookId: coded.bookId }, reader);
    expect(detail).toMatchObject({ locked: false, book: { formats: ['epub', 'pdf'] } });
    const opened = await callContractOk(
      t,
      openBookCall,
      { bookId: coded.bookId, format: 'pdf' },
      reader,
    );
    const head = await t.app.inject({
      method: 'GET',
      url: opened.url,
      headers: { range: 'bytes=0-4' },
    });
    expect(head.body).toBe('%PDF-');
  });
});
