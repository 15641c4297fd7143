// npm run bench:stall: can a few heavy requests stall every other visitor? On a fresh SQLite data
// directory (and a scratch PostgreSQL database too when BENCH_DATABASE_URL is set) it generates 100,000
// products (BENCH_PRODUCTS changes that), starts the built server on a loopback port, and times
// GET /api/home/product/{id} from one client, first alone ("idle") and then while two other clients loop
// broad searches (GET /api/home/search?q=ballon&sort=price-asc and its neighbours: "ballon" is a typo of
// the word every generated product has) and a third, when an admin session can reach the import, sends
// dry runs of a 5 MB file of blank lines. A dry run is tried first on a 1% sample of that file: when the
// whole file would take longer than a phase, that client is left out with a line saying so.
//
// Three phases: idle, the two searching clients, then those two with the import client. Each lasts
// BENCH_PHASE_SECONDS (default 10); the timing client makes at most 2,000 requests, one every 5 ms at
// most, on a kept-alive connection. Targets: a loaded p99 of at most 50 ms and a loaded median at most
// 2× the idle one. The machine may be shared: compare the ratios within one run.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { prepare } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import { ensureBuild, startBuiltServer } from '../scripts/lib/built-server.ts';
import { insertProducts, withScratchDatabase } from './lib/generated-catalogue.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const PHASE_MS = Number(process.env.BENCH_PHASE_SECONDS ?? 10) * 1000;
const MAX_TIMED = 2_000;
const PAUSE_MS = 5;
const P99_TARGET_MS = 50;
const MEDIAN_RATIO_TARGET = 2;
const JUNK_BYTES = 5_000_000;
const SEARCHES = ['/api/home/search?q=ballon&sort=price-asc', '/api/home/search?q=ballon', '/api/home/search?q=balloon&sort=price-desc&min=100'];
const ADMIN = { username: 'bench', password: 'stall bench owner passphrase 7' };
const pgBase = process.env.BENCH_DATABASE_URL;

