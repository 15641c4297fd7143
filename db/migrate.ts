// Runs the timestamped migrations of db/migrations on either database.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

class DirMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(dir)).filter((f) => /^\d{14}_[\w-]+\.ts$/.test(f)).sort();
    const out: Record<string, Migration> = {};
    for (const f of files) {
      out[f.replace(/\.ts$/, '')] = (await import(pathToFileURL(path.join(dir, f)).href)) as Migration;
    }
    return out;
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new DirMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
