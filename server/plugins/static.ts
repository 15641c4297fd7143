// The built client assets: hashed files under /assets are immutable; the rest revalidate hourly, but
// the service worker (/sw.js) and its offline page revalidate on every use, so a deploy is seen at once.
// Text files go out as the brotli or gzip twin written at build time (server/precompress.ts),
// chosen by Accept-Encoding; files without a twin go out as they are.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { SsrOptions } from './ssr.ts';
import { TWIN_EXTENSIONS } from '../precompress.ts';
import { OFFLINE_PAGE_PATH, SERVICE_WORKER_PATH } from '../../shared/urls.ts';

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

const TWIN_SUFFIX = new RegExp(`(${TWIN_EXTENSIONS.map((ext) => ext.replace('.', '\\.')).join('|')})$`);
const SERVICE_WORKER_FILE = SERVICE_WORKER_PATH.slice(1);
const OFFLINE_PAGE_FILE = OFFLINE_PAGE_PATH.slice(1);

const SERVICE_WORKER_POLICY = "default-src 'none'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** Its own styles and the site's icon; nothing runs. */
const OFFLINE_PAGE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export async function registerStatic(app: FastifyInstance, opts: SsrOptions): Promise<void> {
  if (opts.mode === 'development') return; // Vite serves assets in development
  const clientDir = path.join(opts.buildDir, 'client');
  await app.register(fastifyStatic, {
    root: clientDir,
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
      // The file asked for, when its compressed twin is what goes out.
      const name = path.relative(clientDir, filePath).replace(TWIN_SUFFIX, '');
      if (name === SERVICE_WORKER_FILE) {
        reply.header('Cache-Control', 'no-cache');
        reply.header('Service-Worker-Allowed', '/');
        // A worker runs under the policy it was served with: this one may fetch from our origin only.
        reply.header('Content-Security-Policy', SERVICE_WORKER_POLICY);
        return;
      }
      if (name === OFFLINE_PAGE_FILE) {
        reply.header('Cache-Control', 'no-cache');
        reply.header('Content-Security-Policy', OFFLINE_PAGE_POLICY);
        return;
      }
      const immutable = name.startsWith(`assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}
