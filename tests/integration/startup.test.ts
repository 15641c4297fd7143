import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { StartupError, openDatabase, prepare } from '../../server/bootstrap.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { dialect, freshDatabaseEnv } from '../helpers/test-db.ts';

describe('configuration', () => {
  /** Loading `env` stops with a ConfigError of one line that names `name`. */
  const stopsNaming = (env: Record<string, string>, name: string) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as Error).message).toContain(name);
      expect((err as Error).message).not.toContain('\n');
    }
  };

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SEED_DEMO', 'maybe'],
    ['BUSINESS_PHONE', '12345'],
    ['BUSINESS_EMAIL', 'nope'],
    ['PUBLIC_BASE_URL', 'example.com'],
  ])('stops on %s=%s with one line naming it', (name, value) => stopsNaming({ [name]: value }, name));

  it('stops on ADMIN_USERNAME without ADMIN_PASSWORD with one line naming the password', () => stopsNaming({ ADMIN_USERNAME: 'owner' }, 'ADMIN_PASSWORD'));

  it('has defaults for everything', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.seedDemo).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.sqlitePath).toBe(path.resolve('data', 'gubbara.db'));
  });
});

describe(`start-up on ${dialect}`, () => {
  it('keeps data across a restart and seeds only once', async () => {
    const fresh = await freshDatabaseEnv();
    try {
      const config = loadConfig(fresh.env);
      const first = await prepare(config, undefined, { demoLimit: 5 });
      await first.handle.db.updateTable('products').set({ title: 'Renamed before restart' }).where('id', '=', 1).execute();
      await first.handle.close();
      const second = await prepare(config, undefined, { demoLimit: 5 });
      const rows = await second.handle.db.selectFrom('products').select(['id', 'title']).orderBy('id').execute();
      expect(rows).toHaveLength(5);
      expect(rows[0]!.title).toBe('Renamed before restart');
      const cats = await second.handle.db.selectFrom('categories').select('id').execute();
      expect(cats).toHaveLength(38);
      await second.handle.close();
    } finally {
      await fresh.drop();
    }
  });
});

describe(`the demo kit on ${dialect}`, () => {
  // Each start is its own process, so what one start loaded cannot hide what the next one loads.
  const startLoading = async (env: Record<string, string>): Promise<string[]> => {
    const { stdout } = await promisify(execFile)(process.execPath, ['tests/helpers/prepare-modules.ts'], {
      env: { ...process.env, LOG_LEVEL: 'silent', TEST_DEMO_LIMIT: '2', ...env },
    });
    return JSON.parse(stdout) as string[];
  };

  it('is loaded by the start that seeds an empty database, and by no later start', async () => {
    const fresh = await freshDatabaseEnv();
    try {
      const first = await startLoading(fresh.env);
      expect(first).toContain(path.join('db', 'seed', 'demo', 'illustration.ts'));
      expect(first).toContain(path.join('server', 'bootstrap.ts'));
      const second = await startLoading(fresh.env);
      expect(second).toContain(path.join('server', 'bootstrap.ts'));
      expect(second.filter((f) => f.startsWith(path.join('db', 'seed')))).toEqual([]);
    } finally {
      await fresh.drop();
    }
  });
});

describe('an unreachable database', () => {
  it('gives one clear StartupError line', async () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    const err = await openDatabase(config).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StartupError);
    expect((err as Error).message).toMatch(/^Cannot reach the database at postgres:\/\/postgres@127\.0\.0\.1:1\/none/);
  });
});
