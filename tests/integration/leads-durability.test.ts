// A 201 means the lead is on disk: 50 submissions at once, the server killed with SIGKILL the moment
// the last one is acknowledged, and every acknowledged lead is found afterwards. A kill does not show
// an fsync that was skipped (the operating system still writes the file), so the commit's safety level
// is checked directly as well.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, durableTransaction } from '../../db/database.ts';
import { loadConfig } from '../../server/config.ts';
import { type ApiProcess, startApiServer } from '../helpers/api-process.ts';
import { dialect, freshDatabaseEnv } from '../helpers/test-db.ts';

let drop: (() => Promise<void>) | undefined;
let server: ApiProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  await drop?.();
});

describe(`acknowledged leads survive SIGKILL on ${dialect}`, () => {
  it('finds all 50 concurrently acknowledged submissions after the server is killed', async () => {
    const fresh = await freshDatabaseEnv();
    drop = fresh.drop;
    // 50 forms from two phone numbers: the per-number limit is not what this counts.
    const env = { ...fresh.env, SEED_DEMO: 'false', TRUST_PROXY: 'true', FORMS_PER_PHONE_HOURLY: '100000' };
    server = await startApiServer(env);
    const url = server.url;
    const submit = (i: number) =>
      fetch(`${url}/api/leads/${i % 2 ? 'franchise' : 'enquiry'}`, {
        method: 'POST',
        // Each from its own address: the per-address limit is not what this test is about.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` },
        body: JSON.stringify(
          i % 2
            ? { name: `Applicant ${i}`, email: `a${i}@example.in`, phone: '9123456780', address: 'Pune', area: '250', businessbudget: '8 lakh' }
            : { name: `Visitor ${i}`, phone: '9876543210', enquiryabout: `Balloon enquiry ${i}` },
        ),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { reference: string } }));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => submit(i)));
    await server.stop('SIGKILL');
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));

    const config = loadConfig(env);
    const handle = createDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
    try {
      const stored = await handle.db.selectFrom('leads').select('reference').execute();
      const refs = new Set(stored.map((r) => r.reference));
      const lost = answers.filter((a) => !refs.has(a.body.reference));
      console.log(`kill -9 after 50 acknowledged submissions on ${dialect}: ${50 - lost.length} found, ${lost.length} lost`);
      expect(lost).toEqual([]);
      if (dialect === 'sqlite') {
        const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(handle.db);
        expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
      }
    } finally {
      await handle.close();
    }
  });
});

describe(`a durable transaction waits for the disk on ${dialect}`, () => {
  it('commits leads at the safest level while the connection otherwise does not wait', async () => {
    const fresh = await freshDatabaseEnv();
    const config = loadConfig({ ...fresh.env, SEED_DEMO: 'false' });
    const handle = createDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, sqliteSynchronous: config.sqliteSynchronous });
    try {
      const level = async (db: typeof handle.db) =>
        dialect === 'sqlite'
          ? (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db)).rows[0]!.synchronous
          : (await sql<{ level: string }>`SELECT current_setting('synchronous_commit') AS level`.execute(db)).rows[0]!.level;
      const inside = await durableTransaction(handle.db, (trx) => level(trx));
      const outside = await level(handle.db);
      // SQLite: 2 is FULL (fsync at every commit), 1 is NORMAL. PostgreSQL commits durably throughout.
      expect({ inside, outside }).toEqual(dialect === 'sqlite' ? { inside: 2, outside: 1 } : { inside: 'on', outside: 'on' });
    } finally {
      await handle.close();
      await fresh.drop();
    }
  });
});
