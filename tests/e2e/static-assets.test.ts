// The real built server sends its main client script as the brotli or gzip file written at build
// time (the same bytes), or plain, by Accept-Encoding; a file without a twin goes out as built.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { buildDir } from '../../scripts/lib/built-server.ts';

const baseUrl = inject('baseUrl');

/** A GET whose body is kept as sent (fetch would decode it). */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('precompressed client files', () => {
  it.each([
    ['br', 'br', '.br'],
    ['gzip, deflate', 'gzip', '.gz'],
    ['identity', undefined, ''],
  ] as const)('Accept-Encoding: %s gets the main client script as built', async (accept, encoding, ext) => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const asset = html.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await rawGet(baseUrl + asset!, accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.equals(fs.readFileSync(path.join(buildDir, 'client', asset! + ext)))).toBe(true);
  });

  it('sends a file too small for a twin as it is', async () => {
    const file = path.join(buildDir, 'client', 'favicon.svg');
    expect(fs.existsSync(`${file}.br`)).toBe(false);
    const res = await rawGet(`${baseUrl}/favicon.svg`, 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body.equals(fs.readFileSync(file))).toBe(true);
  });
});

describe('compile hint', () => {
  const HINT = '//# allFunctionsCalledOnLoad\n';

  it('marks the scripts holding React and the router for eager compiling, and no script of ours', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))];
    const hinted: string[] = [];
    for (const asset of scripts) {
      const body = (await rawGet(baseUrl + asset, 'identity')).body.toString('utf8');
      if (body.startsWith(HINT)) hinted.push(asset.replace(/-[\w-]+\.js$/, ''));
    }
    // The entry holds react-dom and the router's browser part; React itself comes in a shared chunk.
    expect(hinted).toContain('/assets/entry.client');
    expect(hinted.length).toBeGreaterThanOrEqual(2);
    // The home page's own code and the root layout are compiled as each function is first called.
    expect(hinted).not.toContain('/assets/root');
    expect(hinted.some((a) => a.startsWith('/assets/home'))).toBe(false);
  });
});
