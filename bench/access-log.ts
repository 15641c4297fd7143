// npm run bench:access-log: what writing one log line per request costs. The built server serves
// GET /api/home/product/{id} with ACCESS_LOG=all (every request logged, to a file as a service's
// stdout would be) and with ACCESS_LOG=errors (the production default: nothing logged for a 200),
// alternately, twice each, on the same demo catalogue, in one run. BENCH_DURATION (seconds, default 10)
// and BENCH_CONNECTIONS (default 100) tune the load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild, startBuiltServer } from '../scripts/lib/built-server.ts';
import { prepare } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

await ensureBuild();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-bench-log-'));
try {
  const dataDir = path.join(scratch, 'data');
  const seeded = await prepare(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }));
  const ids = (await seeded.handle.db.selectFrom('products').select('id').orderBy('id').execute()).map((p) => p.id);
  await seeded.handle.close();
  const id = ids[Math.floor(ids.length / 2)]!;

  console.log(
    `\nGET /api/home/product/${id}: autocannon, ${connections} connections, ${duration} s per run, Node ${process.version}, ${os.cpus().length} CPUs\n`,
  );
  const rows: string[][] = [['ACCESS_LOG', 'req/s', 'p99 ms', 'non-2xx', 'log bytes per request']];
  const totals: Record<string, number[]> = { all: [], errors: [] };
  for (const mode of ['all', 'errors', 'all', 'errors'] as const) {
    const logFile = path.join(scratch, `${mode}-${rows.length}.log`);
    const server = await startBuiltServer({ dataDir, logFile, env: { ACCESS_LOG: mode, LOG_LEVEL: 'info', SEED_DEMO: 'false' } });
    try {
      const before = fs.statSync(logFile).size;
      const r = await autocannon({ url: `${server.url}/api/home/product/${id}`, connections, duration, pipelining: 1 });
      const bytes = fs.statSync(logFile).size - before;
      totals[mode]!.push(r.requests.average);
      rows.push([mode, r.requests.average.toFixed(0), String(r.latency.p99), String(r.non2xx + r.errors), (bytes / r.requests.total).toFixed(1)]);
    } finally {
      await server.stop();
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const all = mean(totals.all!);
  const errors = mean(totals.errors!);
  console.log(`\nmean: all ${all.toFixed(0)} req/s, errors ${errors.toFixed(0)} req/s: logging every request costs ${((1 - all / errors) * 100).toFixed(1)}%`);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
