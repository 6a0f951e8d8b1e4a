import fc from 'fast-check';
import type { z } from 'zod';

// Plausible valid values for a zod 4 request schema, found by walking `schema._zod.def`: the
// contract-wide fuzz starts from these and then spoils some fields, so that handlers are
// reached with one hostile field among valid ones rather than stopped at the first check.

type TDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  defaultValue?: unknown;
};

function defOf(schema: z.ZodType): TDef {
  return (schema as unknown as { _zod: { def: TDef } })._zod.def;
}

/** Values a field of a given name usually takes here; tried before the generic pools. */
const HINTS: Record<string, unknown[]> = {
  siteCode: ['yzfk'],
  domainName: ['localhost'],
  phone: ['13800000000'],
  contactPhone: ['13800000000'],
  code: ['123456'],
  redirectUri: ['http://localhost/Template/yzfk/wx-callback'],
  ipRanges: [['203.0.113.0/24']],
  keyword: ['民法典', '合同'],
  sessionId: ['3f2504e0-4f89-41d3-9a0c-0305e82c3301'],
  // A mind map's tree: its schema recurses 16 levels deep, too many to walk for a value.
  root: [{ title: '民法', children: [{ title: '物权', children: [] }] }],
};

const STRINGS = [
  '民法典',
  '法考学院',
  'abc',
  '203.0.113.0/24',
  '13800000000',
  '123456',
  'https://example.com/',
  '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  'x',
  '',
];
/** Small whole numbers: ids of the demo rows, pages, counts, days. */
const NUMBERS = Array.from({ length: 41 }, (_, index) => index);

/** The first candidate the schema accepts, or the first one when none is accepted. */
function firstAccepted(schema: z.ZodType, candidates: unknown[]): unknown {
  return candidates.find((value) => schema.safeParse(value).success) ?? candidates[0];
}

/** Any of the small numbers the schema accepts (ids vary, so handlers meet different rows). */
function acceptedNumbers(schema: z.ZodType): fc.Arbitrary<unknown> | undefined {
  const accepted = NUMBERS.filter((value) => schema.safeParse(value).success);
  return accepted.length > 0 ? fc.constantFrom(...accepted) : undefined;
}

/** An arbitrary of plausible valid values for a schema; `name` is the field's key, if any. */
export function validValues(schema: z.ZodType, name?: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const hinted = name === undefined ? undefined : HINTS[name];
  if (hinted) {
    const accepted = hinted.filter((value) => schema.safeParse(value).success);
    if (accepted.length > 0) return fc.constantFrom(...accepted);
  }
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, field] of Object.entries(shape)) fields[key] = validValues(field, key);
      return fc.record(fields);
    }
    case 'array':
      return def.element
        ? fc.array(validValues(def.element, name), { minLength: 1, maxLength: 2 })
        : fc.constant([]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? validValues(def.innerType, name) : fc.constant(undefined);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => validValues(option, name)));
    case 'lazy':
      return def.getter ? validValues(def.getter(), name) : fc.constant(undefined);
    case 'pipe': {
      // Primitives are pipes (a preprocess, a cleaning transform, a format after a text):
      // a pool value the whole pipe accepts, else what its first half takes in.
      const numbers = acceptedNumbers(schema);
      if (numbers) return numbers;
      const text = STRINGS.find((value) => schema.safeParse(value).success);
      if (text !== undefined) return fc.constant(text);
      const inner = def.in && defOf(def.in).type === 'transform' ? def.out : def.in;
      return inner ? validValues(inner, name) : fc.constant(undefined);
    }
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: '' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [undefined]));
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.constant(firstAccepted(schema, STRINGS));
    case 'number':
      return acceptedNumbers(schema) ?? fc.constant(0);
    default:
      return fc.constant(undefined);
  }
}
