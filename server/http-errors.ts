// One JSON shape for every API error: {status, message}.
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string> | undefined;
  constructor(statusCode: number, message: string, headers?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

import type { ZodType } from 'zod';

/** Parses with a zod schema or throws a 400 naming the first bad field. */
export function parseOr400<T>(schema: ZodType<T>, value: unknown, what = 'request'): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const field = issue.path.length ? issue.path.join('.') : what;
  const msg = issue.message.startsWith(field) ? issue.message : `${field} ${issue.message}`;
  throw badRequest(msg);
}
