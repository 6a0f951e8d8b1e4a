import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zInt, zPage, zPageSize, zText, ZPageReplyFields } from '../fields';
import { ZActivationCodeSchema } from './activation';

// Books: the catalogue with my share read, a book's facts, contents, formats and audiobook, a
// signed link to read its EPUB or PDF or hear a chapter, reading progress, its mind map, and
// redeeming the code printed in a paper book. Imported from book folders (docs/book-format.md).

export const BOOK_CATEGORIES = ['考试用书', '法条汇编', '法律实务'] as const;
export const BOOK_ACCESS = ['free', 'authorised', 'code'] as const;
export const BOOK_FORMATS = ['epub', 'pdf'] as const;
export const BOOK_SORTS = ['newest', 'title', 'popular'] as const;

/** Caps of a mind map: nodes in all, depth below the root, characters of a node's title. */
export const MIND_MAP_MAX_NODES = 2000;
export const MIND_MAP_MAX_DEPTH = 8;
export const MIND_MAP_TITLE_MAX = 200;
/** The most reading or listening time one save may add (a save comes every 15 s or so). */
export const READING_DELTA_MAX_MS = 10 * 60_000;
/** The longest locator (an EPUB CFI can be long). */
export const LOCATOR_MAX = 1000;

/** A table-of-contents entry: where it is in the EPUB (href, CFI) and/or the PDF (page from 1). */
export type TBookContentsNode = {
  title: string;
  href?: string;
  page?: number;
  children: TBookContentsNode[];
};
export const ZBookContentsNodeSchema: z.ZodType<TBookContentsNode> = z.lazy(() =>
  z.object({
    title: z.string(),
    href: z.string().optional(),
    page: z.number().int().optional(),
    children: z.array(ZBookContentsNodeSchema),
  }),
);

/** Our mind map format: a tree of titled nodes (docs/book-format.md). */
export type TMindMapNode = { title: string; children: TMindMapNode[] };
export const ZMindMapNodeSchema: z.ZodType<TMindMapNode> = z.lazy(() =>
  z.object({ title: z.string(), children: z.array(ZMindMapNodeSchema) }),
);

const ZBookId = zId('图书编号');
const ZChapterId = zId('章节编号');
const ZClientAt = z
  .number({ error: '客户端时间必须是数字' })
  .int('客户端时间必须是整数')
  .min(0, '客户端时间不能为负')
  .max(8_640_000_000_000, '客户端时间超出范围');

export const ZBookCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  authors: z.array(z.string()),
  publisher: z.string(),
  category: z.enum(BOOK_CATEGORIES),
  /** A signed link to the cover, or null; expiry rounded to the hour so the URL caches. */
  coverUrl: z.string().nullable(),
  access: z.enum(BOOK_ACCESS),
  formats: z.array(z.enum(BOOK_FORMATS)),
  audioChapters: z.number().int(),
  /** My share read (0–1) in the format I read last; null before I start or without a user. */
  readShare: z.number().nullable(),
});

/** POST /flks/book/list: books by category and search (title or author), sorted, paged. */
export const listBooksCall = defineCall({
  path: '/flks/book/list',
  request: z.object({
    category: z
      .enum(BOOK_CATEGORIES, { error: '分类只能是 考试用书、法条汇编 或 法律实务' })
      .optional(),
    q: zText({ max: 50 }).optional(),
    audio: z.boolean({ error: '有声书筛选必须是 true 或 false' }).optional(),
    sort: z.enum(BOOK_SORTS, { error: '排序只能是 newest、title 或 popular' }).default('newest'),
    page: zPage(),
    pageSize: zPageSize().default(12),
  }),
  data: z.object({
    items: z.array(ZBookCardSchema),
    ...ZPageReplyFields,
  }),
});

export const ZBookProgressSchema = z.object({
  format: z.enum(BOOK_FORMATS),
  locator: z.string(),
  share: z.number(),
  readingMs: z.number().int(),
  /** ISO 8601. */
  updatedAt: z.string(),
});

export const ZAudioProgressSchema = z.object({
  positionMs: z.number().int(),
  listenedMs: z.number().int(),
  finished: z.boolean(),
});

/** POST /flks/book/detail: facts, contents, formats, audiobook, lock and my resume point. */
export const getBookCall = defineCall({
  path: '/flks/book/detail',
  request: z.object({ bookId: ZBookId }),
  data: z.object({
    book: ZBookCardSchema.extend({
      isbn: z.string().nullable(),
      edition: z.string().nullable(),
      /** YYYY-MM-DD. */
      publishedOn: z.string().nullable(),
      description: z.string(),
      pdfPageCount: z.number().int().nullable(),
    }),
    contents: z.array(ZBookContentsNodeSchema),
    audioChapters: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        durationMs: z.number().int(),
        progress: ZAudioProgressSchema.nullable(),
      }),
    ),
    /** False when the map is made from the contents (none was imported). */
    hasMindMap: z.boolean(),
    locked: z.boolean(),
    /** How a locked book opens: an authorisation (获取授权) or the book's code; null when open. */
    unlockBy: z.enum(['authorisation', 'code']).nullable(),
    /** My progress per format, newest first; the first is where 继续阅读 goes. */
    progress: z.array(ZBookProgressSchema),
    /** The audiobook chapter I heard last and where; null before I listen. */
    audioResume: z.object({ chapterId: z.number().int(), positionMs: z.number().int() }).nullable(),
  }),
});

