// Start-up shared by the server, the migration script, tests and benchmarks:
// open the database, check it answers, migrate, seed.
import { createDb, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import { isEmpty } from './modules/catalog/catalog.repository.ts';
import { ping } from './modules/health/health.repository.ts';
import { type AppServices, createServices } from './services.ts';

export class StartupError extends Error {}

export async function openDatabase(config: Config, log?: Logger): Promise<Db> {
  const handle = createDb({
    databaseUrl: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    sqliteSynchronous: config.sqliteSynchronous,
    onPoolError: (err) => log?.warn(`database connection lost: ${err.message}`),
    onReaderLost: (err) => log?.warn(`search reads now run on the server's own thread: ${err.message}`),
  });
  try {
    await ping(handle.db);
  } catch (err) {
    await handle.close().catch(() => {});
    const where = config.databaseUrl ? redactUrl(config.databaseUrl) : config.sqlitePath;
    throw new StartupError(`Cannot reach the database at ${where}: ${(err as Error).message}`);
  }
  return handle;
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured DATABASE_URL';
  }
}

export interface Prepared {
  handle: Db;
  services: AppServices;
}

/** Opens, migrates and seeds; returns the services. */
export async function prepare(config: Config, log?: Logger, seedOpts: { demoLimit?: number } = {}): Promise<Prepared> {
  const handle = await openDatabase(config, log);
  try {
    const applied = await migrateToLatest(handle.db);
    if (applied.length) log?.info(`migrations applied: ${applied.join(', ')}`);
    const services = createServices(config, handle.db, handle.dialect, handle.reader);
    // The BUSINESS_* variables are the business's details only until the first start has stored them.
    if (await services.settings.seed()) log?.info('stored the business details from BUSINESS_* (change them at /admin/settings)');
    // The home page's and info pages' texts of a fresh install become their first published versions.
    const pages = await services.content.seed();
    if (pages) log?.info(`stored the first version of ${pages} pages' content (change them at /admin/content)`);
    // The seed brings the demo catalogue's drawing kit (thousands of lines), so it is loaded only when
    // there is something to seed: a normal start of a filled database never reads it.
    const seedMenu = await isEmpty(handle.db, 'categories');
    const seedDemo = config.seedDemo && (await isEmpty(handle.db, 'products'));
    if (seedMenu || seedDemo) {
      const { seedCategories, seedDemoCatalogue } = await import('../db/seed/seed.ts');
      const cats = await seedCategories(handle.db);
      if (cats) log?.info(`seeded ${cats} categories`);
      if (seedDemo) {
        const started = Date.now();
        const n = await seedDemoCatalogue(handle.db, services.media, seedOpts.demoLimit === undefined ? {} : { limit: seedOpts.demoLimit });
        if (n) log?.info(`seeded ${n} demo products in ${Date.now() - started} ms`);
      }
    }
    // First start: the first admin from ADMIN_USERNAME/ADMIN_PASSWORD, or a generated password logged once.
    await services.auth.ensureFirstAdmin(config, log);
    return { handle, services };
  } catch (err) {
    await handle.close().catch(() => {});
    throw err;
  }
}
