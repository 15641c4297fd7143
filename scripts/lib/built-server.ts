// Starts the real built server (node server/index.ts) as a child process on a free port with a fresh
// SQLite data directory: what the browser tests and the benchmarks run against.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const buildDir = process.env.BUILD_DIR ?? 'build';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** Builds the site into BUILD_DIR unless a build is there already. */
export async function ensureBuild(): Promise<void> {
  if (fs.existsSync(path.join(buildDir, 'server', 'index.js'))) return;
  console.log(`building first (npm run build into ${buildDir}/)`);
  const r = spawn(process.execPath, ['scripts/build.ts'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR: buildDir } });
  const code = await new Promise((res) => r.on('exit', res));
  if (code !== 0) throw new Error('build failed: run "npm run build" to see why');
}

export interface BuiltServer {
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** SIGTERM, wait for the exit, remove the data directory. */
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Where the server's output goes: inherited, or appended to a file. */
  logFile?: string;
  timeoutMs?: number;
  /** Serve this data directory (kept on stop) instead of a fresh one (removed on stop). */
  dataDir?: string;
}

export async function startBuiltServer(opts: StartOptions = {}): Promise<BuiltServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-server-'));
  const out = opts.logFile ? fs.openSync(opts.logFile, 'a') : 'inherit';
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      BUILD_DIR: buildDir,
      // Canonical URLs, the sitemap and the catalogues name the address the tests and benchmarks use.
      PUBLIC_BASE_URL: url,
      ...opts.env,
    },
    stdio: ['ignore', out, out],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) {
      const log = opts.logFile ? `:\n${fs.readFileSync(opts.logFile, 'utf8')}` : '';
      await stop();
      throw new Error(`server exited during start-up${log}`);
    }
    try {
      if ((await fetch(`${url}/api/home/categories`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start within ${(opts.timeoutMs ?? 180_000) / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, child, dataDir, stop };
}