interface Answer {
  status: number;
  ms: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

function request(
  agent: http.Agent,
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: Buffer | string; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(url, { agent, method: opts.method ?? 'GET', headers: opts.headers ?? {}, timeout: opts.timeoutMs ?? 120_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer within ${(opts.timeoutMs ?? 120_000) / 1000} s`)));
    req.on('error', reject);
    req.end(opts.body);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

interface Stats {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

function stats(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1)! };
}

const fmt = (s: Stats) => `p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms (n=${s.n})`;

/** The timing client: one product call every PAUSE_MS at most, until `until` or MAX_TIMED calls. */
async function timeProductCalls(base: string, id: number, until: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    while (performance.now() < until && times.length < MAX_TIMED) {
      const r = await request(agent, `${base}/api/home/product/${id}`);
      if (r.status !== 200) throw new Error(`/api/home/product/${id}: HTTP ${r.status} ${r.body.slice(0, 200)}`);
      times.push(r.ms);
      await sleep(PAUSE_MS);
    }
  } finally {
    agent.destroy();
  }
  return times;
}

/** One load client: the same request over and over on its own connection until `until`. */
async function loop(
  name: string,
  until: () => boolean,
  next: (agent: http.Agent, i: number) => Promise<Answer>,
): Promise<{ name: string; times: number[]; statuses: Set<number> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const statuses = new Set<number>();
  try {
    for (let i = 0; !until(); i++) {
      const r = await next(agent, i);
      statuses.add(r.status);
      times.push(r.ms);
    }
  } finally {
    agent.destroy();
  }
  return { name, times, statuses };
}

function junkImport(bytes: number): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----gubbara-bench-stall';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="junk.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), Buffer.alloc(bytes, '\n'), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) } };
}

/** The admin cookie and how long a dry run of the whole junk file would take, or why there is no import client. */
async function importClient(base: string): Promise<{ cookie: string } | string> {
  const agent = new http.Agent({ keepAlive: false });
  try {
    const login = await request(agent, `${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0];
    if (login.status !== 200 || !cookie) return `import client skipped: login answered ${login.status}`;
    const sample = junkImport(JUNK_BYTES / 100);
    const r = await request(agent, `${base}/api/admin/products/import?dryRun=1`, { method: 'POST', headers: { ...sample.headers, cookie }, body: sample.body });
    const estimate = r.ms * 100;
    console.log(`  import dry run of ${(JUNK_BYTES / 100).toLocaleString('en-IN')} blank lines (1% sample): HTTP ${r.status} in ${r.ms.toFixed(0)} ms`);
    if (estimate > PHASE_MS)
      return `import client skipped: the ${JUNK_BYTES / 1e6} MB file would hold the server for about ${(estimate / 1000).toFixed(0)} s (100 × the 1% sample), longer than a phase`;
    return { cookie };
  } finally {
    agent.destroy();
  }
}

async function benchDatabase(label: 'SQLite' | 'PostgreSQL'): Promise<void> {
  await withScratchDatabase(label, pgBase, 'stall', async ({ dir, env, pg: pgDb }) => {
    const dataDir = path.join(dir, 'data');
    const logFile = path.join(dir, 'server.log');
    const started = performance.now();
    // The owner is created at the first start, so the bench's login must be known to this one.
    const { handle } = await prepare(
      loadConfig({ ...env, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }),
    );
    let productId: number;
    try {
      await insertProducts(handle.db, 1, PRODUCTS);
      // The planner's statistics, as autovacuum gathers them within a minute of a bulk load.
      if (pgDb) await sql`ANALYZE`.execute(handle.db);
      const row = await handle.db
        .selectFrom('products')
        .select('id')
        .orderBy('id')
        .offset(Math.floor(PRODUCTS / 2))
        .limit(1)
        .executeTakeFirstOrThrow();
      productId = row.id;
    } finally {
      await handle.close();
    }
    console.log(`\n${label}: ${PRODUCTS.toLocaleString('en-IN')} products generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const server = await startBuiltServer({
      dataDir,
      logFile,
      env: { SEED_DEMO: 'false', DATABASE_URL: pgDb?.url ?? '', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    });
    try {
      const base = server.url;
      // Warm-up: each kind of request answered once before anything is timed.
      const warm = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (const s of SEARCHES) {
        const r = await request(warm, base + s);
        if (r.status !== 200) throw new Error(`${s}: HTTP ${r.status} ${r.body.slice(0, 200)}`);
        const body = JSON.parse(r.body) as { total: number; moreThan?: boolean };
        console.log(`  ${s}: ${body.total}${body.moreThan ? '+' : ''} found, ${r.ms.toFixed(0)} ms alone`);
      }
      for (let i = 0; i < 20; i++) await request(warm, `${base}/api/home/product/${productId}`);
      warm.destroy();

      const idle = stats(await timeProductCalls(base, productId, performance.now() + PHASE_MS));
      console.log(`${label}: GET /api/home/product/${productId}, ${PHASE_MS / 1000} s per phase`);
      console.log(`  idle:                 ${fmt(idle)}`);

      /** One loaded phase: the load clients start, then the timing client runs beside them until the phase ends. */
      const loadedPhase = async (name: string, withImport: { cookie: string } | undefined) => {
        const end = performance.now() + PHASE_MS;
        const over = () => performance.now() >= end;
        const load = [
          loop('search client 1', over, (agent, i) => request(agent, base + SEARCHES[i % SEARCHES.length]!)),
          loop('search client 2', over, (agent, i) => request(agent, base + SEARCHES[(i + 1) % SEARCHES.length]!)),
        ];
        if (withImport) {
          const junk = junkImport(JUNK_BYTES);
          load.push(
            loop('import client', over, (agent) =>
              request(agent, `${base}/api/admin/products/import?dryRun=1`, {
                method: 'POST',
                headers: { ...junk.headers, cookie: withImport.cookie },
                body: junk.body,
              }),
            ),
          );
        }
        // The load clients start first, so the timed calls meet them already running.
        await sleep(200);
        const timed = timeProductCalls(base, productId, end);
        const clients = await Promise.all(load);
        const loaded = stats(await timed);
        const ratio = loaded.p50 / idle.p50;
        console.log(
          `  ${name.padEnd(21)} ${fmt(loaded)}: p99 ${loaded.p99 <= P99_TARGET_MS ? 'met' : 'MISSED'} (≤ ${P99_TARGET_MS} ms), ` +
            `median ${ratio.toFixed(2)}× idle ${ratio <= MEDIAN_RATIO_TARGET ? 'met' : 'MISSED'} (≤ ${MEDIAN_RATIO_TARGET}×)`,
        );
        for (const c of clients)
          console.log(
            `      ${c.name}: ${c.times.length} requests (HTTP ${[...c.statuses].join(', ')}), ${c.times.length ? fmt(stats(c.times)) : 'none finished'}`,
          );
      };
      await loadedPhase('2 searching:', undefined);
      const imports = await importClient(base);
      if (typeof imports === 'string') console.log(`  ${imports}`);
      else await loadedPhase('2 searching + import:', imports);
    } catch (err) {
      if (fs.existsSync(logFile)) console.error(`server log:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
      throw err;
    } finally {
      await server.stop();
    }
  });
}

await ensureBuild();
console.log(
  `stall benchmark: Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}, built server from ${process.env.BUILD_DIR ?? 'build'}/`,
);
await benchDatabase('SQLite');
if (pgBase) await benchDatabase('PostgreSQL');
else console.log('\nPostgreSQL: not measured (set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)');
