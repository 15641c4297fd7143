// Backups of the shop's database, used by `npm run db:backup` and, with BACKUP_DIR set on SQLite, by the
// server itself once a day. A backup is written under a temporary name and only gets its final name
// once complete and checked, so a half-written file never counts as the newest backup.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { formatBytes } from '../../../shared/bytes.ts';
import type { Logger } from '../../logger.ts';
import type { Config } from '../../config.ts';
import { BackupError, type SqliteFileInfo, fileStamp } from './sqlite-files.ts';

export { BackupError } from './sqlite-files.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export type BackupKind = 'db' | 'dump';

export interface BackupReport {
  file: string;
  bytes: number;
  ms: number;
  /** SQLite: rows per table of the checked copy. PostgreSQL: the tables whose data the dump holds. */
  tables: Record<string, number> | string[];
}

export const PG_DUMP_MISSING =
  'pg_dump not found on PATH: install it with "apt-get install postgresql-client" (the same major version as the server, or newer)';

const NAME = /^gubbara-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z\.(db|dump)$/;

/** gubbara-2026-11-22T16-00-00Z.db: sorts by time, names its moment in UTC. */
export function backupName(at: Date, kind: BackupKind): string {
  return `gubbara-${fileStamp(at)}.${kind}`;
}

/** Our backups in `dir` (other files are left alone), newest first. */
export function listBackups(dir: string, kind: BackupKind): { file: string; time: Date }[] {
  if (!fs.existsSync(dir)) return [];
  const out: { file: string; time: Date }[] = [];
  for (const name of fs.readdirSync(dir)) {
    const m = NAME.exec(name);
    if (!m || m[5] !== kind) continue;
    out.push({ file: path.join(dir, name), time: new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) });
  }
  return out.sort((a, b) => b.time.getTime() - a.time.getTime());
}

/** Removes all but the newest `keep` backups; returns the removed files. */
export function pruneBackups(dir: string, kind: BackupKind, keep: number): string[] {
  const old = listBackups(dir, kind).slice(keep);
  for (const b of old) fs.rmSync(b.file, { force: true });
  return old.map((b) => b.file);
}

