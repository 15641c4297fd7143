// One JSON shape for every API error: {status, message}.
import { type TemplateMessage, fillMessage, fillTemplate } from '../shared/message-template.ts';
import { dateInWords } from '../shared/dates.ts';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string> | undefined;
  /** Fields the answer carries beside status and message (a full slot's next free ones). */
  readonly fields: Record<string, unknown> | undefined;
  /**
   * The message as its template and values: the API answers it filled in English, a page that shows
   * the refusal words it in its own language.
   */
  readonly said: TemplateMessage;
  constructor(statusCode: number, message: string | TemplateMessage, headers?: Record<string, string>, fields?: Record<string, unknown>) {
    super(typeof message === 'string' ? message : fillMessage(message, fillTemplate, dateInWords));
    this.said = typeof message === 'string' ? { text: message } : message;
    this.statusCode = statusCode;
    this.headers = headers;
    this.fields = fields;
  }
}

export const badRequest = (message: string | TemplateMessage) => new HttpError(400, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

import type { ZodError, ZodType } from 'zod';

/**
 * The 400 message of a refused zod parse: its first issue, named by the field it is about (or `what`
 * for the value as a whole). A message that already names its field is kept as it is, and so is a
 * custom issue marked `whole` (a message written as a full sentence, e.g. about the session id).
 */
export function zodMessage(error: ZodError, what: string): string {
  const issue = error.issues[0]!;
  if (issue.code === 'custom' && (issue.params as { whole?: unknown } | undefined)?.whole === true) return issue.message;
  const field = issue.path.length ? issue.path.join('.') : what;
  return issue.message.startsWith(field) ? issue.message : `${field} ${issue.message}`;
}

/** Options for zod's refine or custom: the message is a whole sentence, sent without a field in front. */
export const sentence = (message: string) => ({ message, params: { whole: true } });

/** Parses with a zod schema or throws a 400 naming the first bad field. */
export function parseOr400<T>(schema: ZodType<T>, value: unknown, what = 'request'): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw badRequest(zodMessage(r.error, what));
}
