import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import type { TPageKey, TRouteEntry, TRouteLayout } from './route-table';

/** What each route carries in `handle`: read by titles, the active menu and the centre menu. */
export type TRouteHandle = {
  name: string;
  title?: string;
  show?: boolean;
};

type TLazy = NonNullable<RouteObject['lazy']>;

export type TBuildOptions = {
  /** Runs before every navigation (the root route's loader). */
  guard?: LoaderFunction;
  /** The lazily loaded module of each page; without it routes only match (no pages). */
  page?: (key: TPageKey) => TLazy;
  sharedLayout?: TLazy;
  centreLayout?: TLazy;
  /** Components of the root route (shell, first-load fallback, error boundary). */
  root?: Pick<RouteObject, 'Component' | 'HydrateFallback' | 'ErrorBoundary'>;
  /** Error boundary inside the shared layout, so that errors keep the header and footer. */
  pageErrorBoundary?: RouteObject['ErrorBoundary'];
};

type TBuckets = Record<TRouteLayout, RouteObject[]>;

function emptyBuckets(): TBuckets {
  return { shared: [], standalone: [] };
}

function handleOf(entry: TRouteEntry): TRouteHandle {
  return { name: entry.name, title: entry.title, show: entry.show };
}

/** Redirect routes render nothing: their loader leaves before anything shows. */
function redirectLoader(target: string): LoaderFunction {
  return () => redirect(target);
}

function convert(entry: TRouteEntry, inherited: TRouteLayout, options: TBuildOptions): TBuckets {
  const layout = entry.layout ?? inherited;
  const buckets = emptyBuckets();

  if (!entry.children) {
    const target: Partial<RouteObject> = entry.redirect
      ? { loader: redirectLoader(entry.redirect), element: null }
      : entry.page && options.page
        ? { lazy: options.page(entry.page) }
        : {};
    for (const path of [entry.path, ...(entry.alias ?? [])]) {
      buckets[layout].push({ path, handle: handleOf(entry), ...target });
    }
    return buckets;
  }

  // A group: its own path redirects; its children keep their absolute paths under a pathless
  // parent that carries the group's (section's) name.
  if (entry.redirect) {
    buckets[layout].push({
      path: entry.path,
      loader: redirectLoader(entry.redirect),
      element: null,
    });
  }
  for (const child of entry.children) {
    const childBuckets = convert(child, layout, options);
    buckets.shared.push(...childBuckets.shared);
    buckets.standalone.push(...childBuckets.standalone);
  }
  const wrap = (children: RouteObject[], lazy?: TLazy): RouteObject[] =>
    children.length === 0 ? [] : [{ handle: handleOf(entry), lazy, children }];
  return {
    shared: wrap(buckets.shared, entry.isCentre ? options.centreLayout : undefined),
    standalone: wrap(buckets.standalone),
  };
}

/**
 * Turns the route table into React Router routes: one root route (guard loader, re-run on every
 * navigation) holding the shared layout with its pages and, beside it, the standalone pages.
 */
export function buildRoutes(
  table: readonly TRouteEntry[],
  options: TBuildOptions = {},
): RouteObject[] {
  const all = emptyBuckets();
  for (const entry of table) {
    const buckets = convert(entry, 'shared', options);
    all.shared.push(...buckets.shared);
    all.standalone.push(...buckets.standalone);
  }
  return [
    {
      id: 'root',
      path: '/',
      loader: options.guard,
      shouldRevalidate: () => true,
      ...options.root,
      children: [
        {
          id: 'layout',
          lazy: options.sharedLayout,
          children: [
            { id: 'pages', ErrorBoundary: options.pageErrorBoundary, children: all.shared },
          ],
        },
        ...all.standalone,
      ],
    },
  ];
}
