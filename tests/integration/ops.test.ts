// Running the shop: health probes for a load balancer and an uptime monitor, the access log (what
// ACCESS_LOG writes, and never a session id or a cookie), and private data files.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/database.ts';
import { migrationNames } from '../../db/migrate.ts';
import { buildApp } from '../../server/app.ts';
import { prepare } from '../../server/bootstrap.ts';
import { ConfigError, type Config, loadConfig } from '../../server/config.ts';
import { healthRoutes } from '../../server/modules/health/health.routes.ts';
import { readZodSchemas } from '../../server/schema-compilers.ts';
import { ADMIN_ENV, ADMIN_PASSWORD, ADMIN_USERNAME } from '../helpers/admin.ts';
import { type LoggingAppOptions, captureLog, withLoggingApp } from '../helpers/app-log.ts';
import { throughRelay } from '../helpers/relay.ts';
import { dialect, freshDatabaseEnv, testContextForFile } from '../helpers/test-db.ts';

let latest: string;

const READYZ_TOKEN = 'probe-token-0123456789abcdef';
/** /readyz as the operator's monitor asks it: with the token, so the answer has the detail. */
const READYZ = { url: '/readyz', headers: { 'x-readyz-token': READYZ_TOKEN } };

const t = testContextForFile({ demo: 2, env: { ...ADMIN_ENV, READYZ_TOKEN } });
beforeAll(async () => {
  latest = (await migrationNames()).at(-1)!;
});

/** An app on the test database with other settings, logging into a captured log, closed after `run`. */
const withAppLogging = (config: Partial<Config>, options: LoggingAppOptions, run: Parameters<typeof withLoggingApp>[2]) =>
  withLoggingApp({ ...t.services, config: { ...t.services.config, ...config } }, options, run);

const ok200 = (res: { statusCode: number; headers: Record<string, unknown> }) => {
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
};

