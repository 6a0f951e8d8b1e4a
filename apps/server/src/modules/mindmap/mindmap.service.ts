import type { z } from 'zod';
import type { TCallData } from '@yzfk/contract/call';
import {
  MIND_DOCS_MAX,
  type createMindDocCall,
  type deleteMindDocCall,
  type getMindDocCall,
  type importMindDocCall,
  type renameMindDocCall,
  type saveMindDocCall,
  type TMindDoc,
  type TMindDocSummary,
} from '@yzfk/contract/calls/mindmap';
import { markdownToTree } from '@yzfk/contract/mind/mind-markdown';
import { measureTree, treeCapProblem, type TMindTreeNode } from '@yzfk/contract/mind/mind-tree';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from '../../platform/http/app-error';
import { requireUser, type TAuth } from '../../platform/http/auth';
import { templateTree } from './mind-templates';
import type { TMindDocSummaryRow, TMindDocsRepository } from './mindmap.repository';
import type { TMindDocRow } from './mindmap.schema';

function toSummary(row: TMindDocSummaryRow): TMindDocSummary {
  return {
    id: row.id,
    title: row.title,
    nodeCount: row.nodeCount,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
const toDoc = (row: TMindDocRow): TMindDoc => ({ ...toSummary(row), root: row.root });

/**
 * A user's mind maps and outlines. Another user's document id answers exactly as a missing one
 * (4990); a save from a version that is no longer the stored one is refused (4991).
 */
export function createMindDocsService(deps: { docs: TMindDocsRepository; now: () => Date }) {
  async function insert(userId: number, title: string, root: TMindTreeNode) {
    const row = await deps.docs.create(
      userId,
      { title, root, nodeCount: measureTree(root).nodes },
      deps.now(),
      MIND_DOCS_MAX,
    );
    if (!row) throw new AppError(E.mindDocLimitReached);
    return { doc: toDoc(row) };
  }

  return {
    async list(auth: TAuth) {
      const rows = await deps.docs.list(requireUser(auth));
      return { items: rows.map(toSummary) };
    },

    async get(
      auth: TAuth,
      input: z.output<typeof getMindDocCall.request>,
    ): Promise<TCallData<typeof getMindDocCall>> {
      const row = await deps.docs.find(requireUser(auth), input.docId);
      if (!row) throw new AppError(E.mindDocNotFound);
      return { doc: toDoc(row) };
    },

    async create(
      auth: TAuth,
      input: z.output<typeof createMindDocCall.request>,
    ): Promise<TCallData<typeof createMindDocCall>> {
      const userId = requireUser(auth);
      const root =
        input.root ??
        (input.template
          ? templateTree(input.template, input.title)
          : { title: input.title, children: [] });
      return insert(userId, input.title, root);
    },

    async save(
      auth: TAuth,
      input: z.output<typeof saveMindDocCall.request>,
    ): Promise<TCallData<typeof saveMindDocCall>> {
      const userId = requireUser(auth);
      const tree = { root: input.root, nodeCount: measureTree(input.root).nodes };
      const row = await deps.docs.save(userId, input.docId, input.version, tree, deps.now());
      if (row) return { version: row.version, updatedAt: row.updatedAt.toISOString() };
      // Nothing written: either the document is not mine (or gone), or the version moved on.
      if (!(await deps.docs.find(userId, input.docId))) throw new AppError(E.mindDocNotFound);
      throw new AppError(E.mindDocVersionStale);
    },

    async rename(
      auth: TAuth,
      input: z.output<typeof renameMindDocCall.request>,
    ): Promise<TCallData<typeof renameMindDocCall>> {
      const row = await deps.docs.rename(requireUser(auth), input.docId, input.title, deps.now());
      if (!row) throw new AppError(E.mindDocNotFound);
      return { doc: toSummary(row) };
    },

    async remove(
      auth: TAuth,
      input: z.output<typeof deleteMindDocCall.request>,
    ): Promise<TCallData<typeof deleteMindDocCall>> {
      if (!(await deps.docs.remove(requireUser(auth), input.docId)))
        throw new AppError(E.mindDocNotFound);
      return { docId: input.docId };
    },

    async importMarkdown(
      auth: TAuth,
      input: z.output<typeof importMindDocCall.request>,
    ): Promise<TCallData<typeof importMindDocCall>> {
      const userId = requireUser(auth);
      const root = markdownToTree(input.markdown, input.title);
      if (!root) throw new AppError(E.mindImportEmpty);
      const problem = treeCapProblem(root);
      if (problem) throw new AppError(E.mindDocTooLarge, problem);
      return insert(userId, input.title, root);
    },
  };
}

export type TMindDocsService = ReturnType<typeof createMindDocsService>;
