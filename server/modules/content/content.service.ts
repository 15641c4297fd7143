// The owner's documents (the home page's sections, the info pages' rich text): what the public pages
// show (published(), held in memory per catalogue version like the business details, so a kept page
// rendered again costs no read), the draft a signed-in owner previews, and the editing calls. A save
// names the draft version it was made from (409 when someone saved since); a publish makes the draft
// live, keeps the previous versions as history and moves the catalogue version in one transaction, so
// every instance drops its kept pages within its next poll, and this one at once.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import {
  CONTENT_HISTORY_KEPT,
  CONTENT_MAX_CHARS,
  CONTENT_PAGES,
  CONTENT_SCHEMAS,
  type ContentDoc,
  type ContentDocs,
  type ContentHistoryEntry,
  type ContentPage,
  type ContentState,
  isContentPage,
} from '../../../shared/content.ts';
import { categoryImageUrl } from '../../../shared/catalog.ts';
import type { CatalogueVersion } from '../catalog/catalogue-version.ts';
import { ImageInputError, type MediaService } from '../media/media.service.ts';
import { HttpError, badRequest, notFound, parseOr400 } from '../../http-errors.ts';
import { bumpPageVersion } from '../settings/settings.repository.ts';
import * as repo from './content.repository.ts';

/** The page named in an address, or a 404 naming it. */
export function contentPage(page: string): ContentPage {
  if (!isContentPage(page)) throw notFound(`There is no content page "${page.slice(0, 40)}": the pages are ${CONTENT_PAGES.join(', ')}.`);
  return page;
}

export class ContentService {
  readonly #db: Kysely<Database>;
  readonly #version: CatalogueVersion;
  readonly #media: MediaService;
  /** What published() last read per page, and the catalogue version it was read at. */
  readonly #held = new Map<ContentPage, { at: number; doc: unknown }>();

  constructor(db: Kysely<Database>, version: CatalogueVersion, media: MediaService) {
    this.#db = db;
    this.#version = version;
    this.#media = media;
    version.onChange(() => this.#held.clear());
  }

  /** Writes each page's first published version where there is none yet (the first start); how many were written. */
  async seed(): Promise<number> {
    let written = 0;
    for (const page of CONTENT_PAGES) if (!(await repo.readPublished(this.#db, page)) && (await this.#seedPage(page))) written++;
    return written;
  }

  /** The document the public page shows: from memory while the catalogue version has not moved. */
  async published<P extends ContentPage>(page: P): Promise<ContentDocs[P]> {
    // The version is taken before the read: a publish committed meanwhile moves it, and the next call reads again.
    const at = this.#version.current;
    const held = this.#held.get(page);
    if (held && at !== undefined && held.at === at) return held.doc as ContentDocs[P];
    const doc = JSON.parse((await this.#published(page)).doc) as ContentDocs[P];
    if (at !== undefined) this.#held.set(page, { at, doc });
    return doc;
  }

  /** The draft, for the owner's preview of the real page (never kept in the page cache). */
  async draft<P extends ContentPage>(page: P): Promise<ContentDocs[P]> {
    return JSON.parse((await this.#draft(page)).doc) as ContentDocs[P];
  }

  async get(page: ContentPage): Promise<ContentState> {
    const live = await this.#published(page);
    const draft = await this.#draft(page);
    return {
      page,
      draft: { version: draft.version, doc: JSON.parse(draft.doc), savedAt: draft.saved_at, savedBy: draft.saved_by },
      published: { version: live.version, doc: JSON.parse(live.doc), publishedAt: live.saved_at, publishedBy: live.saved_by },
    };
  }

  /** Saves the draft made from `version`; 400 naming the field of a bad document, 409 (nothing written) on a stale version. */
  async save(page: ContentPage, version: number, doc: unknown, by: string): Promise<ContentState> {
    const json = JSON.stringify(doc) ?? '';
    if (json.length > CONTENT_MAX_CHARS) throw badRequest(`doc is too large: at most ${CONTENT_MAX_CHARS} characters as JSON, this one has ${json.length}.`);
    const schema: z.ZodType<ContentDoc> = CONTENT_SCHEMAS[page];
    // Wrapped, so that every message names its field from `doc` on, as the request body names it.
    const { doc: checked } = parseOr400(z.object({ doc: schema }), { doc }, 'doc');
    await this.#draft(page);
    if (!(await repo.updateDraftFrom(this.#db, page, version, JSON.stringify(checked), by, new Date().toISOString()))) {
      const now = (await this.#draft(page)).version;
      throw new HttpError(409, `version ${version} is out of date: the ${page} draft was saved since (now version ${now}). Reload to see it.`);
    }
    return this.get(page);
  }

  /** Makes the draft live on every instance (within two seconds); the previous live version joins the history. */
  async publish(page: ContentPage, by: string): Promise<ContentState> {
    await this.#draft(page);
    const now = new Date().toISOString();
    await this.#db.transaction().execute(async (trx) => {
      await repo.publishDraft(trx, page, by, now, CONTENT_HISTORY_KEPT);
      await bumpPageVersion(trx);
    });
    this.#held.delete(page);
    await this.#version.changed();
    return this.get(page);
  }

  /** The live version and the kept earlier ones, newest first. */
  async history(page: ContentPage): Promise<ContentHistoryEntry[]> {
    await this.#published(page);
    const rows = await repo.listPublished(this.#db, page);
    return rows.map((r) => ({ version: r.version, publishedAt: r.saved_at, publishedBy: r.saved_by, live: r.state === 'published' }));
  }

  /** Brings a published version (live or kept) back as the draft; 404 when it is not kept. */
  async restore(page: ContentPage, version: number, by: string): Promise<ContentState> {
    await this.#draft(page);
    const row = await repo.readVersion(this.#db, page, version);
    if (!row) throw notFound(`Version ${version} of ${page} is not kept: the history holds the last ${CONTENT_HISTORY_KEPT} published versions.`);
    await repo.replaceDraft(this.#db, page, row.doc, by, new Date().toISOString());
    return this.get(page);
  }

  /**
   * Keeps an uploaded picture (checked by its bytes, re-encoded) and gives the address a document names
   * it by. A picture no document names any more stays stored: a kept version may bring it back.
   */
  async storePicture(bytes: Uint8Array): Promise<string> {
    try {
      return categoryImageUrl(await this.#media.store(bytes, 'category'));
    } catch (err) {
      if (err instanceof ImageInputError) throw badRequest(`picture must be a JPEG, PNG, WebP or GIF image (${err.message})`);
      throw err;
    }
  }

  async #published(page: ContentPage) {
    return (await repo.readPublished(this.#db, page)) ?? (await this.#seeded(page, repo.readPublished));
  }

  async #draft(page: ContentPage) {
    return (await repo.readDraft(this.#db, page)) ?? (await this.#seeded(page, repo.readDraft));
  }

  /** Started without prepare() (a tool, a test): the page's first version is written now. */
  async #seeded(page: ContentPage, read: typeof repo.readDraft) {
    await this.#seedPage(page);
    const row = await read(this.#db, page);
    if (!row) throw new Error(`content page ${page} could not be seeded`);
    return row;
  }

  async #seedPage(page: ContentPage): Promise<boolean> {
    // The texts of a fresh install are loaded only when a page has none yet.
    const { firstDocument } = await import('../../../shared/content-seed.ts');
    return repo.insertFirst(this.#db, page, JSON.stringify(firstDocument(page)), new Date().toISOString());
  }
}
