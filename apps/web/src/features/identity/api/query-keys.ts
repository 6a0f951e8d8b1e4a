// The identity feature's query keys, in one place; mutations invalidate or remove by these.

/** Query keys of the signed-in user. */
export const identityKeys = {
  userInfo: () => ['auth', 'userinfo'] as const,
};
