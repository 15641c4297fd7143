// buildApp(services) -> the whole Fastify application: API, static assets and server-rendered pages.
// Tests build it and call app.inject(); server/index.ts only listens and closes.
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import http from 'node:http';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { AppServices } from './services.ts';
import type { Config } from './config.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerAccessLog } from './plugins/access-log.ts';
import { keepBuiltFilesUncompressed, registerStatic } from './plugins/static.ts';
import { type SsrOptions, registerSsr } from './plugins/ssr.ts';
import { catalogRoutes, catalogueAnswerKey } from './modules/catalog/catalog.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { withSessionRedaction } from './modules/cart/cart.logging.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { productSheetRoutes } from './modules/admin/product-sheet.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { leadsRoutes } from './modules/leads/leads.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { serviceAreaRoutes } from './modules/booking/service-area.routes.ts';
import { calendarRoutes } from './modules/booking/calendar.routes.ts';
import { bookingsRoutes } from './modules/booking/bookings.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { siteFilesRoutes } from './modules/site-files/site-files.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { NON_PAGE_POLICY } from './modules/page-cache/page-policy.ts';
import { openApiRoutes } from './modules/docs/docs.routes.ts';
import { readZodSchemas } from './schema-compilers.ts';
import { createPageCache } from './modules/page-cache/page-cache.ts';
import { type RawAnswerer, registerFastPath } from './modules/page-cache/fast-path.ts';
import { createAnswerCache } from './modules/page-cache/answer-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Server-rendered pages; omitted in API-only tests. */
  ssr?: SsrOptions;
}

export async function buildApp(services: AppServices, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // Set once the caches exist, below: repeats of kept pages and answers are written before Fastify runs.
  let beforeFastify: RawAnswerer | null = null;
  const app = Fastify({
    // Fastify's own HTTP server, with one more step in front of its handler.
    serverFactory: (handler, options) => {
      const server = http.createServer((req, res) => {
        if (!beforeFastify?.(req, res)) handler(req, res);
      });
      // The timeouts Fastify gives the server it makes itself (its defaults: none is set here).
      const { keepAliveTimeout, requestTimeout, connectionTimeout } = options as Record<string, number | undefined>;
      if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
      if (requestTimeout !== undefined) server.requestTimeout = requestTimeout;
      if (connectionTimeout !== undefined) server.setTimeout(connectionTimeout);
      return server;
    },
    logger: withSessionRedaction(opts.logger ?? false),
    trustProxy: proxyTrust(services.config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // A bad percent-encoding in any path: our {status, message} 400, not Fastify's own body.
    frameworkErrors,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Fastify's own request lines are replaced by one line per request, chosen by ACCESS_LOG
    // (plugins/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.decorate('services', services);
  // Every route declares its input and answers as zod definitions (schema-compilers.ts).
  readZodSchemas(app);
  registerErrorHandling(app);
  registerJsonBody(app);
  registerAccessLog(app, services.config.accessLog);
  watchCatalogue(app);
  // Vite's dev server recompiles under our feet: pages are kept in production only; the public
  // catalogue answers always. Repeats of both are answered before Fastify runs, or else before the
  // hooks below (modules/page-cache/fast-path.ts).
  const pages = opts.ssr?.mode === 'production' ? createPageCache() : undefined;
  const answers = createAnswerCache(app);
  beforeFastify = registerFastPath(app, { pages, answers, answerKey: catalogueAnswerKey });

  await app.register(helmet, {
    // Rendered pages replace this policy with their own, which names the hashes of their inline
    // scripts (plugins/ssr.ts, modules/page-cache/page-policy.ts); this one covers everything else.
    contentSecurityPolicy: { useDefaults: false, directives: NON_PAGE_POLICY },
    crossOriginEmbedderPolicy: false,
    // Not helmet's no-referrer: under it Chromium sends `Origin: null` with a page's own form posts,
    // which React Router then refuses as a cross-site action. Other sites still get no referrer.
    referrerPolicy: { policy: 'same-origin' },
    hsts: services.config.publicBaseUrl?.startsWith('https://') ? undefined : false,
  });
  // Built files are compressed at build time (plugins/static.ts): compress never sees their routes.
  app.addHook('onRoute', keepBuiltFilesUncompressed);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    // Quality 11 (the default) costs far more CPU than it saves bytes on dynamic responses.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // Before any route, so routes that ask for a rate limit get one.
  await registerRateLimit(app, services.db);
  // Before any route too: the OpenAPI document collects each route as it is added.
  await app.register(openApiRoutes);
  await app.register(healthRoutes);
  await app.register(catalogRoutes, { answers });
  await app.register(mediaRoutes);
  await app.register(cartRoutes);
  await app.register(authRoutes);
  await app.register(adminRoutes);
  await app.register(productSheetRoutes);
  await app.register(leadsRoutes);
  await app.register(searchRoutes);
  await app.register(systemRoutes);
  await app.register(serviceAreaRoutes);
  await app.register(calendarRoutes);
  await app.register(bookingsRoutes);
  await app.register(paymentsRoutes);
  await app.register(invoicesRoutes);
  await app.register(settingsRoutes);
  await app.register(contentRoutes);
  await app.register(siteFilesRoutes);

  if (opts.ssr) {
    await registerStatic(app, opts.ssr);
    await app.register(registerSsr, { ...opts.ssr, pages });
  }
  return app;
}

/**
 * Polls the catalogue version every second while the server runs, so pages and answers kept in memory
 * follow edits made through other instances on the same database within two seconds.
 */
function watchCatalogue(app: FastifyInstance): void {
  const version = app.services.catalogueVersion;
  app.addHook('onReady', async () => {
    await version.start(1000, {
      failed: (err) => app.log.warn(`cannot read the catalogue version (kept pages stay until it can be read): ${err.message}`),
      recovered: () => app.log.info('catalogue version readable again'),
    });
  });
  app.addHook('onClose', async () => version.stop());
}

/**
 * TRUST_PROXY as Fastify's trustProxy option. Fastify takes a list of proxy addresses as it is; a number
 * of hops n becomes a function trusting the socket (hop 0) and the next n - 1 hops, so the client is the
 * first hop after them (config.ts says when that is safe).
 */
function proxyTrust(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
