import { mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Uint8ArrayReader, Uint8ArrayWriter, ZipWriter } from '@zip.js/zip.js';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../platform/db/database';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { TEST_DATABASES, openTestDatabase } from '../../test-app';
import { AUDIO_M4A_5S } from '../course/course-fixtures';
import { createMediaRepository } from '../media/media.repository';
import { registerMediaFile } from '../media/register-media-file';
import { makeEpub, makePdf } from './book-file-fixtures';
import { bookAudioChapters, books } from './book.schema';
import { importBooks, type TBookImportDeps } from './import-book';
import { skipUnchangedFiles } from '../media/skip-unchanged-files';
import { writeFileTree } from '../../platform/testing/file-tree';

/** Writes a book folder: book.json and the given files; answers its path. */
function writeBookFolder(
  parent: string,
  manifest: Record<string, unknown>,
  files: Record<string, Buffer | string>,
): string {
  return writeFileTree(join(parent, String(manifest.key)), {
    'book.json': JSON.stringify(manifest),
    ...files,
  });
}

/** An .xmind file (a zip) holding the given files, as XMind 2020 writes one. */
async function makeXmind(files: Record<string, unknown>): Promise<Buffer> {
  const zip = new ZipWriter(new Uint8ArrayWriter());
  for (const [name, value] of Object.entries(files)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    await zip.add(name, new Uint8ArrayReader(new TextEncoder().encode(text)));
  }
  return Buffer.from(await zip.close());
}

const base = (key: string, extra: Record<string, unknown> = {}) => ({
  format: 'yzfk-book/1',
  key,
  category: '法条汇编',
  description: '示例',
  access: 'free',
  ...extra,
});

