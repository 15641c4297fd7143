// The owner's system page API on a real database: the facts with their exact fields, "Back up now"
// (a real VACUUM INTO or pg_dump), the download of the newest backup (and of nothing else), one backup
// at a time, the shop-wide limit of 3 in 10 minutes, and pg_dump missing on PostgreSQL.
import { backupDownloadName } from '../../shared/system.ts';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_DUMP_MISSING, listBackups } from '../../server/modules/backup/backup.service.ts';
import { ADMIN_ENV, expectLoginRequired, login } from '../helpers/admin.ts';
import { createTestContext, dialect, type TestContext } from '../helpers/test-db.ts';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const kind = dialect === 'sqlite' ? 'db' : 'dump';
const NAME = new RegExp(`^gubbara-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ\\.${kind}$`);
const WRITTEN = new RegExp(`^Backup written: gubbara-[0-9TZ-]+\\.${kind} \\(\\d+\\.\\d (KB|MB)\\) in \\d+\\.\\d\\d s$`);

const size = (f: string) => (fs.existsSync(f) ? fs.statSync(f).size : 0);

/** The first bytes of a backup: a SQLite file or a pg_dump custom archive. */
function expectBackupBytes(bytes: Buffer) {
  if (dialect === 'sqlite') expect(bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
  else expect(bytes.subarray(0, 5).toString()).toBe('PGDMP');
}

/** Products in a downloaded backup, read back the way a restore would. */
function productsIn(file: string): number {
  if (dialect === 'sqlite') {
    const db = new DatabaseSync(file, { readOnly: true });
    const n = (db.prepare('SELECT count(*) AS n FROM products').get() as { n: number }).n;
    db.close();
    return n;
  }
  const list = spawnSync('pg_restore', ['--data-only', '--table=products', '--file=-', file], { encoding: 'utf8' });
  expect(list.status).toBe(0);
  const copy = /COPY public\.products [^\n]+\n([\s\S]*?)\n\\\./.exec(list.stdout);
  return copy?.[1] ? copy[1].split('\n').length : 0;
}

describe(`GET /api/admin/system and one backup (${dialect})`, () => {
  let t: TestContext;
  let cookie: string;
  const get = (url: string) => t.app.inject({ url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestContext({ demo: 3, env: ADMIN_ENV });
    cookie = await login(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses anyone without a session (401), before counting a backup', async () => {
    await expectLoginRequired(t, [
      ['GET', '/api/admin/system'],
      ['POST', '/api/admin/system/backup'],
      ['GET', '/api/admin/system/backup/latest'],
    ]);
    expect(listBackups(path.join(t.config.dataDir, 'backups'), kind)).toEqual([]);
  });

  it('answers 404 for the download before any backup exists', async () => {
    const res = await get('/api/admin/system/backup/latest');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'There is no backup yet: press Back up now' });
  });

  it('says what runs, what the database holds, the mail outbox and the free disk, field for field', async () => {
    // What the shop holds: a cart with a line, two enquiries (one contacted), one lead's alert in each outbox state.
    const sess = '0b8a1c9e-3f4d-4a2b-9c1d-2e3f4a5b6c7d';
    const product = (await t.app.inject({ url: '/api/home/products' })).json()[0] as { id: number };
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/cart/add/${sess}?id=${product.id}&quantity=2`, headers: { 'x-session-id': sess } })).statusCode,
    ).toBe(200);
    const ids: number[] = [];
    for (const [i, name] of ['Asha Rao', 'Ravi Kumar'].entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/leads/enquiry',
        payload: { name, phone: '9876543210', enquiryabout: 'Balloon arch' },
        remoteAddress: `10.1.1.${i + 1}`,
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/leads/${ids[0]}`, headers: { cookie }, payload: { status: 'contacted' } })).statusCode).toBe(
      200,
    );
    const now = new Date().toISOString();
    const mail = {
      kind: 'owner-alert',
      lead_id: ids[0]!,
      payload: '{}',
      next_attempt_at: now,
      created_at: now,
      attempts: 0,
      sent_at: null,
      failed_at: null,
      last_error: null,
    };
    await t.services.db
      .insertInto('outbox')
      .values([
        { ...mail, attempts: 1, sent_at: now },
        { ...mail, attempts: 80, failed_at: now, last_error: 'connect ECONNREFUSED 127.0.0.1:25' },
        { ...mail, attempts: 2, last_error: 'greeting never received' },
        mail,
      ])
      .execute();

    const pgBefore = dialect === 'postgres' ? await pgSize(t) : 0;
    const res = await get('/api/admin/system');
    const pgAfter = dialect === 'postgres' ? await pgSize(t) : 0;
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    const dataDir = t.config.dataDir;
    const dbFile = path.join(dataDir, 'gubbara.db');
    const disk = fs.statfsSync(dataDir);

    expect(body).toEqual({
      app: { version: pkg.version, commit, node: process.version, startedAt: expect.any(String) },
      database: {
        kind: dialect,
        bytes: dialect === 'sqlite' ? size(dbFile) + size(`${dbFile}-wal`) : expect.any(Number),
        walBytes: dialect === 'sqlite' ? size(`${dbFile}-wal`) : null,
        latestMigration: fs
          .readdirSync('db/migrations')
          .filter((f) => /^\d{14}_/.test(f))
          .sort()
          .at(-1)!
          .replace(/\.ts$/, ''),
      },
      counts: {
        products: 3,
        categories: 38,
        carts: 1,
        leads: { new: 1, contacted: 1, quoted: 0, confirmed: 0, completed: 0, lost: 0, spam: 0 },
      },
      backups: { dir: path.join(dataDir, 'backups'), automatic: false, keep: null, count: 0, latest: null },
      mail: { enabled: false, queued: 2, failed: 1, sent: 1, lastError: 'greeting never received' },
      disk: { path: dataDir, freeBytes: expect.any(Number), totalBytes: disk.blocks * disk.bsize },
    });
    expect(new Date(body.app.startedAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(body.app.commit).toMatch(/^([0-9a-f]{40}|unknown)$/);
    if (dialect === 'postgres') {
      expect(body.database.bytes).toBeGreaterThanOrEqual(Math.min(pgBefore, pgAfter));
      expect(body.database.bytes).toBeLessThanOrEqual(Math.max(pgBefore, pgAfter));
    }
    // Free space moves as anything on the machine writes; it is the disk's own figure, near enough.
    expect(Math.abs(body.disk.freeBytes - disk.bavail * disk.bsize)).toBeLessThan(512 * 1024 * 1024);
  });

  it('backs up now (201), and the download is that backup, streamed as an attachment', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/system/backup', headers: { cookie } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['backup', 'message', 'status']);
    expect(body.status).toBe(201);
    expect(body.message).toMatch(WRITTEN);
    const dir = path.join(t.config.dataDir, 'backups');
    const made = listBackups(dir, kind);
    expect(made).toHaveLength(1);
    const file = made[0]!.file;
    expect(body.backup).toEqual({
      file: path.basename(file),
      time: made[0]!.time.toISOString(),
      bytes: fs.statSync(file).size,
      ms: expect.any(Number),
      removed: 0,
    });
    expect(body.backup.file).toMatch(NAME);
    expect(body.message.startsWith(`Backup written: ${body.backup.file} (`)).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);

    const facts = (await get('/api/admin/system')).json();
    expect(facts.backups).toEqual({
      dir,
      automatic: false,
      keep: null,
      count: 1,
      latest: { file: body.backup.file, time: body.backup.time, bytes: body.backup.bytes },
    });

    const download = await get('/api/admin/system/backup/latest');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    // Named by its time in India, as the system page shows it.
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${backupDownloadName(body.backup.file, body.backup.time)}"`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="gubbara-backup-\d{4}-\d\d-\d\d-\d{4}-india-time\.(db|dump)"$/);
    expect(download.headers['content-length']).toBe(String(body.backup.bytes));
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.equals(fs.readFileSync(file))).toBe(true);
    expectBackupBytes(download.rawPayload);

    // What was downloaded restores to the shop's data.
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-download-'));
    try {
      const copy = path.join(scratch, body.backup.file);
      fs.writeFileSync(copy, download.rawPayload);
      expect(productsIn(copy)).toBe(3);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }

    const head = await t.app.inject({ method: 'HEAD', url: '/api/admin/system/backup/latest', headers: { cookie } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(body.backup.bytes));
  });

  it('downloads the newest backup whatever the request names: no path is taken from the client', async () => {
    const { file: newest, time } = listBackups(path.join(t.config.dataDir, 'backups'), kind)[0]!;
    for (const url of [
      '/api/admin/system/backup/latest?file=../gubbara.db',
      '/api/admin/system/backup/latest?filename=%2Fetc%2Fpasswd',
      '/api/admin/system/backup/latest?name=package.json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${backupDownloadName(path.basename(newest), time.toISOString())}"`);
      expect(res.rawPayload.equals(fs.readFileSync(newest)), url).toBe(true);
    }
    for (const url of ['/api/admin/system/backup/gubbara.db', '/api/admin/system/backup/..%2Fgubbara.db', '/api/admin/system/backup/latest/..']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().status, url).toBe(404);
    }
  });

  if (dialect === 'postgres') {
    it('without pg_dump on PATH answers 409 saying how to install it, and writes nothing', async () => {
      const before = listBackups(path.join(t.config.dataDir, 'backups'), kind).length;
      const saved = process.env.PATH;
      process.env.PATH = '/nonexistent';
      let res;
      try {
        res = await t.app.inject({ method: 'POST', url: '/api/admin/system/backup', headers: { cookie } });
      } finally {
        process.env.PATH = saved;
      }
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 409, message: `Backup failed: ${PG_DUMP_MISSING}` });
      expect(listBackups(path.join(t.config.dataDir, 'backups'), kind)).toHaveLength(before);
      expect(fs.readdirSync(path.join(t.config.dataDir, 'backups')).filter((f) => f.endsWith('.partial'))).toEqual([]);
    });
  }
});

