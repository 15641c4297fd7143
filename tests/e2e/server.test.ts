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

describe('hostile addresses on the real server', () => {
  it.each(['/abc/..%2F%09%2Fevil.example', '/abc/%2F%2Fevil.example', '/abc/%E6%97%A5', '/abc/%00', '/abc/%F0%9F%98%80'])(
    'redirects %s to /admin and nowhere else',
    async (path) => {
      const res = await fetch(baseUrl + path, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/admin');
    },
  );

  it('redirects /abc/<admin page> to the same guarded page', async () => {
    const res = await fetch(`${baseUrl}/abc/viewproduct`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin/viewproduct');
  });

  it.each(['/products%', '/category/%E0%A4%A', '/%', '/api/home/product/%'])('answers a bad percent-encoding in %s with our 400', async (path) => {
    const res = await fetch(baseUrl + path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, message: 'The address is not valid: it has a bad percent-encoding' });
  });
});

/** GET with a chosen Host header (fetch does not let a page set one). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

describe('process lifecycle', () => {
  it('without PUBLIC_BASE_URL says so in one line at start and writes http://localhost:PORT, never the Host header', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-nobase-'));
    const port = await freePort();
    const env: Record<string, string | undefined> = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    };
    delete env.PUBLIC_BASE_URL;
    const child = spawn(process.execPath, ['server/index.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    try {
      // The start-up facts follow the 'serving on' line: wait for the whole base URL line.
      for (let i = 0; i < 200 && !/base URL: [^\n]*\n/.test(output); i++) await new Promise((r) => setTimeout(r, 100));
      const local = `http://localhost:${port}`;
      expect(output.split('\n').filter((l) => l.includes('PUBLIC_BASE_URL'))).toEqual([
        `[gubbara] base URL: ${local} (PUBLIC_BASE_URL is not set: canonical URLs, the sitemap and the catalogues use this address; set it to the public one before going live)`,
      ]);
      const page = await getWithHost(`http://127.0.0.1:${port}/about`, 'evil.example');
      expect(page.status).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="${local}/about"/>`);
      expect(page.body).not.toContain('evil.example');
      const robots = await getWithHost(`http://127.0.0.1:${port}/robots.txt`, 'evil.example');
      expect(robots.body).toContain(`Sitemap: ${local}/sitemap.xml`);
    } finally {
      const exited = new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

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
