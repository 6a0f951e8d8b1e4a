import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../platform/testing/select-rows';
import { TEST_DATABASES, startTestApp, type TTestApp } from '../../test-app';
import { addFixtureBook } from '../book/book-fixtures';
import { AUDIO_M4A_5S, importFixtureCourses, manifestOf } from '../course/course-fixtures';
import { loginUser } from '../identity/identity-fixtures';
import { listArticlesCall } from '@yzfk/contract/calls/article';
import { listCoursesCall } from '@yzfk/contract/calls/course';
import {
  favoriteStatusCall,
  listFavoritesCall,
  setFavoriteCall,
  type TFavoriteKind,
} from '@yzfk/contract/calls/favorite';
import { getLawDetailCall, getLawListCall, setLawFavoriteCall } from '@yzfk/contract/calls/law';
import { callContract, callContractOk, looseBody } from '../../platform/testing/call-contract';
import type { TCallRequest } from '@yzfk/contract/call';

describe.each(TEST_DATABASES)('favourite calls on %s', (kind) => {
  let t: TTestApp;
  let now = new Date('2026-11-20T02:00:00Z');
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  const ids = { law: 0, book: 0, course: 0, article: 0, unpublished: 0 };
  const login = async () => {
    later(61);
    return (await loginUser(t)).token;
  };

  // Kinds come as strings from the loops below, and an unknown kind is one test's point.
  const set = (token: string, kind: string, targetId: number, favorite = true) =>
    callContract(t, setFavoriteCall, looseBody({ kind, targetId, favorite }), token);
  const list = (token: string, body: TCallRequest<typeof listFavoritesCall>) =>
    callContractOk(t, listFavoritesCall, body, token);

  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => now });
    await importFixtureCourses(t, () => now, [
      {
        manifest: manifestOf('f-paid', [[{ key: 'a1', file: 'a1.m4a' }]], {
          kind: 'audio',
          access: 'authorised',
        }),
        files: { 'a1.m4a': AUDIO_M4A_5S },
      },
    ]);
    const { token } = await t.webToken();
    const courses = await callContractOk(t, listCoursesCall, {}, token);
    ids.course = courses.items.find((item) => item.title === '课程 f-paid')?.id ?? 0;
    ids.book = (
      await addFixtureBook(t, { key: 'f-book', title: '收藏测试书', access: 'authorised' })
    ).bookId;
    const laws = await callContractOk(t, getLawListCall, {}, token);
    ids.law = laws.list[0]?.id ?? 0;
    const articles = await callContractOk(t, listArticlesCall, {}, token);
    ids.article = articles.items[0]?.id ?? 0;
    // The demo seeds one draft: it exists, but no reader may see it.
    const drafts = await selectRows<{ id: number }>(
      t.deps.database.db,
      sql`select id from articles where title like '草稿%'`,
    );
    ids.unpublished = drafts[0]?.id ?? 0;
  });
  afterAll(() => t.close());

  it('favourites each kind, lists it with its title, and shows a locked item as locked', async () => {
    const token = await login();
    for (const [kind, id] of [
      ['law', ids.law],
      ['book', ids.book],
      ['course', ids.course],
      ['article', ids.article],
    ] as const) {
      expect((await set(token, kind, id)).data).toEqual({ kind, targetId: id, isFavorite: true });
      const page = await list(token, { kind });
      expect(page.total).toBe(1);
      expect(page.items[0]).toMatchObject({ kind, targetId: id, missing: false });
      expect(page.items[0]?.title).not.toBe('');
    }
    const books = await list(token, { kind: 'book' });
    expect(books.items[0]).toMatchObject({ title: '收藏测试书', locked: true });
    const courses = await list(token, { kind: 'course' });
    expect(courses.items[0]).toMatchObject({ title: '课程 f-paid', locked: true });
    expect(
      (
        await callContractOk(
          t,
          favoriteStatusCall,
          { kind: 'book', targetIds: [ids.book, 999_999] },
          token,
        )
      ).favoriteIds,
    ).toEqual([ids.book]);
  });

  it('keeps /flks/law/favorite and the law detail on the same favourites', async () => {
    const token = await login();
    expect(
      (await callContract(t, setLawFavoriteCall, { lawId: ids.law, favorite: true }, token)).data,
    ).toEqual({ isFavorite: true });
    expect((await list(token, { kind: 'law' })).items.map((item) => item.targetId)).toEqual([
      ids.law,
    ]);
    await callContractOk(
      t,
      setFavoriteCall,
      { kind: 'law', targetId: ids.law, favorite: false },
      token,
    );
    const detail = await callContractOk(t, getLawDetailCall, { id: ids.law }, token);
    expect(detail.favorite.isFavorite).toBe(false);
  });

  it('answers bad input with clear messages, never a 500', async () => {
    const token = await login();
    const unknownKind = await set(token, 'question', ids.law);
    expect(unknownKind.code).toBe(4000);
    expect(unknownKind.msg).toContain('收藏类型只能是');
    for (const [kind, id] of [
      ['law', 999_999],
      ['book', 999_999],
      ['course', 999_999],
      ['article', ids.unpublished],
    ] as const) {
      expect(await set(token, kind, id)).toMatchObject({
        code: 4920,
        msg: '要收藏的内容不存在或已下架',
      });
    }
    expect((await set(token, 'book', 0)).code).toBe(4000);
    const visitor = (await t.webToken()).token;
    expect(await set(visitor, 'law', ids.law)).toMatchObject({ code: 4106, msg: '请先登录' });
    expect((await callContract(t, listFavoritesCall, { kind: 'law' }, visitor)).code).toBe(4106);
    await set(token, 'article', ids.article);
    expect(await list(token, { kind: 'article', page: 5 })).toMatchObject({
      items: [],
      total: 1,
      page: 5,
    });
    const tooBig = await callContract(
      t,
      listFavoritesCall,
      { kind: 'article', pageSize: 51 },
      token,
    );
    expect(tooBig.code).toBe(4000);
    expect(tooBig.msg).toContain('每页最多 50 条');
  });

  it('shows a favourite whose item vanished as missing, and removes it', async () => {
    const token = await login();
    await set(token, 'article', ids.article);
    // The article goes away under the favourite (this user's row is the one made at `now`).
    await t.deps.database.db.execute(
      sql`update favorites set target_id = 999999
          where kind = 'article' and created_at = ${now.toISOString()}`,
    );
    const page = await list(token, { kind: 'article' });
    expect(page.items[0]).toMatchObject({
      targetId: 999_999,
      missing: true,
      title: '该内容已下架',
    });
    expect((await set(token, 'article', 999_999, false)).data).toMatchObject({ isFavorite: false });
    expect((await list(token, { kind: 'article' })).total).toBe(0);
  });

  it('repeating the same set is idempotent', async () => {
    const token = await login();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('law', 'article'), fc.boolean()), {
          minLength: 1,
          maxLength: 6,
        }),
        async (steps) => {
          const last = new Map<TFavoriteKind, boolean>();
          for (const [kind, favorite] of steps) {
            const id = kind === 'law' ? ids.law : ids.article;
            // Twice each: the second answer and state are those of the first.
            const first = await set(token, kind, id, favorite);
            const second = await set(token, kind, id, favorite);
            expect(second.data).toEqual(first.data);
            last.set(kind, favorite);
          }
          for (const [kind, favorite] of last) {
            expect((await list(token, { kind })).total).toBe(favorite ? 1 : 0);
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
