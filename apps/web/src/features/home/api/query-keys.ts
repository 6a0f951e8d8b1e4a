// The home page's query keys, in one place.

const all = ['home'] as const;

/** Query keys of the home page. */
export const homeKeys = {
  all,
  sections: () => [...all, 'sections'] as const,
};
