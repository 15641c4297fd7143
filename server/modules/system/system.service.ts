// What the owner checks on /admin/system: which version runs, how big the database is, what it holds,
// when the last backup was made, whether alerts are getting out, and how much disk is left. Also the
// "Back up now" button's backup and the latest backup's file for download.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Dialect } from '../../../db/database.ts';
import type { Config } from '../../config.ts';
import { HttpError } from '../../http-errors.ts';
import { BackupError, PG_DUMP_MISSING, backupDirOf, backupIntoDir, backupKindOf, listBackups } from '../backup/backup.service.ts';
import type { NotifyService } from '../notify/notify.service.ts';
import * as repo from './system.repository.ts';
import type { BackupFile, SystemFacts } from '../../../shared/system.ts';

export type { BackupFile, SystemFacts };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface BackupMade extends BackupFile {
  ms: number;
  /** Older backups removed to keep BACKUP_KEEP. */
  removed: number;
}

const size = (file: string): number | null => {
  try {
    return fs.statSync(file).size;
  } catch {
    return null;
  }
};

/** The commit this process runs, asked of git once; "unknown" without git or outside a clone. */
function gitCommit(): Promise<string> {
  return new Promise((resolve) => {
    execFile('git', ['rev-parse', 'HEAD'], { cwd: root, timeout: 5000 }, (err, stdout) => {
      const sha = String(stdout).trim();
      resolve(!err && /^[0-9a-f]{40}$/.test(sha) ? sha : 'unknown');
    });
  });
}

export class SystemService {
  readonly #config: Config;
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;
  readonly #notify: NotifyService;
  readonly #version: string;
  readonly #startedAt = new Date(Date.now() - process.uptime() * 1000).toISOString();
  #commit: Promise<string> | undefined;
  #backup: Promise<BackupMade> | undefined;

  constructor(config: Config, db: Kysely<Database>, dialect: Dialect, notify: NotifyService) {
    this.#config = config;
    this.#db = db;
    this.#dialect = dialect;
    this.#notify = notify;
    this.#version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  }

  /**
   * Notes the commit now. The server calls this as it starts: a `git pull` under a running server
   * must not make the page name code that is not running yet.
   */
  identify(): Promise<string> {
    this.#commit ??= gitCommit();
    return this.#commit;
  }

  async facts(): Promise<SystemFacts> {
    const c = this.#config;
    const sqlite = this.#dialect === 'sqlite';
    const [commit, counts, latestMigration, pgBytes, mail, disk] = await Promise.all([
      this.identify(),
      repo.counts(this.#db),
      repo.latestMigration(this.#db),
      sqlite ? Promise.resolve(0) : repo.postgresDatabaseBytes(this.#db),
      this.#notify.stats(),
      fs.promises.statfs(c.dataDir).catch(() => null),
    ]);
    const walBytes = sqlite ? (size(`${c.sqlitePath}-wal`) ?? 0) : null;
    const backups = listBackups(backupDirOf(c), backupKindOf(c));
    return {
      app: { version: this.#version, commit, node: process.version, startedAt: this.#startedAt },
      database: {
        kind: this.#dialect,
        bytes: sqlite ? (size(c.sqlitePath) ?? 0) + walBytes! : pgBytes,
        walBytes,
        latestMigration,
      },
      counts,
      backups: {
        dir: backupDirOf(c),
        automatic: Boolean(c.backupDir) && sqlite,
        keep: c.backupDir ? c.backupKeep : null,
        count: backups.length,
        latest: backups.map((b) => this.#describe(b)).find((b) => b !== null) ?? null,
      },
      mail: { enabled: this.#notify.enabled, ...mail },
      disk: { path: c.dataDir, freeBytes: disk ? disk.bavail * disk.bsize : null, totalBytes: disk ? disk.blocks * disk.bsize : null },
    };
  }

  /** A listed backup with its size, or null when it went (pruned) between the listing and now. */
  #describe(b: { file: string; time: Date }): BackupFile | null {
    const bytes = size(b.file);
    return bytes === null ? null : { file: path.basename(b.file), time: b.time.toISOString(), bytes };
  }

  /**
   * One backup now, into the backup directory. One at a time: a second press while one runs is told
   * so (409) instead of copying the database twice at once. Without pg_dump on PostgreSQL: 409 with
   * how to install it.
   */
  backupNow(): Promise<BackupMade> {
    if (this.#backup) return Promise.reject(new HttpError(409, 'A backup is already under way: wait for it to finish'));
    this.#backup = backupIntoDir(this.#config)
      .then(({ report, at, removed }) => ({
        file: path.basename(report.file),
        time: at.toISOString(),
        bytes: report.bytes,
        ms: Math.round(report.ms),
        removed: removed.length,
      }))
      .catch((err: unknown) => {
        if (err instanceof BackupError) throw new HttpError(err.message === PG_DUMP_MISSING ? 409 : 500, `Backup failed: ${err.message}`);
        throw err;
      })
      .finally(() => {
        this.#backup = undefined;
      });
    return this.#backup;
  }

  /** The newest backup's path (opened by the caller) and time; only our own backup names in our backup directory. */
  latestBackup(): { file: string; time: Date } | null {
    return listBackups(backupDirOf(this.#config), backupKindOf(this.#config))[0] ?? null;
  }
}
