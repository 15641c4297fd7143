// React Router's request handler mounted in Fastify: every path that is not /api/* or a static file
// is rendered on the server. Services reach loaders through the load context. Public pages are kept
// in memory per catalogue version (modules/page-cache); every HTML page goes out whole, with a
// Content-Security-Policy naming the hashes of its own inline scripts.
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RouterContext, RouterContextProvider, type ServerBuild, createRequestHandler } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { PageApi } from '../../shared/services.ts';
import { notFound } from '../http-errors.ts';
import { isHtmlResponse, isKeepable, pageCacheKey, pageSecurityHeaders, toCachedPage } from '../modules/page-cache/page-cache.ts';
import type { ResponseCache } from '../modules/page-cache/response-cache.ts';
import { sendKept } from '../modules/page-cache/fast-path.ts';

export interface SsrOptions {
  mode: 'production' | 'development';
  /** The React Router build directory (build/), holding server/index.js and client/. */
  buildDir: string;
}

export interface SsrPluginOptions extends SsrOptions {
  /** Where public pages are kept (production only); buildApp answers repeats from it before any other hook. */
  pages: ResponseCache | undefined;
}

type EntryWithContext = { servicesContext: RouterContext<unknown>; apiContext: RouterContext<unknown> };

export async function registerSsr(app: FastifyInstance, opts: SsrPluginOptions): Promise<void> {
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
  const httpsOnly = app.services.config.publicBaseUrl?.startsWith('https://') ?? false;
  const origin = new URL(app.services.config.baseUrl).origin;
  const pages = opts.pages;
  if (pages) {
    const stop = app.services.catalogueVersion.onChange(() => pages.clear());
    app.addHook('onClose', async () => stop());
  }
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
    const key = pages ? pageCacheKey(req, app.services.auth.cookieName) : undefined;
    // Kept, but not yet sent once (or to a client the fast path leaves to us): ready bytes all the same.
    const kept = key ? pages?.get(key) : undefined;
    if (kept) return sendKept(req, reply, kept);

    const build = await loadBuild();
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler(build, opts.mode);
      handlers.set(build, handler);
    }
    const keys = build.entry.module as unknown as EntryWithContext;
    const context = new RouterContextProvider(
      new Map<RouterContext<unknown>, unknown>([
        [keys.servicesContext, app.services],
        [keys.apiContext, pageApi(app, req)],
      ]),
    );
    const request = createRequest(req.raw, reply.raw);
    if (pages && key) {
      let response: Response | undefined;
      const entry = await pages.fetch(key, async () => {
        // Rendered for everyone who asks meanwhile: not tied to this connection's lifetime, never
        // given its cookies, as a GET even for a HEAD, so both are answered from what is kept, and for
        // the key's own address on the configured origin: neither the Host header it sent (which is not
        // part of the key) nor a query parameter the key leaves out can shape what is kept under it.
        const headers = new Headers(request.headers);
        headers.delete('cookie');
        const rendered = await handler(new Request(new URL(origin + key), { method: 'GET', headers }), context);
        if (!isKeepable(rendered)) {
          response = rendered;
          return undefined;
        }
        return toCachedPage(rendered, httpsOnly);
      });
      if (entry) return sendKept(req, reply, entry);
      return send(reply, response!);
    }
    return send(reply, await handler(request, context), req.method === 'GET' || req.method === 'HEAD');
  };

  const send = async (reply: FastifyReply, response: Response, read = true) => {
    reply.status(response.status);
    for (const [k, v] of response.headers) {
      if (k === 'set-cookie') continue;
      reply.header(k, v);
    }
    // A page's answer to a form post (an action's redirect, or a form shown again) is that visitor's alone.
    if (!read && !response.headers.has('cache-control')) reply.header('cache-control', 'no-store');
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    if (isHtmlResponse(response)) {
      if (vite) reply.headers(pageSecurityHeaders('development', httpsOnly));
      else {
        // The policy names the hashes of every inline script, the last of which (the loader data)
        // comes at the end of the stream: the page is read whole before its headers go out.
        const html = Buffer.from(await response.arrayBuffer());
        return reply.headers(pageSecurityHeaders(html.toString('utf8'), httpsOnly)).send(html);
      }
    }
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  };

  // Pages, not API calls: left out of the OpenAPI document.
  const pageRoute = { method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], schema: { hide: true }, handler: handle };
  app.route({ ...pageRoute, url: '/*' });
  app.route({ ...pageRoute, url: '/' });
}

/**
 * The API called in-process on behalf of the visitor whose request this is: from their address (so
 * the per-address limits count them, not the server) with their cookies and user agent, never with
 * headers a page could not have sent itself.
 */
function pageApi(app: FastifyInstance, req: FastifyRequest): PageApi {
  return async (call) => {
    const headers: Record<string, string> = { ...call.headers };
    for (const name of ['cookie', 'user-agent', 'accept-language'] as const) {
      const v = req.headers[name];
      if (typeof v === 'string' && !(name in headers)) headers[name] = v;
    }
    let payload: string | Buffer | undefined = call.body;
    if (call.json !== undefined) {
      payload = JSON.stringify(call.json);
      headers['content-type'] = 'application/json';
    }
    const res = await app.inject({ method: call.method, url: call.url, headers, remoteAddress: req.ip, ...(payload === undefined ? {} : { payload }) });
    let body: unknown = res.body;
    if (String(res.headers['content-type'] ?? '').startsWith('application/json')) {
      try {
        body = JSON.parse(res.body);
      } catch {
        /* left as text */
      }
    }
    return { status: res.statusCode, headers: res.headers, body };
  };
}
