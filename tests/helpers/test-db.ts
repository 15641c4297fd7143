// A real, fresh database for one test file: SQLite in a temporary file by default, or a new
// PostgreSQL database next to TEST_DATABASE_URL when TEST_DIALECT=postgres. Dropped afterwards.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { prepare } from '../../server/bootstrap.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import type { AppServices } from '../../server/services.ts';

export const dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  services: AppServices;
  config: Config;
  close(): Promise<void>;
}

export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  const name = `gubbara_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Environment selecting a fresh database of the dialect under test, and a function to drop it. */
export async function freshDatabaseEnv(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-test-'));
  const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: dataDir };
  let dropPg: (() => Promise<void>) | undefined;
  if (dialect === 'postgres') {
    const created = await createPgDatabase();
    env.DATABASE_URL = created.url;
    dropPg = created.drop;
  }
  return {
    env,
    async drop() {
      await dropPg?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestContextOptions {
  /** How many demo products to seed (0 or unset: none). */
  demo?: number;
  env?: Record<string, string>;
  /** Registers more on the app before it is ready (e.g. the static files of a build). */
  extend?: (app: TestContext['app']) => Promise<void>;
}

/** Builds the app on a fresh migrated database. */
export async function createTestContext(opts: TestContextOptions = {}): Promise<TestContext> {
  const fresh = await freshDatabaseEnv();
  // Test files send many forms with a few phone numbers: the per-number limit is tested where it is named.
  const config = loadConfig({ ...fresh.env, SEED_DEMO: opts.demo ? 'true' : 'false', FORMS_PER_PHONE_HOURLY: '100000', ...opts.env });
  const { handle, services } = await prepare(config, undefined, opts.demo ? { demoLimit: opts.demo } : {});
  const app = await buildApp(services);
  await opts.extend?.(app);
  await app.ready();
  return {
    app,
    services,
    config,
    async close() {
      await app.close();
      await handle.close();
      await fresh.drop();
    },
  };
}

/**
 * The context of the test file that calls this at its top level: created before the file's first test
 * (and before the beforeAll hooks that follow this call), closed after its last. Its parts can be read
 * from then on, inside tests and hooks.
 */
export function testContextForFile(opts: TestContextOptions = {}): TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext(opts);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const current = (): TestContext => {
    if (!ctx) throw new Error('the test context exists only from the first beforeAll of the file to its last afterAll');
    return ctx;
  };
  return {
    get app() {
      return current().app;
    },
    get services() {
      return current().services;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}

/** A new cart (its session id) holding each product id with its quantity, added through the cart's API. */
export async function fillCart(app: TestContext['app'], lines: [productId: number, quantity: number][]): Promise<string> {
  const sess = randomUUID();
  for (const [id, q] of lines) {
    const r = await app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${id}&quantity=${q}`, headers: { 'x-session-id': sess } });
    expect(r.statusCode).toBe(200);
  }
  return sess;
}
