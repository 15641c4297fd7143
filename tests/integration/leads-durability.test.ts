// A 201 means the lead is on disk: 50 submissions at once, the server killed with SIGKILL the moment
// the last one is acknowledged, and every acknowledged lead is found afterwards.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/database.ts';
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
    const env = { ...fresh.env, SEED_DEMO: 'false', TRUST_PROXY: 'true' };
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
            : { name: `Visitor ${i}`, phone: '9876543210', enquiryabout: `Enquiry ${i}` },
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
