// The real built server as an operator sees it: assets cached and compressed, pages rendered on
// the server, SIGTERM finishing in-flight requests, bad configuration refused in one line.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/lib/built-server.ts';

const baseUrl = inject('baseUrl');

describe('static assets and pages', () => {
  it('serves hashed assets immutable and compressed', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(baseUrl + asset!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toMatch(/br|gzip/);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('sends security headers with pages', async () => {
    const res = await fetch(`${baseUrl}/`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('answers an unknown path with the home page and status 404', async () => {
    const res = await fetch(`${baseUrl}/no/such/page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('class="product-card"');
  });
});

describe('process lifecycle', () => {
  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-sigterm-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['server/index.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    try {
      for (let i = 0; i < 200 && !output.includes('serving on'); i++) await new Promise((r) => setTimeout(r, 100));
      expect(output).toContain('serving on');
      // Start a request whose body is still arriving when SIGTERM lands.
      const done = new Promise<number>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, method: 'POST', path: '/contact', headers: { 'content-type': 'text/plain', 'content-length': 10 } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.write('hello');
        setTimeout(() => {
          child.kill('SIGTERM');
          setTimeout(() => req.end('world'), 300);
        }, 200);
      });
      const status = await done;
      expect(status).toBeGreaterThanOrEqual(200);
      expect(status).not.toBe(503);
      const code = await new Promise<number | null>((r) => (child.exitCode !== null ? r(child.exitCode) : child.once('exit', (c) => r(c))));
      expect(code).toBe(0);
      expect(output).toContain('SIGTERM received');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a bad setting with one line naming the variable and exit code 1', () => {
    const r = spawnSync(process.execPath, ['server/index.ts'], { env: { ...process.env, PORT: 'eighty' }, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('PORT');
  });

  it('stops with one clear line when the database is unreachable at start', () => {
    const r = spawnSync(process.execPath, ['server/index.ts'], {
      env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^Cannot reach the database at postgres:\/\/postgres@127\.0\.0\.1:1\/none/);
  });
});
