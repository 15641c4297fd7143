// npm run bench:lighthouse: starts the built server on a fresh SQLite demo catalogue and runs
// Lighthouse (mobile form factor, default simulated throttling) in the Debian Chromium on the home
// page, a category page and a product page. Prints the four category scores and LCP, TBT and CLS
// for each, and whether the targets hold (performance >= 90; accessibility, best practices and
// SEO >= 95; LCP < 2.5 s; CLS < 0.05). Full JSON reports go to bench/results/.
// CHROMIUM_PATH overrides /usr/bin/chromium; BUILD_DIR selects the build (default build/).
// LIGHTHOUSE_STRICT=1 makes a missed target exit with code 1.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild, startBuiltServer } from '../scripts/lib/built-server.ts';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
await ensureBuild();
const server = await startBuiltServer();
const base = server.url;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
try {
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
  await server.stop();
}
if (failed && process.env.LIGHTHOUSE_STRICT === '1') process.exit(1);