async function pgSize(t: TestContext): Promise<number> {
  const r = await sql<{ n: string | number }>`SELECT pg_database_size(current_database()) AS n`.execute(t.services.db);
  return Number(r.rows[0]!.n);
}

describe(`Back up now with BACKUP_DIR: one at a time, pruning, at most 3 in 10 minutes (${dialect})`, () => {
  let t: TestContext;
  let cookie: string;
  let backupDir: string;
  const backUp = (address = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/admin/system/backup', headers: { cookie }, remoteAddress: address });

  beforeAll(async () => {
    backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-system-backups-'));
    t = await createTestContext({ demo: 1, env: { ...ADMIN_ENV, BACKUP_DIR: backupDir, BACKUP_KEEP: '1' } });
    cookie = await login(t);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('refuses anonymous and cross-site presses before they count, so nobody else can use up the owner’s 3', async () => {
    for (let i = 0; i < 4; i++) {
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/system/backup', remoteAddress: '10.0.0.9' });
      expect(anonymous.statusCode).toBe(401);
      const crossSite = await t.app.inject({ method: 'POST', url: '/api/admin/system/backup', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json()).toEqual({ status: 403, message: 'Cross-site request refused' });
    }
    expect(await t.services.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
  });

  it('runs one backup at a time: a second press while one runs is a 409', async () => {
    const answers = await Promise.all([backUp(), backUp()]);
    const byStatus = answers.map((r) => r.statusCode).sort();
    expect(byStatus).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ status: 409, message: 'A backup is already under way: wait for it to finish' });
    expect(listBackups(backupDir, kind)).toHaveLength(1);
  });

  it('gives a backup in the same second its own name, and keeps the newest BACKUP_KEEP', async () => {
    const first = listBackups(backupDir, kind)[0]!.file;
    const res = await backUp();
    expect(res.statusCode).toBe(201);
    expect(res.json().backup.removed).toBe(1);
    const made = listBackups(backupDir, kind);
    expect(made.map((b) => path.basename(b.file))).toEqual([res.json().backup.file]);
    expect(made[0]!.file).not.toBe(first);
    const facts = (await t.app.inject({ url: '/api/admin/system', headers: { cookie } })).json();
    expect(facts.backups).toEqual({
      dir: backupDir,
      automatic: dialect === 'sqlite',
      keep: 1,
      count: 1,
      latest: { file: res.json().backup.file, time: res.json().backup.time, bytes: res.json().backup.bytes },
    });
  });

  it('refuses the fourth press in 10 minutes with 429 and Retry-After, from any address', async () => {
    const res = await backUp('10.0.0.2');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 429, message: 'Too many requests: please try again in 10 minutes.' });
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    expect(listBackups(backupDir, kind)).toHaveLength(1);
    // Reading the page and downloading stay open.
    expect((await t.app.inject({ url: '/api/admin/system', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/system/backup/latest', headers: { cookie } })).statusCode).toBe(200);
  });
});
