// Session ids are bearer secrets for a cart: they never appear whole in logs. Fastify logs each
// request's URL, and getcart/add carry the session id in the path, so the request serializer masks
// every UUID in the URL (first 8 hex digits kept for correlation).
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { redactSessionIds } from '../../../shared/cart.ts';

/** Fastify's default request serializer with session ids masked in the URL. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactSessionIds(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Adds the masking request serializer to Fastify logger options (false stays false). */
export function withSessionRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, req: serializeRequest as never } };
}
