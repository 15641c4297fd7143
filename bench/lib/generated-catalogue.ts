// Generated catalogues for the benches that need many products: rows written with plain SQL, no
// pictures (so no image is encoded), spread evenly over the seeded categories; and scratch databases
// (a data directory, and a PostgreSQL database created next to BENCH_DATABASE_URL) removed afterwards.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema.ts';

/** Rows per statement: one statement for 100,000 would outlast the pool's 10 s statement time-out on PostgreSQL, whose triggers index every new product for search in the same statement. */
const BLOCK = 10_000;

/**
 * Products numbered `from`..`to` (inclusive) in the seeded categories, product i in category i mod
 * the number of categories; a recursive series works on both databases.
 */
export async function insertProducts(db: Kysely<Database>, from: number, to: number): Promise<void> {
  const about = (i: number) => sql.raw(`'About line ${i}: reusable, self-sealing, safe for children over 8'`);
  for (let start = from; start <= to; start += BLOCK) {
    const end = Math.min(to, start + BLOCK - 1);
    await sql`
      WITH RECURSIVE series(i) AS (SELECT CAST(${start} AS integer) UNION ALL SELECT i + 1 FROM series WHERE i < CAST(${end} AS integer)),
      cats AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS total FROM categories)
      INSERT INTO products (title, description, category_id, price, stock, occassion, color, material, brand, netquantity, about1, about2, about3)
      SELECT 'Bench balloon ' || i,
             'A latex balloon for birthdays, weddings and corporate events, in bright colours, pack number ' || i,
             cats.id, 50 + (i % 950), i % 40, 'Birthday', 'Red', 'Latex', 'Gubbara', '50 pieces', ${about(1)}, ${about(2)}, ${about(3)}
      FROM series JOIN cats ON cats.k = series.i % cats.total`.execute(db);
  }
}

/** A fresh PostgreSQL database next to `base` (a server where scratch databases may be created). */
export async function scratchPg(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gubbara_bench_${randomBytes(4).toString('hex')}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface ScratchDatabase {
  /** A temporary directory of the run's own: the SQLite data directory is `data` in it. */
  dir: string;
  /** What loadConfig needs for it: production, that data directory, and the PostgreSQL database if there is one. */
  env: Record<string, string>;
  /** The scratch PostgreSQL database, when one was asked for. */
  pg: { url: string } | undefined;
}

/** Runs `run` on a scratch database of `database` (PostgreSQL: created next to `pgBase`), and removes it after. */
export async function withScratchDatabase<T>(
  database: 'SQLite' | 'PostgreSQL',
  pgBase: string | undefined,
  name: string,
  run: (scratch: ScratchDatabase) => Promise<T>,
): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gubbara-bench-${name}-`));
  const pg = database === 'PostgreSQL' ? await scratchPg(pgBase!) : undefined;
  try {
    return await run({ dir, env: { NODE_ENV: 'production', DATA_DIR: path.join(dir, 'data'), ...(pg ? { DATABASE_URL: pg.url } : {}) }, pg });
  } finally {
    await pg?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
