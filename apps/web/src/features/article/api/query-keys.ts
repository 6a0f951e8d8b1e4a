// The articles' query keys, in one place.

const all = ['article'] as const;

/** Query keys of the articles. */
export const articleKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  detail: (articleId: number) => [...all, 'detail', articleId] as const,
};
