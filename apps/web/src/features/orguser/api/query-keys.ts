// The organisation-user feature's query keys, in one place; mutations invalidate by these.

/** Query keys of organisation-user applications. */
export const orgUserKeys = {
  list: () => ['orguser', 'list'] as const,
};
