// Starts the real built server (node server/index.ts) on a free port with a fresh SQLite
// data directory and the demo catalogue; stops it afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type BuiltServer, buildDir, startBuiltServer } from '../../scripts/lib/built-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminUsername: string;
    adminPassword: string;
  }
}

/** The first admin of the e2e server (created from ADMIN_USERNAME/ADMIN_PASSWORD at its first start). */
const E2E_ADMIN = { username: 'e2eadmin', password: 'e2e-admin-password-2026' };

let server: BuiltServer | undefined;
let logDir: string | undefined;

export async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(buildDir, 'server', 'index.js'))) throw new Error('No build: run "npm run build" first (npm test does it).');
  logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-e2e-log-'));
  const logFile = path.join(logDir, 'server.log');
  server = await startBuiltServer({ logFile, timeoutMs: 120_000, env: { ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password } });
  project.provide('baseUrl', server.url);
  project.provide('adminUsername', E2E_ADMIN.username);
  project.provide('adminPassword', E2E_ADMIN.password);
}

export async function teardown() {
  await server?.stop();
  if (logDir) fs.rmSync(logDir, { recursive: true, force: true });
}
