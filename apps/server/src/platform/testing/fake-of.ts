// The unit tier's fakes: a service's repositories and ports built from just the methods one test
// needs. Any other method fails the test by its name when the service calls it, so a test says
// which queries a rule makes, and a rule that starts making another one is noticed.

/** A fake of a port or repository `T` from some of its methods; the others throw by name. */
export function fakeOf<T extends object>(name: string, methods: Partial<T>): T {
  return new Proxy(methods, {
    get(target, key) {
      if (key in target) return (target as Record<PropertyKey, unknown>)[key];
      // Not a thenable: `await fake` answers the fake itself.
      if (key === 'then') return undefined;
      return () => {
        throw new Error(`${name}.${String(key)} is not part of this test`);
      };
    },
  }) as T;
}
