import type { TCallRequest } from '@yzfk/contract/call';
import type { globalSearchCall } from '@yzfk/contract/calls/search';

// The search's query keys, in one place and free of schemas: the app invalidates by them.

/** The search's query keys. */
export const searchKeys = {
  all: ['search'] as const,
  search: (request: TCallRequest<typeof globalSearchCall>) => ['search', request] as const,
};
