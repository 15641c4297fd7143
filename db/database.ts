// createDb(config) -> Kysely over node:sqlite (default) or pg (when DATABASE_URL is a postgres:// URL).
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { openSqlite } from './sqlite-adapter.ts';
import { createSqliteReader } from './sqlite-reader.ts';
import type { DatabaseKind } from '../shared/system.ts';
import type { Database } from './schema.ts';

export type Dialect = DatabaseKind;

/**
 * `full`: every SQLite commit is fsynced before the answer. `leads`: only transactions run through
 * durableTransaction() (leads, orders, their history) are; carts and sessions commit without waiting for
 * the disk, which a crash of the process never loses but a power cut may (the last second or so).
 * `normal`: no commit waits. An fsync per cart change costs most of the write throughput of a broadcast
 * spike, and an order, unlike a cart, is what the owner cannot afford to lose.
 */
export type SqliteSynchronous = 'full' | 'leads' | 'normal';

// The SQLite connections that run at NORMAL and switch to FULL for a durable transaction.
const switchesToFull = new WeakSet<Kysely<Database>>();

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * For reads that may be long on a large catalogue (the search): on a SQLite file, a read-only
   * connection in a worker thread (sqlite-reader.ts), so they never hold the server's own thread;
   * otherwise `db` itself (PostgreSQL already reads in its own processes).
   */
  reader: Kysely<Database>;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** SQLite file, or ':memory:'. */
  sqlitePath: string;
  /** When SQLite's commits reach the disk: every commit, only durable ones (the default), or none. */
  sqliteSynchronous?: SqliteSynchronous;
  onPoolError?: (err: Error) => void;
  /** The SQLite reader's thread could not start or ended: its reads now run on the server's connection. */
  onReaderLost?: (err: Error) => void;
}

// pg returns BIGINT (e.g. count(*)) as strings; our ids and counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function createDb(opts: DbOptions): Db {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 10_000,
      query_timeout: 15_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (err) => opts.onPoolError?.(err));
    // A checked-out client whose server goes away emits 'error' too; its query fails on its own,
    // the event must not crash the process.
    pool.on('connect', (client) => client.on('error', (err) => opts.onPoolError?.(err)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', reader: db, close: () => db.destroy() };
  }
  if (opts.sqlitePath !== ':memory:') protectSqliteFiles(opts.sqlitePath);
  const mode = opts.sqliteSynchronous ?? 'leads';
  const database = openSqlite(opts.sqlitePath, mode === 'full' ? 'full' : 'normal');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  if (mode === 'leads') switchesToFull.add(db);
  // A database in memory is this connection's alone: no other connection can read it.
  if (opts.sqlitePath === ':memory:') return { db, dialect: 'sqlite', reader: db, close: () => db.destroy() };
  const reader = createSqliteReader(opts.sqlitePath, db, opts.onReaderLost);
  return {
    db,
    dialect: 'sqlite',
    reader: reader.db,
    close: async () => {
      await reader.close();
      await db.destroy();
    },
  };
}

/**
 * A transaction whose commit is on disk before it returns, whatever the connection's own setting.
 * SQLite refuses to change its safety level inside a transaction, so the switch happens around it,
 * on the one connection held for the whole time so no other query slips in between.
 */
export async function durableTransaction<T>(db: Kysely<Database>, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!switchesToFull.has(db)) return db.transaction().execute(fn);
  return db.connection().execute(async (conn) => {
    await sql`PRAGMA synchronous = FULL`.execute(conn);
    try {
      return await conn.transaction().execute(fn);
    } finally {
      await sql`PRAGMA synchronous = NORMAL`.execute(conn);
    }
  });
}

/**
 * The database holds customers' details and admin sessions, so only the server's own user may read it:
 * the directory 0700, the file 0600. SQLite creates the -wal and -shm files (also later, after a
 * checkpoint removed them) with the mode of the database file, so fixing that file's mode before the
 * first open covers them too; existing ones from before are tightened here as well.
 */
function protectSqliteFiles(file: string): void {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.chmodSync(dir, 0o700);
  } catch (err) {
    // A directory someone else owns (set up by an administrator) keeps the modes they chose.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
  }
  try {
    // An empty file is a valid empty SQLite database; 'wx' never touches an existing one (opening and
    // closing a descriptor on a database this process has open would drop its POSIX locks).
    fs.closeSync(fs.openSync(file, 'wx', 0o600));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(f, 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

/** True when an error means the database cannot be reached (used to answer 503). */
/** Whether the error is a unique constraint on `table.column` refusing a write (PostgreSQL or SQLite). */
export function isUniqueViolationOn(err: unknown, table: string, column: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code === '23505') return (e.constraint ?? e.message ?? '').includes(column);
  return (e?.message ?? '').includes(`UNIQUE constraint failed: ${table}.${column}`);
}

export function isDbUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  if (!e) return false;
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '08006', '08001', '08003', '53300'];
  if (e.code && codes.includes(e.code)) return true;
  // pg's own wording when a connection dies mid-query or a dead client is reused (e.g. for ROLLBACK).
  return /timeout exceeded when trying to connect|Connection terminated|is not queryable|connection error|database is locked|SQLITE_BUSY/i.test(
    e.message ?? '',
  );
}
