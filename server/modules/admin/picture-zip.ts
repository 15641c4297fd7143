// The pictures sent with a product list: a ZIP whose files the list names in its image column. Only
// the ZIP's directory is read at first (at most MAX_ZIP_ENTRIES entries); a picture is unpacked when a
// row asks for it, by zlib off the event loop, and abandoned as soon as its bytes pass the size
// allowed. The size an entry declares is only a first check: a crafted entry may declare a kilobyte
// and unpack to a gigabyte.
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { badRequest } from '../../http-errors.ts';
import type { TimeSlice } from '../../time-slice.ts';

/** More entries than this is refused: a product list has at most 5,000 rows, each naming one picture. */
export const MAX_ZIP_ENTRIES = 20_000;

/** An ambiguous name's message lists this many of the files it matches. */
const NAMED_MATCHES = 5;

const unpack = promisify(inflateRaw);

/** What a row's image cell names in the ZIP, or why it names nothing usable. */
export type PictureLookup = { ok: true; name: string } | { ok: false; message: string };

/** A picture's bytes, or why there are none. */
export type PictureBytes = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

interface Entry {
  name: string;
  /** 0 stored, 8 deflated; anything else cannot be unpacked. */
  method: number;
  compressedSize: number;
  /** As the entry declares it. */
  size: number;
  /** Where the entry's local header starts. */
  offset: number;
}

const NOT_A_ZIP = 'images is not a ZIP file (or it is damaged): send the pictures as one .zip file';

const u16 = (d: Buffer, at: number) => d.readUInt16LE(at);
const u32 = (d: Buffer, at: number) => d.readUInt32LE(at);
const u64 = (d: Buffer, at: number) => Number(d.readBigUInt64LE(at));

/** The directory's entries, as its end records and headers state them; throws on anything out of place. */
async function readDirectory(d: Buffer, slice: TimeSlice): Promise<Entry[]> {
  // The end record is in the last 22 bytes, or before a comment of at most 65,535 bytes.
  let end = d.length - 22;
  while (end >= 0 && u32(d, end) !== 0x06054b50) {
    if (d.length - end > 22 + 0xffff) throw new RangeError('no end of central directory');
    end -= 1;
  }
  if (end < 0) throw new RangeError('no end of central directory');
  let count = u16(d, end + 10);
  let at = u32(d, end + 16);
  const zip64 = end >= 20 && u32(d, end - 20) === 0x07064b50;
  if (zip64) {
    const end64 = u64(d, end - 12);
    if (u32(d, end64) !== 0x06064b50) throw new RangeError('no zip64 end of central directory');
    count = u64(d, end64 + 32);
    at = u64(d, end64 + 48);
  }
  if (count > MAX_ZIP_ENTRIES)
    throw badRequest(
      `images holds ${count.toLocaleString('en-IN')} files; at most ${MAX_ZIP_ENTRIES.toLocaleString('en-IN')} are read: send fewer pictures per ZIP`,
    );
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    await slice.pause();
    if (u32(d, at) !== 0x02014b50) throw new RangeError('not a central directory entry');
    const nameLength = u16(d, at + 28);
    const extraLength = u16(d, at + 30);
    const nameBytes = d.subarray(at + 46, at + 46 + nameLength);
    // Bit 11: the name is UTF-8; otherwise it is read byte for byte.
    const name = u16(d, at + 8) & 0x800 ? nameBytes.toString('utf8') : nameBytes.toString('latin1');
    let compressedSize = u32(d, at + 20);
    let size = u32(d, at + 24);
    let offset = u32(d, at + 42);
    if (compressedSize === 0xffffffff || size === 0xffffffff || offset === 0xffffffff) {
      // The zip64 extra field holds, in this order, each of the three that does not fit in 32 bits.
      const extraEnd = at + 46 + nameLength + extraLength;
      let field = at + 46 + nameLength;
      while (field + 4 <= extraEnd && u16(d, field) !== 1) field += 4 + u16(d, field + 2);
      if (field + 4 > extraEnd) throw new RangeError('no zip64 extra field');
      let value = field + 4;
      const next = () => {
        const v = u64(d, value);
        value += 8;
        return v;
      };
      if (size === 0xffffffff) size = next();
      if (compressedSize === 0xffffffff) compressedSize = next();
      if (offset === 0xffffffff) offset = next();
    }
    entries.push({ name, method: u16(d, at + 10), compressedSize, size, offset });
    at += 46 + nameLength + extraLength + u16(d, at + 32);
  }
  return entries;
}

