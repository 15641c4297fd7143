// Error and not-found handling: a 4xx carries a clear message, a 5xx a generic one (details logged),
// an unreachable database a 503. Never a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDbUnavailable } from '../../db/database.ts';
import { HttpError } from '../http-errors.ts';

const GENERIC_500 = 'Something went wrong on our side, please try again';

const ROUTER_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it has a bad percent-encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
};

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors` option), on API
 * and page paths alike: a bad percent-encoding such as `/api/home/product/%`, or a path segment longer
 * than maxParamLength. Answered in our shape instead of Fastify's own.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  void reply.status(status).send({ status, message: ROUTER_MESSAGES[err.code] ?? 'The request could not be understood' });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send({ ...err.fields, status: err.statusCode, message: err.message });
    }
    if (isUnstorableInput(err)) {
      req.log.warn({ err }, 'input the database cannot take');
      return reply.status(400).send({ status: 400, message: 'Request contains characters that cannot be stored (such as a NUL byte)' });
    }
    if (isDbUnavailable(err)) {
      req.log.error({ err }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send({ status: 503, message: 'Service temporarily unavailable, please try again shortly' });
    }
    const code = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (code >= 400 && code < 500) {
      let message = err.message;
      if (err.validation) message = `${err.validationContext ?? 'request'}: ${err.message}`;
      if (code === 413) message = 'Request body is too large';
      if ((err as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') message = 'Unsupported content type';
      if ((err as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (err as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY')
        message = 'Request body must be valid JSON';
      if (code === 429 && err.message) message = err.message;
      return reply.status(code).send({ status: code, message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ status: 500, message: GENERIC_500 });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ status: 404, message: `No such API route: ${req.method} ${req.url.split('?')[0]}` });
  });
}

/**
 * PostgreSQL refuses text holding a NUL byte or bytes that are not UTF-8 (SQLite stores them): such a
 * value comes from the request, so it is the client's error, not ours.
 */
function isUnstorableInput(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}
