// Kysely's SqliteDialect expects better-sqlite3's interface; this wraps Node's built-in node:sqlite.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

export type Param = null | number | bigint | string | NodeJS.ArrayBufferView;

/** A query parameter as node:sqlite binds it (it takes no booleans, dates or undefined). */
export function toParam(v: unknown): Param {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof Date) return v.toISOString();
  if (v === undefined) return null;
  return v as Param;
}

class Statement implements SqliteStatement {
  readonly reader: boolean;
  readonly #stmt: StatementSync;
  constructor(stmt: StatementSync) {
    this.#stmt = stmt;
    this.reader = stmt.columns().length > 0;
  }
  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.#stmt.all(...parameters.map(toParam));
  }
  run(parameters: ReadonlyArray<unknown>) {
    const r = this.#stmt.run(...parameters.map(toParam));
    return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
  }
  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return this.#stmt.iterate(...parameters.map(toParam)) as IterableIterator<unknown>;
  }
}

const STATEMENT_CACHE_SIZE = 500;

export function openSqlite(file: string, synchronous: 'full' | 'normal' = 'full'): SqliteDatabase {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA foreign_keys = ON');
  // FULL: a commit is on disk before the server answers, so it survives a power cut, not only a crash
  // of the process (NORMAL in WAL mode can lose the last commits). See durableTransaction().
  db.exec(`PRAGMA synchronous = ${synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  // Kysely prepares every query it runs; the same few SQL texts repeat, so keep their statements.
  const cache = new Map<string, Statement>();
  return {
    close: () => {
      cache.clear();
      db.close();
    },
    prepare: (sql: string) => {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = new Statement(db.prepare(sql));
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}
