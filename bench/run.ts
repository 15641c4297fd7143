// npm run bench: starts the built server on a fresh SQLite demo catalogue and a bare node:http
// server answering the same bytes from memory (compressed pages and scripts as they were sent),
// loads both with autocannon in the same run, and prints requests per second, p99 latency and the
// ratio to the bare server.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 100) tune the load; BENCH_ONLY
// (a piece of a scenario's name, e.g. "SSR" or "spike") runs only the scenarios whose name holds it.
// Then a spike: SPIKE_CONNECTIONS (default 500) connections for SPIKE_DURATION (default 20) seconds
// over 50 different product pages, none asked for before (so the spike's first requests render them),
// printing requests per second, p99 and errors against its target (no errors, p99 ≤ 1 s).
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild, freePort, startBuiltServer } from '../scripts/lib/built-server.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const only = process.env.BENCH_ONLY;
const SPIKE = { connections: Number(process.env.SPIKE_CONNECTIONS ?? 500), duration: Number(process.env.SPIKE_DURATION ?? 20), pages: 50, p99TargetMs: 1000 };

export interface Scenario {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  /** Varies each request (path, headers); the bare server then answers every one under `bareKey`. */
  setupRequest?: (req: autocannon.Request) => autocannon.Request;
  bareKey?: string;
  /** Another server to load instead of the main one (the same bytes still come from the bare server). */
  url?: string;
}

/** One request whose answer is kept byte for byte (fetch would decode a compressed body). */
function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function load(url: string, s: Scenario): Promise<autocannon.Result> {
  if (s.url && url === appUrl) url = s.url;
  const requests = s.setupRequest ? [{ method: s.method, path: s.path, headers: s.headers, setupRequest: s.setupRequest }] : undefined;
  return autocannon({ url: url + s.path, method: s.method, headers: s.headers, requests, connections, duration, pipelining: 1 });
}

