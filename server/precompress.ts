// Brotli (quality 11) and gzip (level 9) twins written beside each compressible file of a client
// build, once, so the server sends the smallest bytes without spending CPU on every request
// (@fastify/static's preCompressed picks `x.js.br` or `x.js.gz` by Accept-Encoding).
//
// Idempotent and safe to run twice at once: a twin newer than its file is kept, and new twins are
// written to a temporary name and renamed, so a server reading the directory never sees half a file.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compressOnce } from './compression.ts';

/** Text formats; pictures, video and fonts are compressed already and are left alone. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map', '.ico', '.webmanifest', '.wasm']);
/** Below this a file fits a packet or two whatever its encoding. */
const MIN_BYTES = 512;
/** A twin that saves less than a tenth is not worth a second lookup. */
const MAX_RATIO = 0.9;

export const TWIN_EXTENSIONS = ['.br', '.gz'] as const;

export interface PrecompressReport {
  /** Files given new twins in this run. */
  written: number;
  /** Files whose twins were already up to date. */
  upToDate: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function mtimeOf(file: string): Promise<number | undefined> {
  try {
    return (await fs.stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(tmp, bytes);
  await fs.rename(tmp, file);
}

async function removeIfPresent(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}

type Outcome = { kind: 'skipped' } | { kind: 'upToDate' } | { kind: 'written'; bytes: number; br: number; gz: number };

async function precompressFile(file: string): Promise<Outcome> {
  if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) return { kind: 'skipped' };
  const stat = await fs.stat(file);
  if (stat.size < MIN_BYTES) return { kind: 'skipped' };
  const twins = await Promise.all(TWIN_EXTENSIONS.map((ext) => mtimeOf(file + ext)));
  if (twins.some((t) => t !== undefined) && twins.every((t) => t === undefined || t >= stat.mtimeMs)) return { kind: 'upToDate' };
  const source = await fs.readFile(file);
  const { br, gzip: gz } = await compressOnce(source);
  // A twin that would not save enough is removed, so a stale one never outlives its file.
  let kept = 0;
  for (const [ext, bytes] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (bytes.length <= source.length * MAX_RATIO) {
      await writeAtomically(file + ext, bytes);
      kept++;
    } else await removeIfPresent(file + ext);
  }
  return kept > 0 ? { kind: 'written', bytes: source.length, br: br.length, gz: gz.length } : { kind: 'skipped' };
}

/** Writes the missing or stale twins under `dir` (a build's client/ directory). */
export async function precompressDir(dir: string): Promise<PrecompressReport> {
  const files: string[] = [];
  for await (const f of walk(dir)) if (!(TWIN_EXTENSIONS as readonly string[]).includes(path.extname(f)) && !f.endsWith('.tmp')) files.push(f);
  const report: PrecompressReport = { written: 0, upToDate: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  // zlib works in libuv's thread pool: one file per core at a time keeps every core busy.
  const width = Math.max(1, os.availableParallelism());
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < files.length) {
        const outcome = await precompressFile(files[next++]!);
        if (outcome.kind === 'upToDate') report.upToDate++;
        else if (outcome.kind === 'written') {
          report.written++;
          report.bytes += outcome.bytes;
          report.brBytes += outcome.br;
          report.gzBytes += outcome.gz;
        }
      }
    }),
  );
  return report;
}
