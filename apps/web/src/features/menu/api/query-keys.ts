// The menu feature's query keys, in one place.

/** Query keys of the page sections the menus read. */
export const menuKeys = {
  headMenu: () => ['pagesection', 'headMenu'] as const,
};
