// npm run bench:backup: how long a backup takes and how big it is, for the demo catalogue (about 190
// products, each with a picture stored in the database) and for 100,000 products (rows written with one
// INSERT … SELECT, no pictures, so no image is encoded). The backup is the one `npm run db:backup` and
// the admin's "Back up now" make: SQLite VACUUM INTO in a worker thread plus PRAGMA integrity_check of
// the copy; with BENCH_DATABASE_URL (a PostgreSQL server where scratch databases may be created), also
// pg_dump plus pg_restore --list. BENCH_PRODUCTS changes the large count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { prepare } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import { insertProducts, withScratchDatabase } from './lib/generated-catalogue.ts';
import { formatBytes } from '../shared/bytes.ts';
import { backupTo } from '../server/modules/backup/backup.service.ts';

const LARGE = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const pgBase = process.env.BENCH_DATABASE_URL;

// Backups are private to the user who makes them, as the server's and the scripts' are.
process.umask(0o077);

interface Row {
  database: string;
  catalogue: string;
  products: number;
  setupS: number;
  dbBytes: number;
  backupBytes: number;
  backupS: number;
}

async function measure(database: 'SQLite' | 'PostgreSQL', catalogue: 'demo' | 'large'): Promise<Row> {
  return withScratchDatabase(database, pgBase, 'backup', async ({ dir: scratch, env, pg: pgDb }) => {
    const config = loadConfig({
      ...env,
      SEED_DEMO: catalogue === 'demo' ? 'true' : 'false',
    });
    const started = performance.now();
    const { handle } = await prepare(config);
    let products: number;
    let dbBytes: number;
    try {
      if (catalogue === 'large') await insertProducts(handle.db, 1, LARGE);
      products = Number(
        (
          await handle.db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      if (pgDb) {
        dbBytes = Number((await sql<{ n: string }>`SELECT pg_database_size(current_database()) AS n`.execute(handle.db)).rows[0]!.n);
      } else {
        // Everything in the main file, as a backup would see it once the server has checkpointed.
        await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(handle.db);
        dbBytes = fs.statSync(config.sqlitePath).size;
      }
    } finally {
      await handle.close();
    }
    const setupS = (performance.now() - started) / 1000;
    const report = await backupTo(config, path.join(scratch, pgDb ? 'bench.dump' : 'bench.db'));
    return { database, catalogue, products, setupS, dbBytes, backupBytes: report.bytes, backupS: report.ms / 1000 };
  });
}

const databases: ('SQLite' | 'PostgreSQL')[] = pgBase ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
console.log(`backup benchmark: Node ${process.version}, ${os.cpus().length} CPUs${pgBase ? '' : ' (set BENCH_DATABASE_URL to measure PostgreSQL too)'}\n`);
const rows: string[][] = [['database', 'catalogue', 'products', 'database size', 'backup size', 'backup time', '(setup)']];
for (const database of databases) {
  for (const catalogue of ['demo', 'large'] as const) {
    const r = await measure(database, catalogue);
    rows.push([
      r.database,
      r.catalogue === 'demo' ? 'demo (with pictures)' : 'generated (no pictures)',
      r.products.toLocaleString('en-IN'),
      formatBytes(r.dbBytes),
      formatBytes(r.backupBytes),
      `${r.backupS.toFixed(2)} s`,
      `${r.setupS.toFixed(1)} s`,
    ]);
    console.log(rows.at(-1)!.join(' | '));
  }
}
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
console.log(
  `\n${rows
    .map((r) =>
      r
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}`,
);
console.log('\nbackup time includes the check of the copy (integrity_check on SQLite, pg_restore --list on PostgreSQL)');
