// npm run bench:soak: sustained load on the built server (SQLite, demo catalogue). SOAK_CONNECTIONS
// (default 500) connections for SOAK_DURATION seconds (default 60) on a mix of what visitors do: page
// views, catalogue calls, cart adds and quantity changes over many sessions. Prints req/s, latency,
// errors, non-2xx by status, and the server's memory after warm-up and at the end; exits 1 on any error,
// any 5xx, or memory at the end more than 20% above the warmed-up figure.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { ensureBuild, startBuiltServer } from '../scripts/lib/built-server.ts';

const connections = Number(process.env.SOAK_CONNECTIONS ?? 500);
const duration = Number(process.env.SOAK_DURATION ?? 60);
const warmup = Number(process.env.SOAK_WARMUP ?? 10);

/** Resident memory of a process in MiB, from /proc. */
function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

await ensureBuild();
const server = await startBuiltServer();
try {
  const url = server.url;
  const products = (await (await fetch(`${url}/api/home/products?limit=60`)).json()) as { id: number; category: string }[];
  const categories = [...new Set(products.map((p) => p.category))];
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

  // Each connection is a visitor with its own cart: adds, then changes a quantity of a line it made.
  const visitors = new Map<unknown, { sess: string; lines: number[]; n: number }>();
  const visitor = (ctx: unknown) => {
    let v = visitors.get(ctx);
    if (!v || v.n > 200) {
      v = { sess: randomUUID(), lines: [], n: 0 };
      visitors.set(ctx, v);
    }
    v.n++;
    return v;
  };

  const mix: ((ctx: object) => autocannon.Request)[] = [
    () => ({ method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } }),
    () => ({ method: 'GET', path: `/product-detail?id=${pick(products).id}`, headers: { 'accept-encoding': 'br' } }),
    () => ({ method: 'GET', path: `/products?category=${pick(categories)}`, headers: { 'accept-encoding': 'br' } }),
    () => ({ method: 'GET', path: `/api/home/product/${pick(products).id}` }),
    () => ({ method: 'GET', path: '/api/home/products?limit=50' }),
    (ctx) => {
      const v = visitor(ctx);
      return { method: 'POST', path: `/api/cart/add/${v.sess}?id=${pick(products).id}&quantity=1`, headers: { 'x-session-id': v.sess } };
    },
    (ctx) => {
      const v = visitor(ctx);
      if (v.lines.length === 0) return { method: 'GET', path: `/api/cart/getcart/${v.sess}`, headers: { 'x-session-id': v.sess } };
      return {
        method: 'PUT',
        path: `/api/cart/updateCartItemQuantity/${pick(v.lines)}?quantity=${1 + Math.floor(Math.random() * 5)}`,
        headers: { 'x-session-id': v.sess },
      };
    },
  ];

  const run = (seconds: number) =>
    autocannon({
      url,
      connections,
      duration: seconds,
      requests: [
        {
          setupRequest: (req, ctx) => ({ ...req, ...pick(mix)(ctx as object) }),
          onResponse: (status, body, ctx) => {
            // Remember the lines this visitor created, so its quantity changes hit its own cart.
            if (status === 200 && body.includes('"Added to cart"')) {
              const v = visitors.get(ctx);
              const id = (JSON.parse(body) as { item: { id: number } }).item.id;
              if (v && !v.lines.includes(id)) v.lines.push(id);
            }
          },
        },
      ],
    });

  console.log(`soak: ${connections} connections, ${warmup} s warm-up then ${duration} s, Node ${process.version}`);
  const warm = await run(warmup);
  const rssWarm = rssMiB(server.child.pid!);
  const res = await run(duration);
  const rssEnd = rssMiB(server.child.pid!);
  const byStatus = Object.entries(res.statusCodeStats ?? {})
    .map(([code, s]) => `${code}: ${(s as { count: number }).count}`)
    .join(', ');
  const fiveXx = Object.entries(res.statusCodeStats ?? {}).reduce((n, [code, s]) => n + (Number(code) >= 500 ? (s as { count: number }).count : 0), 0);
  const growth = (rssEnd - rssWarm) / rssWarm;
  console.log(`warm-up: ${warm.requests.average.toFixed(0)} req/s`);
  console.log(
    `requests: ${res.requests.total} (${res.requests.average.toFixed(0)} req/s), latency p50 ${res.latency.p50} ms, p99 ${res.latency.p99} ms, max ${res.latency.max} ms`,
  );
  console.log(`errors: ${res.errors}, timeouts: ${res.timeouts}, statuses: ${byStatus}, 5xx: ${fiveXx}`);
  console.log(`server memory (RSS): ${rssWarm.toFixed(0)} MiB after warm-up, ${rssEnd.toFixed(0)} MiB at the end (${(growth * 100).toFixed(1)}%)`);
  const ok = res.errors === 0 && res.timeouts === 0 && fiveXx === 0 && growth <= 0.2;
  console.log(ok ? 'soak: PASS' : 'soak: FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
