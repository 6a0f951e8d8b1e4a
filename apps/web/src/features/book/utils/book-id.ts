const INT32_MAX = 2_147_483_647;

/** The book id in a path, or undefined for anything the server could never know. */
export function parseBookId(text: string | undefined): number | undefined {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= INT32_MAX ? id : undefined;
}
