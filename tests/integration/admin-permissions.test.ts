// The permission matrix: {anonymous, forged cookie, expired session, logged-out session, admin} ×
// every /api/admin/* route of the server's OWN route table. A new admin route without the guard
// fails here without anyone having to list it.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, login } from '../helpers/admin.ts';
import { type RouteEntry, routeTable } from '../helpers/routes.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

let adminCookie: string;
let expiredCookie: string;
let loggedOutCookie: string;
let idleCookie: string;
let forgedCookie: string;

const PUBLIC_IMAGE_ROUTES = ['/api/admin/uploads/product', '/api/admin/uploads'];
let adminRoutes: RouteEntry[];
let allAdminRoutes: RouteEntry[];

const t = testContextForFile({ demo: 2, env: ADMIN_ENV });
beforeAll(async () => {
  adminCookie = await login(t);
  expiredCookie = await login(t);
  idleCookie = await login(t);
  loggedOutCookie = await login(t);
  const db = t.services.db;
  // Session ages are data: age two sessions past the absolute (12 h) and idle (2 h) limits.
  const sessions = await db.selectFrom('admin_sessions').select(['token_hash', 'created_at']).orderBy('created_at').execute();
  expect(sessions).toHaveLength(4);
  const hashOf = async (cookie: string) => {
    const { createHash } = await import('node:crypto');
    return createHash('sha256').update(cookie.split('=')[1]!).digest('hex');
  };
  /** Moves the session's `column` back to a second more than `hours` ago. */
  const age = async (cookie: string, column: 'created_at' | 'last_seen_at', hours: number) => {
    const when = new Date(Date.now() - hours * 3600_000 - 1000).toISOString();
    await db
      .updateTable('admin_sessions')
      .set({ [column]: when })
      .where('token_hash', '=', await hashOf(cookie))
      .execute();
  };
  await age(expiredCookie, 'created_at', 12);
  await age(idleCookie, 'last_seen_at', 2);
  const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: loggedOutCookie } });
  expect(out.statusCode).toBe(200);
  forgedCookie = `gubbara_admin=${randomBytes(32).toString('base64url')}`;
  allAdminRoutes = routeTable(t.app).filter((r) => r.url.startsWith('/api/admin'));
  adminRoutes = allAdminRoutes.filter((r) => r.method !== 'HEAD');
});

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

describe(`the route table (${dialect})`, () => {
  it('holds every admin catalogue call and the account routes', () => {
    const keys = adminRoutes.map((r) => `${r.method} ${r.url}`);
    for (const k of [
      'GET /api/admin/category',
      'GET /api/admin/viewproduct',
      'POST /api/admin/saveProduct',
      'PUT /api/admin/updateProduct/:id',
      'DELETE /api/admin/deleteProduct/:id',
      'POST /api/admin/saveCategory',
      'PUT /api/admin/updateCategory/:id',
      'DELETE /api/admin/deleteCategory/:id',
      'GET /api/admin/uploads/product',
      'GET /api/admin/uploads',
      'GET /api/admin/me',
      'GET /api/admin/admins',
      'POST /api/admin/admins',
      'POST /api/admin/admins/:id/disable',
      'POST /api/admin/admins/:id/enable',
      'POST /api/admin/admins/:id/unlock',
      'POST /api/admin/password',
      'GET /api/admin/leads',
      'GET /api/admin/leads/summary',
      'GET /api/admin/leads/export.csv',
      'GET /api/admin/leads/:id',
      'PATCH /api/admin/leads/:id',
      'DELETE /api/admin/leads/:id',
      'GET /api/admin/products/export.csv',
      'POST /api/admin/products/import',
      'GET /api/admin/system',
      'POST /api/admin/system/backup',
      'GET /api/admin/system/backup/latest',
    ])
      expect(keys).toContain(k);
  });
});

describe(`permission matrix over every admin route (${dialect})`, () => {
  const cases: [string, () => string | undefined][] = [
    ['anonymous', () => undefined],
    ['a forged cookie', () => forgedCookie],
    ['an expired session (over 12 h old)', () => expiredCookie],
    ['an idle session (unused for over 2 h)', () => idleCookie],
    ['a logged-out session', () => loggedOutCookie],
  ];
  for (const [who, cookie] of cases) {
    it(`refuses ${who} with 401 on every guarded admin route`, async () => {
      const guarded = adminRoutes.filter((r) => !PUBLIC_IMAGE_ROUTES.includes(r.url));
      expect(guarded.length).toBeGreaterThanOrEqual(20);
      for (const r of guarded) {
        const c = cookie();
        const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: c ? { cookie: c } : {} });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
        expect(res.json(), `${r.method} ${r.url}`).toEqual({ status: 401, message: 'Login required' });
      }
    });
  }

  it('refuses HEAD on the guarded GET routes too', async () => {
    const heads = allAdminRoutes.filter((r) => r.method === 'HEAD' && !PUBLIC_IMAGE_ROUTES.includes(r.url));
    expect(heads.length).toBeGreaterThanOrEqual(4);
    for (const r of heads) expect((await t.app.inject({ method: 'HEAD', url: concrete(r.url) })).statusCode, r.url).toBe(401);
  });

  it('lets an admin through on every route (never 401/403, never a 5xx)', async () => {
    for (const r of adminRoutes) {
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: { cookie: adminCookie } });
      expect(res.statusCode, `${r.method} ${r.url}`).not.toBe(401);
      expect(res.statusCode, `${r.method} ${r.url}`).not.toBe(403);
      expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
    }
  });

  it('leaves the two image downloads public', async () => {
    for (const url of PUBLIC_IMAGE_ROUTES) {
      const res = await t.app.inject({ url: `${url}?filename=p-0123456789abcdef0123456789abcdef.webp` });
      expect(res.statusCode).toBe(404);
    }
  });

  it('removes expired and logged-out sessions from the database', async () => {
    expect(await t.services.db.selectFrom('admin_sessions').select('token_hash').execute()).toHaveLength(1);
  });

  it.each([
    'GET /api/admin',
    'GET /api/admin/',
    'GET /api/admin/not-a-route',
    'POST /api/admin/uploads/product',
    'DELETE /api/admin/uploads',
    'GET /api/admin//category',
    'GET /api/%61dmin/category',
    'GET /api/admin/category/../viewproduct',
  ])('answers %s with 401 anonymously (no route discovery, no bypass)', async (line) => {
    const [method, url] = line.split(' ') as [string, string];
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(401);
  });

  it('marks admin answers as not cacheable', async () => {
    const res = await t.app.inject({ url: '/api/admin/category', headers: { cookie: adminCookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
