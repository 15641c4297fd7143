// A real, fresh database for one test file: SQLite in a temporary file by default, or a new
// PostgreSQL database next to TEST_DATABASE_URL when TEST_DIALECT=postgres. Dropped afterwards.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
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

/**
 * Builds the app on a fresh migrated database; `demo` seeds that many demo products (0 = none).
 * `extend` registers more on the app before it is ready (e.g. the static files of a build).
 */
export async function createTestContext(
  opts: { demo?: number; env?: Record<string, string>; extend?: (app: TestContext['app']) => Promise<void> } = {},
): Promise<TestContext> {
  const fresh = await freshDatabaseEnv();
  const config = loadConfig({ ...fresh.env, SEED_DEMO: opts.demo ? 'true' : 'false', ...opts.env });
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
