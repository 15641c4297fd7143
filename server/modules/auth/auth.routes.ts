// Login, logout, who-am-I, admin accounts, and the ONE guard of the admin API.
//
// The guard is an application-wide onRequest hook (this plugin is not encapsulated), so it covers
// every route whose path is under /api/admin/, whichever module registers it and whenever: deny by
// default. Only the two public image downloads are exempt. Unknown /api/admin/* paths answer 401
// too, so the admin API cannot be mapped anonymously.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../shared/catalog-schemas.ts';
import { HttpError } from '../../http-errors.ts';
import { type Assert, type Same, doneAnswer, errorAnswers } from '../../response-schema.ts';
import { type AdminAccount, type AdminSession, SESSION_ABSOLUTE_MS } from './auth.service.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-policy.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin session, set by the guard on /api/admin/* routes. */
    adminSession: AdminSession | null;
  }
}

/** Routes under /api/admin/ that stay public (the image downloads public pages show), GET/HEAD only. */
export const PUBLIC_ADMIN_ROUTES: ReadonlySet<string> = new Set(['/api/admin/uploads/product', '/api/admin/uploads']);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAYBE_ADMIN = /admin|%/i;

function isAdminPath(req: FastifyRequest): boolean {
  const routeUrl = req.routeOptions.url ?? '';
  if (routeUrl === '/api/admin' || routeUrl.startsWith('/api/admin/')) return true;
  // Fast path for every other request: no "admin" and nothing encoded in the URL.
  if (!MAYBE_ADMIN.test(req.url)) return false;
  let path = (req.url.split('?')[0] ?? '').toLowerCase();
  try {
    path = decodeURIComponent(path);
  } catch {
    /* keep the raw path */
  }
  path = path.replace(/\/{2,}/g, '/');
  return path === '/api/admin' || path.startsWith('/api/admin/');
}

/** The current admin on a guarded route (the guard has already refused anyone else). */
export function currentAdmin(req: FastifyRequest): AdminSession {
  if (!req.adminSession) throw new HttpError(401, 'Login required');
  return req.adminSession;
}

const loginBody = z.object(
  {
    username: z.string({ message: 'is required' }).max(200, 'is too long'),
    password: z.string({ message: 'is required' }).max(1024, 'is too long'),
  },
  { message: 'must be a JSON object with username and password' },
);

// The service checks these fields (its messages name each one); the document states its rules.
const described = (description: string) => z.unknown().optional().meta({ type: 'string', description });
const NEW_PASSWORD = `Required. ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters, not one repeated, not the username, not a common password.`;
const newAdminBody = z.object(
  { username: described('Required. 3 to 50 letters, digits or . _ @ - (surrounding spaces are dropped).'), password: described(NEW_PASSWORD) },
  { message: 'must be a JSON object with username and password' },
);
const passwordBody = z.object(
  { currentPassword: described('Required. The signed-in admin’s password now.'), newPassword: described(NEW_PASSWORD) },
  { message: 'must be a JSON object with currentPassword and newPassword' },
);

const identity = { id: z.number().int(), username: z.string() };
const account = z.object({ ...identity, isActive: z.boolean(), createdAt: z.string() });
export type AccountShapeIsAdminAccount = Assert<Same<z.infer<typeof account>, AdminAccount>>;
const idParams = z.object({ id: idParam });
/** A call that answers only {status, message}. */
const done = { response: { 200: doneAnswer(200, {}), ...errorAnswers } };
const accountChanged = { params: idParams, response: { 200: doneAnswer(200, { admin: account }), ...errorAnswers } };

