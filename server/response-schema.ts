// Response schemas for Fastify from zod shapes. Fastify serialises a 200 answer with
// fast-json-stringify when its route declares the shape: faster than JSON.stringify, and a column a
// query adds to a row by accident is dropped instead of sent.
import { z } from 'zod';

/** The JSON schema of a zod shape, as Fastify's serialiser reads it (draft-07, no $schema). */
export function responseSchema(shape: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(shape, { target: 'draft-7' });
  return schema;
}

/**
 * True when A and B are the same type: no field more, none less, none of another type. Shapes state
 * `Assert<Same<z.infer<typeof shape>, SharedType>>`, so a field added to the shared type without the
 * shape (which would silently vanish from answers) fails the type check.
 */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type Assert<T extends true> = T;
