// Apps whose log a test reads: every line the logger writes, parsed, and the raw text.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { AppServices } from '../../server/services.ts';

export type LogLine = { level: number; msg: string; [k: string]: unknown };

export interface CapturedLog {
  stream: Writable;
  lines: LogLine[];
  raw(): string;
}

/** A logger destination collecting parsed lines and the raw text. */
export function captureLog(): CapturedLog {
  const lines: LogLine[] = [];
  let raw = '';
  const stream = new Writable({
    write(chunk, _enc, cb) {
      raw += String(chunk);
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      cb();
    },
  });
  return { stream, lines, raw: () => raw };
}

export interface LoggingAppOptions {
  /** The logger's level (info unless said). */
  level?: string;
  /** Routes of the test's own, added before the app is ready. */
  addRoutes?: (app: FastifyInstance) => void;
}

/** Runs `run` with an app on `services` logging into a captured log, and closes the app after `run`, passed or failed. */
export async function withLoggingApp(
  services: AppServices,
  options: LoggingAppOptions,
  run: (app: FastifyInstance, log: CapturedLog) => Promise<void>,
): Promise<void> {
  const log = captureLog();
  const app = await buildApp(services, { logger: { level: options.level ?? 'info', stream: log.stream } });
  try {
    options.addRoutes?.(app);
    await app.ready();
    await run(app, log);
  } finally {
    await app.close();
  }
}
