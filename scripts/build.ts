// npm run build: the React Router production build into BUILD_DIR (default build/), the service worker
// with the list of those files to precache (scripts/lib/service-worker.ts), then brotli and gzip twins
// of the client files (server/precompress.ts). Every build goes through here: npm
// run build, the first `npm start`, npm test and the benchmarks.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressDir } from '../server/precompress.ts';
import { bundleServiceWorker, injectServiceWorker } from './lib/service-worker.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');

const r = spawnSync(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.cjs'), 'build'], { cwd: root, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);

const swStarted = performance.now();
await bundleServiceWorker(buildDir);
const sw = await injectServiceWorker(buildDir);
console.log(`service worker: ${sw.count} files precached (${(sw.size / 1024).toFixed(0)} kB) in ${((performance.now() - swStarted) / 1000).toFixed(1)} s`);

const started = performance.now();
const report = await precompressDir(path.join(buildDir, 'client'));
const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
console.log(
  `precompressed ${report.written} client files in ${((performance.now() - started) / 1000).toFixed(1)} s: ${kb(report.bytes)} -> brotli ${kb(report.brBytes)}, gzip ${kb(report.gzBytes)}`,
);
