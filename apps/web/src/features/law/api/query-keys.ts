import type { TCallRequest } from '@yzfk/contract/call';
import type { getLawListCall } from '@yzfk/contract/calls/law';

// The law database's query keys, in one place; mutations invalidate by these.

const all = ['law'] as const;

/** Query keys of the law database. */
export const lawKeys = {
  all,
  list: (request: TCallRequest<typeof getLawListCall>) => [...all, 'list', request] as const,
  detail: (id: number) => [...all, 'detail', id] as const,
};
