// Starts the real built server (node server/index.ts) on a free port with a fresh SQLite
// data directory and the demo catalogue; stops it afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminUsername: string;
    adminPassword: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** The first admin of the e2e server (created from ADMIN_USERNAME/ADMIN_PASSWORD at its first start). */
const E2E_ADMIN = { username: 'e2eadmin', password: 'e2e-admin-password-2026' };

let child: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(process.env.BUILD_DIR ?? 'build', 'server', 'index.js')))
    throw new Error('No build: run "npm run build" first (npm test does it).');
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  child = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: ['ignore', out, out],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${fs.readFileSync(logFile, 'utf8')}`);
    try {
      const r = await fetch(`${baseUrl}/api/home/categories`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 120 s:\n${fs.readFileSync(logFile, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('adminUsername', E2E_ADMIN.username);
  project.provide('adminPassword', E2E_ADMIN.password);
}

export async function teardown() {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
