// One access-log line per request, replacing Fastify's own request logging (which writes two lines per
// request, at info, with the raw URL). ACCESS_LOG picks what is written: `all` every request, `errors`
// only answers of 4xx/5xx and requests slower than a second, `off` nothing. The line names the method,
// the URL with session ids masked, the status, the time taken and the client address; never headers,
// so neither the X-Session-Id header nor the admin session cookie can reach the log.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redactSessionIds } from '../../shared/cart.ts';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route's requests are logged at debug only (health probes, polled every few seconds). */
    accessLog?: false;
  }
}

/** A request taking longer than this is logged even when ACCESS_LOG=errors. */
export const SLOW_REQUEST_MS = 1000;

function level(mode: Config['accessLog'], status: number, ms: number): 'error' | 'warn' | 'info' | undefined {
  if (status >= 500) return 'error';
  if (status >= 400 || ms >= SLOW_REQUEST_MS) return 'warn';
  return mode === 'all' ? 'info' : undefined;
}

export function registerAccessLog(app: FastifyInstance, mode: Config['accessLog']): void {
  if (mode === 'off') return;
  // A callback hook, not an async one: every answer passes here, and most write nothing.
  app.addHook('onResponse', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    const lvl = req.routeOptions.config.accessLog === false ? 'debug' : level(mode, status, ms);
    // Most answers are not logged (ACCESS_LOG=errors): nothing is built for them.
    if (lvl) {
      const url = redactSessionIds(req.url);
      const line = { method: req.method, url, statusCode: status, ms: Math.round(ms * 10) / 10, ip: req.ip };
      req.log[lvl](line, `${req.method} ${url} ${status} ${line.ms} ms`);
    }
    done();
  });
}