await ensureBuild();
// TRUST_PROXY so the lead scenario can come from many addresses (X-Forwarded-For) and measure stored
// leads rather than the per-address limit's 429s.
const server = await startBuiltServer({ env: { TRUST_PROXY: 'true' } });
const appUrl = server.url;
// The same server with SQLite's synchronous=NORMAL: what the fsync of every lead (the default) costs.
const normalServer = await startBuiltServer({ env: { TRUST_PROXY: 'true', SQLITE_SYNCHRONOUS: 'normal' } });
const barePort = await freePort();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-bench-'));
let bare: ChildProcess | undefined;
try {
  const products = (await (await fetch(`${appUrl}/api/home/products?limit=50`)).json()) as { id: number }[];
  const id = products[Math.floor(products.length / 2)]!.id;

  const scenarios: Scenario[] = [
    { name: 'GET /api/home/product/{id}', method: 'GET', path: `/api/home/product/${id}` },
    { name: 'GET /api/home/products?limit=50', method: 'GET', path: '/api/home/products?limit=50' },
  ];

  // The cart. getcart reads a cart of four lines. add cycles through ten products with a
  // fresh session every 50 adds: a cart created, then inserts and increments of its lines, each far
  // below the 999 per-line bound, so the load measures successful adds.
  const cartSess = randomUUID();
  for (const p of products.slice(0, 4)) {
    await fetch(`${appUrl}/api/cart/add/${cartSess}?id=${p.id}&quantity=2`, { method: 'POST', headers: { 'x-session-id': cartSess } });
  }
  scenarios.push({ name: 'GET /api/cart/getcart/{sessId}', method: 'GET', path: `/api/cart/getcart/${cartSess}`, headers: { 'x-session-id': cartSess } });
  const addIds = products.slice(10, 20).map((p) => p.id);
  let adds = 0;
  let addSess = randomUUID();
  scenarios.push({
    name: 'POST /api/cart/add/{sessId}',
    method: 'POST',
    path: `/api/cart/add/${addSess}?id=${addIds[0]}&quantity=1`,
    bareKey: 'POST /api/cart/add/{sessId}',
    setupRequest: (req) => {
      if (adds % 50 === 0) addSess = randomUUID();
      const pid = addIds[adds % addIds.length];
      adds++;
      return { ...req, path: `/api/cart/add/${addSess}?id=${pid}&quantity=1`, headers: { ...req.headers, 'x-session-id': addSess } };
    },
  });

  // Enquiries: each from its own address and its own mobile number, so every request stores a lead
  // (and counts it in the database-backed per-address and per-number limits, as in production) rather
  // than meeting the per-number limit's 429 after the fifth.
  let leadsSent = 0;
  const enquiryBody = (n: number) =>
    JSON.stringify({ name: 'Bench Visitor', phone: `9${String(n % 1e9).padStart(9, '0')}`, enquiryabout: 'Balloon arch for a birthday party', pincode: '560001' });
  const enquiry = (name: string, url?: string): Scenario => ({
    name,
    method: 'POST',
    path: '/api/leads/enquiry',
    bareKey: 'POST /api/leads/enquiry',
    ...(url ? { url } : {}),
    setupRequest: (req) => {
      const n = leadsSent++;
      return {
        ...req,
        body: enquiryBody(n),
        headers: { ...req.headers, 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      };
    },
  });
  scenarios.push(enquiry('POST /api/leads/enquiry (default: fsync per lead)'), enquiry('POST /api/leads/enquiry (synchronous=NORMAL)', normalServer.url));

  // Pages rendered on the server and the main client script, as a phone asks for them (brotli).
  const br = { 'accept-encoding': 'br' };
  const all = (await (await fetch(`${appUrl}/api/home/products`)).json()) as { id: number; category: string }[];
  const perCategory = new Map<string, number>();
  for (const p of all) perCategory.set(p.category, (perCategory.get(p.category) ?? 0) + 1);
  const biggest = [...perCategory].sort((a, b) => b[1] - a[1])[0]![0];
  const detail = all.find((p) => p.id === id)!;
  const entry = (await (await fetch(`${appUrl}/`)).text()).match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
  if (!entry) throw new Error('no entry.client script in the home page');
  scenarios.push(
    { name: 'GET /product-detail?id= (SSR, br)', method: 'GET', path: `/product-detail?id=${id}&category=${encodeURIComponent(detail.category)}`, headers: br },
    { name: 'GET / (SSR, br)', method: 'GET', path: '/', headers: br },
    {
      name: `GET /products?category= (SSR, br, ${perCategory.get(biggest)} products)`,
      method: 'GET',
      path: `/products?category=${encodeURIComponent(biggest)}`,
      headers: br,
    },
    { name: 'GET /assets/entry.client-*.js (br)', method: 'GET', path: entry, headers: br },
  );
  // Every product in one answer, as a phone asks for it: serialised and compressed once per catalogue
  // version by the answer cache. And a product page the browser already holds, under the address a
  // broadcast link would carry (its own cache entry, so the bare server can tell it apart): a 304.
  scenarios.push({ name: `GET /api/home/products (all ${all.length}, br)`, method: 'GET', path: '/api/home/products', headers: br });
  const sharedLink = `/product-detail?id=${id}&category=${encodeURIComponent(detail.category)}&utm_source=whatsapp`;
  const sharedTag = (await fetch(appUrl + sharedLink, { headers: br })).headers.get('etag');
  if (sharedTag) {
    scenarios.push({ name: 'GET /product-detail?id= (If-None-Match, 304)', method: 'GET', path: sharedLink, headers: { ...br, 'if-none-match': sharedTag } });
  }

  // The bare server answers each scenario's path with the bytes our server gave, compressed or not.
  const routes: Record<string, { status: number; contentType: string; contentEncoding?: string; body: string }> = {};
  for (const s of scenarios) {
    const sample = s.setupRequest ? s.setupRequest({ method: s.method, path: s.path, headers: s.headers ?? {} }) : { path: s.path, headers: s.headers };
    const r = await rawRequest(appUrl + sample.path, s.method, (sample.headers ?? {}) as Record<string, string>, (sample as { body?: string }).body);
    const encoding = r.headers['content-encoding'];
    routes[s.bareKey ?? s.path] = {
      status: r.status,
      contentType: r.headers['content-type'] ?? 'application/json',
      ...(encoding ? { contentEncoding: encoding } : {}),
      body: r.body.toString('base64'),
    };
  }
  const routesFile = path.join(scratch, 'bare-routes.json');
  fs.writeFileSync(routesFile, JSON.stringify(routes));
  bare = fork('bench/bare-server.ts', [routesFile, String(barePort)], { stdio: 'inherit' });
  await new Promise<void>((res) => bare!.once('message', () => res()));
  const bareUrl = `http://127.0.0.1:${barePort}`;

  console.log(`\nautocannon: ${connections} connections, ${duration} s per run, Node ${process.version}, ${os.cpus().length} CPUs\n`);
  const rows: string[][] = [['scenario', 'gubbara req/s', 'gubbara p99 ms', 'bare req/s', 'bare p99 ms', 'ratio (req/s)', 'non-2xx']];
  for (const s of scenarios.filter((s) => !only || s.name.includes(only))) {
    const ours = await load(appUrl, s);
    const base = await load(bareUrl, s);
    rows.push([
      s.name,
      ours.requests.average.toFixed(0),
      String(ours.latency.p99),
      base.requests.average.toFixed(0),
      String(base.latency.p99),
      `${((ours.requests.average / base.requests.average) * 100).toFixed(1)}%`,
      String(ours.non2xx + ours.errors),
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));

  if (!only || 'spike'.includes(only)) {
    // Products not asked for by any scenario above: the spike finds none of them rendered.
    const spiked = all.filter((p) => p.id !== id).slice(-SPIKE.pages);
    let n = 0;
    const spike = await autocannon({
      url: appUrl,
      connections: SPIKE.connections,
      duration: SPIKE.duration,
      pipelining: 1,
      requests: [
        {
          method: 'GET',
          headers: br,
          setupRequest: (req) => {
            const p = spiked[n++ % spiked.length]!;
            return { ...req, path: `/product-detail?id=${p.id}&category=${encodeURIComponent(p.category)}` };
          },
        },
      ],
    });
    const errors = spike.errors + spike.timeouts + spike.non2xx;
    const met = errors === 0 && spike.latency.p99 <= SPIKE.p99TargetMs;
    console.log(
      `\nspike: ${SPIKE.connections} connections for ${SPIKE.duration} s over ${spiked.length} product pages (br): ` +
        `${spike.requests.average.toFixed(0)} req/s, p99 ${spike.latency.p99} ms, errors ${errors} ` +
        `(${spike.errors} connection errors, ${spike.timeouts} timeouts, ${spike.non2xx} non-2xx): ` +
        `${met ? 'met' : 'MISSED'} (0 errors, p99 ≤ ${SPIKE.p99TargetMs} ms)`,
    );
  }
} finally {
  bare?.kill();
  await server.stop();
  await normalServer.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
}
