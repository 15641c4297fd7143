// A Kysely instance for reads that may be long on a large SQLite catalogue (the product search): its
// queries run in a worker thread holding its own read-only connection to the same file. node:sqlite is
// synchronous, so on the server's thread such a read holds every other request until it ends; WAL lets
// the thread read while the server writes, and each read sees every commit made before it began.
//
// The thread starts with the first query (a server that never searches never starts it), is referenced
// only while a query waits (it never keeps a process alive) and ends with close(). If it cannot start or
// ends on its own, its waiting queries and every later one run on `fallback`, the server's connection:
// slower for other visitors while they run, but answered.
import { Worker } from 'node:worker_threads';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { toParam } from './sqlite-adapter.ts';
import type { Database } from './schema.ts';

export interface SqliteReader {
  db: Kysely<Database>;
  close(): Promise<void>;
}

interface Waiting {
  query: CompiledQuery;
  resolve(result: QueryResult<unknown>): void;
  reject(err: unknown): void;
}

type Answer = { id: number; rows: unknown[] } | { id: number; error: { message: string; code?: string; errcode?: number } };

class ReaderThread {
  readonly #file: string;
  readonly #fallback: Kysely<Database>;
  readonly #onLost: ((err: Error) => void) | undefined;
  readonly #waiting = new Map<number, Waiting>();
  #worker: Worker | undefined;
  #lost = false;
  #closed = false;
  #next = 1;

  constructor(file: string, fallback: Kysely<Database>, onLost?: (err: Error) => void) {
    this.#file = file;
    this.#fallback = fallback;
    this.#onLost = onLost;
  }

  run<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#closed) return Promise.reject(new Error('The database reader is closed'));
    const worker = this.#thread();
    if (!worker) return this.#fallback.executeQuery<R>(query);
    return new Promise<QueryResult<R>>((resolve, reject) => {
      const id = this.#next++;
      if (this.#waiting.size === 0) worker.ref();
      this.#waiting.set(id, { query, resolve: resolve as Waiting['resolve'], reject });
      worker.postMessage({ id, sql: query.sql, parameters: query.parameters.map(toParam) });
    });
  }

  #thread(): Worker | undefined {
    if (this.#lost) return undefined;
    if (this.#worker) return this.#worker;
    let worker: Worker;
    try {
      worker = new Worker(new URL('./sqlite-reader.worker.ts', import.meta.url), { workerData: { file: this.#file } });
    } catch (err) {
      this.#lose(err as Error);
      return undefined;
    }
    worker.unref();
    worker.on('message', (answer: Answer) => this.#answer(answer));
    worker.on('error', (err) => this.#lose(err));
    worker.on('exit', (code) => this.#lose(new Error(`the database reader thread exited with code ${code}`)));
    this.#worker = worker;
    return worker;
  }

  #answer(answer: Answer): void {
    const waiting = this.#waiting.get(answer.id);
    if (!waiting) return;
    this.#waiting.delete(answer.id);
    if (this.#waiting.size === 0) this.#worker?.unref();
    if ('rows' in answer) waiting.resolve({ rows: answer.rows });
    else waiting.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code, errcode: answer.error.errcode }));
  }

  /** The thread is gone: what waited for it, and all that follows, is read on the fallback connection. */
  #lose(err: Error): void {
    if (this.#lost) return;
    this.#lost = true;
    this.#worker = undefined;
    if (!this.#closed) this.#onLost?.(err);
    for (const [id, w] of this.#waiting) {
      this.#waiting.delete(id);
      if (this.#closed) w.reject(new Error('The database reader is closed'));
      else this.#fallback.executeQuery(w.query).then(w.resolve, w.reject);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    if (worker) await worker.terminate();
    this.#lose(new Error('closed'));
  }
}

class ReaderConnection implements DatabaseConnection {
  readonly #thread: ReaderThread;
  constructor(thread: ReaderThread) {
    this.#thread = thread;
  }
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.#thread.run<R>(query);
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The database reader does not stream');
  }
}

/** One connection for every query: the thread answers them in turn. Reads only, so no transactions. */
class ReaderDriver implements Driver {
  readonly #thread: ReaderThread;
  readonly #connection: ReaderConnection;
  constructor(thread: ReaderThread) {
    this.#thread = thread;
    this.#connection = new ReaderConnection(thread);
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('The database reader only reads: no transactions');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  destroy(): Promise<void> {
    return this.#thread.close();
  }
}

/** Reads of `file` in a thread of their own; `onLost` hears once when the thread is gone and `fallback` reads instead. */
export function createSqliteReader(file: string, fallback: Kysely<Database>, onLost?: (err: Error) => void): SqliteReader {
  const thread = new ReaderThread(file, fallback, onLost);
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new ReaderDriver(thread),
      createIntrospector: (k) => new SqliteIntrospector(k),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  return { db, close: () => db.destroy() };
}
