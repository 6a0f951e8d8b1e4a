import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zPage, zPageSize, zText, ZPageReplyFields } from '../fields';

// The download area (/DownloadList): files by category with their size, type, date, download
// count and access rule, and a signed link to download one after the access check. Imported
// from a folder with a manifest (docs/download-format.md).

export const DOWNLOAD_CATEGORIES = ['考试大纲', '法条汇编', '文书模板', '资料'] as const;
/** free: any session; authorised: sessions holding a valid authorisation (as courses). */
export const DOWNLOAD_ACCESS = ['free', 'authorised'] as const;
export const DOWNLOAD_SORTS = ['newest', 'popular'] as const;

export const ZDownloadItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(DOWNLOAD_CATEGORIES),
  description: z.string(),
  /** The name the file is saved under. */
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  /** ISO 8601. */
  publishedAt: z.string(),
  downloadCount: z.number().int(),
  access: z.enum(DOWNLOAD_ACCESS),
  /**
   * Whether this session may not download it yet: `login` (an anonymous visitor, who may gain
   * an authorisation by logging in), `authorisation` (logged in, holds none); null when open.
   * The page asks before calling open, so a refusal never reaches the API client.
   */
  lockedBy: z.enum(['login', 'authorisation']).nullable(),
});

/** POST /flks/download/list: files by category and title search, newest or most downloaded. */
export const listDownloadsCall = defineCall({
  path: '/flks/download/list',
  request: z.object({
    category: z
      .enum(DOWNLOAD_CATEGORIES, { error: '分类只能是 考试大纲、法条汇编、文书模板 或 资料' })
      .optional(),
    q: zText({ max: 50 }).optional(),
    sort: z.enum(DOWNLOAD_SORTS, { error: '排序只能是 newest 或 popular' }).default('newest'),
    page: zPage(),
    pageSize: zPageSize().default(20),
  }),
  data: z.object({
    items: z.array(ZDownloadItemSchema),
    ...ZPageReplyFields,
  }),
});

/**
 * POST /flks/download/open: a signed link to the file (as /flks/media/url) and its name; counts
 * the download once per reader per file per day. 4970 no such file; 4106 an anonymous visitor
 * on an authorised file; 4971 logged in without an authorisation.
 */
export const openDownloadCall = defineCall({
  path: '/flks/download/open',
  request: z.object({ downloadId: zId('文件编号') }),
  data: z.object({
    url: z.string(),
    expiresAt: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    byteSize: z.number().int(),
    /** The count after this download (unchanged when this reader already downloaded today). */
    downloadCount: z.number().int(),
  }),
});
