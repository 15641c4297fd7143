// npm run bench:lighthouse: starts the built server on a fresh SQLite demo catalogue and runs
// Lighthouse (mobile form factor, simulated throttling) in the Debian Chromium on the home page, a
// category page and a product page. Prints the four category scores, LCP, TBT and CLS, the bytes each
// page transfers (HTML, JS, CSS, images, from the report's network requests), and whether the targets
// hold (performance >= 95, LCP <= 1.8 s, TBT <= 100 ms, CLS <= 0.01; accessibility, best practices and
// SEO >= 95). Full JSON reports go to bench/results/.
//
// Lighthouse's CPU slowdown is relative to the host: its default 4x turns a fast desktop into a
// mid-tier phone, but on a slow or shared host it emulates a far slower phone, and the same site scores
// lower. So a first run reads the host's benchmarkIndex, and the page runs use the multiplier
// Lighthouse's throttling guide gives for that index (the target device stays the same on any host).
// LIGHTHOUSE_CPU_MULTIPLIER fixes the multiplier instead (4 is Lighthouse's default).
// CHROMIUM_PATH overrides /usr/bin/chromium; BUILD_DIR selects the build (default build/).
// LIGHTHOUSE_STRICT=1 makes a missed target exit with code 1.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild, startBuiltServer } from '../scripts/lib/built-server.ts';
import { CHROMIUM_ARGS, chromiumPath as chromePath } from '../scripts/lib/chromium.ts';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS = { performance: 95, otherScores: 95, lcpMs: 1800, tbtMs: 100, cls: 0.01 };

/**
 * The CPU slowdown that makes this host behave like the device Lighthouse's mobile settings aim at,
 * from its benchmarkIndex, by the table of Lighthouse's throttling guide and its calculator: an index
 * of 150 (already a slow phone) needs 1x, 800 needs 2x, 1300 needs 3x, and above that each further
 * 233 adds 1x (1533 is the default 4x). Between the points the multiplier is interpolated.
 */
function cpuMultiplierFor(benchmarkIndex: number): number {
  const points: [number, number][] = [
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
  ];
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= points[0]![0]) return 1;
  for (let k = 1; k < points.length; k++) {
    const [x1, y1] = points[k]!;
    const [x0, y0] = points[k - 1]!;
    if (benchmarkIndex <= x1) return y0 + ((benchmarkIndex - x0) / (x1 - x0)) * (y1 - y0);
  }
  // Past the table the last slope goes on; the guide's widest range stops at 20x.
  return Math.min(20, 4 + (benchmarkIndex - 1533) / 233);
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run in a fresh browser (reusing one loses the trace on later runs); one retry on a trace error. */
async function runLighthouse(url: string, flags: Parameters<typeof lighthouse>[1]): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> {
  let result: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
    try {
      result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...flags });
    } finally {
      chrome.kill();
    }
    if (!result?.lhr.runtimeError || attempt === 2) break;
    console.log(`  ${url}: ${result.lhr.runtimeError.message} (retrying)`);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return result;
}

/** Bytes the page transferred by kind, from the report's list of network requests. */
function transferBytes(lhr: Lhr): { html: number; js: number; css: number; images: number; other: number } {
  const bytes = { html: 0, js: 0, css: 0, images: 0, other: 0 };
  const details = lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  for (const item of details?.items ?? []) {
    const size = item.transferSize ?? 0;
    const kind =
      item.resourceType === 'Document'
        ? 'html'
        : item.resourceType === 'Script'
          ? 'js'
          : item.resourceType === 'Stylesheet'
            ? 'css'
            : item.resourceType === 'Image'
              ? 'images'
              : 'other';
    bytes[kind] += size;
  }
  return bytes;
}

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

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

  // The host's CPU power, as Lighthouse measures it at the start of every run.
  const calibration = await runLighthouse(pages[0]!.url, { onlyCategories: ['performance'] });
  const benchmarkIndex = calibration.lhr.environment.benchmarkIndex;
  const fixed = process.env.LIGHTHOUSE_CPU_MULTIPLIER;
  const multiplier = fixed ? Number(fixed) : Math.round(cpuMultiplierFor(benchmarkIndex) * 100) / 100;
  if (!(multiplier >= 1)) throw new Error(`LIGHTHOUSE_CPU_MULTIPLIER must be a number of at least 1, not ${fixed}`);
  console.log(
    `host benchmarkIndex ${Math.round(benchmarkIndex)} -> cpuSlowdownMultiplier ${multiplier}${fixed ? ' (fixed by LIGHTHOUSE_CPU_MULTIPLIER)' : " (Lighthouse's throttling guide; its default is 4)"}`,
  );

  const resultsDir = path.join('bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const rows: string[][] = [
    ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'HTML', 'JS', 'CSS', 'images', 'other', 'index', 'targets'],
  ];
  for (const p of pages) {
    const result = await runLighthouse(p.url, { onlyCategories: [...CATEGORIES], throttling: { cpuSlowdownMultiplier: multiplier } });
    const lhr = result.lhr;
    fs.writeFileSync(path.join(resultsDir, `lighthouse-${p.name}.json`), typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (applied !== multiplier) throw new Error(`Lighthouse ran ${p.url} with cpuSlowdownMultiplier ${applied}, not ${multiplier}`);
    const score = (c: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
    const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const met =
      score('performance') >= TARGETS.performance &&
      score('accessibility') >= TARGETS.otherScores &&
      score('best-practices') >= TARGETS.otherScores &&
      score('seo') >= TARGETS.otherScores &&
      lcp <= TARGETS.lcpMs &&
      tbt <= TARGETS.tbtMs &&
      cls <= TARGETS.cls;
    if (!met) failed = true;
    const bytes = transferBytes(lhr);
    rows.push([
      `${p.name} ${new URL(p.url).pathname}${new URL(p.url).search}`,
      String(score('performance')),
      String(score('accessibility')),
      String(score('best-practices')),
      String(score('seo')),
      `${(lcp / 1000).toFixed(2)} s`,
      `${Math.round(tbt)} ms`,
      cls.toFixed(3),
      kB(bytes.html),
      kB(bytes.js),
      kB(bytes.css),
      kB(bytes.images),
      kB(bytes.other),
      String(Math.round(lhr.environment.benchmarkIndex)),
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
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling ` +
      `(cpuSlowdownMultiplier ${multiplier} for host benchmarkIndex ${Math.round(benchmarkIndex)}), ${chromePath}; bytes are transfer sizes; index is each run's own benchmarkIndex\n`,
  );
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
  console.log(
    `\ntargets: performance >= ${TARGETS.performance}, accessibility/best practices/SEO >= ${TARGETS.otherScores}, LCP <= ${TARGETS.lcpMs / 1000} s, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}`,
  );
  console.log(failed ? 'Some targets were missed.' : 'All targets met.');
} finally {
  await server.stop();
}
if (failed && process.env.LIGHTHOUSE_STRICT === '1') process.exit(1);