export class PictureZip {
  readonly #bytes: Buffer;
  readonly #entries = new Map<string, Entry>();
  /** Lowercased base names to the entries that have them, for cells that leave out folders or case. */
  readonly #byBaseName = new Map<string, string[]>();

  private constructor(bytes: Buffer, entries: readonly Entry[]) {
    this.#bytes = bytes;
    for (const entry of entries) {
      const base = entry.name.split('/').pop()!;
      // Folders, and the resource forks and hidden files macOS adds to the ZIPs it makes.
      if (base === '' || base.startsWith('.') || entry.name.startsWith('__MACOSX/')) continue;
      this.#entries.set(entry.name, entry);
      const key = base.toLowerCase();
      const same = this.#byBaseName.get(key);
      if (same) same.push(entry.name);
      else this.#byBaseName.set(key, [entry.name]);
    }
  }

  /** The ZIP's directory read; a 400 for a file that is not a ZIP or holds too many entries. */
  static async open(zip: Uint8Array, slice: TimeSlice): Promise<PictureZip> {
    const bytes = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
    try {
      return new PictureZip(bytes, await readDirectory(bytes, slice));
    } catch (err) {
      // A Buffer read past its end throws a RangeError: a directory that points outside the file.
      if (err instanceof RangeError) throw badRequest(NOT_A_ZIP);
      throw err;
    }
  }

  /** The entry a cell names: its exact path, else a file of that name in any folder, any case. */
  find(cell: string, maxBytes: number): PictureLookup {
    const name = cell.trim();
    let found = this.#entries.get(name);
    if (!found) {
      const matches = this.#byBaseName.get(name.split('/').pop()!.toLowerCase()) ?? [];
      if (matches.length > 1) {
        const named = matches.slice(0, NAMED_MATCHES).join(', ') + (matches.length > NAMED_MATCHES ? ', …' : '');
        return { ok: false, message: `"${name}" matches ${matches.length} files in the ZIP (${named}): write the folder too` };
      }
      found = matches.length === 1 ? this.#entries.get(matches[0]!) : undefined;
    }
    if (!found) return { ok: false, message: `"${name}" is not in the images ZIP` };
    if (found.size > maxBytes) return { ok: false, message: tooLarge(found.name, maxBytes) };
    return { ok: true, name: found.name };
  }

  /** The bytes of an entry find() returned, unpacked no further than `maxBytes` whatever the entry declares. */
  async read(name: string, maxBytes: number): Promise<PictureBytes> {
    const entry = this.#entries.get(name);
    const damaged = { ok: false, message: `"${name}" could not be unpacked from the ZIP` } as const;
    if (!entry) return damaged;
    const d = this.#bytes;
    const start = entry.offset + 30;
    if (start > d.length || u32(d, entry.offset) !== 0x04034b50) return damaged;
    const dataStart = start + u16(d, entry.offset + 26) + u16(d, entry.offset + 28);
    const data = d.subarray(dataStart, dataStart + entry.compressedSize);
    if (data.length !== entry.compressedSize) return damaged;
    if (entry.method === 0) return data.length > maxBytes ? { ok: false, message: tooLarge(name, maxBytes) } : { ok: true, bytes: data };
    if (entry.method !== 8) return damaged;
    try {
      return { ok: true, bytes: await unpack(data, { maxOutputLength: maxBytes }) };
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { ok: false, message: tooLarge(name, maxBytes) };
      return damaged;
    }
  }
}

const tooLarge = (name: string, maxBytes: number) => `"${name}" is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`;
