// React Router's request handler mounted in Fastify: every path that is not /api/* or a static file
// is rendered on the server. Services reach loaders through the load context.
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RouterContext, RouterContextProvider, type ServerBuild, createRequestHandler } from 'react-router';
import type { ViteDevServer } from 'vite';
import { notFound } from '../http-errors.ts';

export interface SsrOptions {
  mode: 'production' | 'development';
  /** The React Router build directory (build/), holding server/index.js and client/. */
  buildDir: string;
}

type EntryWithContext = { servicesContext: RouterContext<unknown> };

export async function registerSsr(app: FastifyInstance, opts: SsrOptions): Promise<void> {
  let vite: ViteDevServer | undefined;
  let loadBuild: () => Promise<ServerBuild>;
  if (opts.mode === 'development') {
    const { createServer } = await import('vite');
    vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    const v = vite;
    loadBuild = () => v.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    app.addHook('onClose', () => v.close());
  } else {
    const build = (await import(pathToFileURL(path.join(opts.buildDir, 'server', 'index.js')).href)) as ServerBuild;
    loadBuild = async () => build;
  }

  // Leave request bodies unread: React Router reads them from the raw stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));

  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handle = async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) throw notFound(`No such API route: ${req.method} ${pathname}`);
    if (vite) {
      const v = vite;
      const handled = await new Promise<boolean>((resolve) => {
        v.middlewares(req.raw, reply.raw, () => resolve(false));
        reply.raw.once('finish', () => resolve(true));
      });
      if (handled) return reply.hijack();
    }
    const build = await loadBuild();
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler(build, opts.mode);
      handlers.set(build, handler);
    }
    const ctxKey = (build.entry.module as unknown as EntryWithContext).servicesContext;
    const context = new RouterContextProvider(new Map([[ctxKey, app.services]]));
    const request = createRequest(req.raw, reply.raw);
    const response = await handler(request, context);
    reply.status(response.status);
    for (const [k, v] of response.headers) {
      if (k === 'set-cookie') continue;
      reply.header(k, v);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  };

  app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: handle });
  app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/', handler: handle });
}
