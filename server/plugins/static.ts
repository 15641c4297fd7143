// The built client assets: hashed files under /assets are immutable; the rest revalidate hourly.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { SsrOptions } from './ssr.ts';

export async function registerStatic(app: FastifyInstance, opts: SsrOptions): Promise<void> {
  if (opts.mode === 'development') return; // Vite serves assets in development
  await app.register(fastifyStatic, {
    root: path.join(opts.buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    etag: true,
    lastModified: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}
