// Backups and restores as the operator runs them: `npm run db:backup` and `npm run db:restore` as
// real processes against a database this test process holds open (as a running server would), and the
// server's daily backup schedule. SQLite in the SQLite pass; pg_dump in the PostgreSQL pass.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Prepared, prepare } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { BackupSchedule, PG_DUMP_MISSING, backupName, listBackups } from '../../server/modules/backup/backup.service.ts';
import { dialect, freshDatabaseEnv } from '../helpers/test-db.ts';

const mode = (f: string) => fs.statSync(f).mode & 0o777;

let env: Record<string, string>;
let drop: () => Promise<void>;
let live: Prepared;
let scratch: string;

beforeAll(async () => {
  const fresh = await freshDatabaseEnv();
  env = { ...fresh.env, SEED_DEMO: 'true' };
  drop = fresh.drop;
  live = await prepare(loadConfig(env), undefined, { demoLimit: 3 });
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-backups-'));
});
afterAll(async () => {
  await live?.handle.close();
  await drop?.();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

/** Runs one of our npm scripts' files as its own process, with the test database's environment. */
function script(file: string, args: string[], extraEnv: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [file, ...args], { env: { ...process.env, ...env, ...extraEnv }, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** npm run db:backup into `file`: succeeds, names the file, its size and time, leaves it private; returns the output lines. */
function backupInto(file: string): string[] {
  const r = script('scripts/db-backup.ts', [file]);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const lines = r.stdout.trim().split('\n');
  expect(lines[0]).toMatch(new RegExp(`^backup written: ${file} \\(\\d+\\.\\d (KB|MB)\\) in \\d+\\.\\d\\d s$`));
  expect(mode(file)).toBe(0o600);
  expect(fs.existsSync(`${file}.partial`)).toBe(false);
  return lines;
}

describe(`npm run db:backup on ${dialect}`, () => {
  it('refuses to overwrite an existing file', () => {
    const file = path.join(scratch, 'exists.bin');
    fs.writeFileSync(file, 'keep me');
    const r = script('scripts/db-backup.ts', [file]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(`${file} already exists: choose another name`);
    expect(fs.readFileSync(file, 'utf8')).toBe('keep me');
  });

  if (dialect === 'sqlite') {
    it('copies the open database, checks the copy and prints its size and rows per table', async () => {
      const file = path.join(scratch, 'manual.db');
      const lines = backupInto(file);
      expect(lines[1]).toBe('integrity_check: ok');
      expect(lines).toContainEqual(expect.stringMatching(/^ {2}products +3 rows$/));
      expect(lines).toContainEqual(expect.stringMatching(/^ {2}categories +38 rows$/));
      const copy = new DatabaseSync(file, { readOnly: true });
      expect(copy.prepare('SELECT count(*) AS n FROM products').get()).toEqual({ n: 3 });
      copy.close();
    });

    it('without a file name writes a timestamped backup into DATA_DIR/backups, a private directory', () => {
      const r = script('scripts/db-backup.ts', []);
      expect(r.code).toBe(0);
      const dir = path.join(env.DATA_DIR!, 'backups');
      const made = listBackups(dir, 'db');
      expect(made).toHaveLength(1);
      expect(r.stdout).toContain(`backup written: ${made[0]!.file} (`);
      expect(mode(dir)).toBe(0o700);
      expect(mode(made[0]!.file)).toBe(0o600);
    });
  } else {
    it('writes a pg_dump archive that pg_restore reads back, private to the owner', () => {
      const file = path.join(scratch, 'manual.dump');
      const lines = backupInto(file);
      expect(lines[1]).toMatch(/^pg_restore --list: ok, data of \d+ tables$/);
      expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
    });

    it('says in one line how to get pg_dump when it is not on PATH', () => {
      const r = script('scripts/db-backup.ts', [path.join(scratch, 'none.dump')], { PATH: '/nonexistent' });
      expect(r.code).toBe(1);
      expect(r.stderr.trim()).toBe(PG_DUMP_MISSING);
      expect(fs.existsSync(path.join(scratch, 'none.dump'))).toBe(false);
    });

    it('db:restore points to pg_restore instead of touching PostgreSQL', () => {
      const r = script('scripts/db-restore.ts', [path.join(scratch, 'manual.dump')]);
      expect(r.code).toBe(1);
      expect(r.stderr.trim()).toBe(
        `DATABASE_URL is set: this command restores SQLite backups. For PostgreSQL, stop the site, then run: pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" ${path.join(scratch, 'manual.dump')}`,
      );
    });
  }
});

if (dialect === 'sqlite') {
  describe('npm run db:restore (SQLite)', () => {
    it('refuses while the database is open, checks the backup, keeps the replaced file', async () => {
      const file = path.join(scratch, 'before-rename.db');
      backupInto(file);
      await live.handle.db.updateTable('products').set({ title: 'Renamed after the backup' }).where('id', '=', 1).execute();

      // This process holds the database open, as a running server does.
      const refused = script('scripts/db-restore.ts', [file]);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(
        `the database ${path.join(env.DATA_DIR!, 'gubbara.db')} is open in a running server: stop the site first (e.g. systemctl stop gubbara), then restore`,
      );

      await live.handle.close();
      const r = script('scripts/db-restore.ts', [file]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const dbPath = path.join(env.DATA_DIR!, 'gubbara.db');
      const lines = r.stdout.trim().split('\n');
      expect(lines[0]).toMatch(new RegExp(`^checked ${file}: integrity_check ok, \\d+ tables, \\d+ rows$`));
      expect(lines[1]).toBe(`restored into ${dbPath}`);
      const replaced = /^the database it replaced is kept as (.+)$/.exec(lines[2]!)?.[1];
      expect(replaced).toMatch(/gubbara\.db\.replaced-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
      expect(lines[3]).toBe('start the site again (npm start, or systemctl start gubbara)');
      expect(fs.readdirSync(env.DATA_DIR!).filter((f) => f.startsWith('gubbara.db-'))).toEqual([]);
      expect(mode(dbPath)).toBe(0o600);

      const title = (f: string) => {
        const db = new DatabaseSync(f, { readOnly: true });
        const row = db.prepare('SELECT title FROM products WHERE id = 1').get() as { title: string };
        db.close();
        return row.title;
      };
      expect(title(replaced!)).toBe('Renamed after the backup');
      expect(title(dbPath)).not.toBe('Renamed after the backup');
      // The server starts on the restored database.
      live = await prepare(loadConfig(env));
      expect(await live.handle.db.selectFrom('products').select('id').execute()).toHaveLength(3);
    });

    it('refuses a damaged or foreign file and leaves the database alone', async () => {
      await live.handle.close();
      const dbPath = path.join(env.DATA_DIR!, 'gubbara.db');
      const before = fs.readFileSync(dbPath);
      const good = path.join(scratch, 'good.db');
      backupInto(good);
      const damaged = path.join(scratch, 'damaged.db');
      const bytes = fs.readFileSync(good);
      bytes.fill(0x5a, 4096 * 2, 4096 * 6);
      fs.writeFileSync(damaged, bytes);
      const foreign = path.join(scratch, 'foreign.db');
      new DatabaseSync(foreign).exec('CREATE TABLE notes (x)');
      const text = path.join(scratch, 'notes.txt');
      fs.writeFileSync(text, 'not a database at all, but long enough to look like a file someone chose by mistake.'.repeat(20));

      const damagedRun = script('scripts/db-restore.ts', [damaged]);
      expect(damagedRun.code).toBe(1);
      expect(damagedRun.stderr.trim()).toMatch(new RegExp(`^${damaged} (failed PRAGMA integrity_check|is not a usable SQLite database): .+$`));
      const foreignRun = script('scripts/db-restore.ts', [foreign]);
      expect([foreignRun.code, foreignRun.stderr.trim()]).toEqual([1, `${foreign} is a SQLite database but not a Gubbara one`]);
      const textRun = script('scripts/db-restore.ts', [text]);
      expect([textRun.code, textRun.stderr.trim()]).toEqual([1, `${text} is not a usable SQLite database: file is not a database`]);
      const missing = script('scripts/db-restore.ts', [path.join(scratch, 'missing.db')]);
      expect([missing.code, missing.stderr.trim()]).toEqual([1, `no backup file at ${path.join(scratch, 'missing.db')}`]);

      expect(fs.readFileSync(dbPath).equals(before)).toBe(true);
      live = await prepare(loadConfig(env));
    });
  });

  describe('the server backup schedule (SQLite)', () => {
    const HOUR = 60 * 60 * 1000;
    function logger() {
      const lines: string[] = [];
      let notify: (() => void) | undefined;
      const push = (m: string) => {
        lines.push(m);
        notify?.();
      };
      return { lines, log: { info: push, warn: push, error: push }, next: () => new Promise<void>((r) => (notify = r)) };
    }

    it('backs up at start when the newest backup is over a day old, keeps the newest N and leaves other files alone', async () => {
      const dir = fs.mkdtempSync(path.join(scratch, 'auto-'));
      const now = Date.now();
      const old = [26, 50, 74].map((h) => path.join(dir, backupName(new Date(now - h * HOUR), 'db')));
      for (const f of old) fs.writeFileSync(f, '');
      fs.writeFileSync(path.join(dir, 'notes.txt'), 'mine');
      const { lines, log, next } = logger();
      const schedule = new BackupSchedule({ sqlitePath: path.join(env.DATA_DIR!, 'gubbara.db'), dir, keep: 2, log });
      const written = next();
      schedule.start();
      await written;
      await schedule.stop();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^backup written: .+gubbara-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db \(\d+\.\d (KB|MB)\) in \d+\.\d\d s; removed 2 older \(keeping 2\)$/,
      );
      const kept = listBackups(dir, 'db');
      expect(kept.map((b) => b.file)).toEqual([expect.stringMatching(/\.db$/), old[0]]);
      expect(Date.now() - kept[0]!.time.getTime()).toBeLessThan(60_000);
      expect(mode(kept[0]!.file)).toBe(0o600);
      expect(fs.readFileSync(path.join(dir, 'notes.txt'), 'utf8')).toBe('mine');
    });

    it('waits when the newest backup is less than a day old', async () => {
      const dir = fs.mkdtempSync(path.join(scratch, 'auto-'));
      const recent = path.join(dir, backupName(new Date(Date.now() - HOUR), 'db'));
      fs.writeFileSync(recent, '');
      const { lines, log } = logger();
      const schedule = new BackupSchedule({ sqlitePath: path.join(env.DATA_DIR!, 'gubbara.db'), dir, keep: 2, log });
      schedule.start();
      await new Promise((r) => setTimeout(r, 300));
      await schedule.stop();
      expect(lines).toEqual([]);
      expect(fs.readdirSync(dir)).toEqual([path.basename(recent)]);
    });

    it('logs a failed backup and keeps going', async () => {
      const dir = fs.mkdtempSync(path.join(scratch, 'auto-'));
      const { lines, log, next } = logger();
      const schedule = new BackupSchedule({ sqlitePath: path.join(scratch, 'no-such.db'), dir, keep: 2, log });
      const failed = next();
      schedule.start();
      await failed;
      await schedule.stop();
      expect(lines).toEqual([`backup failed: backup of ${path.join(scratch, 'no-such.db')} failed: no database at ${path.join(scratch, 'no-such.db')}`]);
      expect(fs.readdirSync(dir)).toEqual([]);
    });
  });
}
