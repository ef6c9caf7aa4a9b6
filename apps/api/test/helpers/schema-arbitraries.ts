import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries from a route's own zod schemas, for the fuzz test (fuzz.test.ts).
 *
 * zod-fast-check supports zod 3 only, so this is a small generator over the schema's JSON Schema: zod 4 writes
 * it itself (`z.toJSONSchema`, the input side, what the route accepts; anything it cannot describe, such as an
 * uploaded file or a transform, becomes "any value"). It knows the keywords zod writes: type (and lists of
 * types), properties/required, items/prefixItems with min/maxItems, enum, const, anyOf/oneOf/allOf, string
 * min/maxLength, pattern and format, number minimum/maximum, and $ref to $defs. Sizes are kept small; the
 * hostile values (NUL, bidi, huge, deep, prototype keys) come from `hostileValue`, mixed in at every level.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** The JSON Schema of a zod schema's input, or undefined for a route part without one. */
export function inputJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
}

const DEEP_NESTING = 2_000;

/** Nested arrays and objects far deeper than any form: the walk of a body must not recurse on them. */
function deeplyNested(): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < DEEP_NESTING; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** An object whose own keys try to reach Object.prototype once the body is parsed and merged somewhere. */
function prototypeKeys(): Record<string, unknown> {
  return JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, "toString": "x"}') as Record<
    string,
    unknown
  >;
}

/** Values no form sends: U+0000, bidi overrides, lone surrogates, huge text and numbers, deep nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\u202Egnp.exe',
    'x\u2066y\u2069z\u200F',
    '\uD800',
    ' ',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '9'.repeat(400),
    -1,
    0,
    1e308,
    -0,
    2 ** 53 + 1,
    true,
    null,
    [],
    {},
  ),
  fc.constant(null).map(() => 'y'.repeat(200_000)),
  fc.constant(null).map(deeplyNested),
  fc.constant(null).map(prototypeKeys),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  if (schema.$ref === '#') return root;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}

/**
 * Text the schema describes, now and then with U+0000 or a bidi override slipped into it: text that passes
 * the route's validation, so it reaches what lies behind (the database, a file name, a log line).
 */
function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const fitting = fittingString(schema);
  return fc.oneof(
    { weight: 10, arbitrary: fitting },
    { weight: 1, arbitrary: fc.tuple(fitting, fc.nat()).map(([text, at]) => slipIn(text, '\u0000', at)) },
    { weight: 1, arbitrary: fc.tuple(fitting, fc.nat()).map(([text, at]) => slipIn(text, '\u202E', at)) },
  );
}

const slipIn = (text: string, character: string, at: number) => {
  const index = text.length === 0 ? 0 : at % text.length;
  return `${text.slice(0, index)}${character}${text.slice(index)}`;
};

function fittingString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= 200);
    } catch {
      // A pattern fast-check cannot read: plain text below.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 60)) });
}

function numberFor(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  const low = Math.max(min, -2_147_483_648);
  const high = Math.min(Math.max(max, low), 2_147_483_647);
  return isInteger
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function typedArbitrary(schema: JsonSchema, type: string, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => arbitraryFor(item, root, depth + 1)));
      const minLength = schema.minItems ?? 0;
      return fc.array(arbitraryFor(schema.items ?? {}, root, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, arbitraryFor(value, root, depth + 1)]),
      );
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values a schema describes, with a hostile value in place of any of them now and then. */
export function arbitraryFor(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, root);
  let fitting: fc.Arbitrary<unknown>;
  if (depth > 6) fitting = fc.constant(null);
  else if ('const' in resolved) fitting = fc.constant(resolved.const);
  else if (resolved.enum) fitting = fc.constantFrom(...resolved.enum);
  else if (resolved.anyOf ?? resolved.oneOf)
    fitting = fc.oneof(...(resolved.anyOf ?? resolved.oneOf)!.map((option) => arbitraryFor(option, root, depth + 1)));
  else if (resolved.allOf?.length) fitting = arbitraryFor(resolved.allOf[0]!, root, depth + 1);
  else if (Array.isArray(resolved.type)) fitting = fc.oneof(...resolved.type.map((type) => typedArbitrary(resolved, type, root, depth)));
  else if (resolved.type) fitting = typedArbitrary(resolved, resolved.type, root, depth);
  else if (resolved.properties) fitting = typedArbitrary(resolved, 'object', root, depth);
  else fitting = fc.jsonValue({ maxDepth: 2 });
  return fc.oneof({ weight: 5, arbitrary: fitting }, { weight: 1, arbitrary: hostileValue });
}
