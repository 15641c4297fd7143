// The API's own description, made from the routes' zod schemas:
//   GET /api/openapi.json   the OpenAPI 3.1 document
//   GET /api/docs           a readable page of it (Swagger UI)
// A visitor gets the public calls; a logged-in admin gets the whole API. Unknown /api/admin/* paths
// answer 401 so the admin API cannot be mapped anonymously, and a public document listing it would undo
// that. Its title names the business as it is called now (/admin/settings), not at the first start.
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { errorAnswers } from '../../response-schema.ts';
import { PUBLIC_ADMIN_ROUTES } from '../auth/auth.routes.ts';

const DOCS_PREFIX = '/api/docs';
const ADMIN_SESSION = 'adminSession';

type OpenApiDocument = { paths?: Record<string, unknown> } & Record<string, unknown>;

const isAdminOnly = (path: string) => (path === '/api/admin' || path.startsWith('/api/admin/')) && !PUBLIC_ADMIN_ROUTES.has(path);

/**
 * Swagger UI's page loads its script and styles from /api/docs/static and the document from
 * /api/docs/json, all on this origin, and runs no inline script; its icons are data: URLs. The rest of
 * the API answers with default-src 'none' (nothing in a JSON answer may load or run), so the page gets
 * this policy of its own. The one style attribute the UI writes (hiding its SVG icon sprite) is allowed
 * by its hash alone ('unsafe-hashes' admits exactly that value; a style cannot run code).
 */
const DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-hashes' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Registered before the API's routes: @fastify/swagger collects each route as it is added. */
async function openApiPlugin(app: FastifyInstance): Promise<void> {
  const { auth, config, settings } = app.services;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.firstStartBusiness.name} storefront API`,
        version: '1',
        description:
          'Every error answers {status, message}. Admin calls need the session cookie that POST /api/login sets; writes from another site are refused.',
      },
      // Relative: the document describes whichever address served it.
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: { [ADMIN_SESSION]: { type: 'apiKey', in: 'cookie', name: auth.cookieName } } },
    },
    // Every call says what it needs: the admin session, or nothing at all (an empty list).
    transform: (route) => {
      const out = jsonSchemaTransform(route);
      if (!out.schema || out.schema.hide) return out;
      return { ...out, schema: { ...out.schema, security: isAdminOnly(route.url) ? [{ [ADMIN_SESSION]: [] }] : [] } };
    },
    transformObject: jsonSchemaTransformObject,
  });

  // Both documents are made once, when every route is known; written again as JSON only when the
  // business is renamed (settings.business() is held in memory, so asking costs no query).
  let whole: OpenApiDocument = {};
  let visitors: OpenApiDocument = {};
  const written = { whole: { name: '', json: '' }, visitors: { name: '', json: '' } };
  const titled = (doc: OpenApiDocument, name: string): OpenApiDocument => ({ ...doc, info: { ...(doc.info as object), title: `${name} storefront API` } });
  const documentJson = (which: 'whole' | 'visitors', name: string) => {
    const kept = written[which];
    if (kept.name !== name || kept.json === '') {
      kept.json = JSON.stringify(titled(which === 'whole' ? whole : visitors, name));
      kept.name = name;
    }
    return kept.json;
  };
  app.addHook('onReady', async () => {
    whole = app.swagger() as OpenApiDocument;
    // Without the admin calls, and so without the admin session they alone use.
    visitors = {
      ...whole,
      paths: Object.fromEntries(Object.entries(whole.paths ?? {}).filter(([path]) => !isAdminOnly(path))),
      components: { ...(whole.components as object), securitySchemes: {} },
    };
  });
  const isAdmin = async (req: FastifyRequest) => (await auth.session(auth.tokenFromCookieHeader(req.headers.cookie))) !== undefined;

  app.get(
    '/api/openapi.json',
    {
      schema: {
        operationId: 'getOpenApiDocument',
        summary: 'This document',
        description: 'The OpenAPI 3.1 document of this API: the public calls, or every call for a logged-in admin.',
        response: { 200: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) }), ...errorAnswers },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-cache').type('application/json; charset=utf-8');
      const { name } = await settings.business();
      return reply.send(documentJson((await isAdmin(req)) ? 'whole' : 'visitors', name));
    },
  );

  // The page and its files, in a scope of their own: their policy and hooks reach nothing else, and
  // the UI's package is loaded only by the server that serves it.
  await app.register(async (docs) => {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    // Which document each request of the page's own copy (/api/docs/json, /yaml) gets, and the
    // business's name for its title: known after asynchronous lookups, while the UI asks synchronously.
    const admins = new WeakSet<FastifyRequest>();
    const names = new WeakMap<FastifyRequest, string>();
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: DOCS_POLICY,
      uiConfig: { deepLinking: true },
      transformSpecificationClone: false,
      transformSpecification: (_doc, req) => titled(admins.has(req) ? whole : visitors, names.get(req) ?? ''),
      uiHooks: {
        onRequest: async (req) => {
          if (await isAdmin(req)) admins.add(req);
          names.set(req, (await settings.business()).name);
        },
      },
    });
  });
}

/** Not encapsulated: @fastify/swagger must see the routes every other plugin adds. */
export const openApiRoutes = fp(openApiPlugin, { name: 'gubbara-openapi', fastify: '5.x' });
