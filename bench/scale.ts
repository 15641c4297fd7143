// npm run bench:scale: does the site stay as fast with 100,000 products as with 1,000? On a fresh
// SQLite data directory (and a scratch PostgreSQL database too when BENCH_DATABASE_URL is set), it
// generates 1,000 products and then grows them to 100,000 (plain SQL in blocks, no pictures, spread
// over the seeded categories), starts the built server on each, and times 50 sequential requests per
// row: median and p99, and the ratio of the large catalogue's median to the small one's.
//
// The page cache and the answer cache keep public pages and catalogue JSON in memory, so 50 requests
// for one address measure one render and 49 lookups. Each page row is therefore timed twice:
// "rendered", where the cache may not answer (each request names another product or offset, or
// carries an admin session cookie, whose requests are always rendered and never kept; an unused query
// parameter no longer helps, since the key holds only the parameters a page reads), which is what the
// database and React cost at that size;
// and "cached", the same address 50 times. The full product list is timed as its first request and
// then its repeats, which the answer cache is meant to serve from memory.
//
// Targets: every row within 1.5× of its 1,000-product median; the full list's repeats ≤ 50 ms and
// search ≤ 30 ms (median) at the large size; the largest sitemap file at most 10,000 URLs.
// BENCH_PRODUCTS changes the large size; BENCH_ROW_SECONDS (default 60) caps the time one row may take,
// so a row that has become very slow stops early and says how many requests it made.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { prepare } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import { ADMIN_COOKIE } from '../server/modules/auth/auth.service.ts';
import { CATALOGUE_PAGE_SIZE } from '../shared/constants.ts';
import { ensureBuild, startBuiltServer } from '../scripts/lib/built-server.ts';
import { insertProducts, withScratchDatabase } from './lib/generated-catalogue.ts';

const SIZES = [1_000, Number(process.env.BENCH_PRODUCTS ?? 100_000)];
const REQUESTS = 50;
const WARM_UP = 5;
const ROW_CAP_MS = Number(process.env.BENCH_ROW_SECONDS ?? 60) * 1000;
const RATIO_TARGET = 1.5;
const FULL_LIST_REPEAT_TARGET_MS = 50;
const SEARCH_TARGET_MS = 30;
const SITEMAP_MAX_URLS = 10_000;
const pgBase = process.env.BENCH_DATABASE_URL;

/** Requests over one kept-alive connection, as a browser would make them, the body counted as sent (compressed). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' };
/**
 * A request carrying the admin session cookie is never answered from the page cache nor kept: the page is
 * rendered each time. The value signs nobody in; public pages do not read it.
 */
const RENDER_EVERY_TIME = { cookie: `${ADMIN_COOKIE}=bench-render` };

function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; ms: number; bytes: number; body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(url, { agent, headers: { ...ACCEPT, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0, bytes: body.length, body, encoding: res.headers['content-encoding'] });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Plain text of an answer (sitemaps are counted in their decoded form). */
async function getText(url: string): Promise<{ status: number; text: string }> {
  const res = await fetch(url);
  return { status: res.status, text: await res.text() };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

interface Timing {
  median: number;
  p99: number;
  count: number;
  bytes: number;
}

/** Up to `n` sequential requests (fewer if the row's time cap is reached); any answer but 200 stops the bench. */
async function time(base: string, address: (i: number) => string, n = REQUESTS, headers: Record<string, string> = {}): Promise<Timing> {
  const times: number[] = [];
  let bytes = 0;
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const url = base + address(i);
    const r = await get(url, headers);
    if (r.status !== 200) throw new Error(`${url}: HTTP ${r.status} ${r.body.toString('utf8').slice(0, 200)}`);
    times.push(r.ms);
    bytes = r.bytes;
    if (performance.now() - started > ROW_CAP_MS) break;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), count: times.length, bytes };
}

type Target = { kind: 'ratio' } | { kind: 'none' } | { kind: 'absolute'; ms: number; alsoRatio: boolean };

interface Row {
  name: string;
  target: Target;
  /** The addresses of request i (i < 0: warm-up requests, never timed). Undefined: skipped at this size. */
  address?: (i: number) => string;
  /** Sent with each of the row's requests. */
  headers?: Record<string, string>;
  single?: boolean;
  skipped?: string;
}

interface Catalogue {
  size: number;
  /** Products spread over the whole id range, with the slug their page names. */
  products: { id: number; slug: string }[];
  category: { slug: string; count: number };
}

/** What the rows address at one size, read from the database before the server starts. */
async function describe(db: Awaited<ReturnType<typeof prepare>>['handle']['db'], size: number): Promise<Catalogue> {
  const ids = Array.from({ length: REQUESTS + WARM_UP + 1 }, (_, i) => 1 + Math.floor((i * (size - 1)) / (REQUESTS + WARM_UP)));
  const products = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .where('p.id', 'in', ids)
    .select(['p.id', 'c.slug'])
    .orderBy('p.id')
    .execute();
  const biggest = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .where('c.is_active', '=', 1)
    .groupBy('c.slug')
    .select(['c.slug', (eb) => eb.fn.countAll<number>().as('n')])
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { size, products, category: { slug: biggest.slug, count: Number(biggest.n) } };
}

