// Crash safety: the real server runs concurrent writes (cart adds, lead submissions, admin product
// saves) and is killed with SIGKILL at a random moment, then restarted; every write it acknowledged
// must be there afterwards, and SQLite's file must pass integrity_check. CRASH_CYCLES sets how many
// kills (npm test runs a few; `npm run test:crash` runs 30). CRASH_SEED replays a run.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/database.ts';
import { loadConfig } from '../../server/config.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME, multipart, validProduct } from '../helpers/admin.ts';
import { type ApiProcess, startApiServer } from '../helpers/api-process.ts';
import { dialect, freshDatabaseEnv } from '../helpers/test-db.ts';

const cycles = Number(process.env.CRASH_CYCLES ?? 3);
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);

/** A small seeded generator (mulberry32), so a failing run can be replayed with CRASH_SEED. */
function random(s: number): () => number {
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

let server: ApiProcess | undefined;
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  await drop?.();
});

interface Acknowledged {
  leads: Set<string>;
  /** The highest quantity each (session, product) line was acknowledged at. */
  lines: Map<string, number>;
  products: Map<number, string>;
}

describe(`kill -9 under concurrent writes on ${dialect}`, () => {
  it(
    `loses no acknowledged write over ${cycles} kills (seed ${seed})`,
    async () => {
      console.log(`crash suite on ${dialect}: ${cycles} cycles, CRASH_SEED=${seed}`);
      const rnd = random(seed);
      const fresh = await freshDatabaseEnv();
      drop = fresh.drop;
      const env = { ...fresh.env, SEED_DEMO: 'true', TEST_DEMO_LIMIT: '12', TRUST_PROXY: 'true', ADMIN_USERNAME, ADMIN_PASSWORD };
      const config = loadConfig(env);
      const ack: Acknowledged = { leads: new Set(), lines: new Map(), products: new Map() };
      let address = 0;
      const nextAddress = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;
      let sent = 0;

      for (let cycle = 0; cycle < cycles; cycle++) {
        server = await startApiServer(env);
        const url = server.url;
        const products = (await (await fetch(`${url}/api/home/products?limit=20`)).json()) as { id: number; category: string }[];
        const login = await fetch(`${url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
          body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
        });
        expect(login.status).toBe(200);
        const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
        const sessions = Array.from({ length: 4 }, () => randomUUID());

        let stopping = false;
        const writer = async (kind: number) => {
          while (!stopping) {
            sent++;
            try {
              if (kind === 0) {
                const sess = sessions[Math.floor(rnd() * sessions.length)]!;
                const p = products[Math.floor(rnd() * products.length)]!;
                const r = await fetch(`${url}/api/cart/add/${sess}?id=${p.id}&quantity=1`, { method: 'POST', headers: { 'x-session-id': sess } });
                if (r.status === 200) {
                  const q = ((await r.json()) as { item: { quantity: number } }).item.quantity;
                  const key = `${sess}|${p.id}`;
                  ack.lines.set(key, Math.max(ack.lines.get(key) ?? 0, q));
                }
              } else if (kind === 1) {
                const r = await fetch(`${url}/api/leads/enquiry`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
                  body: JSON.stringify({ name: `Crash ${cycle}`, phone: '9876543210', enquiryabout: 'Kill test, enquiry kept' }),
                });
                if (r.status === 201) ack.leads.add(((await r.json()) as { reference: string }).reference);
              } else {
                const title = `Crash product ${cycle}-${sent}`;
                const form = await multipart(validProduct({ title, category: products[0]!.category }));
                const r = await fetch(`${url}/api/admin/saveProduct`, {
                  method: 'POST',
                  headers: { cookie, ...form.headers },
                  body: new Uint8Array(form.payload),
                });
                if (r.status === 201) ack.products.set(((await r.json()) as { id: number }).id, title);
              }
            } catch {
              // The connection died with the server: not acknowledged, so nothing is owed.
            }
          }
        };
        const writers = [0, 0, 0, 1, 1, 2].map((k) => writer(k));
        await new Promise((r) => setTimeout(r, 100 + rnd() * 400));
        await server.stop('SIGKILL');
        stopping = true;
        await Promise.all(writers);

        const handle = createDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
        try {
          const db = handle.db;
          if (dialect === 'sqlite') {
            const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
            expect(check.rows, `cycle ${cycle}`).toEqual([{ integrity_check: 'ok' }]);
          }
          const refs = new Set((await db.selectFrom('leads').select('reference').execute()).map((r) => r.reference));
          const lostLeads = [...ack.leads].filter((r) => !refs.has(r));
          const rows = await db
            .selectFrom('cart_items as i')
            .innerJoin('carts as c', 'c.id', 'i.cart_id')
            .select(['c.session_id', 'i.product_id', 'i.quantity'])
            .execute();
          const stored = new Map(rows.map((r) => [`${r.session_id}|${r.product_id}`, r.quantity]));
          const lostLines = [...ack.lines].filter(([k, q]) => (stored.get(k) ?? 0) < q);
          const titles = new Map((await db.selectFrom('products').select(['id', 'title']).execute()).map((p) => [p.id, p.title]));
          const lostProducts = [...ack.products].filter(([id, title]) => titles.get(id) !== title);
          expect({ cycle, lostLeads, lostLines, lostProducts }).toEqual({ cycle, lostLeads: [], lostLines: [], lostProducts: [] });
        } finally {
          await handle.close();
        }
      }
      console.log(
        `crash suite on ${dialect}: ${cycles} kills survived; ${sent} requests sent; acknowledged and found: ${ack.leads.size} leads, ${ack.lines.size} cart lines, ${ack.products.size} products; 0 lost`,
      );
      expect(ack.leads.size + ack.lines.size).toBeGreaterThan(0);
      // Each cycle starts a server (migrations, demo catalogue) and runs writes for up to half a second.
    },
    30_000 + cycles * 20_000,
  );
});
