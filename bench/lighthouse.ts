// npm run bench:lighthouse: starts the built server on a fresh SQLite demo catalogue and runs
// Lighthouse (mobile form factor, default simulated throttling) in the Debian Chromium on the home
// page, a category page and a product page. Prints the four category scores and LCP, TBT and CLS
// for each, and whether the targets hold (performance >= 90; accessibility, best practices and
// SEO >= 95; LCP < 2.5 s; CLS < 0.05). Full JSON reports go to bench/results/.
// CHROMIUM_PATH overrides /usr/bin/chromium; BUILD_DIR selects the build (default build/).
// LIGHTHOUSE_STRICT=1 makes a missed target exit with code 1.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const buildDir = process.env.BUILD_DIR ?? 'build';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** Fetches the page and every picture it names, so first-request image variants are made before measuring. */
async function warmUp(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  const origin = new URL(url).origin;
  const urls = new Set<string>();
  for (const m of html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)) {
    for (const part of m[1]!.replace(/&amp;/g, '&').split(',')) {
      const u = part.trim().split(/\s+/)[0];
      if (u && (u.startsWith('/api/') || u.startsWith('/pages/'))) urls.add(origin + u);
    }
  }
  await Promise.all([...urls].map((u) => fetch(u).then((r) => r.arrayBuffer())));
}

if (!fs.existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath}: install it with "apt-get install -y chromium" (Debian) or set CHROMIUM_PATH.`);
  process.exit(1);
}
if (!fs.existsSync(path.join(buildDir, 'server', 'index.js'))) {
  console.log(`building first (react-router build into ${buildDir}/)`);
  const r = spawn(process.execPath, ['node_modules/@react-router/dev/bin.cjs', 'build'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR: buildDir } });
  const code = await new Promise((res) => r.on('exit', res));
  if (code !== 0) process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-lighthouse-'));
const port = await freePort();
const server = spawn(process.execPath, ['server/index.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    BUILD_DIR: buildDir,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
try {
  await waitFor(`${base}/api/home/categories`, server);
  const latex = (await (await fetch(`${base}/api/home/products/category/latex`)).json()) as Array<{ id: number; category: string }>;
  const product = latex[0]!;
  const pages = [
    { name: 'home', url: `${base}/` },
    { name: 'category', url: `${base}/products?category=latex` },
    { name: 'product', url: `${base}/product-detail?id=${product.id}&category=${product.category}` },
  ];
  for (const p of pages) await warmUp(p.url);

  const resultsDir = path.join('bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const rows: string[][] = [['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'targets']];
  for (const p of pages) {
    // A fresh browser per page (reusing one loses the trace on later runs); one retry on a trace error.
    let result: Awaited<ReturnType<typeof lighthouse>>;
    for (let attempt = 1; ; attempt++) {
      chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
      try {
        result = await lighthouse(p.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      } finally {
        chrome.kill();
        chrome = undefined;
      }
      if (!result?.lhr.runtimeError || attempt === 2) break;
      console.log(`  ${p.name}: ${result.lhr.runtimeError.message} (retrying)`);
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${p.url}`);
    const lhr = result.lhr;
    fs.writeFileSync(path.join(resultsDir, `lighthouse-${p.name}.json`), typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${p.url}: ${lhr.runtimeError.message}`);
    const score = (c: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
    const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const met = score('performance') >= 90 && score('accessibility') >= 95 && score('best-practices') >= 95 && score('seo') >= 95 && lcp < 2500 && cls < 0.05;
    if (!met) failed = true;
    rows.push([
      `${p.name} ${new URL(p.url).pathname}${new URL(p.url).search}`,
      String(score('performance')),
      String(score('accessibility')),
      String(score('best-practices')),
      String(score('seo')),
      `${(lcp / 1000).toFixed(2)} s`,
      `${Math.round(tbt)} ms`,
      cls.toFixed(3),
      met ? 'met' : 'MISSED',
    ]);
    // Anything that cost points, to act on.
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 0.9)
          console.log(`  ${p.name}: ${c} / ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      }
    }
  }
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling, ${chromePath}\n`,
  );
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
  console.log(failed ? '\nSome targets were missed.' : '\nAll targets met.');
} finally {
  chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failed && process.env.LIGHTHOUSE_STRICT === '1') process.exit(1);
