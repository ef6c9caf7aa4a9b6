import { z } from 'zod';

/*
 * A form's values before anything is entered, read from its schema, so a field added to a schema needs no
 * second list of defaults. Each builder in fields.ts declares what the form holds (its preprocessor's
 * parameter type, which is the schema's `z.input`); the empty value follows from the parsed type: text ''
 * ('' is how a form holds "not given"), a choice or an id null, a list [], a value with a default that
 * default, a nested section its own empty values. Numbers a form holds as text (amounts) say so with
 * `heldAsText`.
 */

const HELD_AS_TEXT = z.registry();

/** Marks a field the form holds as text although it parses to a number (an amount): empty is ''. */
export function heldAsText<T extends z.ZodType>(schema: T): T {
  HELD_AS_TEXT.add(schema);
  return schema;
}

/**
 * What a form over input `T` (a schema's `z.input`) holds: every field present, nested sections too, since
 * '' / null / [] stand for "not given".
 */
export type FormValues<T> = { [K in keyof T]-?: FormValue<Exclude<T[K], undefined>> };
type FormValue<V> = V extends readonly unknown[] ? V : V extends object ? FormValues<V> : V;

/** The empty form value of one field's schema, or of a whole object schema. */
export function emptyFormValue(schema: z.ZodType): unknown {
  if (HELD_AS_TEXT.has(schema)) return '';
  // A preprocessed field is what its preprocessor hands on; any other pipe is what goes in.
  if (schema instanceof z.ZodPipe) return emptyFormValue((schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType);
  if (schema instanceof z.ZodOptional) return emptyFormValue(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodDefault) return schema.def.defaultValue;
  if (schema instanceof z.ZodObject) {
    return Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, emptyFormValue(field as z.ZodType)]));
  }
  if (schema instanceof z.ZodString) return '';
  if (schema instanceof z.ZodArray) return [];
  return null;
}

/** The empty values of a form over `schema` (an object schema), typed as the form holds them. */
export const emptyFormValues = <S extends z.ZodObject>(schema: S) => emptyFormValue(schema) as FormValues<z.input<S>>;