describe(`health probes on ${dialect}`, () => {
  it('GET /healthz answers 200 {status:"ok"}, never cached', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    ok200(res);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 with the database kind and the latest migration to a caller with READYZ_TOKEN', async () => {
    const res = await t.app.inject(READYZ);
    ok200(res);
    expect(res.json()).toEqual({ status: 'ok', database: dialect, latestMigration: latest });
  });

  it('GET /readyz tells anyone else only "ok" or "not ready"', async () => {
    for (const headers of [{}, { 'x-readyz-token': 'a wrong token of some length' }, { 'x-readyz-token': '' }]) {
      const res = await t.app.inject({ url: '/readyz', headers });
      ok200(res);
      expect(res.json()).toEqual({ status: 'ok' });
    }
    const name = '29991231000000_from_a_newer_version';
    await t.services.db
      .insertInto('kysely_migration' as never)
      .values({ name, timestamp: new Date().toISOString() } as never)
      .execute();
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 503, message: 'not ready' });
    } finally {
      await t.services.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', name as never)
        .execute();
    }
  });

  it('GET /readyz gives no detail at all when READYZ_TOKEN is unset, whatever is sent', async () => {
    await withAppLogging({ readyzToken: undefined }, {}, async (app) => {
      const res = await app.inject({ url: '/readyz', headers: { 'x-readyz-token': '' } });
      expect(res.json()).toEqual({ status: 'ok' });
    });
  });

  it('GET /readyz answers 503 while a migration is pending, and 200 once it is applied', async () => {
    const row = await t.services.db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .where('name' as never, '=', latest as never)
      .executeTakeFirstOrThrow();
    await t.services.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', latest as never)
      .execute();
    try {
      const res = await t.app.inject(READYZ);
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ status: 503, message: `database migrations pending: ${latest}` });
    } finally {
      await t.services.db
        .insertInto('kysely_migration' as never)
        .values(row as never)
        .execute();
    }
    ok200(await t.app.inject(READYZ));
  });

  it('GET /readyz answers 503 when a newer version has migrated the database', async () => {
    const name = '29991231000000_from_a_newer_version';
    await t.services.db
      .insertInto('kysely_migration' as never)
      .values({ name, timestamp: new Date().toISOString() } as never)
      .execute();
    try {
      const res = await t.app.inject(READYZ);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 503, message: `database has migrations this version does not know (a newer version ran): ${name}` });
    } finally {
      await t.services.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', name as never)
        .execute();
    }
  });

  it('GET /readyz answers 503 while the database is unreachable, /healthz stays 200, and readiness returns', async () => {
    // PostgreSQL: the connection cut by a relay, as a network failure or a stopped server would.
    // SQLite has no server to lose: its handle closed under the running app is the nearest honest
    // equivalent (every query then fails), and a new app on the same file is ready again.
    const fresh = await freshDatabaseEnv();
    const relayed = dialect === 'postgres' ? await throughRelay(t.config.databaseUrl!) : undefined;
    const config = loadConfig({ ...fresh.env, SEED_DEMO: 'false', READYZ_TOKEN, ...(relayed ? { DATABASE_URL: relayed.url } : {}) });
    const { handle, services } = await prepare(config);
    const { stream, lines } = captureLog();
    const app = await buildApp(services, { logger: { level: 'info', stream } });
    try {
      ok200(await app.inject(READYZ));
      const port = relayed?.relay.port;
      if (relayed) await relayed.relay.cut();
      else await handle.close();
      for (let i = 0; i < 2; i++) {
        const res = await app.inject(READYZ);
        expect(res.statusCode).toBe(503);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.json()).toEqual({ status: 503, message: 'database is not answering' });
      }
      ok200(await app.inject({ url: '/healthz' }));
      // The change is logged once, at warn, with the detail the answer leaves out. (Other parts may warn
      // about the lost database too, e.g. the catalogue-version poll: only readiness lines count here.)
      const readiness = (l: { level: number; msg: string }) => l.level === 40 && /^(not ready|ready again)/.test(l.msg);
      const warnings = lines.filter(readiness);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.msg).toMatch(/^not ready: database is not answering \(.+\)$/);
      if (relayed) {
        await relayed.relay.open(port);
        ok200(await app.inject(READYZ));
        expect(lines.filter(readiness).at(-1)!.msg).toBe('ready again (was: database is not answering)');
      }
    } finally {
      await app.close();
      if (relayed) await handle.close();
      await relayed?.relay.cut();
      await fresh.drop();
    }
  });

  it('is exempt from a global rate limit', async () => {
    const app = Fastify();
    readZodSchemas(app);
    app.decorate('services', t.services);
    await app.register(rateLimit, { global: true, max: 1, timeWindow: 60_000 });
    await app.register(healthRoutes);
    app.get('/limited', async () => ({ ok: true }));
    try {
      expect((await app.inject({ url: '/limited' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/limited' })).statusCode).toBe(429);
      for (let i = 0; i < 5; i++) {
        expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
        expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});

describe('access log', () => {
  it('ACCESS_LOG=all writes one line per request; probes only at debug', async () => {
    await withAppLogging({ accessLog: 'all' }, { level: 'debug' }, async (app, { lines }) => {
      await app.inject({ url: '/api/home/products?limit=1' });
      await app.inject({ url: '/healthz' });
      await app.inject({ url: '/api/no-such-route' });
      const access = lines.filter((l) => typeof l.statusCode === 'number');
      expect(access.map((l) => [l.level, l.method, l.url, l.statusCode])).toEqual([
        [30, 'GET', '/api/home/products?limit=1', 200],
        [20, 'GET', '/healthz', 200],
        [40, 'GET', '/api/no-such-route', 404],
      ]);
      expect(access[0]).toMatchObject({
        msg: expect.stringMatching(/^GET \/api\/home\/products\?limit=1 200 [\d.]+ ms$/),
        ms: expect.any(Number),
        ip: '127.0.0.1',
      });
      // Fastify's own "incoming request" / "request completed" pair is gone.
      expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
    });
  });

  it('ACCESS_LOG=all also writes the repeats a socket gets from memory', async () => {
    await withAppLogging({ accessLog: 'all' }, {}, async (app, { lines }) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // The first answer is kept; the next two are repeats of it.
      for (let i = 0; i < 3; i++) expect((await fetch(`http://127.0.0.1:${port}/api/home/products?limit=1`)).status).toBe(200);
      const access = lines.filter((l) => typeof l.statusCode === 'number');
      expect(access.map((l) => [l.level, l.url, l.statusCode])).toEqual([
        [30, '/api/home/products?limit=1', 200],
        [30, '/api/home/products?limit=1', 200],
        [30, '/api/home/products?limit=1', 200],
      ]);
    });
  });

  it('ACCESS_LOG=errors writes 4xx, 5xx and requests slower than a second, nothing else', async () => {
    await withAppLogging({ accessLog: 'errors' }, {}, async (app, { lines }) => {
      await app.inject({ url: '/api/home/products?limit=1' });
      await app.inject({ url: '/readyz' });
      await app.inject({ url: '/api/home/product/abc' });
      await app.inject({ method: 'POST', url: '/api/cart/add/not-a-session?id=1&quantity=1' });
      const access = lines.filter((l) => typeof l.statusCode === 'number');
      expect(access.map((l) => [l.level, l.url, l.statusCode])).toEqual([
        [40, '/api/home/product/abc', 400],
        [40, '/api/cart/add/not-a-session?id=1&quantity=1', 400],
      ]);
    });
  });

  it('ACCESS_LOG=errors writes a slow request', async () => {
    await withAppLogging(
      { accessLog: 'errors' },
      {
        addRoutes: (a) =>
          a.get('/slow-for-test', async () => {
            await new Promise((r) => setTimeout(r, 1050));
            return { ok: true };
          }),
      },
      async (app, { lines }) => {
        expect((await app.inject({ url: '/slow-for-test' })).statusCode).toBe(200);
        const access = lines.filter((l) => typeof l.statusCode === 'number');
        expect(access).toHaveLength(1);
        expect(access[0]).toMatchObject({ level: 40, url: '/slow-for-test', statusCode: 200 });
        expect(access[0]!.ms as number).toBeGreaterThanOrEqual(1000);
      },
    );
  });

  it('ACCESS_LOG=off writes no request lines, even for errors', async () => {
    await withAppLogging({ accessLog: 'off' }, {}, async (app, { lines }) => {
      await app.inject({ url: '/api/no-such-route' });
      expect(lines.filter((l) => typeof l.statusCode === 'number')).toEqual([]);
    });
  });

  it('never writes a session id, the admin cookie or a password, at any level', async () => {
    await withAppLogging({ accessLog: 'all' }, { level: 'trace' }, async (app, { lines, raw }) => {
      const product = (await app.inject({ url: '/api/home/products?limit=1' })).json()[0];
      const sess = randomUUID();
      const h = { 'x-session-id': sess };
      expect((await app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${product.id}&quantity=1`, headers: h })).statusCode).toBe(200);
      expect((await app.inject({ url: `/api/cart/getcart/${sess}`, headers: h })).statusCode).toBe(200);
      expect((await app.inject({ url: `/api/cart/getcart/${sess}`, headers: { 'x-session-id': randomUUID() } })).statusCode).toBe(400);
      expect((await app.inject({ url: `/api/cart/getcart/${sess.toUpperCase()}`, headers: h })).statusCode).toBe(400);
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
      expect(login.statusCode).toBe(200);
      const cookie = String(login.headers['set-cookie']).split(';')[0]!;
      const token = cookie.split('=')[1]!;
      expect(token.length).toBeGreaterThan(20);
      expect((await app.inject({ url: '/api/admin/products', headers: { cookie } })).statusCode).toBeLessThan(500);
      expect((await app.inject({ url: '/api/admin/products', headers: { cookie: `${cookie.split('=')[0]}=forged-${token}` } })).statusCode).toBe(401);
      expect(lines.some((l) => l.url === `/api/cart/add/${sess.slice(0, 8)}-…?id=${product.id}&quantity=1`)).toBe(true);
      const log = raw().toLowerCase();
      expect(log).not.toContain(sess.slice(9));
      expect(log).not.toContain(token.toLowerCase());
      expect(log).not.toContain(ADMIN_PASSWORD.toLowerCase());
      expect(log).not.toContain('cookie');
      expect(log).not.toContain('x-session-id');
    });
  });
});

describe('configuration of operations', () => {
  it('ACCESS_LOG defaults to errors in production and all elsewhere', () => {
    expect(loadConfig({}).accessLog).toBe('errors');
    expect(loadConfig({ NODE_ENV: 'development' }).accessLog).toBe('all');
    expect(loadConfig({ NODE_ENV: 'test' }).accessLog).toBe('all');
    expect(loadConfig({ ACCESS_LOG: 'off' }).accessLog).toBe('off');
  });

  it('BACKUP_DIR is unset by default and BACKUP_KEEP is 14', () => {
    const c = loadConfig({});
    expect(c.backupDir).toBeUndefined();
    expect(c.backupKeep).toBe(14);
    expect(loadConfig({ BACKUP_DIR: 'bk', BACKUP_KEEP: '3' })).toMatchObject({ backupDir: path.resolve('bk'), backupKeep: 3 });
  });

  it.each([
    [{ ACCESS_LOG: 'verbose' }, 'ACCESS_LOG'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP'],
    [{ BACKUP_KEEP: 'many' }, 'BACKUP_KEEP'],
  ])('stops on %j with one line naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });
});

describe('SQLite data files', () => {
  const mode = (f: string) => fs.statSync(f).mode & 0o777;

  it('are private: directory 0700 (also one that existed), database, -wal and -shm 0600', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-modes-'));
    try {
      const created = path.join(dir, 'new', 'data');
      const handle = createDb({ sqlitePath: path.join(created, 'gubbara.db') });
      // -wal and -shm appear with the first write.
      await sql`CREATE TABLE t (x)`.execute(handle.db);
      expect(mode(created)).toBe(0o700);
      for (const f of ['gubbara.db', 'gubbara.db-wal', 'gubbara.db-shm']) expect([f, mode(path.join(created, f))]).toEqual([f, 0o600]);
      await handle.close();

      // A data directory and database left readable by an earlier version are tightened at the next open.
      fs.chmodSync(created, 0o755);
      fs.chmodSync(path.join(created, 'gubbara.db'), 0o644);
      const again = createDb({ sqlitePath: path.join(created, 'gubbara.db') });
      await sql`INSERT INTO t VALUES (1)`.execute(again.db);
      expect(mode(created)).toBe(0o700);
      for (const f of ['gubbara.db', 'gubbara.db-wal', 'gubbara.db-shm']) expect([f, mode(path.join(created, f))]).toEqual([f, 0o600]);
      await again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
