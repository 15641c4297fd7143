// PostgreSQL going away under load, as in a database restart: every connection drops and new ones are
// refused for a few seconds. Meanwhile requests must be answered 503 with Retry-After (never a 500,
// never held past the statement time-out), and the server must serve again within 10 s of the database
// returning, without being restarted. A relay in front of PostgreSQL plays the restart, so the real
// server other tests use stays up.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiServer } from '../helpers/api-process.ts';
import { type Relay, throughRelay } from '../helpers/relay.ts';
import { dialect, freshDatabaseEnv } from '../helpers/test-db.ts';

let server: ApiProcess | undefined;
let relay: Relay | undefined;
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  if (relay?.server?.listening) await relay.cut();
  await drop?.();
});

/** The pool's statement time-out (db/database.ts) plus a margin for the answer to travel. */
const LONGEST_WAIT_MS = 16_000;

interface Sample {
  /** A cart add (a write: always the database); otherwise a product read (kept in memory once read). */
  write: boolean;
  at: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  body: string;
}

describe('PostgreSQL restart under load', () => {
  it('answers 503 with Retry-After while it is down and recovers within 10 s of its return', async () => {
    if (dialect !== 'postgres') throw new Error('run this file with TEST_DIALECT=postgres (npm test does)');
    const fresh = await freshDatabaseEnv();
    drop = fresh.drop;
    const through = await throughRelay(fresh.env.DATABASE_URL!);
    relay = through.relay;
    server = await startApiServer({ ...fresh.env, DATABASE_URL: through.url, SEED_DEMO: 'true', TEST_DEMO_LIMIT: '6' });
    const url = server.url;
    const products = (await (await fetch(`${url}/api/home/products`)).json()) as { id: number }[];
    expect(products.length).toBe(6);

    const samples: Sample[] = [];
    const t0 = Date.now();
    let running = true;
    const worker = async (n: number) => {
      let sess = randomUUID();
      let adds = 0;
      while (running) {
        // A cart line tops out at 999: a fresh cart every 500 adds keeps every add acceptable.
        if (++adds % 500 === 0) sess = randomUUID();
        const p = products[n % products.length]!;
        const started = Date.now();
        const write = n % 2 === 0;
        const r = write
          ? await fetch(`${url}/api/cart/add/${sess}?id=${p.id}&quantity=1`, { method: 'POST', headers: { 'x-session-id': sess } })
          : await fetch(`${url}/api/home/product/${p.id}`);
        samples.push({ write, at: started - t0, ms: Date.now() - started, status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.text() });
      }
    };
    const workers = Array.from({ length: 10 }, (_, i) => worker(i));

    await new Promise((r) => setTimeout(r, 1500));
    const downAt = Date.now() - t0;
    const port = relay.port;
    await relay.cut();
    await new Promise((r) => setTimeout(r, 4000));
    await relay.open(port);
    const upAt = Date.now() - t0;
    // Serve on until well after the recovery deadline.
    await new Promise((r) => setTimeout(r, 11_000));
    running = false;
    await Promise.all(workers);

    const before = samples.filter((s) => s.at + s.ms < downAt);
    const unavailable = samples.filter((s) => s.status === 503);
    // Recovery is that of the calls that need the database: product reads are served from memory throughout.
    const firstOkAfter = samples.find((s) => s.write && s.at >= upAt && s.status === 200);
    const recoveryMs = firstOkAfter ? firstOkAfter.at + firstOkAfter.ms - upAt : Infinity;
    const statuses = [...new Set(samples.map((s) => s.status))].sort();
    console.log(
      `db restart under load: ${samples.length} requests, ${unavailable.length} answered 503, statuses ${statuses.join('/')}, ` +
        `longest ${Math.max(...samples.map((s) => s.ms))} ms, recovered ${recoveryMs} ms after the database returned`,
    );
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((s) => s.status === 200)).toBe(true);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(samples.filter((s) => !s.write).every((s) => s.status === 200)).toBe(true);
    for (const s of samples) {
      expect([200, 503], s.body).toContain(s.status);
      expect(s.ms).toBeLessThan(LONGEST_WAIT_MS);
    }
    for (const s of unavailable) {
      expect(Number(s.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(s.body)).toEqual({ status: 503, message: 'Service temporarily unavailable, please try again shortly' });
    }
    expect(recoveryMs).toBeLessThanOrEqual(10_000);
    // Once back, it stays back.
    const lastSecond = samples.filter((s) => s.at > upAt + 10_000);
    expect(lastSecond.length).toBeGreaterThan(0);
    expect(lastSecond.every((s) => s.status === 200)).toBe(true);
  }, 60_000);
});
