// Starts the real built server (node server/index.ts) on a free port with a fresh SQLite
// data directory and the demo catalogue; stops it afterwards. A small SMTP server in this process
// receives the server's e-mail alerts and writes each message to a directory the tests read.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { type BuiltServer, buildDir, startBuiltServer } from '../../scripts/lib/built-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminUsername: string;
    adminPassword: string;
    /** Where every e-mail the server sent is written, one `<n>.eml` file (the raw message) each. */
    mailDir: string;
    /** The address the server's lead alerts go to. */
    notifyEmail: string;
  }
}

/** The first admin of the e2e server (created from ADMIN_USERNAME/ADMIN_PASSWORD at its first start). */
const E2E_ADMIN = { username: 'e2eadmin', password: 'e2e-admin-password-2026' };

const NOTIFY_EMAIL = 'owner@example.test';

let server: BuiltServer | undefined;
let smtp: SMTPServer | undefined;
let logDir: string | undefined;

/** A plain SMTP server on a free local port (no TLS, no login, as the server's smtp:// URL expects). */
async function startSmtp(mailDir: string): Promise<{ server: SMTPServer; port: number }> {
  let n = 0;
  const s = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', () => {
        n += 1;
        // Written under a temporary name and renamed, so a reader never sees half a message.
        const file = path.join(mailDir, `${String(n).padStart(4, '0')}.eml`);
        fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
        fs.renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => resolve());
  });
  return { server: s, port: (s.server.address() as AddressInfo).port };
}

export async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(buildDir, 'server', 'index.js'))) throw new Error('No build: run "npm run build" first (npm test does it).');
  logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-e2e-log-'));
  const logFile = path.join(logDir, 'server.log');
  const mailDir = path.join(logDir, 'mail');
  fs.mkdirSync(mailDir);
  const mail = await startSmtp(mailDir);
  smtp = mail.server;
  server = await startBuiltServer({
    logFile,
    timeoutMs: 120_000,
    env: {
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      NOTIFY_EMAIL,
      // Every browser test orders from this one address; a shop's visitors come from many.
      ORDERS_PER_ADDRESS_HOURLY: '10000',
      FORMS_PER_ADDRESS: '10000',
      FORMS_PER_PHONE_HOURLY: '10000',
      // A test fills a form far quicker than a person; the start-time check is tested through the API.
      FORM_MIN_SECONDS: '0',
    },
  });
  project.provide('baseUrl', server.url);
  project.provide('adminUsername', E2E_ADMIN.username);
  project.provide('adminPassword', E2E_ADMIN.password);
  project.provide('mailDir', mailDir);
  project.provide('notifyEmail', NOTIFY_EMAIL);
}

export async function teardown() {
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  if (logDir) fs.rmSync(logDir, { recursive: true, force: true });
}
