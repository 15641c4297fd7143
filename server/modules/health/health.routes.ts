// GET /healthz: the process answers (for a restart-on-failure supervisor or an uptime monitor).
// GET /readyz: this instance can serve (for a load balancer): the database answers and its migrations
// are current; otherwise 503 with the reason. Both are never cached, exempt from any rate limit (a
// limited probe would take a healthy instance out of rotation) and logged at debug only, since they are
// polled every few seconds; a change of readiness is logged once, at warn.
import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswer, errorAnswers } from '../../response-schema.ts';
import { HealthService } from './health.service.ts';

const probe = { config: { rateLimit: false, accessLog: false } } as const;
const ok = z.literal('ok');

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
          200: z.object({ status: ok, database: z.enum(['sqlite', 'postgres']), latestMigration: z.string().nullable() }),
          503: errorAnswer,
          ...errorAnswers,
        },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const r = await health.readiness();
      if (r.ready) {
        if (lastReason !== null) req.log.warn(`ready again (was: ${lastReason})`);
        lastReason = null;
        return { status: 'ok' as const, database: app.services.dialect, latestMigration: r.latestMigration };
      }
      if (lastReason !== r.reason) req.log.warn(`not ready: ${r.reason}${r.detail ? ` (${r.detail})` : ''}`);
      lastReason = r.reason;
      return reply.status(503).send({ status: 503, message: r.reason });
    },
  );
}
