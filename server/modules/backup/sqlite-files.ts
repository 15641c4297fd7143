// The SQLite file operations behind backups and restores: a consistent copy of a live database, the
// check of a copy, whether a server has a database open, and putting a backup in a database's place.
// Synchronous (node:sqlite is): the server runs copies in a worker thread (backup.worker.ts).
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export class BackupError extends Error {}

export interface SqliteFileInfo {
  bytes: number;
  /** Rows per table, by table name. */
  tables: Record<string, number>;
}

const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;

/** Creates an empty file only the owner may read, failing if it exists (never overwrite a file). */
export function createPrivateFile(file: string): void {
  try {
    fs.closeSync(fs.openSync(file, 'wx', 0o600));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupError(`${file} already exists: choose another name`);
    throw err;
  }
}

/**
 * Copies a live database into `target` (which must not exist) with VACUUM INTO: one read transaction,
 * so the copy is the database as of one moment even while the server keeps writing, and the copy is a
 * single compacted file in rollback-journal mode (no -wal beside it to lose).
 */
export function vacuumInto(source: string, target: string): void {
  if (!fs.existsSync(source)) throw new BackupError(`no database at ${source}`);
  // VACUUM INTO writes into an existing empty file, so creating it first fixes its mode at 0600.
  createPrivateFile(target);
  const db = new DatabaseSync(source, { timeout: 5000 });
  try {
    db.prepare('VACUUM INTO ?').run(target);
  } catch (err) {
    fs.rmSync(target, { force: true });
    throw err;
  } finally {
    db.close();
  }
}

/** PRAGMA integrity_check and row counts of a database file; throws BackupError unless it is sound. */
export function inspectSqlite(file: string): SqliteFileInfo {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch (err) {
    throw new BackupError(`${file} cannot be opened as a SQLite database: ${(err as Error).message}`);
  }
  try {
    let problems: string[];
    try {
      problems = (db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]).map((r) => r.integrity_check);
    } catch (err) {
      throw new BackupError(`${file} is not a usable SQLite database: ${(err as Error).message}`);
    }
    if (problems.length !== 1 || problems[0] !== 'ok') throw new BackupError(`${file} failed PRAGMA integrity_check: ${problems.slice(0, 3).join('; ')}`);
    const names = (
      db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]
    ).map((r) => r.name);
    const tables: Record<string, number> = {};
    for (const name of names) {
      const row = db.prepare(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number };
      tables[name] = Number(row.n);
    }
    return { bytes: fs.statSync(file).size, tables };
  } finally {
    db.close();
  }
}

/**
 * True when another connection (a running server) has the database open.
 *
 * A PID file would go stale when the server is killed or the machine loses power, and PIDs are reused,
 * so it can both block a legitimate restore and wave through a dangerous one. Instead this asks SQLite:
 * every connection to a WAL database holds a shared lock on the file for as long as it is open (even
 * when idle), and the operating system drops that lock when the process exits, however it exits. An
 * exclusive lock is therefore granted exactly when no process has the database open. On success the
 * connection closes as the last one, which checkpoints the WAL into the file.
 */
export function sqliteInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file, { timeout: 0 });
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (err) {
    const code = (err as { errcode?: number }).errcode;
    if (code === SQLITE_BUSY || code === SQLITE_LOCKED) return true;
    // A damaged file (often the reason for a restore) cannot be locked either, but nobody is using it.
    return false;
  } finally {
    db?.close();
  }
}

/** A timestamp for file names, sortable and free of ':' (2026-11-22T16-00-00Z). */
export function fileStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}

export interface RestoreReport {
  info: SqliteFileInfo;
  /** Where the database that was replaced now is; undefined when there was none. */
  replaced: string | undefined;
}

/**
 * Puts a checked copy of `backup` in place of the database `target` of a stopped server. The replaced
 * database is kept beside it as `<name>.replaced-<time>` (with its -wal/-shm, if any remain: left in
 * place, SQLite would apply the old WAL to the restored file).
 */
export function restoreSqlite(backup: string, target: string, now = new Date()): RestoreReport {
  if (!fs.existsSync(backup) || !fs.statSync(backup).isFile()) throw new BackupError(`no backup file at ${backup}`);
  const info = inspectSqlite(backup);
  if (!('kysely_migration' in info.tables) || !('products' in info.tables)) throw new BackupError(`${backup} is a SQLite database but not a Gubbara one`);
  if (sqliteInUse(target)) {
    throw new BackupError(`the database ${target} is open in a running server: stop the site first (e.g. systemctl stop gubbara), then restore`);
  }
  const dir = path.dirname(target);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const incoming = `${target}.restoring`;
  fs.rmSync(incoming, { force: true });
  createPrivateFile(incoming);
  fs.copyFileSync(backup, incoming);
  // copyFile carries the source's mode over; the database must stay private whatever the backup had.
  fs.chmodSync(incoming, 0o600);
  const fd = fs.openSync(incoming, 'r+');
  fs.fsyncSync(fd);
  fs.closeSync(fd);

  let replaced: string | undefined;
  if (fs.existsSync(target)) {
    replaced = `${target}.replaced-${fileStamp(now)}`;
    fs.renameSync(target, replaced);
  }
  for (const suffix of ['-wal', '-shm', '-journal']) {
    if (!fs.existsSync(target + suffix)) continue;
    if (replaced) fs.renameSync(target + suffix, replaced + suffix);
    else fs.rmSync(target + suffix);
  }
  fs.renameSync(incoming, target);
  const dirFd = fs.openSync(dir, 'r');
  fs.fsyncSync(dirFd);
  fs.closeSync(dirFd);
  return { info, replaced };
}
