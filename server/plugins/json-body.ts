// JSON request bodies as Fastify parses them, with one more refusal: text that is not well-formed
// UTF-16. A JSON escape such as "\ud800" decodes to half of a surrogate pair, which no character
// is; such a string breaks encodeURIComponent, PostgreSQL and every answer that repeats it, and it
// would reach the database before any of them. Refused here, before any route's code runs, so every
// write (public or admin, whatever its schema) stores nothing of it.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-errors.ts';

export const BROKEN_TEXT_MESSAGE = 'Request body holds broken text (a lone UTF-16 surrogate)';

/** A \u escape of a surrogate: the only way a lone one gets into a body (bytes decode to U+FFFD). */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
/** A surrogate standing alone: in a `u` regex a whole pair is one code point, never this class. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether any string in a parsed JSON value (keys too) is not well-formed; iterative, for deep values. */
export function holdsLoneSurrogate(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) return true;
    } else if (Array.isArray(v)) {
      for (const inner of v) stack.push(inner);
    } else if (typeof v === 'object' && v !== null) {
      for (const [k, inner] of Object.entries(v)) {
        if (LONE_SURROGATE.test(k)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    parse(req, body as string, (err, value) => {
      if (err) return done(err, undefined);
      if (SURROGATE_ESCAPE.test(body as string) && holdsLoneSurrogate(value)) return done(badRequest(BROKEN_TEXT_MESSAGE), undefined);
      done(null, value);
    });
  });
}
