// Route schemas are zod definitions (params, querystring, body, headers, responses); these compilers
// make Fastify use them. Input is checked by zod with our own 400 messages (the ones parseOr400 gives,
// so moving a check from a handler into its route schema changes no answer). Answers are written by
// fast-json-stringify from the zod shape's JSON Schema, compiled once per route: faster than
// JSON.stringify, and a column a query adds to a row by accident is dropped instead of sent.
// The same zod definitions become the OpenAPI document (modules/docs).
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { badRequest, zodMessage } from './http-errors.ts';

const checkedByHandler = new WeakSet<z.ZodType>();

/**
 * Declares a request part that the handler or its service checks itself, so the route schema only
 * describes it: the lead forms, whose 400 answer names every bad field (the same checks the
 * browser forms run), and multipart forms, which are read as a stream.
 */
export function describedOnly<T extends z.ZodType>(schema: T): T {
  checkedByHandler.add(schema);
  return schema;
}

const PART_NAMES: Record<string, string> = { querystring: 'query', params: 'params', body: 'body', headers: 'headers' };

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, method, url }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: the ${httpPart ?? 'request'} schema must be a zod definition`);
  if (checkedByHandler.has(schema)) return () => true;
  const what = PART_NAMES[httpPart ?? ''] ?? 'request';
  // Headers are only checked: the parsed object would replace every header with the few declared.
  const keep = httpPart === 'headers';
  return (data: unknown) => {
    const r = schema.safeParse(data);
    if (!r.success) return { error: badRequest(zodMessage(r.error, what)) };
    return keep ? true : { value: r.data };
  };
};

/** The JSON Schema fast-json-stringify reads (draft-07) of a zod answer shape. */
export function answerJsonSchema(shape: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(shape, { target: 'draft-7', io: 'output' });
  return schema;
}

export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: the response schema must be a zod definition`);
  return fastJsonStringify(answerJsonSchema(schema));
};

/** Makes an application (or a scope of it) read its route schemas as zod definitions. */
export function readZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
