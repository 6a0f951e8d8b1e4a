// The law library status's query key, on its own: the app watches it (app/refresh-laws-on-library-load)
// without pulling the call's schemas into the first page's chunk.

/** Query keys of the law library's loading status. */
export const lawLibraryKeys = {
  status: ['lawLibrary', 'status'] as const,
};
