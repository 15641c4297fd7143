// Runs the timestamped migrations of db/migrations on either database.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely/migration';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The migration files of this version of the code, by name, oldest first. */
async function migrationFiles(): Promise<string[]> {
  return (await fs.readdir(dir)).filter((f) => /^\d{14}_[\w-]+\.ts$/.test(f)).sort();
}

class DirMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const f of await migrationFiles()) {
      out[f.replace(/\.ts$/, '')] = (await import(pathToFileURL(path.join(dir, f)).href)) as Migration;
    }
    return out;
  }
}

function applied({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return applied(await new Migrator({ db, provider: new DirMigrationProvider() }).migrateToLatest());
}

/**
 * Applies the migrations up to and including `name`: the schema as a release that ended there left
 * it. The upgrade tests build each older release's database this way and fill it with its data.
 */
export async function migrateUpTo(db: Kysely<any>, name: string): Promise<string[]> {
  return applied(await new Migrator({ db, provider: new DirMigrationProvider() }).migrateTo(name));
}

export interface MigrationState {
  /** Files not yet applied to the database. */
  pending: string[];
  /** Applied to the database but absent here: the database belongs to a newer version of the code. */
  unknown: string[];
}

/** The names of the migrations in db/migrations (as recorded once applied), oldest first. */
export async function migrationNames(): Promise<string[]> {
  return (await migrationFiles()).map((f) => f.replace(/\.ts$/, ''));
}

/**
 * Compares migration names (those of the running code: see migrationNames) with the migrations the
 * database records, without importing the files or introspecting the schema, so a readiness probe can
 * afford it. A database never migrated has no kysely_migration table: the query fails and the caller
 * reports it.
 */
export async function migrationState(db: Kysely<any>, files: string[]): Promise<MigrationState> {
  const rows: { name: string }[] = await db.selectFrom('kysely_migration').select('name').execute();
  const applied = new Set(rows.map((r) => r.name));
  const known = new Set(files);
  return { pending: files.filter((f) => !applied.has(f)), unknown: [...applied].filter((n) => !known.has(n)).sort() };
}
