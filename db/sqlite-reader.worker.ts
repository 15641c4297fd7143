// The search reader's thread: one read-only connection to the server's SQLite file, answering the
// queries it is sent one at a time, in order. Opening it fails the thread (the reader then reads on the
// server's own connection).
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import type { Param } from './sqlite-adapter.ts';

const { file } = workerData as { file: string };
const db = new DatabaseSync(file, { readOnly: true });
db.exec('PRAGMA busy_timeout = 5000');
// The same few SQL texts repeat; their statements are kept (bounded, oldest dropped first).
const statements = new Map<string, StatementSync>();
const KEPT = 200;

function statement(sql: string): StatementSync {
  let stmt = statements.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    if (statements.size >= KEPT) statements.delete(statements.keys().next().value!);
    statements.set(sql, stmt);
  }
  return stmt;
}

parentPort!.on('message', ({ id, sql, parameters }: { id: number; sql: string; parameters: Param[] }) => {
  try {
    parentPort!.postMessage({ id, rows: statement(sql).all(...parameters) });
  } catch (err) {
    const e = err as Error & { code?: string; errcode?: number };
    parentPort!.postMessage({ id, error: { message: e.message, code: e.code, errcode: e.errcode } });
  }
});
