// npm run bench:import: how long the owner waits for a product list of 1,000 rows (BENCH_ROWS) to be
// checked and imported, through the real API call (multipart upload, parsing, the form's checks, one
// transaction). On SQLite, and on PostgreSQL with BENCH_DATABASE_URL (a server where scratch
// databases may be created). Each figure is the median of 3 runs: the dry run of 1,000 new products,
// their import, the dry run of the unchanged export (1,000 unchanged), and the import of 1,000 price
// changes. No pictures: a picture costs its re-encode by sharp on top (tens of milliseconds each).
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { buildApp } from '../server/app.ts';
import { prepare } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import { withScratchDatabase } from './lib/generated-catalogue.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const RUNS = 3;
const pgBase = process.env.BENCH_DATABASE_URL;
const ADMIN = { username: 'benchowner', password: 'bench import password 2026' };

interface Answer {
  status: number;
  body: { toCreate?: number; toUpdate?: number; unchanged?: number; errors?: unknown[]; message?: string };
  ms: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(database: 'SQLite' | 'PostgreSQL'): Promise<Record<string, number | string>> {
  return withScratchDatabase(database, pgBase, 'import', async ({ env }) => {
    const config = loadConfig({
      ...env,
      SEED_DEMO: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const { handle, services } = await prepare(config);
    const app = await buildApp(services);
    await app.ready();
    try {
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
      const cookie = String(login.headers['set-cookie']).split(';')[0]!;
      const upload = async (csv: string, dryRun: boolean): Promise<Answer> => {
        const form = new FormData();
        form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
        const req = new Request('http://localhost/', { method: 'POST', body: form });
        const payload = Buffer.from(await req.arrayBuffer());
        const started = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: `/api/admin/products/import${dryRun ? '?dryRun=1' : ''}`,
          headers: { cookie, 'content-type': req.headers.get('content-type')! },
          payload,
        });
        const ms = performance.now() - started;
        return { status: res.statusCode, body: res.json(), ms };
      };
      const expect = (a: Answer, what: string, counts: [number, number, number]) => {
        const { toCreate, toUpdate, unchanged, errors } = a.body;
        if (a.status !== 200 || errors?.length || toCreate !== counts[0] || toUpdate !== counts[1] || unchanged !== counts[2])
          throw new Error(`${what}: ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`);
        return a.ms;
      };
      const times: Record<string, number[]> = { 'dry run, new': [], 'import, new': [], 'dry run, unchanged': [], 'import, updates': [] };
      for (let run = 0; run < RUNS; run++) {
        // A fresh set of 1,000 each run: earlier runs' products stay, so the table grows as a shop's does.
        const fresh = Array.from({ length: ROWS }, (_, i) => ({
          title: `Imported balloon ${run}-${i}`,
          description: `Latex balloons for birthdays and weddings, pack ${run}-${i}, in bright colours`,
          category: ['latex', 'foilballoon', 'heliumballoon', 'AnnualGeneralMeeting'][i % 4]!,
          price: String(50 + (i % 900)),
          stock: String(i % 40),
          about1: 'Self-sealing valve',
        }));
        const csv = stringify(fresh, { header: true, record_delimiter: '\r\n' });
        times['dry run, new']!.push(expect(await upload(csv, true), 'dry run', [ROWS, 0, 0]));
        times['import, new']!.push(expect(await upload(csv, false), 'import', [ROWS, 0, 0]));
        // The rows just made, as the export writes them, then each one's price changed.
        const exported = (await app.inject({ url: '/api/admin/products/export.csv', headers: { cookie } })).body;
        const all = parse(exported, { bom: true, columns: true }) as Record<string, string>[];
        const mine = all.filter((r) => r.title!.startsWith(`Imported balloon ${run}-`));
        const csvOf = (rows: Record<string, string>[]) => stringify(rows, { header: true, record_delimiter: '\r\n' });
        times['dry run, unchanged']!.push(expect(await upload(csvOf(mine), true), 'dry run of the export', [0, 0, ROWS]));
        const changed = mine.map((r) => ({ ...r, price: String(Number(r.price) + 1) }));
        times['import, updates']!.push(expect(await upload(csvOf(changed), false), `import of ${ROWS} changes among ${all.length}`, [0, ROWS, 0]));
      }
      const row: Record<string, number | string> = { database };
      for (const [k, v] of Object.entries(times)) row[`${k} (ms)`] = Math.round(median(v));
      row['products after'] = RUNS * ROWS;
      return row;
    } finally {
      await app.close();
      await handle.close();
    }
  });
}

console.log(`product list import: ${ROWS.toLocaleString('en-IN')} rows per file, median of ${RUNS} runs, through POST /api/admin/products/import`);
const rows = [await measure('SQLite')];
if (pgBase) rows.push(await measure('PostgreSQL'));
else console.log('PostgreSQL not measured: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
console.table(rows);
