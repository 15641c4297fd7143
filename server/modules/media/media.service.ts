// Stored images: originals kept as uploaded (re-encoded, metadata stripped), AVIF/WebP variants
// generated on first request at the widths of IMAGE_WIDTHS and kept in the database.
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_WIDTHS, type VARIANT_FORMATS } from '../../../shared/constants.ts';
import type { Database } from '../../../db/schema.ts';
import * as repo from './media.repository.ts';

export type ImageKind = 'product' | 'category';
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Only names the server itself generated: kind prefix, 32 hex digits, a known extension. */
export const STORED_NAME = /^[pc]-[0-9a-f]{32}\.(?:jpg|png|webp)$/;

interface ImageTarget {
  ext: 'jpg' | 'png' | 'webp';
  type: string;
}

const FORMAT_TYPES: Record<string, ImageTarget> = {
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  webp: { ext: 'webp', type: 'image/webp' },
  gif: { ext: 'png', type: 'image/png' },
};

export class ImageInputError extends Error {}

/** An upload validated and re-encoded (metadata stripped), not yet stored. */
export interface EncodedImage {
  data: Buffer;
  target: ImageTarget;
  width: number;
  height: number;
}

export interface StoredImage {
  bytes: Uint8Array;
  contentType: string;
  etag: string;
}

function etagOf(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/** Sniffs the first bytes: JPEG, PNG, WebP or GIF, or undefined. */
export function sniffImageType(buf: Uint8Array): 'jpeg' | 'png' | 'webp' | 'gif' | undefined {
  const b = Buffer.from(buf.buffer, buf.byteOffset, Math.min(buf.byteLength, 16));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.toString('latin1', 0, 6))) return 'gif';
  return undefined;
}

export class MediaService {
  readonly #db: Kysely<Database>;
  readonly #inflight = new Map<string, Promise<StoredImage | undefined>>();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Validates (by bytes, not name), re-encodes without metadata and stores an image.
   * Returns the server-generated file name.
   */
  async store(input: Uint8Array, kind: ImageKind): Promise<string> {
    return this.storeEncoded(await this.encode(input), kind);
  }

  /**
   * The validation and re-encoding of store() without the write, so a caller can do this slow part
   * before it opens a transaction and then store the result inside it (storeEncoded).
   */
  async encode(input: Uint8Array): Promise<EncodedImage> {
    const sniffed = sniffImageType(input);
    if (!sniffed) throw new ImageInputError('Image must be a JPEG, PNG, WebP or GIF file');
    const target = FORMAT_TYPES[sniffed]!;
    let out: { data: Buffer; info: OutputInfo };
    try {
      let pipeline = sharp(input, { limitInputPixels: 40_000_000, animated: false }).rotate();
      pipeline = pipeline.resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true });
      if (target.ext === 'jpg') pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
      else if (target.ext === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
      else pipeline = pipeline.webp({ quality: 82 });
      out = await pipeline.toBuffer({ resolveWithObject: true });
    } catch {
      throw new ImageInputError('Image file could not be read');
    }
    return { data: out.data, target, width: out.info.width, height: out.info.height };
  }

  /** Stores an image encode() made, through `db` (a transaction the caller holds) or the service's own. */
  storeEncoded(image: EncodedImage, kind: ImageKind, db: Kysely<Database> = this.#db): Promise<string> {
    return this.#insert(db, image.data, kind, image.target, image.width, image.height);
  }

  /** Stores a WebP the server drew itself (the demo seed): no untrusted input, so no re-encode. */
  async storeGenerated(webp: Buffer, kind: ImageKind, width: number, height: number): Promise<string> {
    return this.#insert(this.#db, webp, kind, FORMAT_TYPES.webp!, width, height);
  }

  async #insert(db: Kysely<Database>, bytes: Buffer, kind: ImageKind, target: ImageTarget, width: number, height: number): Promise<string> {
    const filename = `${kind === 'product' ? 'p' : 'c'}-${randomUUID().replaceAll('-', '')}.${target.ext}`;
    await repo.insertImage(db, { filename, kind, content_type: target.type, width, height, bytes, etag: etagOf(bytes) });
    return filename;
  }

  /**
   * A second stored copy of a picture under a new name, through `db` (a transaction the caller holds)
   * or the service's own: each product owns its file, since deleting a product deletes its picture.
   * Undefined when there is no such picture.
   */
  async copy(filename: string, kind: ImageKind, db: Kysely<Database> = this.#db): Promise<string | undefined> {
    if (!STORED_NAME.test(filename)) return undefined;
    const row = await repo.findImage(db, filename, kind);
    const target = Object.values(FORMAT_TYPES).find((f) => f.type === row?.content_type);
    if (!row || !target) return undefined;
    return this.#insert(db, Buffer.from(row.bytes), kind, target, row.width, row.height);
  }

  async remove(filename: string | null | undefined): Promise<void> {
    if (!filename || !STORED_NAME.test(filename)) return;
    await this.#db.transaction().execute((trx) => repo.deleteImage(trx, filename));
  }

  async get(filename: string, kind: ImageKind): Promise<StoredImage | undefined> {
    if (!STORED_NAME.test(filename)) return undefined;
    const row = await repo.findImage(this.#db, filename, kind);
    return row ? { bytes: row.bytes, contentType: row.content_type, etag: row.etag } : undefined;
  }

  /** A resized variant, made on first request and stored; concurrent first requests share one encode. */
  async variant(filename: string, kind: ImageKind, width: number, format: VariantFormat): Promise<StoredImage | undefined> {
    if (!STORED_NAME.test(filename) || !(IMAGE_WIDTHS as readonly number[]).includes(width)) return undefined;
    const contentType = `image/${format}`;
    const found = await repo.findVariant(this.#db, filename, kind, format, width);
    if (found) return { bytes: found.bytes, contentType, etag: found.etag };
    const key = `${filename}|${format}|${width}`;
    let p = this.#inflight.get(key);
    if (!p) {
      p = this.#makeVariant(filename, kind, width, format).finally(() => this.#inflight.delete(key));
      this.#inflight.set(key, p);
    }
    return p;
  }

  async #makeVariant(filename: string, kind: ImageKind, width: number, format: VariantFormat): Promise<StoredImage | undefined> {
    const original = await this.get(filename, kind);
    if (!original) return undefined;
    const img = sharp(original.bytes).resize({ width, withoutEnlargement: true });
    const encoded =
      format === 'avif'
        ? img.avif({ quality: 50, effort: 2 })
        : format === 'webp'
          ? img.webp({ quality: 72 })
          : img.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
    const bytes = await encoded.toBuffer();
    const etag = etagOf(bytes);
    await repo.insertVariant(this.#db, { filename, format, width, bytes, etag });
    return { bytes, contentType: `image/${format}`, etag };
  }
}
