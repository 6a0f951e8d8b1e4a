// The machinery of the web paths in ../paths.ts: a route is a React Router pattern
// (`/book/pdf/:code?/:id`) with its query fields, and one `href` that fills the one and encodes
// the other. The types read the params out of the pattern, so a caller that forgets one, or
// names one the pattern lacks, does not compile. Plain TypeScript with no imports: the server,
// the web app and the header's search box load it without zod or React Router.

/** What a path param or query field may be given as (numbers are written in base 10). */
export type TUrlValue = string | number;

type TSegmentParams<S extends string> = S extends `:${infer Name}?`
  ? { [K in Name]?: TUrlValue }
  : S extends `:${infer Name}`
    ? { [K in Name]: TUrlValue }
    : unknown;

/** The params of a pattern: `/book/pdf/:code?/:id` → `{ code?: TUrlValue; id: TUrlValue }`. */
export type TPatternParams<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? TSegmentParams<Head> & TPatternParams<Tail>
  : TSegmentParams<P>;

/** One query field: whether the page needs it, and (as a type only) the values it takes. */
export type TQueryField<V extends TUrlValue, R extends boolean> = {
  readonly required: R;
  /** Never set: carries the field's value type. */
  readonly value?: V;
};

/** A query field the page cannot do without (e.g. the report's `attempt`). */
export function required<V extends TUrlValue = TUrlValue>(): TQueryField<V, true> {
  return { required: true };
}

/** A query field the page reads when present. */
export function optional<V extends TUrlValue = TUrlValue>(): TQueryField<V, false> {
  return { required: false };
}

/** A route's query fields, in the order they are written into an href. */
export type TQuerySpec = Readonly<Record<string, TQueryField<TUrlValue, boolean>>>;

type TFieldValue<F> = F extends TQueryField<infer V, boolean> ? V : never;

/** The query an href takes: required fields must be given, optional ones may be undefined. */
export type TQueryParams<Q extends TQuerySpec> = {
  [K in keyof Q as Q[K] extends TQueryField<TUrlValue, true> ? K : never]: TFieldValue<Q[K]>;
} & {
  [K in keyof Q as Q[K] extends TQueryField<TUrlValue, true> ? never : K]?:
    TFieldValue<Q[K]> | undefined;
};

type TFlatten<T> = { [K in keyof T]: T[K] };

/**
 * Everything an href of a route takes: the pattern's params and the query fields (for a route
 * with neither, an object with no fields, so a stray field is an error and not ignored).
 */
export type THrefParams<P extends string, Q extends TQuerySpec> = keyof TFlatten<
  TPatternParams<P> & TQueryParams<Q>
> extends never
  ? Record<string, never>
  : TFlatten<TPatternParams<P> & TQueryParams<Q>>;

/** A web route: its pattern for the route table and the matcher, its href for links. */
export type TWebRoute<P extends string, Params> = {
  readonly pattern: P;
  /** The app path (without the base path) of this route with these params. */
  href(...args: Record<never, never> extends Params ? [params?: Params] : [params: Params]): string;
};

/** The route of a pattern and its query fields. */
export function route<const P extends string, const Q extends TQuerySpec = Record<never, never>>(
  pattern: P,
  query?: Q,
): TWebRoute<P, THrefParams<P, Q>> {
  const queryKeys = Object.keys(query ?? {});
  return {
    pattern,
    href(...args) {
      const params = (args[0] ?? {}) as Readonly<Record<string, TUrlValue | undefined>>;
      return fillPattern(pattern, params) + queryString(queryKeys, params);
    },
  };
}

/** Writes the params into a pattern; an absent optional param drops its segment. */
export function fillPattern(
  pattern: string,
  params: Readonly<Record<string, TUrlValue | undefined>>,
): string {
  const segments = pattern.split('/').flatMap((segment) => {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (!param) return [segment];
    const [, name = '', optionalMark] = param;
    const value = params[name];
    if (value === undefined) {
      if (optionalMark) return [];
      throw new Error(`${pattern} needs the param ${name}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return segments.join('/') || '/';
}

/** `?a=1&b=2` of the keys that have a value, in the keys' order; '' when none has. */
function queryString(
  keys: readonly string[],
  params: Readonly<Record<string, TUrlValue | undefined>>,
): string {
  const pairs = keys.flatMap((key) => {
    const value = params[key];
    return value === undefined
      ? []
      : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`];
  });
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/**
 * Whether an app path (query and hash ignored) is one of a pattern's, as React Router matches
 * it: segments compared without case, `:name` one segment, `:name?` an optional one, `*` the rest.
 */
export function matchesPattern(pattern: string, href: string): boolean {
  const pathname = href.split(/[?#]/, 1)[0] ?? '';
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  return matchSegments(wanted, given);
}

function matchSegments(wanted: readonly string[], given: readonly string[]): boolean {
  const [head, ...rest] = wanted;
  if (head === undefined) return given.length === 0;
  if (head === '*') return true;
  const [first, ...others] = given;
  if (head.startsWith(':') && head.endsWith('?')) {
    return matchSegments(rest, given) || (first !== undefined && matchSegments(rest, others));
  }
  if (first === undefined) return false;
  if (head.startsWith(':')) return matchSegments(rest, others);
  return head.toLowerCase() === decodeSegment(first).toLowerCase() && matchSegments(rest, others);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
