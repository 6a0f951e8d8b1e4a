import { z } from 'zod';
import { defineCall } from '../call';
import { zFreeText, zId, zInt, zText } from '../fields';
import {
  isSiteLink,
  MIND_DOC_MAX_DEPTH,
  MIND_NODE_COLOURS,
  MIND_NODE_LINK_MAX,
  MIND_NODE_NOTE_MAX,
  MIND_NODE_TITLE_MAX,
  SITE_LINK_MESSAGE,
  treeCapProblem,
  type TMindTreeNode,
} from '../mind/mind-tree';

// A user's mind maps and outlines (issue 15): documents of their own, one stored tree each,
// shown as a map (/mymind) or an outline (/myoutline). Saves carry the version they started
// from; a stale one is refused (4991), never written over. Users only (4106 otherwise); another
// user's document answers as a missing one (4990).

export const MIND_DOC_TITLE_MAX = 60;
/** A user's documents at most. */
export const MIND_DOCS_MAX = 200;
export const MIND_MARKDOWN_MAX = 300_000;

/** The 法考 subjects with a starter template (the server holds the templates). */
export const MIND_TEMPLATES = [
  '刑法',
  '民法',
  '刑诉',
  '民诉',
  '行政法',
  '商经知',
  '理论法',
  '三国法',
] as const;
export type TMindTemplate = (typeof MIND_TEMPLATES)[number];

const ZNodeTitle = zFreeText({
  max: MIND_NODE_TITLE_MAX,
  trim: true,
  label: '节点文字',
});

/** One node of a stored tree; depth is counted so a hostile body cannot recurse without end. */
function nodeSchema(depth: number): z.ZodType<TMindTreeNode> {
  return z.object({
    title: ZNodeTitle,
    children:
      depth >= MIND_DOC_MAX_DEPTH
        ? z.array(z.never()).max(0, `导图最多 ${MIND_DOC_MAX_DEPTH} 层，请减少层级`)
        : z.array(
            z.lazy(() => nodeSchema(depth + 1)),
            { error: 'children 必须是列表' },
          ),
    colour: z
      .enum(MIND_NODE_COLOURS, { error: '节点颜色只能是 red、orange、green、blue 或 purple' })
      .optional(),
    note: zFreeText({
      max: MIND_NODE_NOTE_MAX,
      trim: true,
      maxMessage: `节点备注不能超过 ${MIND_NODE_NOTE_MAX} 个字`,
    }).optional(),
    link: zText({ max: MIND_NODE_LINK_MAX, maxMessage: `链接不能超过 ${MIND_NODE_LINK_MAX} 个字` })
      .refine((link) => link === '' || isSiteLink(link), SITE_LINK_MESSAGE)
      .optional(),
    linkTitle: zFreeText({
      max: MIND_NODE_TITLE_MAX,
      trim: true,
      maxMessage: `链接名称不能超过 ${MIND_NODE_TITLE_MAX} 个字`,
    }).optional(),
    collapsed: z.boolean({ error: 'collapsed 必须是布尔值' }).optional(),
  });
}

/** A whole stored tree: every node checked, then the caps (nodes, depth, bytes). */
export const ZMindTreeSchema = nodeSchema(0).superRefine((root, context) => {
  const problem = treeCapProblem(root);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

const ZDocId = zId('导图编号');
const ZDocTitle = zText({
  min: 1,
  max: MIND_DOC_TITLE_MAX,
  minMessage: '请填写导图名称',
  label: '导图名称',
});
const ZVersion = zInt({ min: 1, max: 2_000_000_000, label: '版本号' });

export const ZMindDocSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  nodeCount: z.number().int(),
  version: z.number().int(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type TMindDocSummary = z.output<typeof ZMindDocSummarySchema>;

export const ZMindDocSchema = ZMindDocSummarySchema.extend({ root: ZMindTreeSchema });
export type TMindDoc = z.output<typeof ZMindDocSchema>;

/** POST /flks/mindmap/list: my documents, last changed first. */
export const listMindDocsCall = defineCall({
  path: '/flks/mindmap/list',
  request: z.object({}),
  data: z.object({ items: z.array(ZMindDocSummarySchema) }),
});

/** POST /flks/mindmap/get: my document with its tree (4990 when it is not mine). */
export const getMindDocCall = defineCall({
  path: '/flks/mindmap/get',
  request: z.object({ docId: ZDocId }),
  data: z.object({ doc: ZMindDocSchema }),
});

/**
 * POST /flks/mindmap/create: a new document: blank (a root titled as the document), a subject's
 * starter template, or a given tree (另存副本). 4992 past MIND_DOCS_MAX.
 */
export const createMindDocCall = defineCall({
  path: '/flks/mindmap/create',
  request: z.object({
    title: ZDocTitle,
    template: z
      .enum(MIND_TEMPLATES, { error: `模板只能是 ${MIND_TEMPLATES.join('、')} 之一` })
      .optional(),
    root: ZMindTreeSchema.optional(),
  }),
  data: z.object({ doc: ZMindDocSchema }),
});

/**
 * POST /flks/mindmap/save: replaces my document's tree when `version` is the stored one; answers
 * the next version. 4991 when someone saved in between (another tab): nothing is written.
 */
export const saveMindDocCall = defineCall({
  path: '/flks/mindmap/save',
  request: z.object({ docId: ZDocId, version: ZVersion, root: ZMindTreeSchema }),
  data: z.object({ version: z.number().int(), updatedAt: z.string() }),
});

/** POST /flks/mindmap/rename: renames my document (its tree and version stay). */
export const renameMindDocCall = defineCall({
  path: '/flks/mindmap/rename',
  request: z.object({ docId: ZDocId, title: ZDocTitle }),
  data: z.object({ doc: ZMindDocSummarySchema }),
});

/** POST /flks/mindmap/delete: deletes my document (4990 when it is not mine). */
export const deleteMindDocCall = defineCall({
  path: '/flks/mindmap/delete',
  request: z.object({ docId: ZDocId }),
  data: z.object({ docId: z.number().int() }),
});

/**
 * POST /flks/mindmap/import: a new document from Markdown (headings and nested lists; see
 * mind/mind-markdown.ts). 4993 when the text has no items, 4994 when it is over the caps.
 */
export const importMindDocCall = defineCall({
  path: '/flks/mindmap/import',
  request: z.object({
    title: ZDocTitle,
    markdown: zFreeText({
      max: MIND_MARKDOWN_MAX,
      maxMessage: `Markdown 不能超过 ${MIND_MARKDOWN_MAX} 个字`,
      typeMessage: 'Markdown 必须是文字',
    }),
  }),
  data: z.object({ doc: ZMindDocSchema }),
});
