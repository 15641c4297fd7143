// A backup taken with `npm run db:backup` while the real server takes writes (cart adds and lead
// submissions) holds every write the server acknowledged before the backup began; `npm run db:restore`
// puts it into a fresh data directory (and refuses while a server has the database open); a server
// started there serves those writes.
// Also: a server started with BACKUP_DIR takes a backup at once. SQLite (the backup of PostgreSQL is
// pg_dump's own snapshot, tested in tests/integration/backup.test.ts).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../../scripts/lib/built-server.ts';
import { prepare } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { listBackups } from '../../server/modules/backup/backup.service.ts';

let root: string;
let liveDir: string;
let backupDir: string;
let live: BuiltServer | undefined;
let restored: BuiltServer | undefined;
let productIds: number[];

const ADMIN = { username: 'owner', password: 'backup restore owner password' };

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-backup-e2e-'));
  liveDir = path.join(root, 'live');
  backupDir = path.join(root, 'auto-backups');
  // A small catalogue seeded in-process (the full demo seed would take far longer than the test).
  // The admin account travels in the backup: the restored server's inbox is read with it.
  const seeded = await prepare(loadConfig({ DATA_DIR: liveDir, NODE_ENV: 'test', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }), undefined, {
    demoLimit: 6,
  });
  productIds = (await seeded.handle.db.selectFrom('products').select('id').orderBy('id').execute()).map((p) => p.id);
  await seeded.handle.close();
  live = await startBuiltServer({
    dataDir: liveDir,
    logFile: path.join(root, 'live.log'),
    timeoutMs: 60_000,
    // Each lead comes from its own address (X-Forwarded-For, trusted here as behind a proxy), so the
    // limit of 5 submissions per address in 10 minutes never refuses one.
    env: { SEED_DEMO: 'false', BACKUP_DIR: backupDir, LOG_LEVEL: 'info', TRUST_PROXY: 'true' },
  });
});
afterAll(async () => {
  await live?.stop();
  await restored?.stop();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** Runs one of our scripts as its own process without blocking this one (the writers keep going). */
function script(file: string, args: string[], dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_DIR: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * One kind of write the shop takes while the backup runs: `write` sends one and says whether the
 * server acknowledged it (the time of each acknowledgement is kept by the loop), `verify` checks the
 * restored server against the writes acknowledged before the backup began.
 */
interface WriteKind {
  name: string;
  write(i: number, ackedAt: (key: string) => void, sent: (key: string) => void): Promise<void>;
  verify(baseUrl: string, ackedBefore: Map<string, number>, sent: Map<string, number>): Promise<void>;
}

const sessions = Array.from({ length: 4 }, () => randomUUID());

const cartAdds: WriteKind = {
  name: 'cart adds',
  async write(i, acked, sent) {
    const sess = sessions[i % sessions.length]!;
    const id = productIds[Math.floor(i / sessions.length) % productIds.length]!;
    const key = `${sess} ${id}`;
    sent(key);
    const res = await fetch(`${live!.url}/api/cart/add/${sess}?id=${id}&quantity=1`, { method: 'POST', headers: { 'x-session-id': sess } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    acked(key);
  },
  async verify(baseUrl, ackedBefore, sent) {
    const problems: string[] = [];
    for (const sess of sessions) {
      const res = await fetch(`${baseUrl}/api/cart/getcart/${sess}`, { headers: { 'x-session-id': sess } });
      expect(res.status).toBe(200);
      const cart = (await res.json()) as { items: { quantity: number; product: { id: number } }[] };
      const quantity = new Map(cart.items.map((l) => [l.product.id, l.quantity]));
      for (const id of productIds) {
        const key = `${sess} ${id}`;
        const [q, before, all] = [quantity.get(id) ?? 0, ackedBefore.get(key) ?? 0, sent.get(key) ?? 0];
        // Every add acknowledged before the backup began is in it; adds sent during the backup may be.
        if (q < before || q > all) problems.push(`${key}: restored quantity ${q}, acknowledged before the backup ${before}, sent ${all}`);
      }
    }
    expect(problems).toEqual([]);
  },
};

/** Each acknowledged enquiry's id and reference, by the visitor's name (unique per submission). */
const leadsAcked = new Map<string, { id: number; reference: string }>();

const leadSubmissions: WriteKind = {
  name: 'lead submissions',
  async write(i, acked, sent) {
    const name = `Backup Visitor ${i}`;
    sent(name);
    const res = await fetch(`${live!.url}/api/leads/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
      // A visitor of their own each time: an address and a number, so no per-address or per-number limit refuses one.
      body: JSON.stringify({ name, phone: `9${String(i).padStart(9, '0')}`, enquiryabout: `Balloons, submission ${i}` }),
    });
    expect(res.status).toBe(201);
    const { id, reference } = (await res.json()) as { id: number; reference: string };
    leadsAcked.set(name, { id, reference });
    acked(name);
  },
  async verify(baseUrl, ackedBefore, sent) {
    const login = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const problems: string[] = [];
    // Every lead acknowledged before the backup began is in it, as it was sent.
    for (const name of ackedBefore.keys()) {
      const { id, reference } = leadsAcked.get(name)!;
      const res = await fetch(`${baseUrl}/api/admin/leads/${id}`, { headers: { cookie } });
      const lead = res.status === 200 ? ((await res.json()) as { reference: string; name: string; status: string }) : undefined;
      if (lead?.reference !== reference || lead.name !== name || lead.status !== 'new')
        problems.push(`${name} (${reference}): restored ${res.status} ${JSON.stringify(lead)}`);
    }
    // And nothing else but leads that were sent (those sent during the backup may or may not be there).
    const listed: { name: string; reference: string }[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = (await (await fetch(`${baseUrl}/api/admin/leads?type=enquiry&limit=100&offset=${offset}`, { headers: { cookie } })).json()) as {
        total: number;
        items: { name: string; reference: string }[];
      };
      listed.push(...page.items);
      if (listed.length >= page.total) break;
    }
    for (const l of listed)
      if (!sent.has(l.name) || (leadsAcked.has(l.name) && leadsAcked.get(l.name)!.reference !== l.reference))
        problems.push(`unexpected lead ${l.name} ${l.reference}`);
    expect(problems).toEqual([]);
    expect(listed.length).toBeGreaterThanOrEqual(ackedBefore.size);
  },
};

const kinds: WriteKind[] = [cartAdds, leadSubmissions];

describe('backup while the shop takes writes, restore, serve', () => {
  it('takes a backup at start when BACKUP_DIR is set and says so once in the log', async () => {
    for (let i = 0; i < 100 && listBackups(backupDir, 'db').length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    const made = listBackups(backupDir, 'db');
    expect(made).toHaveLength(1);
    expect(fs.statSync(made[0]!.file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(backupDir).mode & 0o777).toBe(0o700);
    const log = fs.readFileSync(path.join(root, 'live.log'), 'utf8');
    expect(log).toContain(`[gubbara] backups: daily into ${backupDir}, keeping 14\n`);
    expect(log).toContain(`[gubbara] database: SQLite at ${path.join(liveDir, 'gubbara.db')} (data directory ${liveDir})\n`);
    expect(log).toContain('[gubbara] mail alerts: off (set SMTP_URL and NOTIFY_EMAIL)\n');
    expect(log.match(/\[gubbara\] backups: /g)).toHaveLength(1);
    for (const f of ['gubbara.db', 'gubbara.db-wal', 'gubbara.db-shm']) expect([f, fs.statSync(path.join(liveDir, f)).mode & 0o777]).toEqual([f, 0o600]);
  });

  it('keeps every write acknowledged before the backup began, through a restore into a fresh directory', async () => {
    const ackedBefore = kinds.map(() => new Map<string, number>());
    const sent = kinds.map(() => new Map<string, number>());
    const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);
    let backupStarted = Number.POSITIVE_INFINITY;
    let backupEnded = Number.POSITIVE_INFINITY;
    let duringBackup = 0;
    let stop = false;
    const writers = kinds.flatMap((kind, k) =>
      // Four concurrent writers per kind, each request waiting for the previous one's answer.
      [0, 1, 2, 3].map(async (w) => {
        for (let i = w; !stop; i += 4) {
          await kind.write(
            i,
            (key) => {
              const now = performance.now();
              if (now < backupStarted) bump(ackedBefore[k]!, key);
              else if (now < backupEnded) duringBackup++;
            },
            (key) => bump(sent[k]!, key),
          );
        }
      }),
    );

    // Long enough for dozens of fsync'd lead submissions to be acknowledged before the backup begins.
    await new Promise((r) => setTimeout(r, 1000));
    const file = path.join(root, 'taken-live.db');
    backupStarted = performance.now();
    const backup = await script('scripts/db-backup.ts', [file], liveDir);
    backupEnded = performance.now();
    await new Promise((r) => setTimeout(r, 200));
    stop = true;
    await Promise.all(writers);

    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('\nintegrity_check: ok\n');
    // The site really was taking writes while the copy was made.
    expect(duringBackup).toBeGreaterThan(0);
    for (const m of ackedBefore) expect(m.size).toBeGreaterThan(0);

    const refused = await script('scripts/db-restore.ts', [file], liveDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `the database ${path.join(liveDir, 'gubbara.db')} is open in a running server: stop the site first (e.g. systemctl stop gubbara), then restore`,
    );

    const freshDir = path.join(root, 'restored');
    const restore = await script('scripts/db-restore.ts', [file], freshDir);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('there was no database there before\n');

    restored = await startBuiltServer({ dataDir: freshDir, logFile: path.join(root, 'restored.log'), timeoutMs: 60_000, env: { SEED_DEMO: 'false' } });
    for (const [k, kind] of kinds.entries()) await kind.verify(restored.url, ackedBefore[k]!, sent[k]!);
    const ready = await fetch(`${restored.url}/readyz`);
    expect(ready.status).toBe(200);

    const check = new DatabaseSync(path.join(freshDir, 'gubbara.db'), { readOnly: true });
    expect(check.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
    check.close();
  });
});