describe.each(TEST_DATABASES)('book import on %s', (kind) => {
  let database: TDatabase;
  let deps: TBookImportDeps;
  const storageDir = mkdtempSync(join(tmpdir(), 'yzfk-book-store-'));
  const copied: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const files = createMediaRepository(database.db);
    const storage = createLocalStorage(storageDir);
    deps = {
      db: database.db,
      registerFile: skipUnchangedFiles(storage, (input) => {
        if (input.source) copied.push(input.key);
        return registerMediaFile({ files, storage }, input);
      }),
      now: () => new Date('2026-11-20T08:00:00Z'),
    };
  });
  afterAll(() => database.close());

  const bookRow = async (key: string) =>
    (await database.db.select().from(books).where(eq(books.key, key)))[0];

  it('imports an EPUB with its facts and contents, a PDF with its pages, audio and a mind map', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'yzfk-books-'));
    const progress: [number, number][] = [];
    writeBookFolder(
      parent,
      base('xianfa', {
        edition: '2018 年修正本',
        publishedOn: '2018-03-11',
        access: 'code',
        epub: 'book.epub',
        pdf: 'book.pdf',
        audio: [
          { key: 'c1', title: '序言', file: 'audio/c1.m4a' },
          { key: 'c2', title: '第一章', file: 'audio/c2.m4a' },
        ],
        mindMap: 'mindmap.json',
      }),
      {
        'book.epub': await makeEpub({ cover: Buffer.from('png') }),
        'book.pdf': makePdf(6, [
          { title: '第一章 总纲', page: 2 },
          { title: '第二章 公民的基本权利和义务', page: 4 },
        ]),
        'audio/c1.m4a': AUDIO_M4A_5S,
        'audio/c2.m4a': AUDIO_M4A_5S,
        'mindmap.json': JSON.stringify({ title: '宪法', children: [{ title: '总纲' }] }),
      },
    );
    const [result] = await importBooks(
      { ...deps, onProgress: (done, total) => progress.push([done, total]) },
      parent,
    );
    expect(result).toMatchObject({
      status: 'imported',
      key: 'xianfa',
      title: '中华人民共和国宪法',
      created: true,
      formats: ['epub', 'pdf'],
      audioChapters: 2,
      rejected: [],
    });
    expect(progress.at(-1)).toEqual([5, 5]);
    const row = await bookRow('xianfa');
    expect(row).toMatchObject({
      authors: ['全国人民代表大会'],
      publisher: '中国法制出版社',
      isbn: '9787509391234',
      pdfPageCount: 6,
      access: 'code',
      mindMap: { title: '宪法', children: [{ title: '总纲', children: [] }] },
    });
    expect(row?.contents[0]).toEqual({
      title: '第一章 总纲',
      href: 'text/ch1.xhtml',
      page: 2,
      children: [],
    });
    expect(row?.coverFileId).not.toBeNull();
    const media = await createMediaRepository(database.db).findById(row?.pdfFileId ?? 0);
    expect(media).toMatchObject({ access: 'book', contentType: 'application/pdf' });
    const chapters = await database.db
      .select()
      .from(bookAudioChapters)
      .where(eq(bookAudioChapters.bookId, row?.id ?? 0))
      .orderBy(asc(bookAudioChapters.ordinal));
    expect(chapters.map((c) => [c.key, c.durationMs])).toEqual([
      ['c1', 5000],
      ['c2', 5000],
    ]);

    // Again: the same row, and nothing copied again when the files did not change.
    copied.length = 0;
    const [again] = await importBooks(deps, parent);
    expect(again).toMatchObject({ status: 'imported', created: false, bookId: row?.id });
    expect(copied.filter((key) => !key.endsWith('cover.png'))).toEqual([]);
    // A changed file is copied again.
    const pdfPath = join(parent, 'xianfa', 'book.pdf');
    writeFileSync(pdfPath, makePdf(7, []));
    const later = new Date(statSync(pdfPath).mtime.getTime() + 60_000);
    utimesSync(pdfPath, later, later);
    await importBooks(deps, parent);
    expect(copied).toContain('books/xianfa/book.pdf');
    expect((await bookRow('xianfa'))?.pdfPageCount).toBe(7);
  });

  it('imports a PDF-only book with its facts from the manifest and contents from the outline', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'yzfk-books-'));
    writeBookFolder(
      parent,
      base('pdf-only', {
        title: '民法典',
        authors: ['全国人民代表大会'],
        publisher: '法律出版社',
        category: '考试用书',
        access: 'authorised',
        pdf: 'book.pdf',
      }),
      { 'book.pdf': makePdf(3, [{ title: '总则编', page: 1 }]) },
    );
    const [result] = await importBooks(deps, parent);
    expect(result).toMatchObject({ status: 'imported', formats: ['pdf'] });
    expect(await bookRow('pdf-only')).toMatchObject({
      title: '民法典',
      pdfPageCount: 3,
      epubFileId: null,
      contents: [{ title: '总则编', page: 1, children: [] }],
    });
  });

  it('imports a mind map given as an XMind file, and rejects a damaged or XMind 8 one', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'yzfk-books-'));
    const pdfBook = (key: string, mindMap: string) =>
      base(key, { title: '刑法', authors: ['某某'], publisher: '某出版社', pdf: 'b.pdf', mindMap });
    const rootTopic = {
      id: 'r',
      class: 'topic',
      title: '刑法',
      notes: { plain: { content: '书的导图只留标题' } },
      children: {
        attached: [
          {
            id: 'a',
            title: '总则',
            href: '/law/item/1',
            children: { attached: [{ title: '犯罪' }] },
          },
          { id: 'b', title: '分则' },
        ],
      },
    };
    writeBookFolder(parent, pdfBook('x-good', 'mindmap.xmind'), {
      'b.pdf': makePdf(2, []),
      'mindmap.xmind': await makeXmind({
        'content.json': [{ id: 's', class: 'sheet', title: '画布', rootTopic }],
        'metadata.json': {},
        'manifest.json': { 'file-entries': { 'content.json': {} } },
      }),
    });
    writeBookFolder(parent, pdfBook('y-legacy', 'mindmap.xmind'), {
      'b.pdf': makePdf(2, []),
      'mindmap.xmind': await makeXmind({ 'content.xml': '<xmap-content/>' }),
    });
    writeBookFolder(parent, pdfBook('z-broken', 'map.xmind'), {
      'b.pdf': makePdf(2, []),
      'map.xmind': Buffer.from('PK 不是 zip'),
    });
    const results = await importBooks(deps, parent);
    expect(results.map((r) => [r.status, r.rejected])).toEqual([
      ['imported', []],
      [
        'imported',
        [
          {
            file: 'mindmap.xmind',
            reason: '仅支持 XMind 2020 及以后的文件：请先用新版 XMind 打开并另存后再导入',
          },
        ],
      ],
      [
        'imported',
        [{ file: 'map.xmind', reason: '无法打开这个文件：它不是有效的 XMind（.xmind）文件' }],
      ],
    ]);
    expect((await bookRow('x-good'))?.mindMap).toEqual({
      title: '刑法',
      children: [
        { title: '总则', children: [{ title: '犯罪', children: [] }] },
        { title: '分则', children: [] },
      ],
    });
    // A rejected map leaves none stored: the book's map is made from its contents.
    expect((await bookRow('y-legacy'))?.mindMap).toBeNull();
    expect((await bookRow('z-broken'))?.mindMap).toBeNull();
  });

  it('rejects missing and damaged files with the reason and imports the rest', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'yzfk-books-'));
    writeBookFolder(
      parent,
      base('damaged', {
        epub: 'book.epub',
        pdf: 'book.pdf',
        audio: [
          { key: 'c1', title: '一', file: 'missing.m4a' },
          { key: 'c2', title: '二', file: 'broken.m4a' },
        ],
        mindMap: 'map.json',
      }),
      {
        'book.epub': Buffer.from('PK not a zip'),
        'book.pdf': makePdf(2, []),
        'broken.m4a': Buffer.from('nothing'),
        'map.json': JSON.stringify({ title: '', children: [] }),
      },
    );
    const [result] = await importBooks(deps, parent);
    expect(result?.status).toBe('refused');
    expect(result?.rejected.map((r) => r.file)).toContain('book.epub');
    // Without a title from the EPUB the book cannot be named: refused, nothing stored.
    expect(await bookRow('damaged')).toBeUndefined();

    writeBookFolder(
      parent,
      base('damaged', {
        title: '有损坏文件的书',
        authors: ['某某'],
        publisher: '某出版社',
        epub: 'book.epub',
        pdf: 'book.pdf',
        audio: [
          { key: 'c1', title: '一', file: 'missing.m4a' },
          { key: 'c2', title: '二', file: 'broken.m4a' },
        ],
        mindMap: 'map.json',
      }),
      {},
    );
    const [second] = await importBooks(deps, join(parent, 'damaged'));
    expect(second).toMatchObject({ status: 'imported', formats: ['pdf'], audioChapters: 0 });
    const reasons = Object.fromEntries(second?.rejected.map((r) => [r.file, r.reason]) ?? []);
    expect(reasons['book.epub']).toMatch(/EPUB 损坏/);
    expect(reasons['missing.m4a']).toBe('文件不存在');
    expect(reasons['broken.m4a']).toBeTruthy();
    expect(reasons['map.json']).toContain('title');
  });

  it('refuses a manifest with unknown fields, unsafe paths or neither format', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'yzfk-books-'));
    writeBookFolder(parent, base('a-unknown', { pdf: 'b.pdf', price: 10 }), {});
    writeBookFolder(parent, base('b-traversal', { pdf: '../../etc/passwd.pdf' }), {});
    writeBookFolder(parent, base('c-none', { title: 't', authors: ['a'], publisher: 'p' }), {});
    writeBookFolder(parent, base('d-pdf-no-title', { pdf: 'b.pdf' }), {});
    const results = await importBooks(deps, parent);
    expect(results.map((r) => r.status)).toEqual(['refused', 'refused', 'refused', 'refused']);
    const reasons = results.map((r) => (r.status === 'refused' ? r.reason : ''));
    expect(reasons[0]).toBe('未知字段：price');
    expect(reasons[1]).toContain('文件名不合法');
    expect(reasons[2]).toContain('至少要有 epub 或 pdf');
    expect(reasons[3]).toContain('没有 EPUB 时须写明');
  });
});
