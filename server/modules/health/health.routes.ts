// GET /healthz: the process answers (for a restart-on-failure supervisor or an uptime monitor).
// GET /readyz: this instance can serve (for a load balancer): the database answers and its migrations
// are current; otherwise 503 with the reason. Both are never cached, exempt from any rate limit (a
// limited probe would take a healthy instance out of rotation) and logged at debug only, since they are
// polled every few seconds; a change of readiness is logged once, at warn.
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type {} from '@fastify/rate-limit';
import { HealthService } from './health.service.ts';

const probe: RouteShorthandOptions = { config: { rateLimit: false, accessLog: false } };

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const health = new HealthService(app.services.db);
  let lastReason: string | null = null;

  app.get('/healthz', probe, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', probe, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const r = await health.readiness();
    if (r.ready) {
      if (lastReason !== null) req.log.warn(`ready again (was: ${lastReason})`);
      lastReason = null;
      return { status: 'ok', database: app.services.dialect, latestMigration: r.latestMigration };
    }
    if (lastReason !== r.reason) req.log.warn(`not ready: ${r.reason}${r.detail ? ` (${r.detail})` : ''}`);
    lastReason = r.reason;
    return reply.status(503).send({ status: 503, message: r.reason });
  });
}
