// Built client files through the real app (buildApp + the static plugin) on a client directory made
// for the test: a text file goes out as the brotli or gzip twin written at build time, byte for byte,
// by Accept-Encoding; without a usable twin it goes out as it is, and the dynamic compressor never
// touches a built file (nor a stored picture).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../server/precompress.ts';
import { registerStatic } from '../../server/plugins/static.ts';
import { createTestContext, type TestContext } from '../helpers/test-db.ts';

let t: TestContext;
let buildDir: string;
const client = () => path.join(buildDir, 'client');
const ASSET = '/assets/entry.client-T3st.js';
// Big enough for the dynamic compressor (over its 1 kB threshold) and compressible.
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = "balloon ${i % 17}";`).join('\n');
const NOTES = 'Gubbara release notes. '.repeat(200);

beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-static-'));
  fs.mkdirSync(path.join(client(), 'assets'), { recursive: true });
  fs.writeFileSync(path.join(client(), ASSET), SCRIPT);
  fs.writeFileSync(path.join(client(), 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressDir(client());
  // Written after the build step, so it has no twin.
  fs.writeFileSync(path.join(client(), 'notes.txt'), NOTES);
  t = await createTestContext({ demo: 1, extend: (app) => registerStatic(app, { mode: 'production', buildDir }) });
});
afterAll(async () => {
  await t?.close();
  if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('the build step', () => {
  it('writes brotli and gzip twins of a text file, not of a tiny one', () => {
    const br = fs.readFileSync(path.join(client(), `${ASSET}.br`));
    const gz = fs.readFileSync(path.join(client(), `${ASSET}.gz`));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(gz).toString()).toBe(SCRIPT);
    expect(br.length).toBeLessThan(gz.length);
    expect(fs.existsSync(path.join(client(), 'favicon.svg.br'))).toBe(false);
    expect(fs.existsSync(path.join(client(), 'favicon.svg.gz'))).toBe(false);
  });
});

describe('a built file with twins', () => {
  it.each([
    ['br', 'br', '.br'],
    ['gzip, deflate, br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['gzip, deflate', 'gzip', '.gz'],
  ])('Accept-Encoding: %s gets the %s file as built', async (accept, encoding, ext) => {
    const res = await get(ASSET, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(client(), ASSET + ext)))).toBe(true);
  });

  it.each([undefined, 'identity', 'deflate'])('Accept-Encoding: %s gets the plain file, never compressed on the fly', async (accept) => {
    const res = await get(ASSET, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.body).toBe(SCRIPT);
  });

  it('does not serve a twin under its own name', async () => {
    for (const url of [`${ASSET}.br`, `${ASSET}.gz`]) expect((await get(url, 'br')).statusCode).toBe(404);
  });
});

describe('a built file without a twin', () => {
  it.each([
    ['/notes.txt', 'text/plain; charset=utf-8', NOTES],
    ['/favicon.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ])('%s goes out as it is even to a brotli client', async (url, type, body) => {
    const res = await get(url, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toBe(body);
  });
});

describe('dynamic compression', () => {
  it('still compresses API answers', async () => {
    const res = await get('/api/home/categories', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual((await get('/api/home/categories')).json());
  });

  it('leaves a stored picture as stored', async () => {
    const [p] = (await get('/api/home/products?limit=1')).json() as { image: string }[];
    const url = `/api/admin/uploads/product?filename=${p!.image}`;
    const plain = await get(url);
    const asked = await get(url, 'br, gzip');
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.rawPayload.equals(plain.rawPayload)).toBe(true);
  });
});