/** Gives the finished temporary file its final name, never replacing an existing file. */
function publish(partial: string, file: string): number {
  try {
    fs.linkSync(partial, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupError(`${file} already exists: choose another name`);
    throw err;
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return fs.statSync(file).size;
}

function startBackup(file: string): { partial: string; started: number } {
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists: choose another name`);
  const partial = `${file}.partial`;
  // Left by a backup that was killed half-way.
  fs.rmSync(partial, { force: true });
  return { partial, started: performance.now() };
}

/** A consistent, checked copy of a live SQLite database (VACUUM INTO, then PRAGMA integrity_check). */
export async function backupSqlite(source: string, file: string): Promise<BackupReport> {
  const { partial, started } = startBackup(file);
  const result = await new Promise<{ ok: true; info: SqliteFileInfo } | { ok: false; message: string }>((resolve, reject) => {
    const worker = new Worker(new URL('./backup.worker.ts', import.meta.url), { workerData: { source, target: partial } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new BackupError(`backup worker exited with code ${code} before answering`)));
  }).catch((err: unknown) => ({ ok: false as const, message: (err as Error).message }));
  if (!result.ok) {
    fs.rmSync(partial, { force: true });
    throw new BackupError(`backup of ${source} failed: ${result.message}`);
  }
  const bytes = publish(partial, file);
  return { file, bytes, ms: performance.now() - started, tables: result.info.tables };
}

/** Runs a program; resolves with its exit code and standard output, or rejects as BackupError. */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'ENOENT' ? new BackupError(PG_DUMP_MISSING) : err));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * pg_dump in its custom format (one snapshot, so consistent while the site takes writes; restore with
 * pg_restore), then `pg_restore --list` to check the archive reads back. The password travels in
 * PGPASSWORD, not on the command line where `ps` would show it.
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<BackupReport> {
  const { partial, started } = startBackup(file);
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  try {
    // Created first so the dump is private whatever the umask.
    fs.closeSync(fs.openSync(partial, 'wx', 0o600));
    const dump = await run('pg_dump', ['--format=custom', '--file', partial, '--dbname', url.toString()], env);
    if (dump.code !== 0) throw new BackupError(`pg_dump failed: ${dump.stderr.trim() || `exit code ${dump.code}`}`);
    const list = await run('pg_restore', ['--list', partial], env);
    if (list.code !== 0) throw new BackupError(`the dump does not read back (pg_restore --list): ${list.stderr.trim()}`);
    const tables = [...list.stdout.matchAll(/ TABLE DATA \S+ (\S+) /g)].map((m) => m[1]!).sort();
    const bytes = publish(partial, file);
    return { file, bytes, ms: performance.now() - started, tables };
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

/** The settings a backup needs: which database, and where backups without a file name go. */
export type BackupConfig = Pick<Config, 'databaseUrl' | 'sqlitePath' | 'dataDir' | 'backupDir' | 'backupKeep'>;

/** BACKUP_DIR, or DATA_DIR/backups when it is unset (where `npm run db:backup` and "Back up now" write). */
export function backupDirOf(config: BackupConfig): string {
  return config.backupDir ?? path.join(config.dataDir, 'backups');
}

/** A SQLite copy (.db) or a pg_dump archive (.dump). */
export function backupKindOf(config: BackupConfig): BackupKind {
  return config.databaseUrl ? 'dump' : 'db';
}

/** A checked backup of the configured database into `file` (which must not exist). */
export function backupTo(config: BackupConfig, file: string): Promise<BackupReport> {
  return config.databaseUrl ? backupPostgres(config.databaseUrl, file) : backupSqlite(config.sqlitePath, file);
}

/**
 * A backup under a timestamped name in the backup directory (made private if new); with BACKUP_DIR
 * set, the older ones beyond BACKUP_KEEP are removed, as the daily schedule does. Names have whole
 * seconds, so a second backup within the same second waits for the next one rather than failing.
 */
export async function backupIntoDir(config: BackupConfig): Promise<{ report: BackupReport; at: Date; removed: string[] }> {
  const dir = backupDirOf(config);
  const kind = backupKindOf(config);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  let at = new Date();
  while (fs.existsSync(path.join(dir, backupName(at, kind)))) {
    await new Promise((r) => setTimeout(r, 1000 - at.getMilliseconds()));
    at = new Date();
  }
  const report = await backupTo(config, path.join(dir, backupName(at, kind)));
  const removed = config.backupDir ? pruneBackups(dir, kind, config.backupKeep) : [];
  // The moment its name records, to the second (as listBackups reads it back).
  return { report, at: new Date(Math.floor(at.getTime() / 1000) * 1000), removed };
}

/** One line: where, how big, how long. */
export function describeBackup(r: BackupReport): string {
  return `${r.file} (${formatBytes(r.bytes)}) in ${(r.ms / 1000).toFixed(2)} s`;
}

export interface ScheduleOptions {
  sqlitePath: string;
  dir: string;
  keep: number;
  log: Logger;
  intervalMs?: number;
  now?: () => Date;
}

/**
 * The server's automatic SQLite backups: one at start when the newest in `dir` is older than the
 * interval (a day), then one per interval, keeping the newest `keep`. A failure is logged, never
 * thrown: the shop keeps serving, and the next attempt comes an interval later.
 */
export class BackupSchedule {
  readonly #opts: Required<ScheduleOptions>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #stopped = false;

  constructor(opts: ScheduleOptions) {
    this.#opts = { intervalMs: DAY_MS, now: () => new Date(), ...opts };
  }

  start(): void {
    const { dir, intervalMs, now } = this.#opts;
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const newest = listBackups(dir, 'db')[0];
    this.#schedule(newest ? Math.max(0, newest.time.getTime() + intervalMs - now().getTime()) : 0);
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#running = this.runOnce().finally(() => {
        this.#running = undefined;
        this.#schedule(this.#opts.intervalMs);
      });
    }, delayMs);
    // A pending backup never keeps the process alive.
    this.#timer.unref();
  }

  /** One backup now, then pruning; resolves with the report, or undefined after logging a failure. */
  async runOnce(): Promise<BackupReport | undefined> {
    const { sqlitePath, dir, keep, log, now } = this.#opts;
    try {
      const report = await backupSqlite(sqlitePath, path.join(dir, backupName(now(), 'db')));
      const removed = pruneBackups(dir, 'db', keep);
      log.info(`backup written: ${describeBackup(report)}${removed.length ? `; removed ${removed.length} older (keeping ${keep})` : ''}`);
      return report;
    } catch (err) {
      log.error(`backup failed: ${(err as Error).message}`);
      return undefined;
    }
  }

  /** Cancels the next backup and waits for one under way to finish, so closing never leaves a .partial file. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }
}
