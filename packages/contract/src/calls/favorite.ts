import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zPage, zPageSize, ZPageReplyFields } from '../fields';

// Favourites of laws, books, courses and articles: one model for every content kind (the
// questions keep theirs in the question bank, where they carry practice state; decision 0029).
// Every call is the logged-in user's own: an anonymous visitor gets 4106 (请先登录).

export const FAVORITE_KINDS = ['law', 'book', 'course', 'article'] as const;
export type TFavoriteKind = (typeof FAVORITE_KINDS)[number];

/** How many ids one status call may ask about (a list page's worth). */
export const FAVORITE_STATUS_MAX = 100;

const zKind = z.enum(FAVORITE_KINDS, {
  error: '收藏类型只能是 law（法规）、book（图书）、course（课程）或 article（文章）',
});
const zTargetId = zId('内容编号');

/** One favourite as /myfavorite lists it. */
export const ZFavoriteItemSchema = z.object({
  kind: zKind,
  targetId: z.number().int(),
  title: z.string(),
  /** A line under the title: the law's level, a book's authors, a course's teacher, a summary. */
  summary: z.string(),
  /** The session may not open it yet (favouriting a locked item is allowed; it shows 未解锁). */
  locked: z.boolean(),
  /** The item was removed or unpublished since: it can only be removed from the list. */
  missing: z.boolean(),
  /** ISO 8601. */
  favoritedAt: z.string(),
});
export type TFavoriteItem = z.infer<typeof ZFavoriteItemSchema>;

/**
 * POST /flks/favorite/set: adds (`favorite: true`) or removes an item from my favourites. Setting
 * the same state again changes nothing and answers the same (idempotent). 4920 when the item does
 * not exist or is not published on this site (checked when adding only: removing a vanished
 * item's favourite must stay possible).
 */
export const setFavoriteCall = defineCall({
  path: '/flks/favorite/set',
  request: z.object({ kind: zKind, targetId: zTargetId, favorite: z.boolean() }),
  data: z.object({ kind: zKind, targetId: z.number().int(), isFavorite: z.boolean() }),
});

/**
 * POST /flks/favorite/list: my favourites of one kind, newest first. A page past the end is
 * empty (with the total), as the other lists.
 */
export const listFavoritesCall = defineCall({
  path: '/flks/favorite/list',
  request: z.object({
    kind: zKind,
    page: zPage(),
    pageSize: zPageSize().default(10),
  }),
  data: z.object({
    items: z.array(ZFavoriteItemSchema),
    ...ZPageReplyFields,
  }),
});

/** POST /flks/favorite/status: which of some items of one kind are my favourites. */
export const favoriteStatusCall = defineCall({
  path: '/flks/favorite/status',
  request: z.object({
    kind: zKind,
    targetIds: z
      .array(zTargetId)
      .min(1, '请至少给出一个内容编号')
      .max(FAVORITE_STATUS_MAX, `一次最多查询 ${FAVORITE_STATUS_MAX} 个内容`),
  }),
  data: z.object({
    /** The ids among those asked that are favourites. */
    favoriteIds: z.array(z.number().int()),
  }),
});
