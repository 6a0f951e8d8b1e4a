import type { TBookContentsNode, TMindMapNode } from '@yzfk/contract/calls/book';
import type { TTestApp } from '../../test-app';
import { fakeMp4 } from '../../platform/testing/media-fixtures';
import { saveImportedBook } from './book-import.repository';
import type { TBookAccess, TBookCategory } from './book.schema';

// Books written straight into a test app's database and storage, as the importer would leave
// them (the importer has its own tests). Test-only.

export const FIXTURE_CONTENTS: TBookContentsNode[] = [
  {
    title: '第一章 总纲',
    href: 'text/ch1.xhtml',
    page: 1,
    children: [{ title: '第一条', href: 'text/ch1.xhtml#a1', page: 1, children: [] }],
  },
  { title: '第二章 公民的基本权利和义务', href: 'text/ch2.xhtml', page: 3, children: [] },
];

/** Bytes that stand for a book file: the tests only fetch them back. */
const bytesOf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n`, 'utf8');

type TFileAccess = Parameters<TTestApp['deps']['media']['registerFile']>[0]['access'];

export type TFixtureBook = {
  key: string;
  title: string;
  access: TBookAccess;
  category?: TBookCategory;
  authors?: string[];
  epub?: boolean;
  pdf?: boolean;
  audioMs?: number[];
  mindMap?: TMindMapNode;
};

/** Stores a book's files and row; answers its id and its files' ids. */
export async function addFixtureBook(t: TTestApp, spec: TFixtureBook, at = new Date()) {
  const fileAccess: TFileAccess = spec.access === 'code' ? 'book' : spec.access;
  const register = (name: string, contentType: string, bytes: Buffer, access = fileAccess) =>
    t.deps.media.registerFile({
      key: `books/${spec.key}/${name}`,
      source: { bytes },
      contentType,
      access,
    });
  const cover = await register('cover.png', 'image/png', Buffer.from('png'), 'free');
  const epub = spec.epub
    ? await register('book.epub', 'application/epub+zip', bytesOf(`${spec.key} epub`))
    : null;
  const pdf =
    spec.pdf !== false
      ? await register('book.pdf', 'application/pdf', bytesOf(`${spec.key} pdf`))
      : null;
  const chapters = [];
  for (const [index, durationMs] of (spec.audioMs ?? []).entries()) {
    const file = await register(
      `audio-c${index + 1}.m4a`,
      'audio/mp4',
      fakeMp4(durationMs, 'M4A '),
    );
    chapters.push({
      key: `c${index + 1}`,
      title: `第${index + 1}讲`,
      mediaFileId: file.id,
      durationMs,
    });
  }
  const { bookId } = await saveImportedBook(
    t.deps.database.db,
    {
      key: spec.key,
      title: spec.title,
      authors: spec.authors ?? ['全国人民代表大会'],
      publisher: '有章法考示例出版社',
      isbn: null,
      edition: '第1版',
      publishedOn: '2018-03-11',
      category: spec.category ?? '法条汇编',
      coverFileId: cover.id,
      description: `${spec.title}的简介`,
      contents: FIXTURE_CONTENTS,
      epubFileId: epub?.id ?? null,
      pdfFileId: pdf?.id ?? null,
      pdfPageCount: pdf ? 12 : null,
      access: spec.access,
      mindMap: spec.mindMap ?? null,
    },
    chapters,
    chapters.map((chapter) => chapter.key),
    at,
  );
  return { bookId, pdfFileId: pdf?.id ?? null, epubFileId: epub?.id ?? null };
}