function rowsFor(cat: Catalogue, searchAnswers: boolean): Row[] {
  const slug = encodeURIComponent(cat.category.slug);
  const lastPage = Math.max(1, Math.ceil(cat.category.count / CATALOGUE_PAGE_SIZE));
  // Request i names product i; the warm-up ones (i < 0) come from the end of the list.
  const product = (i: number) => {
    const p = cat.products.at(i < 0 ? i : i % (cat.products.length - WARM_UP - 1))!;
    return `/product-detail?id=${p.id}&category=${encodeURIComponent(p.slug)}`;
  };
  const ratio: Target = { kind: 'ratio' };
  const pair = (name: string, address: string): Row[] => [
    { name: `${name} (rendered)`, target: ratio, address: () => address, headers: RENDER_EVERY_TIME },
    { name: `${name} (cached)`, target: ratio, address: () => address },
  ];
  const categoryPath = `/products?category=${slug}`;
  return [
    ...pair('home /', '/'),
    { name: 'product page (rendered, 50 products)', target: ratio, address: product },
    { name: 'product page (cached)', target: ratio, address: () => product(0) },
    ...pair('category page 1', categoryPath),
    ...pair('category last page', `${categoryPath}&page=${lastPage}`),
    ...pair('sitemap /sitemaps/products-1.xml', '/sitemaps/products-1.xml'),
    {
      // Each request its own window near the end, so none is answered from the answer cache.
      name: '/api/home/products?limit=50&offset=<near the end> (each new)',
      target: ratio,
      address: (i) => `/api/home/products?limit=50&offset=${Math.max(0, cat.size - 50 - (i < 0 ? REQUESTS - i : i))}`,
    },
    { name: '/api/home/products?limit=50&offset=<size - 50> (cached)', target: ratio, address: () => `/api/home/products?limit=50&offset=${cat.size - 50}` },
    searchAnswers
      ? { name: '/api/home/search?q=ballon', target: { kind: 'absolute', ms: SEARCH_TARGET_MS, alsoRatio: true }, address: () => '/api/home/search?q=ballon' }
      : { name: '/api/home/search?q=ballon', target: { kind: 'none' }, skipped: 'skipped: the search route answers 404' },
    { name: '/api/home/products (all, first request)', target: { kind: 'none' }, address: () => '/api/home/products', single: true },
    {
      name: '/api/home/products (all, repeats)',
      target: { kind: 'absolute', ms: FULL_LIST_REPEAT_TARGET_MS, alsoRatio: false },
      address: () => '/api/home/products',
    },
  ];
}

/** The number of <url> entries in the largest file the sitemap index names. */
async function largestSitemap(base: string): Promise<{ file: string; urls: number; files: number }> {
  const index = await getText(`${base}/sitemap.xml`);
  if (index.status !== 200) throw new Error(`/sitemap.xml: HTTP ${index.status}`);
  const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  let largest = { file: '', urls: 0, files: files.length };
  for (const file of files) {
    const r = await getText(new URL(new URL(file).pathname, base).toString());
    if (r.status !== 200) throw new Error(`${file}: HTTP ${r.status}`);
    const urls = r.text.split('<url>').length - 1;
    if (urls > largest.urls) largest = { file: new URL(file).pathname, urls, files: files.length };
  }
  return largest;
}

interface Measured {
  timings: { row: Row; timing: Timing | string }[];
  sitemap: { file: string; urls: number; files: number };
}

async function measure(base: string, cat: Catalogue): Promise<Measured> {
  const searchAnswers = (await get(`${base}/api/home/search?q=ballon`)).status !== 404;
  const rows = rowsFor(cat, searchAnswers);
  // Warm-up: a server that has answered each kind of request before (JIT, prepared statements),
  // on addresses the timed requests never use. The full list is left cold: its first request is a row.
  for (const row of rows) {
    if (!row.address || row.single || row.name.includes('(all')) continue;
    for (let i = 1; i <= WARM_UP; i++) await get(base + row.address(-i), row.headers);
  }
  const timings: Measured['timings'] = [];
  for (const row of rows) {
    timings.push({ row, timing: row.address ? await time(base, row.address, row.single ? 1 : REQUESTS, row.headers) : (row.skipped ?? 'skipped') });
  }
  return { timings, sitemap: await largestSitemap(base) };
}

const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
const fmtBytes = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : n >= 1024 ? `${(n / 1024).toFixed(1)} kB` : `${n} B`);