/**
 * POST /flks/book/open: a signed link to the book's EPUB or PDF, or to a chapter's audio (as
 * /flks/media/url). 5006 when the book is locked for this session; 4961 when the book has no
 * such format or chapter.
 */
export const openBookCall = defineCall({
  path: '/flks/book/open',
  request: z.discriminatedUnion(
    'format',
    [
      z.object({ bookId: ZBookId, format: z.enum(BOOK_FORMATS) }),
      z.object({ bookId: ZBookId, format: z.literal('audio'), chapterId: ZChapterId }),
    ],
    { error: '格式只能是 epub、pdf 或 audio' },
  ),
  data: z.object({
    url: z.string(),
    expiresAt: z.string(),
    contentType: z.string(),
    byteSize: z.number().int(),
    /** Where I was: the locator of the format, or the chapter position in ms as text. */
    resumeAt: z.string().nullable(),
  }),
});

const ZReadingDelta = zInt({
  min: 0,
  max: READING_DELTA_MAX_MS,
  label: '阅读时长',
  maxMessage: `一次最多记录 ${READING_DELTA_MAX_MS / 60_000} 分钟阅读时长`,
});

/**
 * POST /flks/book/progress: where I am in the EPUB or PDF (locator, share read) or in an audio
 * chapter. A save older than the stored one (by `clientAt`) changes nothing (`applied` false).
 * 4962 for a PDF page beyond the book or a position past the chapter's end.
 */
export const saveBookProgressCall = defineCall({
  path: '/flks/book/progress',
  request: z.discriminatedUnion(
    'format',
    [
      z.object({
        bookId: ZBookId,
        format: z.enum(BOOK_FORMATS),
        locator: zText({
          min: 1,
          max: LOCATOR_MAX,
          minMessage: '阅读位置不能为空',
          maxMessage: '阅读位置过长',
        }),
        share: z
          .number({ error: '阅读进度必须是数字' })
          .min(0, '阅读进度不能小于 0')
          .max(1, '阅读进度不能大于 1'),
        readingDeltaMs: ZReadingDelta,
        clientAt: ZClientAt,
      }),
      z.object({
        bookId: ZBookId,
        format: z.literal('audio'),
        chapterId: ZChapterId,
        positionMs: zInt({ min: 0, max: 86_400_000, label: '播放位置' }),
        readingDeltaMs: ZReadingDelta,
        finished: z.boolean({ error: '是否听完必须是 true 或 false' }),
        clientAt: ZClientAt,
      }),
    ],
    { error: '格式只能是 epub、pdf 或 audio' },
  ),
  data: z.object({ applied: z.boolean() }),
});

/** POST /flks/book/mindmap: the book's mind map, or one made from its contents. */
export const getBookMindMapCall = defineCall({
  path: '/flks/book/mindmap',
  request: z.object({ bookId: ZBookId }),
  data: z.object({ generated: z.boolean(), root: ZMindMapNodeSchema }),
});

/**
 * POST /flks/book/redeem: a logged-in user redeems a book's code (printed in the paper book),
 * which unlocks that book's digital edition for them. With `bookId` (the /book/pdf/:code/:id
 * page) the code must be that book's (4963, the code is not spent). 4130 unknown, 4131 used,
 * 4132 expired, 4964 a code of an authorisation (redeem it in 获取授权), 4029 too many tries.
 */
export const redeemBookCodeCall = defineCall({
  path: '/flks/book/redeem',
  request: z.object({ code: ZActivationCodeSchema, bookId: ZBookId.optional() }),
  data: z.object({
    bookId: z.number().int(),
    title: z.string(),
    /** False when I had unlocked it before (the code was mine already). */
    unlocked: z.boolean(),
  }),
});

/** One book in my reading record: how far I got in the format I read last, and my time. */
export const ZBookRecordSchema = z.object({
  bookId: z.number().int(),
  title: z.string(),
  /** What I opened last: a format to read, or the audiobook. */
  lastFormat: z.enum([...BOOK_FORMATS, 'audio']),
  /** My share read in the last format read (0–1); null when I only listened. */
  share: z.number().nullable(),
  readingMs: z.number().int(),
  listenedMs: z.number().int(),
  /** Audiobook chapters heard to the end, of how many. */
  chaptersFinished: z.number().int(),
  audioChapters: z.number().int(),
  /** ISO 8601. */
  lastReadAt: z.string(),
});

/** POST /flks/book/record: my books for /learnrecord, last read first (4106 without a user). */
export const getBookRecordCall = defineCall({
  path: '/flks/book/record',
  request: z.object({}),
  data: z.object({ books: z.array(ZBookRecordSchema) }),
});
