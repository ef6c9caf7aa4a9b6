import type { z } from 'zod';

/*
 * What a form field reads from the contract's schema the form is checked with, by the field's dotted name
 * (`first_name`, `physical_address.line_1`, `client_contacts.1.name`): the longest text it takes (zod's `.max()`)
 * and whether it may be left empty. Read with zod 4's public introspection: each schema's `def` (its `type`, the
 * `shape` of an object, the `element` of an array, the schema inside a wrapper or on either side of a pipe) and a
 * string's `maxLength`.
 */

/** The rules of one field, as its schema says them. */
export interface FieldRules {
  /** The most characters the field takes, when its schema sets a maximum. */
  maxLength?: number;
  /** True when the field may be left empty (its schema is `.optional()`), so it is marked "(optional)". */
  isOptional: boolean;
}

/** The parts of a zod 4 schema's `def` read here. */
interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): SchemaDef => schema.def as unknown as SchemaDef;

/** Wrappers whose inner schema says what the field holds; `optional` is one, and makes the field optional. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/**
 * The schemas a value goes through, outermost first: through every wrapper, through a lazy schema, and through a
 * pipe to its side that is no bare transform (`z.preprocess(fn, schema)` is a pipe from a transform to `schema`;
 * `schema.transform(fn)` a pipe from `schema` to a transform; a pipe of two schemas gives both).
 */
function layers(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return [schema, ...layers(def.innerType)];
  if (def.type === 'lazy' && def.getter) return [schema, ...layers(def.getter())];
  if (def.type === 'pipe' && def.in && def.out) {
    const sides = [def.in, def.out].filter((side) => defOf(side).type !== 'transform');
    return [schema, ...sides.flatMap(layers)];
  }
  return [schema];
}

/** The schema of the field at `path` inside `schema`, or undefined when the schema has no such field. */
function schemaAt(schema: z.ZodType, path: readonly string[]): z.ZodType | undefined {
  const [segment, ...rest] = path;
  if (segment === undefined) return schema;
  for (const layer of layers(schema)) {
    const def = defOf(layer);
    const field = def.type === 'object' && def.shape && Object.hasOwn(def.shape, segment) ? def.shape[segment] : undefined;
    if (field) return schemaAt(field, rest);
    if (def.type === 'array' && def.element && /^\d+$/.test(segment)) return schemaAt(def.element, rest);
  }
  return undefined;
}

/** The rules of the field named `name` (dotted) in `schema`, or undefined when the schema has no such field. */
export function fieldRules(schema: z.ZodType, name: string): FieldRules | undefined {
  const field = schemaAt(schema, name.split('.'));
  if (!field) return undefined;
  const all = layers(field);
  const maxima = all.map((layer) => (layer as { maxLength?: unknown }).maxLength).filter((max): max is number => typeof max === 'number');
  return {
    ...(maxima.length > 0 ? { maxLength: Math.min(...maxima) } : {}),
    isOptional: all.some((layer) => defOf(layer).type === 'optional'),
  };
}

/** The rules of `name` in the first of `schemas` that has the field (a form checked step by step has one per step). */
export function fieldRulesIn(schemas: readonly z.ZodType[], name: string): FieldRules | undefined {
  for (const schema of schemas) {
    const rules = fieldRules(schema, name);
    if (rules) return rules;
  }
  return undefined;
}
