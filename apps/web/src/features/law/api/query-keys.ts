import type { TCallRequest } from '@yzfk/contract/call';
import type { getLawListCall } from '@yzfk/contract/calls/law';

// The law database's query keys, in one place; mutations invalidate by these.

const all = ['law'] as const;

/** Query keys of the law database. */
export const lawKeys = {
  all,
  list: (request: TCallRequest<typeof getLawListCall>) => [...all, 'list', request] as const,
  detail: (id: number) => [...all, 'detail', id] as const,
  /** The 法条联想 badge counts of a law's articles (they hold the caller's note counts). */
  relationCounts: (lawId: number) => [...all, 'relation-counts', lawId] as const,
  /** One article's 法条联想 panel. */
  relations: (lawId: number, ordinal: number) => [...all, 'relations', lawId, ordinal] as const,
  /** 新旧对照 of two versions. */
  comparison: (fromId: number, toId: number) => [...all, 'compare', fromId, toId] as const,
};
