/**
 * Looks each id up, all at once, and keeps the ones found, by id in the order of `ids`. One call
 * per id: for short lists only (a list page of favourites holds at most 50).
 */
export async function mapFound<T>(
  ids: readonly number[],
  find: (id: number) => Promise<T | undefined>,
): Promise<Map<number, T>> {
  const found = await Promise.all(ids.map(async (id) => [id, await find(id)] as const));
  return new Map(
    found.flatMap(([id, value]) => (value === undefined ? [] : [[id, value] as const])),
  );
}