async function authPlugin(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { auth, config } = app.services;
  const publicOrigin = config.publicBaseUrl ? new URL(config.publicBaseUrl).origin.toLowerCase() : undefined;

  /** A write sent by another site (CSRF): Sec-Fetch-Site says so, or Origin is not ours. */
  function fromAnotherSite(req: FastifyRequest): boolean {
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') return true;
    const origin = req.headers.origin;
    if (origin === undefined) return false;
    const own = `${req.protocol}://${req.host}`.toLowerCase();
    const o = origin.toLowerCase();
    return o !== own && o !== publicOrigin;
  }

  app.decorateRequest('adminSession', null);

  app.addHook('onRequest', async (req, reply) => {
    const adminApi = isAdminPath(req);
    const path = req.routeOptions.url;
    const authWrite = path === '/api/login' || path === '/api/logout';
    if (!adminApi && !authWrite) return;
    if (WRITE_METHODS.has(req.method) && fromAnotherSite(req)) throw new HttpError(403, 'Cross-site request refused');
    if (!adminApi) return;
    if ((req.method === 'GET' || req.method === 'HEAD') && path !== undefined && PUBLIC_ADMIN_ROUTES.has(path)) return;
    reply.header('Cache-Control', 'no-store');
    const session = await auth.session(auth.tokenFromCookieHeader(req.headers.cookie));
    if (!session) throw new HttpError(401, 'Login required');
    req.adminSession = session;
  });

  // Login and logout set the cookie; @fastify/cookie is registered for them only (encapsulated).
  await app.register(async (plainScope) => {
    const scoped = plainScope.withTypeProvider<ZodTypeProvider>();
    await scoped.register(fastifyCookie, { hook: false });

    scoped.post(
      '/api/login',
      {
        schema: {
          operationId: 'login',
          summary: 'Sign in as an admin',
          body: loginBody,
          response: { 200: doneAnswer(200, { username: z.string() }), ...errorAnswers },
        },
      },
      async (req, reply) => {
        const body = req.body;
        const { token, admin } = await auth.login(body.username, body.password, req.ip);
        // A session the browser held before is ended: one login, one session.
        await auth.logout(auth.tokenFromCookieHeader(req.headers.cookie));
        reply.setCookie(auth.cookieName, token, { ...auth.cookieOptions, maxAge: SESSION_ABSOLUTE_MS / 1000 }).header('Cache-Control', 'no-store');
        return { status: 200 as const, message: 'Logged in', username: admin.username };
      },
    );

    scoped.post('/api/logout', { schema: { operationId: 'logout', summary: 'Sign out', ...done } }, async (req, reply) => {
      await auth.logout(auth.tokenFromCookieHeader(req.headers.cookie));
      reply.clearCookie(auth.cookieName, auth.cookieOptions).header('Cache-Control', 'no-store');
      return { status: 200 as const, message: 'Logged out' };
    });
  });

  app.get(
    '/api/admin/me',
    { schema: { operationId: 'getCurrentAdmin', summary: 'The signed-in admin', response: { 200: z.object(identity), ...errorAnswers } } },
    async (req) => {
      const { admin } = currentAdmin(req);
      return { id: admin.id, username: admin.username };
    },
  );

  // Admin accounts (/admin/addadmin, /admin/user).
  app.get(
    '/api/admin/admins',
    { schema: { operationId: 'listAdmins', summary: 'List the admin accounts', response: { 200: z.array(account), ...errorAnswers } } },
    async () => auth.listAdmins(),
  );

  app.post(
    '/api/admin/admins',
    {
      schema: {
        operationId: 'createAdmin',
        summary: 'Add an admin account',
        body: newAdminBody,
        response: { 201: doneAnswer(201, { id: z.number().int() }), ...errorAnswers },
      },
    },
    async (req, reply) => {
      currentAdmin(req);
      const body = req.body;
      const created = await auth.createAdmin(body.username, body.password);
      reply.status(201);
      return { status: 201 as const, message: `Admin "${created.username}" created`, id: created.id };
    },
  );

  for (const [action, active] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(
      `/api/admin/admins/:id/${action}`,
      { schema: { operationId: `${action}Admin`, summary: `${active ? 'Enable' : 'Disable'} an admin account`, ...accountChanged } },
      async (req) => {
        const me = currentAdmin(req);
        const { id } = req.params;
        const account = await auth.setActive(me.admin, id, active);
        return { status: 200 as const, message: `Admin "${account.username}" ${active ? 'enabled' : 'disabled'}`, admin: account };
      },
    );
  }

  app.post(
    '/api/admin/admins/:id/unlock',
    { schema: { operationId: 'unlockAdmin', summary: 'Clear an admin account’s failed logins', ...accountChanged } },
    async (req) => {
      currentAdmin(req);
      const account = await auth.unlock(req.params.id);
      return { status: 200 as const, message: `Admin "${account.username}" unlocked: failed logins cleared`, admin: account };
    },
  );

  app.post(
    '/api/admin/password',
    { schema: { operationId: 'changePassword', summary: 'Change the signed-in admin’s password', body: passwordBody, ...done } },
    async (req) => {
      const me = currentAdmin(req);
      const body = req.body;
      await auth.changePassword(me, body.currentPassword, body.newPassword);
      return { status: 200 as const, message: 'Password changed' };
    },
  );
}

/** Not encapsulated: the guard hook and the request decorator apply to the whole application. */
export const authRoutes = fp(authPlugin, { name: 'gubbara-auth', fastify: '5.x' });
