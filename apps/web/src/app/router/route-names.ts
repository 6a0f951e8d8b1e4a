import { ROUTE_TABLE, type TRouteEntry } from './route-table';

function* walk(entries: readonly TRouteEntry[]): Generator<TRouteEntry> {
  for (const entry of entries) {
    yield entry;
    if (entry.children) yield* walk(entry.children);
  }
}

const BY_NAME = new Map<string, TRouteEntry>();
for (const entry of walk(ROUTE_TABLE)) {
  if (BY_NAME.has(entry.name)) throw new Error(`duplicate route name ${entry.name}`);
  BY_NAME.set(entry.name, entry);
}

/** The route table entry of a route name; throws for an unknown name (a programming error). */
export function routeByName(name: string): TRouteEntry {
  const entry = BY_NAME.get(name);
  if (!entry) throw new Error(`unknown route name ${name}`);
  return entry;
}
