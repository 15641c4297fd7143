// GET /healthz: the process answers (for a restart-on-failure supervisor or an uptime monitor).
// GET /readyz: this instance can serve (for a load balancer): the database answers and its migrations
// are current; otherwise 503. Anyone learns only ok / not ready; the database kind, its latest migration
// and the reason it is not ready are given only to a caller sending READYZ_TOKEN in X-Readyz-Token (the
// admin's system page shows the same facts). Both are never cached, exempt from any rate limit (a
// limited probe would take a healthy instance out of rotation) and logged at debug only, since they are
// polled every few seconds; a change of readiness is logged once, at warn.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswer, errorAnswers } from '../../response-schema.ts';
import { HealthService } from './health.service.ts';

const probe = { config: { rateLimit: false, accessLog: false } } as const;
const ok = z.literal('ok');
const TOKEN_HEADER = 'x-readyz-token';

/** Whether the request carries the configured token (compared in constant time, by digest). */
function sentToken(req: FastifyRequest, token: string | undefined): boolean {
  const sent = req.headers[TOKEN_HEADER];
  if (token === undefined || typeof sent !== 'string') return false;
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

export async function healthRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const health = new HealthService(app.services.db);
  let lastReason: string | null = null;

  app.get(
    '/healthz',
    { ...probe, schema: { operationId: 'getLiveness', summary: 'Whether the process is up', response: { 200: z.object({ status: ok }), ...errorAnswers } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      ...probe,
      schema: {
        operationId: 'getReadiness',
        summary: 'Whether the server can serve: its database answers and is migrated',
        response: {
          200: z.object({ status: ok, database: z.enum(['sqlite', 'postgres']).optional(), latestMigration: z.string().nullable().optional() }),
          503: errorAnswer,
          ...errorAnswers,
        },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const r = await health.readiness();
      const detail = sentToken(req, app.services.config.readyzToken);
      if (r.ready) {
        if (lastReason !== null) req.log.warn(`ready again (was: ${lastReason})`);
        lastReason = null;
        return detail ? { status: 'ok' as const, database: app.services.dialect, latestMigration: r.latestMigration } : { status: 'ok' as const };
      }
      if (lastReason !== r.reason) req.log.warn(`not ready: ${r.reason}${r.detail ? ` (${r.detail})` : ''}`);
      lastReason = r.reason;
      return reply.status(503).send({ status: 503, message: detail ? r.reason : 'not ready' });
    },
  );
}
