// The service worker's two build steps (docs/decisions/0027-service-worker-with-serwist.md):
// bundleServiceWorker compiles app/sw/service-worker.ts with Serwist into BUILD_DIR/sw/ (outside the
// served files), and injectServiceWorker writes the list of the client build's files to precache into
// it as BUILD_DIR/client/sw.js. A new build changes that list (hashed names, or the revision of a file
// without a hash), so the browser sees a new worker and installs it.
import fs from 'node:fs';
import path from 'node:path';
import { type ManifestTransform, injectManifest } from '@serwist/build';
import { build } from 'vite';
import { OFFLINE_PAGE_PATH, SERVICE_WORKER_PATH } from '../../shared/urls.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const SOURCE = path.join(root, 'app', 'sw', 'service-worker.ts');

/**
 * Precached: every built script and style but the admin area's (hashed names, so kept as they are),
 * the icons and the offline page. The demo and page pictures are left to the pictures cache: most are
 * never shown to a given visitor.
 */
const PRECACHED = ['assets/**/*.{js,css}', 'favicon.svg', 'icons/*.png', OFFLINE_PAGE_PATH.slice(1)];

function bundled(buildDir: string): string {
  return path.join(buildDir, 'sw', 'service-worker.js');
}

/** Compiles the worker and Serwist into one classic script (every browser with workers runs it). */
export async function bundleServiceWorker(buildDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    // Serwist logs and checks its arguments only outside production.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: path.dirname(bundled(buildDir)),
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      lib: { entry: SOURCE, formats: ['iife'], name: 'gubbaraServiceWorker', fileName: () => path.basename(bundled(buildDir)) },
    },
  });
}

/** React Router's route manifest in the client build: each route's module, its imports and styles. */
interface RouteManifest {
  entry: { module: string; imports: string[]; css: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
}

function readRouteManifest(clientDir: string): RouteManifest {
  const prefix = 'window.__reactRouterManifest=';
  for (const name of fs.readdirSync(path.join(clientDir, 'assets'))) {
    if (!/^manifest-[\w-]+\.js$/.test(name)) continue;
    const text = fs.readFileSync(path.join(clientDir, 'assets', name), 'utf8');
    if (text.startsWith(prefix)) return JSON.parse(text.slice(prefix.length).replace(/;\s*$/, '')) as RouteManifest;
  }
  throw new Error(`no React Router manifest in ${clientDir}/assets`);
}

/**
 * Leaves out the files only the admin area's routes load: a visitor's phone would download them at
 * install for pages it never opens (and the owner's pages are never kept offline anyway).
 */
function withoutAdminOnlyFiles(clientDir: string): ManifestTransform {
  const manifest = readRouteManifest(clientDir);
  const files = (r: { module: string; imports?: string[]; css?: string[] }) => [r.module, ...(r.imports ?? []), ...(r.css ?? [])];
  const visitors = new Set(files(manifest.entry));
  const admin = new Set<string>();
  for (const [id, route] of Object.entries(manifest.routes)) for (const f of files(route)) (id.startsWith('routes/admin/') ? admin : visitors).add(f);
  // A chunk a page imports lazily (the rich-text editor of an admin page, the home page's lower part)
  // is in no route's list: it is found in the scripts' import() calls, with what it imports in turn.
  const closeOver = (set: Set<string>) => {
    const pending = [...set];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (!file.endsWith('.js')) continue;
      const text = fs.readFileSync(path.join(clientDir, file), 'utf8');
      for (const m of text.matchAll(/\bimport\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)|\bfrom\s*["']\.\/([\w.-]+\.js)["']/g)) {
        const f = `/assets/${m[1] ?? m[2]}`;
        if (set.has(f)) continue;
        set.add(f);
        pending.push(f);
      }
    }
  };
  closeOver(visitors);
  closeOver(admin);
  const adminOnly = new Set([...admin].filter((f) => !visitors.has(f)));
  return (entries) => ({ manifest: entries.filter((e) => !adminOnly.has(`/${e.url}`)), warnings: [] });
}

export interface InjectReport {
  count: number;
  size: number;
}

/** Writes BUILD_DIR/client/sw.js: the bundled worker with the client build's precache list. */
export async function injectServiceWorker(buildDir: string): Promise<InjectReport> {
  const clientDir = path.join(buildDir, 'client');
  const swDest = path.join(clientDir, SERVICE_WORKER_PATH.slice(1));
  // The old worker's compressed twins would be served in place of the new file.
  for (const ext of ['.br', '.gz']) fs.rmSync(swDest + ext, { force: true });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled(buildDir),
    swDest,
    globDirectory: clientDir,
    globPatterns: PRECACHED,
    // Content-hashed by the bundler: the name is the revision.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    manifestTransforms: [withoutAdminOnlyFiles(clientDir)],
  });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
  return { count, size };
}
