// Files the owner uploads for the pages, other than pictures: a PDF replacing one of Our Work's
// catalogues (d-<id>.pdf) and the video carousel's or headline's clips (v-<id>.mp4 or .webm). The type
// is judged by the bytes, never by the name or the declared type; a clip's length is read from the
// file (music-metadata), since the carousel shows each clip for as long as it plays.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { parseBuffer } from 'music-metadata';
import type { Database } from '../../../db/schema.ts';
import { CLIP_MAX_MS, SITE_FILE_MAX_BYTES, type SiteFile } from '../../../shared/site-files.ts';
import { findSiteFile, insertSiteFile } from './site-files.repository.ts';

export class SiteFileInputError extends Error {}

type Sniffed = { ext: 'pdf' | 'mp4' | 'webm'; contentType: 'application/pdf' | 'video/mp4' | 'video/webm' };

const ascii = (buf: Uint8Array, from: number, to: number) => Buffer.from(buf.subarray(from, to)).toString('latin1');

/** What the bytes are: a PDF, an MP4 (ISO base media, `ftyp` first) or a WebM (EBML naming webm). */
export function sniffSiteFile(buf: Uint8Array): Sniffed | undefined {
  if (ascii(buf, 0, 5) === '%PDF-') return { ext: 'pdf', contentType: 'application/pdf' };
  if (buf.length >= 12 && ascii(buf, 4, 8) === 'ftyp') return { ext: 'mp4', contentType: 'video/mp4' };
  if (buf.length >= 4 && buf[0] === 0x1a && buf[1] === 0x45 && buf[2] === 0xdf && buf[3] === 0xa3 && ascii(buf, 4, 256).includes('webm')) {
    return { ext: 'webm', contentType: 'video/webm' };
  }
  return undefined;
}

export interface StoredSiteFile {
  contentType: string;
  size: number;
  bytes: Uint8Array;
  etag: string;
}

export class SiteFilesService {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Keeps an upload; 400 (SiteFileInputError) for anything but a PDF or a clip of at most a minute. */
  async store(bytes: Uint8Array, username: string, now = new Date()): Promise<SiteFile> {
    if (bytes.length > SITE_FILE_MAX_BYTES) throw new SiteFileInputError('file must be at most 10 MB');
    const sniffed = sniffSiteFile(bytes);
    if (!sniffed) throw new SiteFileInputError('file must be a PDF, an MP4 or a WebM video');
    let durationMs: number | null = null;
    if (sniffed.ext !== 'pdf') {
      let seconds: number | undefined;
      try {
        const meta = await parseBuffer(bytes, { mimeType: sniffed.contentType, size: bytes.length }, { duration: true, skipCovers: true });
        // A clip without sound has no audio duration: its length is then its longest track's.
        seconds = meta.format.duration ?? Math.max(0, ...meta.format.trackInfo.map((t) => t.duration ?? 0));
      } catch {
        seconds = undefined;
      }
      if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) throw new SiteFileInputError('file is a video whose length cannot be read');
      durationMs = Math.round(seconds * 1000);
      if (durationMs > CLIP_MAX_MS) throw new SiteFileInputError(`file is a video of ${Math.round(seconds)} s: a clip must be at most ${CLIP_MAX_MS / 1000} s`);
    }
    const name = `${sniffed.ext === 'pdf' ? 'd' : 'v'}-${randomBytes(16).toString('hex')}.${sniffed.ext}`;
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
    await insertSiteFile(this.#db, {
      name,
      content_type: sniffed.contentType,
      size: bytes.length,
      duration_ms: durationMs,
      bytes,
      etag,
      created_at: now.toISOString(),
      created_by: username,
    });
    return { name, url: `/files/${name}`, contentType: sniffed.contentType, size: bytes.length, durationMs };
  }

  async get(name: string): Promise<StoredSiteFile | undefined> {
    const row = await findSiteFile(this.#db, name);
    return row && { contentType: row.content_type, size: row.size, bytes: row.bytes, etag: row.etag };
  }
}
