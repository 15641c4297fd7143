// npm run bench:js: the JavaScript a first visit downloads before the page is interactive, per page.
// Starts the built server on a fresh SQLite demo catalogue, reads the home page, the biggest category
// page and a product page as a browser gets them, and sums the gzip size of every script the HTML
// names (module scripts and modulepreload links, each file once) from the build's own .gz twins, which
// are the bytes the server sends. Scripts loaded later (lazy sections, other routes) are not counted.
// Also prints the largest files in each set, and the share of the React, React DOM and React Router
// chunks (the floor every page pays). Deterministic for a given build: no timing involved.
// PRODUCT_JS_TARGET_KIB (default 110) is the product page's target.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildDir, ensureBuild, startBuiltServer } from '../scripts/lib/built-server.ts';

const PRODUCT_TARGET_KIB = Number(process.env.PRODUCT_JS_TARGET_KIB ?? 110);
/**
 * The chunks every page loads that hold React, React DOM and React Router rather than our code, named
 * by the bundler after their first module: the client entry (React DOM and the router's hydration),
 * jsx-runtime (React and the router's core), errorBoundaries and lib (the router's DOM parts).
 */
const FLOOR_CHUNK = /\/assets\/(entry\.client|jsx-runtime|errorBoundaries|lib)-[\w-]+\.js$/;

/**
 * Every script the browser fetches at load: modulepreload links, module scripts' src, the imports of
 * the inline module scripts (static, and the client entry's dynamic import, which runs at once), and
 * then everything those files import statically, followed file by file (a public page names no
 * preloads, so its HTML alone does not list them). The route manifest inlined into the page names every
 * route's files too, but those are fetched only on navigation, so they are not counted; nor are the
 * dynamic imports inside the built files (lazy sections).
 */
export function scriptsOf(html: string, read: (asset: string) => string = readAsset): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?\(?"([^"]+\.js)"/g)) found.add(m[1]!);
  for (const asset of found) {
    const dir = asset.slice(0, asset.lastIndexOf('/') + 1);
    for (const m of read(asset).matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?"\.\/([^"]+\.js)"/g)) found.add(dir + m[1]!);
  }
  return [...found];
}

const readAsset = (asset: string) => fs.readFileSync(path.join(buildDir, 'client', asset), 'utf8');

/** The gzip size of a built client file: its .gz twin when the build wrote one, else compressed here. */
function gzipBytes(asset: string): number {
  const file = path.join(buildDir, 'client', asset);
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

await ensureBuild();
const server = await startBuiltServer({ logFile: '/dev/null' });
let failed = false;
try {
  const base = server.url;
  const all = (await (await fetch(`${base}/api/home/products`)).json()) as { id: number; category: string }[];
  const perCategory = new Map<string, number>();
  for (const p of all) perCategory.set(p.category, (perCategory.get(p.category) ?? 0) + 1);
  const biggest = [...perCategory].sort((a, b) => b[1] - a[1])[0]![0];
  const product = all.find((p) => p.category === biggest)!;
  const pages = [
    { name: 'home', path: '/' },
    { name: 'category', path: `/products?category=${encodeURIComponent(biggest)}` },
    { name: 'product', path: `/product-detail?id=${product.id}&category=${encodeURIComponent(product.category)}` },
  ];
  console.log(`initial JavaScript per page (gzip bytes of the scripts each page's HTML names), build ${buildDir}/\n`);
  for (const p of pages) {
    const res = await fetch(base + p.path);
    if (res.status !== 200) throw new Error(`${p.path}: HTTP ${res.status}`);
    const files = scriptsOf(await res.text()).map((asset) => ({ asset, gz: gzipBytes(asset) }));
    files.sort((a, b) => b.gz - a.gz);
    const total = files.reduce((s, f) => s + f.gz, 0);
    const floor = files.filter((f) => FLOOR_CHUNK.test(f.asset)).reduce((s, f) => s + f.gz, 0);
    const target = p.name === 'product' ? ` (target ≤ ${PRODUCT_TARGET_KIB} KiB: ${total <= PRODUCT_TARGET_KIB * 1024 ? 'met' : 'MISSED'})` : '';
    if (p.name === 'product' && total > PRODUCT_TARGET_KIB * 1024) failed = true;
    console.log(
      `${p.name.padEnd(9)} ${p.path}\n  ${files.length} scripts, ${kib(total)} gzip${target}; of which React, React DOM and React Router: ${kib(floor)}`,
    );
    for (const f of files.slice(0, 6)) console.log(`    ${kib(f.gz).padStart(9)}  ${f.asset}`);
  }
} finally {
  await server.stop();
}
if (failed && process.env.JS_BYTES_STRICT === '1') process.exit(1);
