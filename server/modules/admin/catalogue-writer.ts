// What the admin's two ways of writing the catalogue share, the forms (admin.service.ts) and the
// spreadsheet import (product-sheet.service.ts): a picture is checked and re-encoded before any
// transaction opens, and after a save the pages and answers this instance keeps are dropped before the
// pictures they named are removed, so no kept page ever points at a picture that is gone.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { CatalogueVersion } from '../catalog/catalogue-version.ts';
import { type EncodedImage, ImageInputError, type MediaService } from '../media/media.service.ts';

export abstract class CatalogueWriter {
  protected readonly db: Kysely<Database>;
  protected readonly media: MediaService;
  readonly #catalogue: CatalogueVersion;

  constructor(db: Kysely<Database>, media: MediaService, catalogue: CatalogueVersion) {
    this.db = db;
    this.media = media;
    this.#catalogue = catalogue;
  }

  /** The picture re-encoded, or why it was refused (a sentence naming it as `what`). */
  protected async encodePicture(bytes: Uint8Array, what: string): Promise<EncodedImage | string> {
    try {
      return await this.media.encode(bytes);
    } catch (err) {
      if (err instanceof ImageInputError) return `${what} must be a JPEG, PNG, WebP or GIF image (${err.message})`;
      throw err;
    }
  }

  /** After a committed save: kept pages go (before the admin hears "saved"), then the pictures no row names any more. */
  protected async published(...unused: (string | null)[]): Promise<void> {
    await this.#catalogue.changed();
    for (const name of unused) await this.media.remove(name);
  }
}
