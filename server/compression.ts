// Compression done once and kept (built files, cached answers), so no request pays for it again. Both
// run on libuv's thread pool, off the event loop.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * How hard to try. `max` (brotli 11, gzip 9) for files compressed once at build time. `fast` (brotli 6,
 * gzip 6) for answers compressed while a visitor waits: on a 90 kB page brotli 11 takes ~20 times as
 * long as 6 for ~10% fewer bytes, and on a list of every product (tens of MB) it takes minutes.
 */
export type Effort = 'max' | 'fast';

/** Brotli (text mode) and gzip of the same bytes. */
export async function compressOnce(source: Buffer, effort: Effort = 'max'): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? zlib.constants.BROTLI_MAX_QUALITY : 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: effort === 'max' ? zlib.constants.Z_BEST_COMPRESSION : 6 }),
  ]);
  return { br, gzip: gz };
}
