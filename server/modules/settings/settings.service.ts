// The business's details: what every page shows (business(), held in memory per catalogue version, so a
// kept page rendered again costs no extra read) and the owner's form (get, update). A save moves the
// row's own version (two editors cannot overwrite each other unseen) and the catalogue version in the
// same transaction: every instance's kept pages are dropped within its next poll, and this instance's
// at once. The logo is a picture of the media store, checked by its bytes and re-encoded before the
// transaction that names it opens; the one it replaces is removed once no kept page can show it.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { type BusinessInfo, type BusinessSettings, type BusinessSettingsValues, businessInfo, formatOpeningHours } from '../../../shared/business.ts';
import { categoryImageUrl } from '../../../shared/catalog.ts';
import type { CatalogueVersion } from '../catalog/catalogue-version.ts';
import { type EncodedImage, ImageInputError, type MediaService } from '../media/media.service.ts';
import { HttpError, badRequest } from '../../http-errors.ts';
import * as repo from './settings.repository.ts';

export class SettingsService {
  readonly #db: Kysely<Database>;
  readonly #version: CatalogueVersion;
  readonly #firstStart: BusinessSettingsValues;
  readonly #media: MediaService;
  /** What business() last read, and the catalogue version it was read at. */
  #held: { at: number; info: BusinessInfo } | undefined;

  constructor(db: Kysely<Database>, version: CatalogueVersion, firstStart: BusinessSettingsValues, media: MediaService) {
    this.#db = db;
    this.#media = media;
    this.#version = version;
    this.#firstStart = firstStart;
    version.onChange(() => {
      this.#held = undefined;
    });
  }

  /** Writes the environment's values as the settings when there are none yet (the first start); true when written. */
  seed(): Promise<boolean> {
    return repo.insertFirst(this.#db, this.#firstStart);
  }

  /** The details every page shows: from memory while the catalogue version has not moved. */
  async business(): Promise<BusinessInfo> {
    // The version is taken before the read: a save committed meanwhile moves it, and the next call reads again.
    const at = this.#version.current;
    const held = this.#held;
    if (held && at !== undefined && held.at === at) return held.info;
    const row = await this.#row();
    // The logo is served as the media store's site pictures are, with their immutable caching.
    const info = businessInfo(repo.values(row), row.logo ? categoryImageUrl(row.logo) : null);
    if (at !== undefined) this.#held = { at, info };
    return info;
  }

  async get(): Promise<BusinessSettings> {
    const row = await this.#row();
    const v = repo.values(row);
    return { ...v, openingHours: formatOpeningHours(v), logo: row.logo, version: row.version, updatedAt: row.updated_at, updatedBy: row.updated_by };
  }

  /** Makes `bytes` (a picture checked by its bytes, re-encoded) the logo; 400 when it is not a picture. */
  async setLogo(bytes: Uint8Array, by: string): Promise<BusinessSettings> {
    let image: EncodedImage;
    try {
      image = await this.#media.encode(bytes);
    } catch (err) {
      if (err instanceof ImageInputError) throw badRequest(`logo must be a JPEG, PNG, WebP or GIF image (${err.message})`);
      throw err;
    }
    await this.#row();
    const now = new Date().toISOString();
    const previous = await this.#db.transaction().execute(async (trx) => {
      const filename = await this.#media.storeEncoded(image, 'category', trx);
      return (await repo.setLogo(trx, filename, by, now))!.previous;
    });
    return this.#logoChanged(previous);
  }

  /** Takes the logo away: the header shows the site's mark again. */
  async removeLogo(by: string): Promise<BusinessSettings> {
    await this.#row();
    const now = new Date().toISOString();
    const previous = await this.#db.transaction().execute(async (trx) => (await repo.setLogo(trx, null, by, now))!.previous);
    return this.#logoChanged(previous);
  }

  /** After a committed logo change: kept pages go first, then the picture no page names any more. */
  async #logoChanged(previous: string | null): Promise<BusinessSettings> {
    this.#held = undefined;
    await this.#version.changed();
    await this.#media.remove(previous);
    return this.get();
  }

  /** Saves the owner's change made from `version`; 409 (nothing written) when someone saved since. */
  async update(input: BusinessSettingsValues & { version: number }, by: string): Promise<BusinessSettings> {
    const { version, ...v } = input;
    const now = new Date().toISOString();
    const saved = await this.#db.transaction().execute(async (trx) => {
      if (!(await repo.updateFrom(trx, v, version, by, now))) return false;
      await repo.bumpPageVersion(trx);
      return true;
    });
    if (!saved) {
      const current = await this.get();
      throw new HttpError(409, `version ${version} is out of date: the settings were saved since (now version ${current.version}). Reload to see them.`);
    }
    this.#held = undefined;
    await this.#version.changed();
    return this.get();
  }

  async #row() {
    const row = await repo.readSettings(this.#db);
    if (row) return row;
    // Started without prepare() (a tool, a test): the first start's values are written now.
    await this.seed();
    return (await repo.readSettings(this.#db))!;
  }
}
