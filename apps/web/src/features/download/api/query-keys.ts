// The download area's query keys: a download marks the lists stale by this prefix (its count).

const all = ['download'] as const;

export const downloadKeys = {
  all,
  lists: () => [...all, 'list'] as const,
};
