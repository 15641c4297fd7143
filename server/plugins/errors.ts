// Error and not-found handling: a 4xx carries a clear message, a 5xx a generic one (details logged),
// an unreachable database a 503. Never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDbUnavailable } from '../../db/database.ts';
import { HttpError } from '../http-errors.ts';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send({ status: err.statusCode, message: err.message });
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
    return reply.status(500).send({ status: 500, message: 'Something went wrong on our side, please try again' });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ status: 404, message: `No such API route: ${req.method} ${req.url.split('?')[0]}` });
  });
}
