// The built client assets: hashed files under /assets are immutable; the rest revalidate hourly.
// Text files go out as the brotli or gzip twin written at build time (server/precompress.ts),
// chosen by Accept-Encoding; files without a twin go out as they are.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { SsrOptions } from './ssr.ts';
import { TWIN_EXTENSIONS } from '../precompress.ts';

/**
 * onRoute hook keeping @fastify/compress off the routes of built files: those are compressed once at
 * build time, and compressing them again per request (a deflate-only client, a file without a twin)
 * would spend the CPU the twins exist to save. @fastify/static marks each file route with
 * `config.file`. Must be added before @fastify/compress registers, whose onRoute hook reads `compress`.
 */
export function keepBuiltFilesUncompressed(route: RouteOptions): void {
  const config = route.config as { file?: unknown } | undefined;
  if (typeof config?.file === 'string') route.compress = false;
}

export async function registerStatic(app: FastifyInstance, opts: SsrOptions): Promise<void> {
  if (opts.mode === 'development') return; // Vite serves assets in development
  await app.register(fastifyStatic, {
    root: path.join(opts.buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    // The twins are other encodings of their file, not files of their own.
    globIgnore: TWIN_EXTENSIONS.map((ext) => `**/*${ext}`),
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}
