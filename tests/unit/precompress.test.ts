// The build step's twins: written once, kept while up to date, rewritten when their file changes,
// never for pictures or for text that would not shrink.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../../server/precompress.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gubbara-precompress-'));
  fs.mkdirSync(path.join(dir, 'assets'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const css = (n: number) => Array.from({ length: n }, (_, i) => `.card-${i % 50} { margin: ${i % 7}px; }`).join('\n');

describe('precompressDir', () => {
  it('writes twins once and rewrites them when the file changes', async () => {
    const file = path.join(dir, 'assets', 'app.css');
    fs.writeFileSync(file, css(300));
    expect(await precompressDir(dir)).toMatchObject({ written: 1, upToDate: 0 });
    expect(await precompressDir(dir)).toMatchObject({ written: 0, upToDate: 1 });

    fs.writeFileSync(file, css(600));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    expect(await precompressDir(dir)).toMatchObject({ written: 1, upToDate: 0 });
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(css(600));
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(css(600));
  });

  it('leaves pictures, tiny files and incompressible text without twins', async () => {
    fs.writeFileSync(path.join(dir, 'photo.webp'), crypto.randomBytes(4000));
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'export {};');
    fs.writeFileSync(path.join(dir, 'noise.txt'), crypto.randomBytes(4000));
    expect(await precompressDir(dir)).toMatchObject({ written: 0 });
    expect(fs.readdirSync(dir).sort()).toEqual(['assets', 'noise.txt', 'photo.webp', 'tiny.js']);
  });
});
