import fc from 'fast-check';

// What a careless client or an attacker puts in a JSON body: for each kind of field, the values
// that have broken servers (PostgreSQL refuses NUL and numbers past a column's type; lone
// surrogates are not UTF-8; huge strings and numbers; the wrong type altogether).

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085'];
const ODD_UNICODE = [
  '\u202e反转\u202c',
  '\u200f\u200e',
  'e\u0301\u0301\u0301\u0301',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  '\ufeff',
  '\u2028\u2029',
  '𠀀𪚥',
  '\ud800',
  'a\udfffb',
  '\udbff\ud800',
];
const TRICKY = ["'; drop table users; --", '%', '\\', '%00', '../../etc/passwd', '<b>x</b>', ' '];
const NUMERIC_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '99999999999999999999999',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '0x10',
  '1.5',
  '-1',
  ' 7 ',
  '1,000',
];

const deepArray = (depth: number): unknown => (depth === 0 ? [] : [deepArray(depth - 1)]);
const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  0,
  '',
  [],
  {},
  [null],
  { a: { b: { c: [1, 'x', null] } } },
  deepArray(200),
];

/** A string with a hostile part: control characters, broken or odd Unicode, huge. */
export function hostileStrings(valid: string): fc.Arbitrary<unknown> {
  const inject = (pieces: string[]) =>
    fc
      .tuple(fc.constantFrom(...pieces), fc.nat({ max: valid.length }))
      .map(([piece, at]) => valid.slice(0, at) + piece + valid.slice(at));
  return fc.oneof(
    { weight: 3, arbitrary: inject(CONTROL) },
    { weight: 2, arbitrary: inject(ODD_UNICODE) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...CONTROL, ...ODD_UNICODE, ...TRICKY, ...NUMERIC_TEXT),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'x'.repeat(10_000),
        '法'.repeat(10_000),
        `${valid}\u0000`.repeat(2_000),
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    {
      weight: 1,
      arbitrary: fc.string({
        unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
        maxLength: 20,
      }),
    },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  );
}

/** A number past what the field or its column holds, a non-number, or a numeric string. */
export function hostileNumbers(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(
      2 ** 31,
      2 ** 31 - 1,
      2 ** 32,
      2 ** 53,
      2 ** 53 + 2,
      -(2 ** 31) - 1,
      -1,
      0,
      1.5,
      -0.5,
      1e308,
      Number.MIN_VALUE,
    ),
    fc.constantFrom(...NUMERIC_TEXT),
    fc.integer(),
    fc.double(),
    fc.constantFrom(...WRONG_TYPES),
  );
}

/** Anything but what a boolean, array or object field expects. */
export function hostileOthers(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...WRONG_TYPES, 'true', 1, 'x'.repeat(10_000)),
    fc.constantFrom(
      Array.from({ length: 5_000 }, () => 1),
      Array.from({ length: 200 }, () => 'x'),
    ),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** A hostile replacement for a value, chosen by the kind of the valid value it replaces. */
export function hostileFor(valid: unknown): fc.Arbitrary<unknown> {
  if (typeof valid === 'string') return hostileStrings(valid);
  if (typeof valid === 'number') return hostileNumbers();
  return hostileOthers();
}

/** A whole body that is not an object of the call's fields. */
export function hostileBodies(): fc.Arbitrary<unknown> {
  return fc.oneof(fc.constantFrom(...WRONG_TYPES, 'text', 42), fc.jsonValue({ maxDepth: 4 }));
}

/** Fields no call has, some with names JavaScript treats specially. */
export function extraFields(): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof(
    fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    fc.constant(
      JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": 1}}') as Record<
        string,
        unknown
      >,
    ),
  );
}
