// The pictures sent with a product list: a ZIP whose files the list names in its image column. Only
// the directory is read at first; a picture is unpacked when a row asks for it, and never past the
// size its entry declares (fflate writes into a buffer of that size), so a ZIP that unpacks to far
// more than it weighs cannot fill the memory.
import { type UnzipFileInfo, unzipSync } from 'fflate';
import { badRequest } from '../../http-errors.ts';

/** What a row's image cell names in the ZIP, or why it names nothing usable. */
export type PictureLookup = { ok: true; name: string } | { ok: false; message: string };

export class PictureZip {
  readonly #bytes: Uint8Array;
  readonly #entries = new Map<string, UnzipFileInfo>();
  /** Lowercased base names to the entries that have them, for cells that leave out folders or case. */
  readonly #byBaseName = new Map<string, string[]>();

  constructor(bytes: Uint8Array) {
    this.#bytes = bytes;
    try {
      unzipSync(bytes, {
        filter: (entry) => {
          const base = entry.name.split('/').pop()!;
          // Folders, and the resource forks and hidden files macOS adds to the ZIPs it makes.
          if (base === '' || base.startsWith('.') || entry.name.startsWith('__MACOSX/')) return false;
          this.#entries.set(entry.name, entry);
          const key = base.toLowerCase();
          this.#byBaseName.set(key, [...(this.#byBaseName.get(key) ?? []), entry.name]);
          return false;
        },
      });
    } catch {
      throw badRequest('images is not a ZIP file (or it is damaged): send the pictures as one .zip file');
    }
  }

  /** The entry a cell names: its exact path, else a file of that name in any folder, any case. */
  find(cell: string, maxBytes: number): PictureLookup {
    const name = cell.trim();
    let found = this.#entries.get(name);
    if (!found) {
      const matches = this.#byBaseName.get(name.split('/').pop()!.toLowerCase()) ?? [];
      if (matches.length > 1)
        return { ok: false, message: `"${name}" matches ${matches.length} files in the ZIP (${matches.join(', ')}): write the folder too` };
      found = matches.length === 1 ? this.#entries.get(matches[0]!) : undefined;
    }
    if (!found) return { ok: false, message: `"${name}" is not in the images ZIP` };
    if (found.originalSize > maxBytes) return { ok: false, message: `"${found.name}" is larger than ${Math.round(maxBytes / 1024 / 1024)} MB` };
    return { ok: true, name: found.name };
  }

  /** The bytes of an entry find() returned; undefined when it cannot be unpacked. */
  read(name: string): Uint8Array | undefined {
    try {
      return unzipSync(this.#bytes, { filter: (entry) => entry.name === name })[name];
    } catch {
      return undefined;
    }
  }
}
