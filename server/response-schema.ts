// What the API's answers are declared as (schema-compilers.ts writes them, modules/docs publishes them).
import { z } from 'zod';

/**
 * Every refused or failed call answers {status, message}; a few add fields (a lead form's `field` and
 * `errors`, an import's report), which the loose object keeps.
 */
export const errorAnswer = z.looseObject({ status: z.number().int(), message: z.string() });

/** The error answers of every route, beside its success answers. */
export const errorAnswers = { '4xx': errorAnswer, '5xx': errorAnswer } as const;

/** A success answer that says what was done: {status, message} and the fields given. */
export function doneAnswer<N extends 200 | 201, S extends z.ZodRawShape>(status: N, fields: S) {
  return z.object({ status: z.literal(status), message: z.string(), ...fields });
}

/**
 * An answer that is a file, not JSON (a spreadsheet, a picture, a backup). Its bytes are sent as they
 * are; the schema only describes them.
 */
export function fileAnswer(description: string, ...contentTypes: string[]) {
  const schema = z.string().meta({ format: 'binary' });
  return { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])) };
}

/**
 * True when A and B are the same type: no field more, none less, none of another type. Shapes state
 * `Assert<Same<z.infer<typeof shape>, SharedType>>`, so a field added to the shared type without the
 * shape (which would silently vanish from answers) fails the type check.
 */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type Assert<T extends true> = T;