function verdict(target: Target, small: Timing, large: Timing): string {
  const ratio = large.median / small.median;
  const ratioMet = ratio <= RATIO_TARGET;
  switch (target.kind) {
    case 'none':
      return '(no target)';
    case 'ratio':
      return `${ratioMet ? 'met' : 'MISSED'} (≤ ${RATIO_TARGET}×)`;
    case 'absolute': {
      const met = large.median <= target.ms && (!target.alsoRatio || ratioMet);
      return `${met ? 'met' : 'MISSED'} (${target.alsoRatio ? `≤ ${RATIO_TARGET}× and ` : ''}≤ ${target.ms} ms)`;
    }
  }
}

function printTable(label: string, cats: Catalogue[], results: Measured[]): void {
  const [small, large] = [cats[0]!.size, cats[1]!.size].map((n) => n.toLocaleString('en-IN'));
  const header = ['row', `${small}: median`, 'p99', `${large}: median`, 'p99', 'ratio', `bytes at ${large}`, 'target'];
  const rows: string[][] = [header];
  for (const [i, { row, timing: b }] of results[1]!.timings.entries()) {
    const name = row.name;
    const a = results[0]!.timings[i]!.timing;
    if (typeof a === 'string' || typeof b === 'string') {
      rows.push([name, typeof b === 'string' ? b : String(a), '', '', '', '', '', '']);
      continue;
    }
    const capped = (t: Timing) => (t.count < REQUESTS && !name.includes('first request') ? ` (n=${t.count})` : '');
    rows.push([
      name,
      fmt(a.median) + capped(a),
      fmt(a.p99),
      fmt(b.median) + capped(b),
      fmt(b.p99),
      `${(b.median / a.median).toFixed(2)}×`,
      fmtBytes(b.bytes),
      verdict(row.target, a, b),
    ]);
  }
  const widths = header.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  console.log(`\n${label}: ${REQUESTS} sequential requests per row (one kept-alive connection, Accept-Encoding: gzip, deflate, br)`);
  for (const r of rows)
    console.log(
      r
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join('  ')
        .trimEnd(),
    );
  for (const c of cats) {
    console.log(
      `at ${c.size.toLocaleString('en-IN')}: category ${c.category.slug} with ${c.category.count.toLocaleString('en-IN')} products, last page ${Math.max(1, Math.ceil(c.category.count / CATALOGUE_PAGE_SIZE))}; list windows at offsets ${c.size - 50 - REQUESTS + 1}..${c.size - 50}; product ids ${c.products[0]!.id}..${c.products.at(-WARM_UP - 2)!.id}`,
    );
  }
  for (const [i, m] of results.entries()) {
    const ok = m.sitemap.urls <= SITEMAP_MAX_URLS;
    console.log(
      `sitemap at ${cats[i]!.size.toLocaleString('en-IN')}: ${m.sitemap.files} files in the index, the largest ${m.sitemap.file} with ${m.sitemap.urls.toLocaleString('en-IN')} URLs: ${ok ? 'met' : 'MISSED'} (≤ ${SITEMAP_MAX_URLS.toLocaleString('en-IN')})`,
    );
  }
}

async function benchDatabase(label: 'SQLite' | 'PostgreSQL'): Promise<void> {
  await withScratchDatabase(label, pgBase, 'scale', async ({ dir: scratch, env, pg: pgDb }) => {
    const dataDir = path.join(scratch, 'data');
    const logFile = path.join(scratch, 'server.log');
    const cats: Catalogue[] = [];
    const results: Measured[] = [];
    try {
      const config = loadConfig({ ...env, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
      let have = 0;
      for (const size of SIZES) {
        const started = performance.now();
        const { handle } = await prepare(config);
        let cat: Catalogue;
        try {
          await insertProducts(handle.db, have + 1, size);
          have = size;
          // The planner's statistics, as autovacuum gathers them within a minute of a bulk load; without
          // them PostgreSQL plans for the empty tables it last saw.
          if (pgDb) await sql`ANALYZE`.execute(handle.db);
          cat = await describe(handle.db, size);
        } finally {
          await handle.close();
        }
        console.log(`${label}: ${size.toLocaleString('en-IN')} products generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        const server = await startBuiltServer({ dataDir, logFile, env: { SEED_DEMO: 'false', DATABASE_URL: pgDb?.url ?? '' } });
        try {
          results.push(await measure(server.url, cat));
        } finally {
          await server.stop();
        }
        cats.push(cat);
      }
      printTable(label, cats, results);
    } catch (err) {
      if (fs.existsSync(logFile)) console.error(`server log:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
      throw err;
    }
  });
}

await ensureBuild();
console.log(`scale benchmark: Node ${process.version}, ${os.cpus().length} CPUs, built server from ${process.env.BUILD_DIR ?? 'build'}/`);
try {
  await benchDatabase('SQLite');
  if (pgBase) await benchDatabase('PostgreSQL');
  else console.log('\nPostgreSQL: not measured (set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)');
} finally {
  agent.destroy();
}
